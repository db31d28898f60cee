/**
 * "Reject all" (lib/broker/reject-all.ts): every listed request answers 4001
 * exactly once, even when the user's other decisions race it; a request not in
 * the list stays for review; only the review page may ask.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBroker, type SenderInfo } from '../../../lib/broker';
import { pendingStore } from '../../../lib/broker/pending-store';
import { reviewPageUrl, reviewWindowId } from '../../../lib/broker/review-window';
import { listHistory } from '../../../lib/history';
import { RecordingPage, signRequest, verdictOutcome, until } from './support';

const dapp: SenderInfo = { id: fakeBrowser.runtime.id, url: 'https://dapp.example/', origin: 'https://dapp.example', frameId: 0, documentId: 'doc-7', tab: { id: 7, windowId: 1 } };

async function reviewSender(): Promise<SenderInfo> {
  return { id: fakeBrowser.runtime.id, url: reviewPageUrl(), tab: { id: 99, windowId: (await reviewWindowId()) ?? -1 } };
}


async function waiting(count: number) {
  const page = new RecordingPage();
  const broker = createBroker({ page, scan: () => Promise.resolve(verdictOutcome('Benign')) });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    expect(await broker.intercept(signRequest({ id, chainId: '0x1' }), dapp)).toEqual({ accepted: true });
    ids.push(id);
  }
  return { page, broker, ids };
}

describe('Reject all', () => {
  beforeEach(() => fakeBrowser.reset());

  it('answers each listed request 4001 once, records each as rejected by you, and leaves the rest waiting', async () => {
    const { page, broker, ids } = await waiting(4);
    const [a, b, c, later] = ids;
    if (!a || !b || !c || !later) throw new Error('four ids');
    expect(await broker.rejectAll({ ids: [a, b, c] }, await reviewSender())).toEqual({ ok: true, rejected: 3 });
    expect(page.rejected.map((r) => [r.request.id, r.error?.code]).sort()).toEqual([[a, 4001], [b, 4001], [c, 4001]].sort());
    expect(page.forwarded).toEqual([]);
    expect((await pendingStore.list()).map((p) => p.id)).toEqual([later]);
    await until(async () => (await listHistory()).length === 3);
    expect((await listHistory()).map((e) => [e.decision, e.reason])).toEqual([['rejected', 'user'], ['rejected', 'user'], ['rejected', 'user']]);
  });

  it('racing a decision and a second Reject all, every request is still answered exactly once', async () => {
    const { page, broker, ids } = await waiting(3);
    const [a] = ids;
    if (!a) throw new Error('an id');
    const sender = await reviewSender();
    const results = await Promise.all([
      broker.rejectAll({ ids }, sender),
      broker.decide({ id: a, decision: 'approve' }, sender),
      broker.rejectAll({ ids }, sender),
    ]);
    const rejectedByAll = results[0].rejected + results[2].rejected;
    const answered = [...page.rejected.map((r) => r.request.id), ...page.forwarded.map((r) => r.id)];
    expect(answered.sort()).toEqual([...ids].sort());
    expect(rejectedByAll).toBe(page.rejected.length);
    expect(await pendingStore.list()).toEqual([]);
  });

  it('is refused from anything but the review page, and for a malformed list', async () => {
    const { page, broker, ids } = await waiting(2);
    expect(await broker.rejectAll({ ids }, dapp)).toEqual({ ok: false, rejected: 0 });
    expect(await broker.rejectAll({ ids: [] }, await reviewSender())).toEqual({ ok: false, rejected: 0 });
    expect(await broker.rejectAll({ ids: ['not-an-id'] }, await reviewSender())).toEqual({ ok: false, rejected: 0 });
    expect(page.rejected).toEqual([]);
    expect(await pendingStore.list()).toHaveLength(2);
  });
});
