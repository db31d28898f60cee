/**
 * The review page's procedures on their own (lib/broker/decide.ts): what a
 * decision does to the dapp, the wallet and the history; what the "block"
 * policy refuses; what a retry does; and what is refused without a trace.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBroker, type Scanner, type SenderInfo } from '../../../lib/broker';
import { pendingStore } from '../../../lib/broker/pending-store';
import { reviewPageUrl, reviewWindowId } from '../../../lib/broker/review-window';
import { listHistory } from '../../../lib/history';
import type { ScanOutcome } from '../../../lib/scan/outcome';
import { updateSettings } from '../../../lib/settings';
import { RecordingPage, signRequest, verdictOutcome, tick, until } from './support';

const benign = verdictOutcome('Benign');
const dapp: SenderInfo = { id: fakeBrowser.runtime.id, url: 'https://dapp.example/', origin: 'https://dapp.example', frameId: 0, documentId: 'doc-7', tab: { id: 7, windowId: 1 } };

async function reviewSender(): Promise<SenderInfo> {
  return { id: fakeBrowser.runtime.id, url: reviewPageUrl(), tab: { id: 99, windowId: (await reviewWindowId()) ?? -1 } };
}


/** A broker with one request waiting, its scan answered by hand (or never). */
async function oneWaiting(answer?: ScanOutcome) {
  const page = new RecordingPage();
  let scans = 0;
  const scan: Scanner = () => {
    scans++;
    return answer ? Promise.resolve(answer) : new Promise(() => undefined);
  };
  const broker = createBroker({ page, scan });
  const id = randomUUID();
  const reply = await broker.intercept(
    signRequest({ id, chainId: '0x1' }),
    dapp,
  );
  expect(reply).toEqual({ accepted: true });
  if (answer) await until(async () => (await pendingStore.get(id))?.scan.state === 'done');
  return { page, broker, id, scans: () => scans };
}

describe('a decision', () => {
  beforeEach(() => fakeBrowser.reset());

  it('Approve forwards the request to the wallet once and records "approved by you"', async () => {
    const { page, broker, id } = await oneWaiting(benign);
    expect(await broker.decide({ id, decision: 'approve' }, await reviewSender())).toEqual({ ok: true });
    expect(page.forwarded.map((r) => r.id)).toEqual([id]);
    expect(page.rejected).toEqual([]);
    await until(async () => (await listHistory()).length > 0);
    expect((await listHistory()).map((e) => [e.method, e.decision, e.reason])).toEqual([['personal_sign', 'approved', 'user']]);
    expect(await pendingStore.list()).toEqual([]);
  });

  it('Reject answers the dapp 4001, never calls the wallet, and records "rejected by you"', async () => {
    const { page, broker, id } = await oneWaiting(benign);
    expect(await broker.decide({ id, decision: 'reject' }, await reviewSender())).toEqual({ ok: true });
    expect(page.forwarded).toEqual([]);
    expect(page.rejected.map((r) => [r.request.id, r.error?.code])).toEqual([[id, 4001]]);
    await until(async () => (await listHistory()).length > 0);
    expect((await listHistory()).map((e) => [e.decision, e.reason])).toEqual([['rejected', 'user']]);
  });

  it('a page that is gone by then: not ok, but the request is settled and recorded all the same', async () => {
    const { page, broker, id } = await oneWaiting(benign);
    page.forward = async () => Promise.reject(new Error('tab closed'));
    expect(await broker.decide({ id, decision: 'approve' }, await reviewSender())).toEqual({ ok: false });
    expect(await pendingStore.list()).toEqual([]);
    await until(async () => (await listHistory()).length > 0);
    expect((await listHistory()).map((e) => e.decision)).toEqual(['approved']);
  });

  it.each([
    ['an id that is not one', { id: 'x', decision: 'approve' }],
    ['a decision that is neither', { id: 'ID', decision: 'maybe' }],
    ['no decision', { id: 'ID' }],
  ])('%s: refused, and the request still waits', async (_what, data) => {
    const { page, broker, id } = await oneWaiting(benign);
    const withId = { ...data, ...(data.id === 'ID' ? { id } : {}) };
    expect(await broker.decide(withId, await reviewSender())).toEqual({ ok: false });
    expect((await pendingStore.list()).map((r) => r.id)).toEqual([id]);
    expect([page.forwarded, page.rejected]).toEqual([[], []]);
  });

  it('an id nobody is waiting for: refused (no throw), for Approve and Reject', async () => {
    const { broker } = await oneWaiting(benign);
    const other = randomUUID();
    expect(await broker.decide({ id: other, decision: 'approve' }, await reviewSender())).toEqual({ ok: false });
    expect(await broker.decide({ id: other, decision: 'reject' }, await reviewSender())).toEqual({ ok: false });
  });
});

