/**
 * A request refused as malformed is answered -32602 at once, and the user is
 * told (#25 item 5): a short review window saying what was refused, from
 * which site and why, with nothing to approve; and a history row. Shapes a
 * wallet would still accept are named as an evasion attempt.
 */
import type { PendingRequest } from '../messaging/extension';
import { toPlainJson } from './plain-json';
import { pendingStore } from './pending-store';
import { recordSettled } from './record';
import { showReviewWindow } from './review-window';

function plainOrNull(params: unknown): PendingRequest['params'] {
  try {
    return toPlainJson(params ?? [], 'params');
  } catch {
    return null;
  }
}

/** Shows the refusal (best effort: the dapp's answer never waits on it). */
export async function showRefusal(pending: PendingRequest, why: string, evasion: boolean, onEvicted: (evicted: PendingRequest[]) => void): Promise<void> {
  const refused: PendingRequest = {
    ...pending,
    params: plainOrNull(pending.params),
    refused: { why: why.slice(0, 500), evasion },
    scan: { state: 'unavailable', reason: 'invalid_request', message: why.slice(0, 500) },
  };
  const added = await pendingStore.add(refused);
  recordSettled(refused, 'rejected', 'policy');
  if (added.status !== 'added') return;
  onEvicted(added.evicted);
  await showReviewWindow(refused);
}
