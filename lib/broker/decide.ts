/**
 * The review page's procedures: read the queue, decide, retry a scan. Only
 * the extension's own review page may call them (see isFromReviewPage).
 */
import { decisionSchema, type ReviewQueue } from '../messaging/extension';
import { requestIdSchema } from '../messaging/page-channel';
import { userRejected } from '../rpc-errors';
import { riskRoseSince, verdictKindOf } from '../format/verdict-kinds';
import { scanComplete } from '../scan/reads';
import { getSettings } from '../settings';
import type { PageActions } from './forward';
import { pendingStore } from './pending-store';
import { recordSettled } from './record';
import { sortQueue } from './queue';
import { closeReviewWindowIf } from './review-window';
import type { ScanRunner } from './scan-runner';
import { isFromReviewPage, type SenderInfo } from './sender';

export interface DecideDeps {
  page: PageActions;
  runner: ScanRunner;
  now: () => number;
}

export function closeWindowIfQueueEmpty(): Promise<void> {
  return closeReviewWindowIf(async () => (await pendingStore.list()).length === 0);
}

export async function handleGetQueue(sender: SenderInfo): Promise<ReviewQueue> {
  if (!(await isFromReviewPage(sender))) throw new Error('Not allowed.');
  const [pending, settings] = await Promise.all([pendingStore.list(), getSettings()]);
  return { pending: sortQueue(pending), unavailablePolicy: settings.unavailablePolicy };
}

export async function handleDecide(data: unknown, sender: SenderInfo, deps: DecideDeps): Promise<{ ok: boolean }> {
  const parsed = decisionSchema.safeParse(data);
  // The sender check and the read of the request at once (one storage round trip before a Reject's 4001, not two); nothing is claimed before the check passed.
  const peeked = parsed.success && parsed.data.decision === 'reject' ? pendingStore.peek(parsed.data.id).catch(() => undefined) : undefined;
  if (!(await isFromReviewPage(sender)) || !parsed.success) return { ok: false };
  const { id, decision } = parsed.data;

  if (decision === 'approve') {
    // A bypass already went to the wallet: there is nothing to approve, only a warning to dismiss.
    // A refusal was answered already (-32602): nothing to approve either.
    const current = await pendingStore.get(id);
    if (current?.bypass || current?.refused) return { ok: false };
    // "block" policy: no approval without a finished scan.
    if (current && !scanComplete(current.scan) && (await getSettings()).unavailablePolicy === 'block') return { ok: false };
    // Consent counts for the verdict it was given under: raised since, the user decides again.
    if (current && parsed.data.seen !== undefined && riskRoseSince(parsed.data.seen, verdictKindOf(current.scan))) return { ok: false };
  }
  // Claim first: a second decision for the same id finds nothing and answers nothing.
  const taken = await pendingStore.take(id, peeked);
  if (!taken) return { ok: false };
  const claimed = taken.request;
  // The page's answer goes first (a Reject's 4001 waits for nothing else), the bookkeeping after it.
  const answering =
    decision === 'approve' ? deps.page.forward(claimed) : !claimed.bypass && !claimed.refused ? deps.page.reject(claimed, userRejected()) : Promise.resolve();
  deps.runner.cancel(id);
  recordSettled(claimed, decision === 'approve' ? 'approved' : 'rejected', 'user');

  let ok = true;
  try {
    await answering;
  } catch {
    // The page is gone (tab closed, navigated): there is no promise left to settle.
    ok = false;
  }
  await taken.removed.catch(() => undefined);
  await closeWindowIfQueueEmpty();
  return { ok };
}

export async function handleRetryScan(data: unknown, sender: SenderInfo, deps: DecideDeps): Promise<{ ok: boolean }> {
  if (!(await isFromReviewPage(sender))) return { ok: false };
  const id = requestIdSchema.safeParse(data);
  // Stryker disable next-line ConditionalExpression: a bad id is found by no setScan below either
  if (!id.success) return { ok: false };
  const startedAt = deps.now();
  // Stryker disable next-line ConditionalExpression: an unknown id is then not found by get() either
  if (!(await pendingStore.setScan(id.data, { state: 'scanning', startedAt }))) return { ok: false };
  const request = await pendingStore.get(id.data);
  // Stryker disable next-line ConditionalExpression,ObjectLiteral,BooleanLiteral: only a decision between setScan and get removes it
  if (!request) return { ok: false };
  void deps.runner.start(request).catch(() => undefined);
  return { ok: true };
}
