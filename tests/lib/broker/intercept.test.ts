/**
 * Taking a request from a page (lib/broker/intercept.ts) on its own: what is
 * refused and with which words, what is kept of the sender, the trusted-site
 * shortcut (only a Benign verdict skips the window), and a window that
 * cannot open.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBroker, type Scanner, type SenderInfo } from '../../../lib/broker';
import { pendingStore } from '../../../lib/broker/pending-store';
import { reviewWindowId } from '../../../lib/broker/review-window';
import { listHistory } from '../../../lib/history';
import { MAX_PARAMS_JSON_BYTES } from '../../../lib/messaging/page-channel';
import type { ScanOutcome } from '../../../lib/scan/outcome';
import { PAUSED_INDEFINITELY, updateSettings } from '../../../lib/settings';
import { ACCOUNT, SCAM, USDC, benignSwap, done } from '../../components/fixtures';
import { RecordingPage, signRequest, verdictOutcome, tick, until, whilePendingCannotBeStored } from './support';

const verdict = verdictOutcome;
const dapp: SenderInfo = { id: fakeBrowser.runtime.id, url: 'https://dapp.example/', origin: 'https://dapp.example', frameId: 2, documentId: 'doc-7', tab: { id: 7, windowId: 1, favIconUrl: 'https://dapp.example/icon.png' } };
const request = signRequest;
const never: Scanner = () => new Promise(() => undefined);
const errorOf = (reply: unknown) => (reply as { error?: { code: number; message: string } }).error;

describe('what is refused, in words the dapp gets', () => {
  beforeEach(() => fakeBrowser.reset());

  it('a request past the size limit (the params cap plus 64,000 characters of JSON), not one at it', async () => {
    const broker = createBroker({ page: new RecordingPage(), scan: never });
    const base = request();
    const room = MAX_PARAMS_JSON_BYTES + 64_000 - JSON.stringify({ ...base, pad: '' }).length;
    const at = await broker.intercept({ ...base, pad: 'x'.repeat(room) }, dapp);
    expect(JSON.stringify(errorOf(at) ?? null)).not.toContain('too large');
    const past = await broker.intercept({ ...request(), pad: 'x'.repeat(room + 1) }, dapp);
    expect(past).toEqual({ accepted: false, passThrough: false, error: { code: -32602, message: expect.stringMatching(/request too large/) } });
  });

  it('a malformed request', async () => {
    const reply = await createBroker({ page: new RecordingPage(), scan: never }).intercept({ ...request(), style: 'telepathy' }, dapp);
    expect(errorOf(reply)).toEqual({ code: -32602, message: expect.stringMatching(/malformed request/) });
  });

  it.each([
    ['no tab', { ...dapp, tab: undefined }],
    ['a tab id below zero', { ...dapp, tab: { id: -1, windowId: 1 } }],
    ['no site', { ...dapp, url: undefined, origin: undefined }],
  ])('%s: not from a web page', async (_what, who) => {
    const reply = await createBroker({ page: new RecordingPage(), scan: never }).intercept(request(), who);
    expect(errorOf(reply)).toEqual({ code: -32603, message: expect.stringMatching(/request not from a web page/) });
    expect(await pendingStore.list()).toEqual([]);
  });

  it('tab 0 is a tab', async () => {
    const reply = await createBroker({ page: new RecordingPage(), scan: never }).intercept(request(), { ...dapp, tab: { id: 0, windowId: 1 } });
    expect(reply).toEqual({ accepted: true });
  });

  it('the same id twice', async () => {
    const broker = createBroker({ page: new RecordingPage(), scan: never });
    const req = request();
    expect(await broker.intercept(req, dapp)).toEqual({ accepted: true });
    expect(errorOf(await broker.intercept(req, dapp))).toEqual({ code: -32602, message: expect.stringMatching(/duplicate request id/) });
  });

  it('a review window that cannot open: the request is given back with an error, not left waiting', async () => {
    const create = fakeBrowser.windows.create;
    fakeBrowser.windows.create = () => Promise.reject(new Error('no windows here'));
    try {
      const reply = await createBroker({ page: new RecordingPage(), scan: never }).intercept(request(), dapp);
      expect(errorOf(reply)).toEqual({ code: -32603, message: expect.stringMatching(/could not open the review window/) });
      expect(await pendingStore.list()).toEqual([]);
    } finally {
      fakeBrowser.windows.create = create;
    }
  });
});

describe('the window opens while the request is stored', () => {
  beforeEach(() => fakeBrowser.reset());

  it('a request storage cannot keep: refused, and the window opened for it closes again (the queue is empty)', async () => {
    await whilePendingCannotBeStored(async (removed) => {
      const reply = await createBroker({ page: new RecordingPage(), scan: never }).intercept(request(), dapp);
      expect(errorOf(reply)).toEqual({ code: -32603, message: expect.stringMatching(/could not keep the request for review \(quota\)/) });
      await until(async () => removed.length > 0 && (await reviewWindowId()) === null);
      expect(removed).toHaveLength(1);
      expect(await reviewWindowId()).toBeNull();
    });
  });

  it('a duplicate id keeps the window of the request already waiting', async () => {
    const broker = createBroker({ page: new RecordingPage(), scan: never });
    const req = request();
    await broker.intercept(req, dapp);
    const windowId = await reviewWindowId();
    expect(errorOf(await broker.intercept(req, dapp))).toMatchObject({ code: -32602 });
    await tick();
    expect(await reviewWindowId()).toBe(windowId);
    expect((await pendingStore.list()).map((p) => p.id)).toEqual([req.id]);
  });
});

describe('what is kept of the sender', () => {
  beforeEach(() => fakeBrowser.reset());

  it('tab, frame, document and icon from the browser', async () => {
    const req = request();
    await createBroker({ page: new RecordingPage(), scan: never }).intercept(req, dapp);
    expect(await pendingStore.get(req.id)).toMatchObject({ tabId: 7, frameId: 2, documentId: 'doc-7', favIconUrl: 'https://dapp.example/icon.png', origin: 'https://dapp.example' });
  });

  it('the request in words, for the review\'s first paint, from what the wallet will get', async () => {
    const sign = request();
    const send = request({ method: 'eth_sendTransaction', params: [{ from: '0x77d8E5f2A4a6C3d0B1f1E9b6c2A7f3B8d4E5F601', data: '0x6080604052' }] });
    const broker = createBroker({ page: new RecordingPage(), scan: never });
    await broker.intercept(sign, dapp);
    await broker.intercept(send, dapp);
    expect((await pendingStore.get(sign.id))?.title).toBe('Sign a message');
    expect((await pendingStore.get(send.id))?.title).toBe('Deploy a contract');
  });

  it('its calls decoded from what the wallet will get (lib/calls), their token amounts again once the scan is stored', async () => {
    const transfer = `0xa9059cbb${SCAM.slice(2).padStart(64, '0')}${(100_000_000).toString(16).padStart(64, '0')}`;
    let finish: ((outcome: ScanOutcome) => void) | undefined;
    const scan: Scanner = () => new Promise((resolve) => (finish = resolve));
    const send = request({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT, to: USDC, data: transfer, value: '0x0' }] });
    await createBroker({ page: new RecordingPage(), scan }).intercept(send, dapp);
    const amount = async () => {
      const calls = (await pendingStore.get(send.id))?.calls;
      return calls?.kind === 'call' && calls.call.call?.kind === 'known' ? calls.call.call.args.map((a) => a.value) : undefined;
    };
    expect(await amount()).toEqual([`${SCAM.slice(0, 6)}…${SCAM.slice(-4)}`, '100,000,000']);
    // The scan starts once the new window's page is up (lib/broker/review-page-start.ts).
    await until(() => finish !== undefined);
    finish?.(done(benignSwap));
    await until(async () => (await pendingStore.get(send.id))?.scan.state === 'done');
    expect(await amount()).toEqual([`${SCAM.slice(0, 6)}…${SCAM.slice(-4)}`, '100 USDC']);
  });

  it('while paused, a request goes straight to the wallet as it came (params absent → null)', async () => {
    await updateSettings({ pausedUntil: PAUSED_INDEFINITELY });
    const page = new RecordingPage();
    const req = request({ method: 'eth_sendTransaction', params: undefined });
    expect(await createBroker({ page, scan: never }).intercept(req, { ...dapp, tab: { id: 7, windowId: 1 } })).toEqual({ accepted: true });
    expect(page.forwarded).toMatchObject([{ id: req.id, params: null, favIconUrl: undefined }]);
    expect(await reviewWindowId()).toBeNull();
  });
});

describe('a trusted site that skips the window for Benign results', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await updateSettings({ trustedSites: [{ origin: 'https://dapp.example', methods: ['personal_sign'], expiresAt: Date.now() + 3_600_000, autoApproveBenign: true }] });
  });

  it('Benign: forwarded without a window, recorded as approved by policy', async () => {
    const page = new RecordingPage();
    const req = request();
    expect(await createBroker({ page, scan: async () => verdict('Benign') }).intercept(req, dapp)).toEqual({ accepted: true });
    await until(() => page.forwarded.length > 0);
    expect(page.forwarded.map((r) => r.id)).toEqual([req.id]);
    expect(await reviewWindowId()).toBeNull();
    await until(async () => (await listHistory()).length > 0);
    expect((await listHistory()).map((e) => [e.decision, e.reason])).toEqual([['approved', 'policy']]);
  });

  it.each([
    ['Warning', verdict('Warning')],
    ['a result without a validation', { state: 'done', source: 'local', response: { block: '1', chain: 'ethereum' } } satisfies ScanOutcome],
    ['no result', { state: 'unavailable', reason: 'offline', message: 'down' } satisfies ScanOutcome],
  ])('%s: the window opens and nothing is forwarded', async (_what, outcome) => {
    const page = new RecordingPage();
    const req = request();
    expect(await createBroker({ page, scan: async () => outcome }).intercept(req, dapp)).toEqual({ accepted: true });
    await until(async () => (await reviewWindowId()) !== null);
    expect(await reviewWindowId()).not.toBeNull();
    expect(page.forwarded).toEqual([]);
    expect((await pendingStore.list()).map((r) => r.id)).toEqual([req.id]);
  });
});

describe('a sandboxed frame', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is named by its own site, marked inside the top-level site, and a trusted top site does not skip its window', async () => {
    await updateSettings({ trustedSites: [{ origin: 'https://dapp.example', methods: ['personal_sign'], expiresAt: Date.now() + 3_600_000, autoApproveBenign: true }] });
    const page = new RecordingPage();
    const req = request();
    const framed: SenderInfo = { ...dapp, origin: 'null', url: 'https://widget.example/frame', frameId: 5, tab: { id: 7, windowId: 1, url: 'https://dapp.example/' } };
    expect(await createBroker({ page, scan: async () => verdict('Benign') }).intercept(req, framed)).toEqual({ accepted: true });
    expect(await pendingStore.get(req.id)).toMatchObject({ origin: 'https://widget.example', sandbox: { top: 'https://dapp.example' } });
    await until(async () => (await reviewWindowId()) !== null);
    expect(page.forwarded).toEqual([]);
  });
});
