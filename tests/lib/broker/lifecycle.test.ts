/**
 * Waiting requests when their page or the review window goes, through the
 * broker (lib/broker/lifecycle.ts): who is answered, what history says, and
 * that only the requests of that tab, or of a document really gone, go.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBroker, type PageActions } from '../../../lib/broker';
import { pendingStore } from '../../../lib/broker/pending-store';
import { reviewWindowId, showReviewWindow } from '../../../lib/broker/review-window';
import { listHistory } from '../../../lib/history';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { ACCOUNT } from './support';

class Page implements PageActions {
  rejected: Array<[string, number | undefined]> = [];
  alive = new Map<string, boolean>();
  forward = async () => undefined;
  reject: PageActions['reject'] = async (r, e) => void this.rejected.push([r.id, e?.code]);
  call: PageActions['call'] = async () => ({ ok: true, result: '0x1' });
  isAlive: PageActions['isAlive'] = async (t) => this.alive.get(t.documentId ?? '') ?? true;
}

const never = () => new Promise<never>(() => undefined);
const request = (tabId: number, documentId?: string): PendingRequest => ({
  id: randomUUID(), tabId, frameId: 0, ...(documentId ? { documentId } : {}), origin: 'https://app.example', provider: { kind: 'window' }, style: 'request',
  method: 'personal_sign', params: ['0x68', ACCOUNT], createdAt: Date.now(), scan: { state: 'scanning', startedAt: 1 },
});
const reasons = async () => (await listHistory()).map((e) => [e.decision, e.reason]);
const ids = async () => (await pendingStore.list()).map((r) => r.id);

beforeEach(() => fakeBrowser.reset());

describe('the review window closed', () => {
  it('rejects every waiting request with 4001, records "window closed"', async () => {
    const page = new Page();
    const broker = createBroker({ page, scan: never });
    const a = request(1);
    const b = request(2);
    await pendingStore.add(a);
    await pendingStore.add(b);
    await showReviewWindow();
    await broker.windowRemoved((await reviewWindowId()) ?? -1);
    expect(page.rejected.sort()).toEqual([[a.id, 4001], [b.id, 4001]].sort());
    expect(await ids()).toEqual([]);
    await expect.poll(reasons).toEqual([['rejected', 'window_closed'], ['rejected', 'window_closed']]);
  });

  it('another window closing touches nothing', async () => {
    const page = new Page();
    await pendingStore.add(request(1));
    await showReviewWindow();
    await createBroker({ page, scan: never }).windowRemoved(12345);
    expect([page.rejected, (await ids()).length]).toEqual([[], 1]);
  });
});

describe('a tab closed', () => {
  it('drops that tab\'s requests only (their promises are gone with it), records "tab closed"', async () => {
    const page = new Page();
    const mine = request(1);
    const other = request(2);
    await pendingStore.add(mine);
    await pendingStore.add(other);
    await createBroker({ page, scan: never }).tabRemoved(1);
    expect(await ids()).toEqual([other.id]);
    expect(page.rejected).toEqual([]);
    await expect.poll(reasons).toEqual([['rejected', 'tab_closed']]);
  });
});

describe('a tab updated', () => {
  it('a change that is neither a load nor a new address is ignored', async () => {
    const page = new Page();
    const r = request(1, 'doc-1');
    page.alive.set('doc-1', false);
    await pendingStore.add(r);
    await createBroker({ page, scan: never }).tabUpdated(1, {});
    expect(await ids()).toEqual([r.id]);
  });

  it('with a document id: only a request whose document is gone is dropped, and answered 4001', async () => {
    const page = new Page();
    const gone = request(1, 'doc-gone');
    const kept = request(1, 'doc-kept');
    const elsewhere = request(2, 'doc-gone');
    page.alive.set('doc-gone', false);
    for (const r of [gone, kept, elsewhere]) await pendingStore.add(r);
    await createBroker({ page, scan: never }).tabUpdated(1, { url: 'https://app.example/#x' });
    expect((await ids()).sort()).toEqual([kept.id, elsewhere.id].sort());
    expect(page.rejected).toEqual([[gone.id, 4001]]);
    await expect.poll(reasons).toEqual([['rejected', 'tab_closed']]);
  });

  it('without a document id (Firefox): a new load drops the tab\'s requests, "complete" does not', async () => {
    const page = new Page();
    const r = request(1);
    await pendingStore.add(r);
    const broker = createBroker({ page, scan: never });
    await broker.tabUpdated(1, { status: 'complete' });
    expect(await ids()).toEqual([r.id]);
    await broker.tabUpdated(1, { status: 'loading' });
    expect(await ids()).toEqual([]);
    expect(page.rejected).toEqual([[r.id, 4001]]);
  });
});

describe('a tab event with nothing of ours in it leaves the review window alone', () => {
  it.each([
    ['a closed tab with no request', (broker: ReturnType<typeof createBroker>) => broker.tabRemoved(5)],
    ['a navigation in a tab with no request', (broker: ReturnType<typeof createBroker>) => broker.tabUpdated(5, { status: 'loading' })],
    ['a same-document change in a tab whose request stays', (broker: ReturnType<typeof createBroker>) => broker.tabUpdated(1, { url: 'https://app.example/#x' })],
  ])('%s', async (_what, event) => {
    const page = new Page();
    const broker = createBroker({ page, scan: never });
    const waiting = request(1, 'doc-1');
    await showReviewWindow();
    const windowId = await reviewWindowId();
    // The window shows something that is not in the queue (its last request was just decided elsewhere, or a past one).
    await event(broker);
    expect(await reviewWindowId()).toBe(windowId);
    expect(await fakeBrowser.windows.get(windowId ?? -1)).toBeDefined();
    await pendingStore.add(waiting);
    await event(broker);
    expect(await ids()).toEqual([waiting.id]);
  });
});
