import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBroker, type Scanner, type SenderInfo } from '../../../lib/broker';
import { pendingStore } from '../../../lib/broker/pending-store';
import { admit, QUOTA, storedSize } from '../../../lib/broker/quota';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { PAGE_CHANNEL } from '../../../lib/messaging/page-channel';
import type { ScanOutcome } from '../../../lib/scan/outcome';

import { ACCOUNT, RecordingPage } from './support';

const never: Scanner = () => new Promise(() => undefined);

function sender(origin: string, tabId: number): SenderInfo {
  return { id: fakeBrowser.runtime.id, url: `${origin}/`, origin, frameId: 0, documentId: `doc-${tabId}`, tab: { id: tabId, windowId: 1 } };
}

/** A personal_sign of about `bytes` bytes. */
function sign(bytes = 100) {
  return {
    channel: PAGE_CHANNEL,
    type: 'request',
    id: randomUUID(),
    provider: { kind: 'window' },
    style: 'request',
    method: 'personal_sign',
    params: ['0x' + 'ab'.repeat(Math.max(1, Math.floor(bytes / 2))), ACCOUNT],
    chainId: '0x7a69',
  };
}

function pending(origin: string, tabId: number, bytes: number, createdAt: number): PendingRequest {
  return {
    id: randomUUID(), tabId, frameId: 0, origin, provider: { kind: 'window' }, style: 'request', method: 'personal_sign',
    params: ['0x' + 'ab'.repeat(bytes / 2), ACCOUNT], createdAt, scan: { state: 'scanning', startedAt: createdAt },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 5));
async function until(check: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 400 && !(await check()); i++) await tick();
}

describe('admission (pure)', () => {
  it('refuses beyond the per-tab and per-origin shares, by count and by bytes', () => {
    const small = { ...QUOTA, perTabCount: 2, perOriginCount: 3 };
    const list = [pending('https://a.example', 1, 10, 1), pending('https://a.example', 1, 10, 2)];
    expect(admit(list, pending('https://a.example', 1, 10, 3), small)).toEqual({ ok: false, share: 'tab' });
    expect(admit(list, pending('https://a.example', 2, 10, 3), small)).toEqual({ ok: true, evict: [] });
    expect(admit([...list, pending('https://a.example', 2, 10, 3)], pending('https://a.example', 3, 10, 4), small)).toEqual({ ok: false, share: 'origin' });
    const bytes = { ...QUOTA, perOriginBytes: 3 * QUOTA.scanReserveBytes };
    const big = [pending('https://a.example', 1, 40_000, 1), pending('https://a.example', 2, 40_000, 2)];
    expect(admit(big, pending('https://a.example', 3, 40_000, 3), bytes)).toEqual({ ok: false, share: 'origin' });
  });

  it('a full store makes room for a newcomer by dropping the newest request of the site that holds the most', () => {
    const q = { ...QUOTA, totalCount: 4 };
    const hog = [1, 2, 3].map((t) => pending('https://hog.example', 1, 10, t));
    const other = pending('https://other.example', 2, 10, 4);
    const list = [...hog, other];
    const admission = admit(list, pending('https://new.example', 3, 10, 5), q);
    expect(admission).toEqual({ ok: true, evict: [hog[2]] });
    // The hog itself cannot push anyone out: it already holds the most.
    expect(admit(list, pending('https://hog.example', 4, 10, 6), q)).toEqual({ ok: false, share: 'total' });
  });

  it('counts bytes as stored (UTF-8 JSON) plus a reserve while the scan runs', () => {
    const p = pending('https://a.example', 1, 1000, 1);
    expect(storedSize(p)).toBe(new TextEncoder().encode(JSON.stringify(p)).length + QUOTA.scanReserveBytes);
    expect(storedSize({ ...p, scan: { state: 'unavailable', reason: 'error', message: 'x' } })).toBeLessThan(storedSize(p));
  });
});

