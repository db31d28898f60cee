/** What a pending request says about its decision bar, the same for every chain's review. */
import { strings } from '../../lib/i18n/strings';
import type { PendingRequest } from '../../lib/messaging/extension';
import { scanComplete } from '../../lib/scan/reads';
import type { DecisionBarProps } from './DecisionBar';

export function requestGate(request: PendingRequest, unavailablePolicy: 'warn' | 'block' | undefined): Pick<DecisionBarProps, 'dismissOnly' | 'dismissNote' | 'approveBlocked'> {
  return {
    // Nothing to approve: a bypass already went to the wallet, a refusal was already answered.
    dismissOnly: request.bypass !== undefined || request.refused !== undefined,
    dismissNote: request.refused ? strings.dismissRefusedNote : undefined,
    approveBlocked: unavailablePolicy === 'block' && !scanComplete(request.scan) ? strings.approveBlockedByPolicy : undefined,
  };
}
