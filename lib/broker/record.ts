/**
 * Every settled request goes into the decision history (the popup's list).
 * Fire and forget: a storage failure must never hold up the dapp's answer.
 */
import { recordRequestDecision } from '../history';
import type { PendingRequest } from '../messaging/extension';

export type SettledBy = 'user' | 'window_closed' | 'tab_closed' | 'policy';

export function recordSettled(request: PendingRequest, decision: 'approved' | 'rejected', reason: SettledBy): void {
  void recordRequestDecision({ request, decision, reason }).catch(() => undefined);
}
