import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBroker, type Scanner, type SenderInfo } from '../../../lib/broker';
import { pendingStore } from '../../../lib/broker/pending-store';
import { queuePosition } from '../../../lib/broker/queue';
import { reviewPageUrl, reviewWindowId } from '../../../lib/broker/review-window';
import { PAGE_CHANNEL } from '../../../lib/messaging/page-channel';
import type { ScanOutcome } from '../../../lib/scan/outcome';
import { readsPending } from '../../../lib/scan/reads';
import { updateSettings } from '../../../lib/settings';

import { ACCOUNT, RecordingPage, until } from './support';

const benign: ScanOutcome = {
  state: 'done',
  source: 'local',
  response: { block: '1', chain: 'ethereum', validation: { result_type: 'Benign', description: '', reason: '', classification: '', features: [] } },
};

function pageSender(tabId = 7, extra: Partial<SenderInfo> = {}): SenderInfo {
  return { id: fakeBrowser.runtime.id, url: 'https://dapp.example/swap?x=1', origin: 'https://dapp.example', frameId: 0, documentId: `doc-${tabId}`, tab: { id: tabId, windowId: 1 }, ...extra };
}

async function reviewSender(): Promise<SenderInfo> {
  const windowId = (await reviewWindowId()) ?? -1;
  return { id: fakeBrowser.runtime.id, url: reviewPageUrl(), tab: { id: 99, windowId } };
}

function request(method = 'eth_sendTransaction', extra: Record<string, unknown> = {}) {
  return {
    channel: PAGE_CHANNEL,
    type: 'request',
    id: randomUUID(),
    provider: { kind: 'window' },
    style: 'request',
    method,
    params: [{ from: ACCOUNT, to: ACCOUNT, value: '0x1' }],
    chainId: '0x7a69',
    ...extra,
  };
}

/** A scanner the test answers by hand. */
function manualScanner() {
  const waiting = new Map<string, (o: ScanOutcome) => void>();
  const scan: Scanner = (req) => new Promise((resolve) => waiting.set(req.id, resolve));
  return { scan, answer: (id: string, o: ScanOutcome) => waiting.get(id)?.(o) };
}



