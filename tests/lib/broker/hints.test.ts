/**
 * The wallet's chain and accounts that follow a request (lib/broker/hints.ts):
 * the review window never waits for them, the scan does (briefly), and only
 * the frame that sent the request can give them.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBroker, type Scanner, type SenderInfo } from '../../../lib/broker';
import { createHintsBox } from '../../../lib/broker/hints';
import { pendingStore } from '../../../lib/broker/pending-store';
import { reviewWindowId } from '../../../lib/broker/review-window';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { PAGE_CHANNEL } from '../../../lib/messaging/page-channel';
import { RecordingPage, signRequest, verdictOutcome, tick, until as waitUntil } from './support';

const until = (check: () => Promise<boolean> | boolean): Promise<void> => waitUntil(check, 400);

const dapp: SenderInfo = { id: fakeBrowser.runtime.id, url: 'https://dapp.example/', origin: 'https://dapp.example', frameId: 2, documentId: 'doc-7', tab: { id: 7, windowId: 1 } };
const WALLET = '0x00000000000000000000000000000000000000c3';
const tx = { to: '0x00000000000000000000000000000000000000b2', value: '0x1' };
const sendTx = (extra: Record<string, unknown> = {}) => signRequest({ method: 'eth_sendTransaction', params: [tx], hintsFollow: true, ...extra });
const hintsFor = (id: string, extra: Record<string, unknown> = {}) => ({ channel: PAGE_CHANNEL, type: 'hints', id, chainId: '0x89', accounts: [WALLET], ...extra });

/** A scanner that records what it was asked to scan, and when. */
function recordingScanner() {
  const scanned: { request: PendingRequest; at: number }[] = [];
  const scan: Scanner = async (request) => {
    scanned.push({ request, at: Date.now() });
    return verdictOutcome('Benign');
  };
  return { scan, scanned };
}

