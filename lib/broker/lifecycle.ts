/**
 * What happens to waiting requests when their page or the review window goes:
 * closing the review window rejects everything (4001); a closed tab or a page
 * that navigated away drops its requests (their promises are gone with the
 * page); the window closes once the queue is empty.
 */
import { userRejected } from '../rpc-errors';
import { closeWindowIfQueueEmpty } from './decide';
import type { PageActions } from './forward';
import { pendingStore } from './pending-store';
import { recordSettled } from './record';
import { forgetIfReviewWindow } from './review-window';
import type { ScanRunner } from './scan-runner';

export interface LifecycleDeps {
  page: PageActions;
  runner: ScanRunner;
}

export async function onWindowRemoved(windowId: number, deps: LifecycleDeps): Promise<void> {
  if (!(await forgetIfReviewWindow(windowId))) return;
  const rejected = await pendingStore.claimWhere(() => true);
  await Promise.all(
    rejected.map(async (request) => {
      deps.runner.cancel(request.id);
      recordSettled(request, 'rejected', 'window_closed');
      await deps.page.reject(request, userRejected()).catch(() => undefined);
    }),
  );
}

export async function onTabRemoved(tabId: number, deps: LifecycleDeps): Promise<void> {
  const dropped = await pendingStore.claimWhere((p) => p.tabId === tabId);
  if (dropped.length === 0) return;
  for (const request of dropped) {
    deps.runner.cancel(request.id);
    recordSettled(request, 'rejected', 'tab_closed');
  }
  await closeWindowIfQueueEmpty();
}

/**
 * tabs.onUpdated fires for same-document changes too (pushState, hash), which
 * must not drop a request. So a request is dropped only when its document is
 * really gone: with a document id (Chrome) we ask the browser; without one
 * (Firefox) a new load ('loading') counts as a navigation.
 */
export async function onTabUpdated(
  tabId: number,
  changeInfo: { status?: string; url?: string },
  deps: LifecycleDeps,
): Promise<void> {
  if (changeInfo.status === undefined && changeInfo.url === undefined) return;
  const waiting = (await pendingStore.list()).filter((p) => p.tabId === tabId);
  // Stryker disable next-line ConditionalExpression: with nothing waiting nothing is gone, and the next check returns
  if (waiting.length === 0) return;
  const gone = new Set<string>();
  for (const request of waiting) {
    const alive = request.documentId ? await deps.page.isAlive(request) : changeInfo.status !== 'loading';
    if (!alive) gone.add(request.id);
  }
  // Stryker disable next-line ConditionalExpression: nothing gone claims nothing, and the queue still holds `waiting`, so the window stays either way
  if (gone.size === 0) return;
  const dropped = await pendingStore.claimWhere((p) => gone.has(p.id));
  for (const request of dropped) {
    deps.runner.cancel(request.id);
    recordSettled(request, 'rejected', 'tab_closed');
    // Settles the dapp where its page still exists (a frame's request after a same-page change); harmless otherwise.
    await deps.page.reject(request, userRejected()).catch(() => undefined);
  }
  await closeWindowIfQueueEmpty();
}