describe('broker', () => {
  let page: RecordingPage;
  beforeEach(() => {
    fakeBrowser.reset();
    page = new RecordingPage();
  });

  it('queues an intercepted request with the origin, tab and frame the browser recorded', async () => {
    const broker = createBroker({ page, scan: manualScanner().scan });
    const req = request('eth_sendTransaction', { origin: 'https://victim.example' });
    const reply = await broker.intercept(req, pageSender(7, { frameId: 3 }));
    expect(reply).toEqual({ accepted: true });
    const [stored] = await pendingStore.list();
    expect(stored).toMatchObject({ id: req.id, origin: 'https://dapp.example', tabId: 7, frameId: 3, chainId: 31337, account: ACCOUNT });
    expect(stored?.scan.state).toBe('scanning');
    expect(await reviewWindowId()).not.toBeNull();
  });

  // #25: the first-stage verdict (what the request says, no reads) stands when the full scan fails or stalls.
  const settled = async (id: string) => {
    await until(async () => {
      const scan = (await pendingStore.get(id))?.scan;
      return scan !== undefined && scan.state !== 'scanning' && !readsPending(scan);
    });
    return (await pendingStore.get(id))?.scan;
  };

  it('stores the scan outcome; a throwing scanner leaves the first-stage verdict with the reason, never safe', async () => {
    const broker = createBroker({
      page,
      scan: async () => {
        throw new Error('engine exploded');
      },
    });
    const req = request();
    await broker.intercept(req, pageSender());
    expect(await settled(req.id)).toMatchObject({ state: 'done', source: 'local', reads: { state: 'unavailable', reason: 'error', message: 'engine exploded' } });
  });

  it('"unavailable" only when the first stage failed too', async () => {
    const broker = createBroker({ page, scan: async () => Promise.reject(new Error('engine exploded')), firstStage: async () => Promise.reject(new Error('no')) });
    const req = request();
    await broker.intercept(req, pageSender());
    expect(await settled(req.id)).toMatchObject({ state: 'unavailable', reason: 'error', message: 'engine exploded' });
  });

  it('gives up on a scanner that never answers after the configured timeout: the first-stage verdict stays, with why', async () => {
    await updateSettings({ scanTimeoutMs: 60 });
    const broker = createBroker({ page, scan: () => new Promise(() => undefined) });
    const req = request();
    await broker.intercept(req, pageSender());
    expect(await settled(req.id)).toMatchObject({ state: 'done', reads: { state: 'unavailable', reason: 'timeout' } });
  });

  it('passes a request through while paused or when its method is not intercepted (forwarded by the background itself)', async () => {
    const broker = createBroker({ page, scan: manualScanner().scan });
    await updateSettings({ interceptedMethods: ['personal_sign'] });
    const a = request('eth_sendTransaction');
    expect(await broker.intercept(a, pageSender())).toEqual({ accepted: true });
    await updateSettings({ interceptedMethods: ['eth_sendTransaction'], pausedUntil: Date.now() + 60_000 });
    const b = request('eth_sendTransaction');
    expect(await broker.intercept(b, pageSender())).toEqual({ accepted: true });
    expect(page.forwarded.map((p) => p.id)).toEqual([a.id, b.id]);
    // Where the page cannot be scripted, the wrapper is told to pass it through itself.
    page.forward = async () => {
      throw new Error('cannot inject');
    };
    expect(await broker.intercept(request('eth_sendTransaction'), pageSender())).toEqual({ accepted: false, passThrough: true });
    expect(await pendingStore.list()).toHaveLength(0);
    expect(await reviewWindowId()).toBeNull();
  });

  it('answers odd input with a clear error, never queueing it', async () => {
    const broker = createBroker({ page, scan: manualScanner().scan });
    for (const bad of [null, 42, 'x', {}, { ...request(), id: 'not-a-uuid' }, { ...request(), method: 'x'.repeat(500) }]) {
      const reply = await broker.intercept(bad, pageSender());
      expect(reply).toMatchObject({ accepted: false, passThrough: false, error: { code: -32602 } });
    }
    const huge = request('personal_sign', { params: ['0x' + 'ab'.repeat(1_100_000), ACCOUNT] });
    expect(await broker.intercept(huge, pageSender())).toMatchObject({ accepted: false, error: { code: -32602 } });
    const noTab = await broker.intercept(request(), { id: fakeBrowser.runtime.id, url: 'https://dapp.example/' });
    expect(noTab).toMatchObject({ accepted: false, error: { code: -32603 } });
    const req = request();
    await broker.intercept(req, pageSender());
    expect(await broker.intercept(req, pageSender())).toMatchObject({ accepted: false, error: { code: -32602 } });
    expect(await pendingStore.list()).toHaveLength(1);
  });

  it('takes decisions only from the review page, and each request is answered once', async () => {
    const broker = createBroker({ page, scan: manualScanner().scan });
    const req = request();
    await broker.intercept(req, pageSender());
    // A content script (sender.url = the web page) cannot approve.
    expect(await broker.decide({ id: req.id, decision: 'approve' }, pageSender())).toEqual({ ok: false });
    // Nor a page of the extension other than the review page.
    expect(await broker.decide({ id: req.id, decision: 'approve' }, { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/options.html') })).toEqual({ ok: false });
    await expect(broker.getQueue(pageSender())).rejects.toThrow();
    expect(page.forwarded).toHaveLength(0);

    const review = await reviewSender();
    const [first, second] = await Promise.all([
      broker.decide({ id: req.id, decision: 'approve' }, review),
      broker.decide({ id: req.id, decision: 'reject' }, review),
    ]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    // Exactly one answer reached the page, whichever decision claimed the request first.
    expect([...page.forwarded, ...page.rejected.map((r) => r.request)].map((p) => p.id)).toEqual([req.id]);
    expect(await broker.decide({ id: req.id, decision: 'approve' }, review)).toEqual({ ok: false });
    // Queue empty: the review window closed.
    expect(await reviewWindowId()).toBeNull();
  });

  it('queues concurrent requests in one window, in order, "1 of 3"', async () => {
    let t = 1000;
    const broker = createBroker({ page, scan: manualScanner().scan, now: () => t++ });
    const reqs = [request(), request('personal_sign', { params: ['0x68656c6c6f', ACCOUNT] }), request('eth_signTypedData_v4', { params: [ACCOUNT, '{}'] })];
    await Promise.all(reqs.map((r) => broker.intercept(r, pageSender())));
    const windows = await fakeBrowser.windows.getAll();
    expect(windows.filter((w) => w.type === 'popup')).toHaveLength(1);
    const review = await reviewSender();
    const queue = await broker.getQueue(review);
    expect(queue.pending.map((p) => p.id)).toEqual(reqs.map((r) => r.id));
    expect(queuePosition(queue.pending, reqs[0]!.id)).toEqual({ index: 1, total: 3 });
    for (const r of reqs) expect(await broker.decide({ id: r.id, decision: 'reject' }, review)).toEqual({ ok: true });
    expect(page.rejected.map((x) => [x.request.id, x.error?.code])).toEqual(reqs.map((r) => [r.id, 4001]));
  });

  it('rejects every pending request with 4001 when the user closes the review window', async () => {
    const broker = createBroker({ page, scan: manualScanner().scan });
    const a = request();
    const b = request();
    await broker.intercept(a, pageSender(7));
    await broker.intercept(b, pageSender(8));
    const windowId = await reviewWindowId();
    expect(windowId).not.toBeNull();
    await broker.windowRemoved(windowId ?? -1);
    expect(page.rejected.map((x) => x.error)).toEqual([
      { code: 4001, message: 'User rejected the request.' },
      { code: 4001, message: 'User rejected the request.' },
    ]);
    expect(await pendingStore.list()).toHaveLength(0);
    // Another window closing changes nothing.
    await broker.intercept(request(), pageSender());
    await broker.windowRemoved(12345);
    expect(await pendingStore.list()).toHaveLength(1);
  });

  it('drops a closed tab\'s requests and closes the window when nothing is left', async () => {
    const broker = createBroker({ page, scan: manualScanner().scan });
    await broker.intercept(request(), pageSender(7));
    await broker.tabRemoved(8);
    expect(await pendingStore.list()).toHaveLength(1);
    await broker.tabRemoved(7);
    expect(await pendingStore.list()).toHaveLength(0);
    expect(await reviewWindowId()).toBeNull();
    expect(page.forwarded).toHaveLength(0);
  });

  it('drops a request when its document is gone, not on a same-document URL change', async () => {
    const broker = createBroker({ page, scan: manualScanner().scan });
    await broker.intercept(request(), pageSender(7));
    await broker.tabUpdated(7, { url: 'https://dapp.example/swap#done', status: 'loading' });
    expect(await pendingStore.list()).toHaveLength(1);
    page.deadDocuments.add('doc-7');
    await broker.tabUpdated(7, { status: 'complete' });
    expect(await pendingStore.list()).toHaveLength(0);
    expect(await reviewWindowId()).toBeNull();
  });

  it('refuses approval without a finished scan under the "block" policy', async () => {
    await updateSettings({ unavailablePolicy: 'block' });
    const broker = createBroker({ page, scan: async () => ({ state: 'unavailable', reason: 'offline', message: 'no network' }) });
    const req = request();
    await broker.intercept(req, pageSender());
    await until(async () => (await pendingStore.get(req.id))?.scan.state === 'unavailable');
    const review = await reviewSender();
    expect(await broker.decide({ id: req.id, decision: 'approve' }, review)).toEqual({ ok: false });
    expect(page.forwarded).toHaveLength(0);
    expect(await broker.decide({ id: req.id, decision: 'reject' }, review)).toEqual({ ok: true });
  });

  it('still answers after a service-worker restart (state in storage.session)', async () => {
    const scanner = manualScanner();
    const before = createBroker({ page, scan: scanner.scan });
    const req = request();
    await before.intercept(req, pageSender());
    // A new worker: fresh memory, same session storage.
    const after = createBroker({ page, scan: async () => benign });
    await after.resume();
    await until(async () => (await pendingStore.get(req.id))?.scan.state === 'done');
    expect(await after.decide({ id: req.id, decision: 'approve' }, await reviewSender())).toEqual({ ok: true });
    expect(page.forwarded.map((p) => p.id)).toEqual([req.id]);
  });

  it('retries a scan on request from the review page', async () => {
    let n = 0;
    const broker = createBroker({
      page,
      scan: async () => (n++ === 0 ? { state: 'unavailable', reason: 'offline', message: 'down' } : benign),
    });
    const req = request();
    await broker.intercept(req, pageSender());
    await until(async () => (await pendingStore.get(req.id))?.scan.state === 'unavailable');
    expect(await broker.retryScan(req.id, pageSender())).toEqual({ ok: false });
    expect(await broker.retryScan(req.id, await reviewSender())).toEqual({ ok: true });
    await until(async () => (await pendingStore.get(req.id))?.scan.state === 'done');
    expect((await pendingStore.get(req.id))?.scan.state).toBe('done');
  });

  it('forwards a trusted site\'s Benign request without a window, and shows the window otherwise', async () => {
    await updateSettings({ trustedSites: [{ origin: 'https://dapp.example', methods: ['eth_sendTransaction'], expiresAt: Date.now() + 3_600_000, autoApproveBenign: true }] });
    let outcome: ScanOutcome = benign;
    const broker = createBroker({ page, scan: async () => outcome });
    const a = request();
    await broker.intercept(a, pageSender());
    await until(() => page.forwarded.length === 1);
    expect(page.forwarded.map((p) => p.id)).toEqual([a.id]);
    expect(await reviewWindowId()).toBeNull();
    outcome = { state: 'unavailable', reason: 'offline', message: 'down' };
    const b = request();
    await broker.intercept(b, pageSender());
    await until(async () => (await reviewWindowId()) !== null);
    expect(await reviewWindowId()).not.toBeNull();
    expect(page.forwarded).toHaveLength(1);
  });

  it('gives the scanner read-only access to the wallet only', async () => {
    let seen: string[] = [];
    const broker = createBroker({
      page,
      scan: async (_req, { pageRpc }) => {
        await pageRpc?.request({ method: 'eth_chainId' });
        await pageRpc?.request({ method: 'eth_sendTransaction', params: [] }).catch((e: unknown) => {
          seen = [String(e)];
        });
        return benign;
      },
    });
    const req = request();
    await broker.intercept(req, pageSender());
    await until(async () => (await pendingStore.get(req.id))?.scan.state === 'done');
    expect(page.calls).toEqual(['eth_chainId']);
    expect(seen[0]).toContain('not allowed');
  });
});
