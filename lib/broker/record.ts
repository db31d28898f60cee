/**
 * Every settled request goes into the decision history (the popup's list).
 * Fire and forget: a storage failure must never hold up the dapp's answer.
 */
import { recordRequestDecision } from '../history';
import type { PendingRequest } from '../messaging/extension';

export type SettledBy = 'user' | 'window_closed' | 'tab_closed' | 'policy' | 'bypass';

export function recordSettled(request: PendingRequest, decision: 'approved' | 'rejected', reason: SettledBy): void {
  // A bypass is recorded once, when seen (it went to the wallet); dismissing its warning changes nothing.
  if (request.bypass && reason !== 'bypass') return;
  // A refusal is recorded once, when refused (by policy); closing its notice changes nothing.
  if (request.refused && reason !== 'policy') return;
  void recordRequestDecision({ request, decision, reason }).catch(() => undefined);
}