describe('no page can starve another (broker)', () => {
  let page: RecordingPage;
  beforeEach(() => {
    fakeBrowser.reset();
    page = new RecordingPage();
  });

  it('a tab flooding 2 MB requests is refused beyond its share with -32005; another site is still queued', async () => {
    const broker = createBroker({ page, scan: never });
    const hostile = sender('https://hostile.example', 5);
    const replies = [];
    for (let i = 0; i < 6; i++) replies.push(await broker.intercept(sign(1_900_000), hostile));
    expect(replies.filter((r) => r.accepted)).toHaveLength(1);
    expect(replies[5]).toEqual({ accepted: false, passThrough: false, error: { code: -32005, message: 'Request limit exceeded: too many requests from this tab are waiting for review' } });
    // Other tabs of the same origin share the origin's bound.
    expect(await broker.intercept(sign(1_900_000), sender('https://hostile.example', 6))).toMatchObject({ accepted: false, error: { code: -32005, message: expect.stringContaining('this site') } });

    const victim = sign(200);
    expect(await broker.intercept(victim, sender('https://victim.example', 9))).toEqual({ accepted: true });
    expect((await pendingStore.list()).map((p) => p.origin)).toEqual(['https://hostile.example', 'https://victim.example']);
  });

  it('many hostile origins filling the total store lose their own newest requests, never the newcomer\'s', async () => {
    const broker = createBroker({ page, scan: never });
    let tab = 100;
    // 4 origins x 2 requests x ~1.4 MB > 7 MB in total.
    for (let o = 0; o < 4; o++) for (let i = 0; i < 2; i++) await broker.intercept(sign(1_400_000), sender(`https://h${o}.evil.example`, tab++));
    const before = await pendingStore.list();
    expect(before.reduce((n, p) => n + storedSize(p), 0)).toBeLessThanOrEqual(QUOTA.totalBytes);

    const victim = sign(200);
    expect(await broker.intercept(victim, sender('https://victim.example', 1))).toEqual({ accepted: true });
    expect((await pendingStore.list()).some((p) => p.id === victim.id)).toBe(true);
    // Whoever was dropped to make room got a clear answer, and is from a hostile origin.
    expect(page.rejected.length).toBeGreaterThan(0);
    for (const { request, error } of page.rejected) {
      expect(request.origin).toMatch(/evil\.example$/);
      expect(error).toMatchObject({ code: -32005, message: expect.stringContaining('the newest was dropped') });
    }
  });

  it('a scan result storage refuses is shown as "unavailable" with the reason, never left on scanning', async () => {
    const done: ScanOutcome = { state: 'done', source: 'local', response: { block: '1', chain: 'ethereum', validation: { result_type: 'Benign', description: '', reason: '', classification: '', features: [] } } };
    const broker = createBroker({ page, scan: async () => done });
    const set = fakeBrowser.storage.session.set.bind(fakeBrowser.storage.session);
    const spy = vi.spyOn(fakeBrowser.storage.session, 'set').mockImplementation(async (items) => {
      const list: unknown = Reflect.get(Object(items), 'pending');
      if (Array.isArray(list) && list.some((p) => Reflect.get(Object(p), 'scan')?.state === 'done')) {
        throw new Error('Session storage quota bytes exceeded. Values were not stored.');
      }
      return set(items);
    });
    try {
      const req = sign();
      await broker.intercept(req, sender('https://dapp.example', 7));
      await until(async () => (await pendingStore.get(req.id))?.scan.state !== 'scanning');
      expect((await pendingStore.get(req.id))?.scan).toEqual({
        state: 'unavailable',
        reason: 'error',
        message: 'the result could not be stored (Session storage quota bytes exceeded. Values were not stored.)',
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('when storage refuses everything, the request is answered with an error, not left waiting', async () => {
    const broker = createBroker({ page, scan: never });
    const spy = vi.spyOn(fakeBrowser.storage.session, 'set').mockRejectedValue(new Error('quota exceeded'));
    try {
      expect(await broker.intercept(sign(), sender('https://dapp.example', 7))).toEqual({
        accepted: false, passThrough: false, error: { code: -32603, message: 'Internal error: Preflight could not keep the request for review (quota exceeded)' },
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('the forward carries the normalised snapshot, not what the page sent', async () => {
    const broker = createBroker({ page, scan: never });
    const req = { ...sign(), method: 'eth_sendTransaction', params: [{ from: ACCOUNT, to: ACCOUNT, value: 100 }] };
    await broker.intercept(req, sender('https://dapp.example', 7));
    const [stored] = await pendingStore.list();
    expect(stored?.params).toEqual([{ from: ACCOUNT, to: ACCOUNT, value: '0x64' }]);
    const { reviewPageUrl, reviewWindowId } = await import('../../../lib/broker/review-window');
    const review = { id: fakeBrowser.runtime.id, url: reviewPageUrl(), tab: { id: 99, windowId: (await reviewWindowId()) ?? -1 } };
    expect(await broker.decide({ id: req.id, decision: 'approve' }, review)).toEqual({ ok: true });
    expect(page.forwarded.map((p) => p.params)).toEqual([[{ from: ACCOUNT, to: ACCOUNT, value: '0x64' }]]);
    const conflicting = { ...sign(), method: 'eth_sendTransaction', params: [{ from: ACCOUNT, to: ACCOUNT, data: '0x01', input: '0x02' }] };
    expect(await broker.intercept(conflicting, sender('https://dapp.example', 7))).toMatchObject({ accepted: false, error: { code: -32602, message: expect.stringContaining('data and input') } });
  });
});