describe('the "block" policy: no approval without a finished scan', () => {
  beforeEach(() => fakeBrowser.reset());

  it('while the scan runs, Approve is refused and the request keeps waiting; Reject still works', async () => {
    await updateSettings({ unavailablePolicy: 'block' });
    const { page, broker, id } = await oneWaiting();
    expect(await broker.decide({ id, decision: 'approve' }, await reviewSender())).toEqual({ ok: false });
    expect(page.forwarded).toEqual([]);
    expect((await pendingStore.list()).map((r) => r.id)).toEqual([id]);
    expect(await broker.decide({ id, decision: 'reject' }, await reviewSender())).toEqual({ ok: true });
  });

  it('once the scan is done, Approve goes through', async () => {
    await updateSettings({ unavailablePolicy: 'block' });
    const { page, broker, id } = await oneWaiting(benign);
    expect(await broker.decide({ id, decision: 'approve' }, await reviewSender())).toEqual({ ok: true });
    expect(page.forwarded.map((r) => r.id)).toEqual([id]);
  });

  it('with "warn" (the default) Approve goes through while the scan runs', async () => {
    const { page, broker, id } = await oneWaiting();
    expect(await broker.decide({ id, decision: 'approve' }, await reviewSender())).toEqual({ ok: true });
    expect(page.forwarded.map((r) => r.id)).toEqual([id]);
  });
});

describe('consent counts for the verdict it was given under', () => {
  beforeEach(() => fakeBrowser.reset());
  const malicious: ScanOutcome = { state: 'done', source: 'local', response: { block: '1', chain: 'ethereum', validation: { result_type: 'Malicious', description: 'Drains.', reason: 'other', classification: 'other', features: [] } } };

  it.each(['scanning', 'benign', 'warning'] as const)('an approval given on "%s" after a later stage made it Malicious is refused, and the request waits for the user again', async (seen) => {
    const { page, broker, id } = await oneWaiting(malicious);
    expect(await broker.decide({ id, decision: 'approve', seen }, await reviewSender())).toEqual({ ok: false });
    expect(page.forwarded).toEqual([]);
    expect((await pendingStore.list()).map((r) => r.id)).toEqual([id]);
    // Given again on what it now is, it goes through.
    expect(await broker.decide({ id, decision: 'approve', seen: 'malicious' }, await reviewSender())).toEqual({ ok: true });
    expect(page.forwarded.map((r) => r.id)).toEqual([id]);
  });

  it('a verdict that stayed, or fell to what the user saw, does not ask again', async () => {
    const { page, broker, id } = await oneWaiting(benign);
    expect(await broker.decide({ id, decision: 'approve', seen: 'warning' }, await reviewSender())).toEqual({ ok: true });
    expect(page.forwarded.map((r) => r.id)).toEqual([id]);
  });
});

describe('retrying a scan', () => {
  beforeEach(() => fakeBrowser.reset());

  it('sets the request back to scanning and runs the scanner again', async () => {
    const { broker, id, scans } = await oneWaiting(benign);
    expect(scans()).toBe(1);
    expect(await broker.retryScan(id, await reviewSender())).toEqual({ ok: true });
    await until(() => scans() === 2);
    expect(scans()).toBe(2);
  });

  it.each([
    ['not an id', 'x'],
    ['an id nobody is waiting for', randomUUID()],
  ])('%s: refused, nothing scanned', async (_what, data) => {
    const { broker, scans } = await oneWaiting(benign);
    expect(await broker.retryScan(data, await reviewSender())).toEqual({ ok: false });
    await tick();
    expect(scans()).toBe(1);
  });

  it('from anything but the review page: refused', async () => {
    const { broker, id } = await oneWaiting(benign);
    expect(await broker.retryScan(id, dapp)).toEqual({ ok: false });
    await expect(broker.getQueue(dapp)).rejects.toThrow('Not allowed.');
  });
});

describe('after a worker restart', () => {
  beforeEach(() => fakeBrowser.reset());

  it('only the requests whose scan was running are scanned again', async () => {
    const { id: done } = await oneWaiting(benign);
    const { id: running } = await oneWaiting();
    let rescanned: string[] = [];
    const broker = createBroker({ page: new RecordingPage(), scan: async (req) => ((rescanned = [...rescanned, req.id]), benign) });
    await broker.resume();
    await until(() => rescanned.length > 0);
    await tick();
    expect(rescanned).toEqual([running]);
    expect((await pendingStore.get(done))?.scan.state).toBe('done');
    await until(async () => (await pendingStore.get(running))?.scan.state === 'done');
  });
});
