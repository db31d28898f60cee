import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBroker, type Scanner, type SenderInfo } from '../../../lib/broker';
import { pendingStore } from '../../../lib/broker/pending-store';
import { admit, QUOTA, storedSize } from '../../../lib/broker/quota';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { listHistory } from '../../../lib/history';
import type { ScanOutcome } from '../../../lib/scan/outcome';

import { ACCOUNT, RecordingPage, signRequest, until as waitUntil } from './support';

const until = (check: () => Promise<boolean> | boolean): Promise<void> => waitUntil(check, 400);

const never: Scanner = () => new Promise(() => undefined);

function sender(origin: string, tabId: number): SenderInfo {
  return { id: fakeBrowser.runtime.id, url: `${origin}/`, origin, frameId: 0, documentId: `doc-${tabId}`, tab: { id: tabId, windowId: 1 } };
}

/** A personal_sign of about `bytes` bytes. */
function sign(bytes = 100) {
  return signRequest({ params: ['0x' + 'ab'.repeat(Math.max(1, Math.floor(bytes / 2))), ACCOUNT], chainId: '0x7a69' });
}

function pending(origin: string, tabId: number, bytes: number, createdAt: number): PendingRequest {
  return {
    id: randomUUID(), tabId, frameId: 0, origin, provider: { kind: 'window' }, style: 'request', method: 'personal_sign',
    params: ['0x' + 'ab'.repeat(bytes / 2), ACCOUNT], createdAt, scan: { state: 'scanning', startedAt: createdAt },
  };
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
    // And the history says why: rejected by policy, not by the user.
    await until(async () => (await listHistory()).length >= page.rejected.length);
    expect((await listHistory()).map((e) => [e.decision, e.reason])).toEqual(page.rejected.map(() => ['rejected', 'policy']));
  });

  it('a warning about a call that went around the guard, dropped to make room, answers no dapp (there is none)', async () => {
    const broker = createBroker({ page, scan: never });
    let tab = 100;
    for (let o = 0; o < 4; o++) for (let i = 0; i < 2; i++) await broker.intercept(sign(1_400_000), sender(`https://h${o}.evil.example`, tab++));
    // Mark the requests of the site that will be dropped from as warnings (bypass): they have no dapp promise.
    const list = await pendingStore.list();
    await pendingStore.claimWhere(() => true);
    for (const p of list) expect((await pendingStore.add({ ...p, bypass: { channel: 'metamask-contentscript' } })).status).toBe('added');
    page.rejected = [];
    expect(await broker.intercept(sign(1_400_000), sender('https://victim.example', 1))).toEqual({ accepted: true });
    const after = new Set((await pendingStore.list()).map((p) => p.id));
    expect(list.filter((p) => !after.has(p.id)).length).toBeGreaterThan(0);
    expect(page.rejected).toEqual([]);
  });

  it("a store full by count tells the dapp so, in words", async () => {
    const broker = createBroker({ page, scan: never });
    // 50 requests from 50 sites with one each: nobody holds more than the newcomer's site would.
    for (let i = 0; i < QUOTA.totalCount; i++) await broker.intercept(sign(50), sender(`https://s${i}.example`, 200 + i));
    const reply = await broker.intercept(sign(50), sender('https://late.example', 1));
    expect(reply).toEqual({ accepted: false, passThrough: false, error: { code: -32005, message: expect.stringMatching(/too many requests are waiting for review/) } });
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

describe('admission at the edges', () => {
  const sizeOf = (p: PendingRequest) => storedSize(p);
  const sum = (list: PendingRequest[]) => list.reduce((n, p) => n + sizeOf(p), 0);

  it('a share is full only past its limit: a tab or a site at exactly its count or bytes still gets in', () => {
    const held = pending('https://a.example', 1, 10, 1);
    const next = pending('https://a.example', 1, 10, 2);
    const exact = sum([held, next]);
    expect(admit([held], next, { ...QUOTA, perTabCount: 2 })).toEqual({ ok: true, evict: [] });
    expect(admit([held], next, { ...QUOTA, perTabBytes: exact })).toEqual({ ok: true, evict: [] });
    expect(admit([held], next, { ...QUOTA, perTabBytes: exact - 1 })).toEqual({ ok: false, share: 'tab' });
    const otherTab = { ...next, tabId: 2 };
    expect(admit([held], otherTab, { ...QUOTA, perOriginBytes: exact })).toEqual({ ok: true, evict: [] });
    expect(admit([held], otherTab, { ...QUOTA, perOriginBytes: exact - 1 })).toEqual({ ok: false, share: 'origin' });
    expect(admit([held], otherTab, { ...QUOTA, totalBytes: exact })).toEqual({ ok: true, evict: [] });
  });

  it("a site is dropped from only when it holds more than the newcomer's site would with the newcomer (a tie is refused)", () => {
    const mine = pending('https://new.example', 1, 10, 1);
    // Same-length origins: the same bytes per request.
    const theirs = [2, 3].map((t) => pending('https://oth.example', 2, 10, t));
    const candidate = pending('https://new.example', 3, 10, 4);
    expect(admit([mine, ...theirs], candidate, { ...QUOTA, totalCount: 3 })).toEqual({ ok: false, share: 'total' });
    const byBytes = { ...QUOTA, totalBytes: sum([mine, ...theirs]) };
    expect(admit([mine, ...theirs], candidate, byBytes)).toEqual({ ok: false, share: 'total' });
  });

  it('the site holding the most loses, wherever it is in the queue; between equals, the one seen first', () => {
    const small = pending('https://small.example', 1, 10, 1);
    const hog = [2, 3, 4].map((t) => pending('https://hog.example', 2, 10, t));
    const medium = [5, 6].map((t) => pending('https://medium.example', 3, 10, t));
    const q = { ...QUOTA, totalCount: 6 };
    expect(admit([small, ...hog, ...medium], pending('https://new.example', 9, 10, 7), q)).toEqual({ ok: true, evict: [hog[2]] });
    expect(admit([...hog, ...medium, small], pending('https://new.example', 9, 10, 7), q)).toEqual({ ok: true, evict: [hog[2]] });
    const twin = [5, 6, 7].map((t) => pending('https://twin.example', 3, 10, t));
    expect(admit([...hog, ...twin], pending('https://new.example', 9, 10, 8), q)).toEqual({ ok: true, evict: [hog[2]] });
  });

  it('the newest of that site goes, wherever it sits in the queue', () => {
    const hog = [3, 1, 2].map((t) => pending('https://hog.example', 2, 10, t));
    expect(admit(hog, pending('https://new.example', 9, 10, 9), { ...QUOTA, totalCount: 3 })).toEqual({ ok: true, evict: [hog[0]] });
  });

  it('as many as it takes are dropped, one at a time, newest first', () => {
    const hog = [1, 2, 3].map((t) => pending('https://hog.example', 2, 1000, t));
    const candidate = pending('https://new.example', 9, 1000, 9);
    // Room for the newcomer only once two of the hog's three are gone.
    const q = { ...QUOTA, totalBytes: sizeOf(hog[0] ?? candidate) + sizeOf(candidate) };
    expect(admit(hog, candidate, q)).toEqual({ ok: true, evict: [hog[2], hog[1]] });
  });
});

describe('who gives way when the whole queue is full (pure)', () => {
  const full = { ...QUOTA, totalCount: 5, perTabCount: 5, perOriginCount: 5 };

  it('the site holding the most gives way, even when a lighter site comes first in the queue', () => {
    const a = [pending('https://a.example', 1, 10, 1), pending('https://a.example', 1, 10, 2)];
    const b = [pending('https://b.example', 2, 10, 3), pending('https://b.example', 2, 10, 4), pending('https://b.example', 2, 10, 5)];
    const out = admit([...a, ...b], pending('https://c.example', 3, 10, 6), full);
    expect(out).toEqual({ ok: true, evict: [b[2]] });
  });

  it('between two of its requests made at the same moment, the one queued last gives way', () => {
    const b = [pending('https://b.example', 2, 10, 7), pending('https://b.example', 2, 10, 7), pending('https://b.example', 2, 10, 7)];
    const a = [pending('https://a.example', 1, 10, 1), pending('https://a.example', 1, 10, 2)];
    const out = admit([...b, ...a], pending('https://c.example', 3, 10, 8), full);
    expect(out).toEqual({ ok: true, evict: [b[2]] });
  });
});
