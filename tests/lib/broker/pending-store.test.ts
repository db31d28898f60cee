/** The pending store on its own: what it keeps in storage.session, and what each call touches. */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pendingStore, unstorableScan } from '../../../lib/broker/pending-store';
import type { PendingRequest } from '../../../lib/messaging/extension';
import type { ScanOutcome } from '../../../lib/scan/outcome';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const done: ScanOutcome = { state: 'unavailable', reason: 'offline', message: 'down' };

function request(tabId: number): PendingRequest {
  return {
    id: randomUUID(),
    tabId,
    frameId: 0,
    origin: `https://site${tabId}.example`,
    provider: { kind: 'window' },
    style: 'request',
    method: 'personal_sign',
    params: ['0x68656c6c6f', ACCOUNT],
    createdAt: tabId,
    scan: { state: 'scanning', startedAt: tabId },
  };
}

describe('pendingStore', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps the list under session:pending and reads back exactly what it stored', async () => {
    const a = request(1);
    expect(await pendingStore.add(a)).toEqual({ status: 'added', evicted: [] });
    expect(await fakeBrowser.storage.session.get('pending')).toEqual({ pending: [a] });
    expect(await pendingStore.list()).toEqual([a]);
  });

  it('reads a damaged list as empty or drops the damaged entries alone, never crashing', async () => {
    await fakeBrowser.storage.session.set({ pending: { not: 'a list' } });
    expect(await pendingStore.list()).toEqual([]);
    const a = request(1);
    await fakeBrowser.storage.session.set({ pending: [{ id: 'junk' }, a, 42] });
    expect(await pendingStore.list()).toEqual([a]);
  });

  it('get, setScan and claimWhere touch the request asked for and no other', async () => {
    const [a, b, c] = [request(1), request(2), request(3)];
    for (const r of [a, b, c]) await pendingStore.add(r);
    expect((await pendingStore.get(b.id))?.id).toBe(b.id);
    expect(await pendingStore.setScan(b.id, done)).toBe(true);
    expect((await pendingStore.list()).map((p) => p.scan)).toEqual([a.scan, done, c.scan]);
    expect(await pendingStore.setScan(randomUUID(), done)).toBe(false);
    expect((await pendingStore.claimWhere((p) => p.tabId === 3)).map((p) => p.id)).toEqual([c.id]);
    expect((await pendingStore.list()).map((p) => p.id)).toEqual([a.id, b.id]);
    expect(await pendingStore.claim(c.id)).toBeUndefined();
  });
});

describe('a claim that overtakes its own add (the window opens while the request is stored)', () => {
  beforeEach(() => fakeBrowser.reset());

  it('take() waits for the add of the same id and claims it once; a second take gets nothing', async () => {
    const a = request(1);
    const adding = pendingStore.add(a);
    const [first, second] = await Promise.all([pendingStore.take(a.id), pendingStore.take(a.id)]);
    expect(await adding).toEqual({ status: 'added', evicted: [] });
    expect(first?.request.id).toBe(a.id);
    expect(second).toBeUndefined();
    await first?.removed;
    expect(await pendingStore.list()).toEqual([]);
  });

  it('peek() claims nothing', async () => {
    const a = request(2);
    await pendingStore.add(a);
    expect((await pendingStore.peek(a.id))?.id).toBe(a.id);
    expect((await pendingStore.take(a.id))?.request.id).toBe(a.id);
  });
});

describe('where the queue lives', () => {
  it("in session storage under 'pending', which the review shell reads before React", async () => {
    fakeBrowser.reset();
    const r = { id: randomUUID(), tabId: 1, frameId: 0, origin: 'https://a.example', provider: { kind: 'window' as const }, style: 'request' as const, method: 'personal_sign', params: ['0x68', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], createdAt: 1, scan: { state: 'scanning' as const, startedAt: 1 } };
    await pendingStore.add(r);
    expect(await fakeBrowser.storage.session.get('pending')).toEqual({ pending: [r] });
  });

  it("a result storage cannot keep says why, cut at 200 characters", () => {
    expect(unstorableScan(new Error('q'.repeat(300)))).toEqual({ state: 'unavailable', reason: 'error', message: `the result could not be stored (${'q'.repeat(200)})` });
    expect(unstorableScan('plain')).toMatchObject({ message: 'the result could not be stored (plain)' });
    // #25: a first-stage verdict already shown stands; only the reads are marked as not come.
    const shown: ScanOutcome = { state: 'done', source: 'local', response: { validation: { status: 'Success', result_type: 'Malicious', description: '', reason: '', classification: '', features: [] } }, reads: { state: 'pending' } };
    expect(unstorableScan('quota', shown)).toEqual({ ...shown, reads: { state: 'unavailable', reason: 'error', message: 'the result could not be stored (quota)' } });
  });
});
