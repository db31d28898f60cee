/**
 * "Reject all" in the review window: every request the user saw in the queue
 * is rejected with 4001, each exactly once. The ids come from the page, so
 * only those still waiting are claimed (in one serialised step: a request
 * decided, closed or dropped meanwhile is not answered twice); a request that
 * arrived after the click is not in the list and stays for review.
 */
import { rejectAllSchema } from '../messaging/extension';
import { userRejected } from '../rpc-errors';
import { closeWindowIfQueueEmpty, type DecideDeps } from './decide';
import { pendingStore } from './pending-store';
import { recordSettled } from './record';
import { isFromReviewPage, type SenderInfo } from './sender';

export async function handleRejectAll(data: unknown, sender: SenderInfo, deps: Pick<DecideDeps, 'page' | 'runner'>): Promise<{ ok: boolean; rejected: number }> {
  if (!(await isFromReviewPage(sender))) return { ok: false, rejected: 0 };
  const parsed = rejectAllSchema.safeParse(data);
  if (!parsed.success) return { ok: false, rejected: 0 };
  const ids = new Set(parsed.data.ids);
  const claimed = await pendingStore.claimWhere((p) => ids.has(p.id));
  await Promise.all(
    claimed.map(async (request) => {
      deps.runner.cancel(request.id);
      recordSettled(request, 'rejected', 'user');
      // A bypass already went to the wallet: there is no promise left to answer.
      if (!request.bypass) await deps.page.reject(request, userRejected()).catch(() => undefined);
    }),
  );
  await closeWindowIfQueueEmpty();
  return { ok: true, rejected: claimed.length };
}