describe('a request whose hints follow', () => {
  beforeEach(() => fakeBrowser.reset());

  it('opens its review window before the hints come; the scan then runs with the chain and account they name, and the review shows them', async () => {
    const { scan, scanned } = recordingScanner();
    const broker = createBroker({ page: new RecordingPage(), scan, hintsWaitMs: 5_000 });
    const req = sendTx();
    expect(await reviewWindowId()).toBeNull();
    expect(await broker.intercept(req, dapp)).toEqual({ accepted: true });
    expect(await reviewWindowId()).toEqual(expect.any(Number));
    await tick(30);
    expect(scanned).toEqual([]);
    expect(broker.hints(hintsFor(req.id), dapp)).toEqual({ ok: true });
    await until(() => scanned.length > 0);
    expect(scanned[0]?.request).toMatchObject({ id: req.id, chainId: 137, account: WALLET });
    await until(async () => (await pendingStore.get(req.id))?.scan.state === 'done');
    expect(await pendingStore.get(req.id)).toMatchObject({ chainId: 137, account: WALLET, scan: { state: 'done' } });
  });

  it('the value the review shows is in the coin of the chain the hints name', async () => {
    const broker = createBroker({ page: new RecordingPage(), scan: () => new Promise(() => undefined), hintsWaitMs: 5_000 });
    const req = sendTx({ params: [{ ...tx, value: '0xde0b6b3a7640000' }] });
    await broker.intercept(req, dapp);
    broker.hints(hintsFor(req.id), dapp);
    await until(async () => (await pendingStore.get(req.id))?.chainId === 137);
    expect((await pendingStore.get(req.id))?.calls).toMatchObject({ kind: 'call', call: { value: { kind: 'amount', text: '1 POL' } } });
  });

  it('hints that come before the request is queued are kept for it', async () => {
    const { scan, scanned } = recordingScanner();
    const broker = createBroker({ page: new RecordingPage(), scan, hintsWaitMs: 5_000 });
    const req = sendTx();
    expect(broker.hints(hintsFor(req.id), dapp)).toEqual({ ok: true });
    await broker.intercept(req, dapp);
    await until(() => scanned.length > 0);
    expect(scanned[0]?.request).toMatchObject({ chainId: 137, account: WALLET });
  });

  it('the account the request names wins over the wallet\'s first account', async () => {
    const { scan, scanned } = recordingScanner();
    const broker = createBroker({ page: new RecordingPage(), scan, hintsWaitMs: 5_000 });
    const named = '0x00000000000000000000000000000000000000a1';
    const req = sendTx({ params: [{ ...tx, from: named }] });
    await broker.intercept(req, dapp);
    broker.hints(hintsFor(req.id), dapp);
    await until(() => scanned.length > 0);
    expect(scanned[0]?.request).toMatchObject({ chainId: 137, account: named });
  });

  it('hints from another frame, tab or document are refused: the scan runs without them once the wait is over', async () => {
    const { scan, scanned } = recordingScanner();
    const broker = createBroker({ page: new RecordingPage(), scan, hintsWaitMs: 150 });
    const req = sendTx();
    await broker.intercept(req, dapp);
    for (const other of [{ ...dapp, frameId: 0 }, { ...dapp, documentId: 'doc-8' }, { ...dapp, tab: { id: 8, windowId: 1 } }]) broker.hints(hintsFor(req.id), other);
    await tick(60);
    expect(scanned).toEqual([]);
    await until(() => scanned.length > 0);
    expect(scanned[0]?.request.chainId).toBeUndefined();
    expect(scanned[0]?.request.account).toBeUndefined();
  });

  it('a wallet that never answers: the scan starts when the wait is over, without a chain', async () => {
    const { scan, scanned } = recordingScanner();
    const broker = createBroker({ page: new RecordingPage(), scan, hintsWaitMs: 100 });
    const req = sendTx();
    const start = Date.now();
    await broker.intercept(req, dapp);
    await until(() => scanned.length > 0);
    expect((scanned[0]?.at ?? 0) - start).toBeGreaterThanOrEqual(90);
    expect(scanned[0]?.request.chainId).toBeUndefined();
  });

  it('a request decided before its hints come is not scanned', async () => {
    const { scan, scanned } = recordingScanner();
    const broker = createBroker({ page: new RecordingPage(), scan, hintsWaitMs: 5_000 });
    const req = sendTx();
    await broker.intercept(req, dapp);
    await pendingStore.claim(req.id);
    broker.hints(hintsFor(req.id), dapp);
    await tick(50);
    expect(scanned).toEqual([]);
  });

  it('a request sent with its hints (no hintsFollow) is scanned at once', async () => {
    const { scan, scanned } = recordingScanner();
    const broker = createBroker({ page: new RecordingPage(), scan, hintsWaitMs: 5_000 });
    await broker.intercept(signRequest({ method: 'eth_sendTransaction', params: [tx], chainId: '0x1', accounts: [WALLET] }), dapp);
    await until(() => scanned.length > 0);
    expect(scanned[0]?.request).toMatchObject({ chainId: 1, account: WALLET });
  });

  it('malformed hints are refused', () => {
    const broker = createBroker({ page: new RecordingPage(), scan: recordingScanner().scan });
    const id = randomUUID();
    expect(broker.hints(hintsFor(id, { chainId: 1 }), dapp)).toEqual({ ok: false });
    expect(broker.hints(hintsFor(id, { id: 'nope' }), dapp)).toEqual({ ok: false });
    expect(broker.hints(hintsFor(id), { ...dapp, tab: undefined })).toEqual({ ok: false });
  });
});

describe('the hints box', () => {
  const frame = { tabId: 7, frameId: 0, documentId: 'd' };

  it('gives each request its hints once', async () => {
    const box = createHintsBox(1_000);
    const waiting = box.wait('a', frame);
    expect(box.deliver('a', frame, { chainId: '0x1' })).toBe(true);
    expect(await waiting).toEqual({ chainId: '0x1' });
    const second = box.wait('a', frame);
    box.deliver('a', frame, { chainId: '0x2' });
    expect(await second).toEqual({ chainId: '0x2' });
  });

  it('a page that floods early hints crowds out only its own tab', async () => {
    const box = createHintsBox(1_000);
    const taken = Array.from({ length: 40 }, (_, i) => box.deliver(`flood-${i}`, frame, {}));
    expect(taken.filter(Boolean)).toHaveLength(16);
    expect(box.deliver('x', frame, { chainId: '0x1' })).toBe(false);
    const other = { tabId: 8, frameId: 0 };
    expect(box.deliver('y', other, { chainId: '0x1' })).toBe(true);
    expect(await box.wait('y', other)).toEqual({ chainId: '0x1' });
  });

  it('early hints not claimed in time are dropped, and make room again', async () => {
    const box = createHintsBox(30);
    for (let i = 0; i < 16; i++) box.deliver(`early-${i}`, frame, {});
    expect(box.deliver('late', frame, {})).toBe(false);
    await tick(60);
    expect(box.deliver('late', frame, { chainId: '0x1' })).toBe(true);
    expect(await box.wait('early-0', frame)).toBeUndefined();
  });
});
