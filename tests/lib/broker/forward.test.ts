/**
 * The background's hands in a dapp frame (lib/broker/forward.ts): each
 * action runs lib/broker/in-page.ts through scripting.executeScript in the
 * frame's isolated world, here against the real wrapper in a page. The
 * browser is played by a small model of tabs, frames and documents that, as
 * Chrome does, refuses a document id that is gone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { executeScriptPageActions as page } from '../../../lib/broker/forward';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { installPreflight } from '../../../lib/provider/discover';
import { FORWARD_KEY_GLOBAL } from '../../../lib/provider/constants';
import { createBridge, tellByEvent } from '../../../lib/provider/bridge';
import { bridgeKey, closePages, createFakeWallet, createPage, nextRequest, stringEvent, until, type FakeWallet } from '../provider/harness';

interface Frame {
  tabId: number;
  frameId: number;
  documentId: string;
  win: ReturnType<typeof createPage>;
  key: string;
}

const frames: Frame[] = [];
const injections: Array<Record<string, unknown>> = [];
/** What the next injection answers instead of running (a frame that gives back something else). */
let answerInstead: { result: unknown } | undefined;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** scripting.executeScript as the browser runs it: find the target document, run `func(...args)` in its isolated world. */
async function executeScript(injection: unknown): Promise<Array<{ frameId: number; documentId: string; result: unknown }>> {
  if (!isRecord(injection) || !isRecord(injection.target) || typeof injection.func !== 'function') throw new Error('bad injection');
  injections.push(injection);
  const { tabId, documentIds, frameIds } = injection.target;
  const frame = frames.find(
    (f) => f.tabId === tabId && (documentIds !== undefined ? texts(documentIds).includes(f.documentId) : numbers(frameIds).includes(f.frameId)),
  );
  if (!frame) throw new Error(documentIds !== undefined ? `No document with id ${texts(documentIds)[0]}` : `No frame with id ${numbers(frameIds)[0]}`);
  if (answerInstead) return [{ frameId: frame.frameId, documentId: frame.documentId, ...answerInstead }];
  vi.stubGlobal('window', frame.win);
  vi.stubGlobal('CustomEvent', frame.win.CustomEvent);
  vi.stubGlobal(FORWARD_KEY_GLOBAL, frame.key);
  const result: unknown = await Reflect.apply(injection.func, undefined, Array.isArray(injection.args) ? injection.args : []);
  return [{ frameId: frame.frameId, documentId: frame.documentId, result }];
}

/** A dapp document in tab 5 with the wrapper installed over a fake wallet. */
function openDapp(frameId = 0, documentId = `doc-${frames.length + 1}`): { frame: Frame; wallet: FakeWallet } {
  const win = createPage();
  const wallet = createFakeWallet();
  Reflect.set(win, 'ethereum', wallet);
  installPreflight(win);
  const frame = { tabId: 5, frameId, documentId, win, key: bridgeKey(win) };
  frames.push(frame);
  return { frame, wallet };
}

/** The dapp asks for a signature; the request as the background keeps it (the snapshot the review showed). */
async function held(frame: Frame, wallet: FakeWallet, withDocument = true): Promise<{ request: PendingRequest; answer: Promise<unknown> }> {
  const posted = nextRequest(frame.win);
  const answer = wallet.request({ method: 'personal_sign', params: ['0x68690a', '0xa1'] });
  answer.catch(() => undefined);
  const req = await posted;
  const request: PendingRequest = {
    id: req.id,
    tabId: frame.tabId,
    frameId: frame.frameId,
    ...(withDocument ? { documentId: frame.documentId } : {}),
    origin: 'https://dapp.example',
    provider: req.provider,
    style: req.style,
    method: req.method,
    // The approved snapshot, not what the page holds now.
    params: ['0x6869', '0xa1'],
    createdAt: 1,
    scan: { state: 'scanning', startedAt: 1 },
  };
  return { request, answer };
}

beforeEach(() => {
  fakeBrowser.reset();
  Object.defineProperty(fakeBrowser.scripting, 'executeScript', { value: executeScript, configurable: true, writable: true });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  frames.splice(0);
  injections.splice(0);
  answerInstead = undefined;
  await closePages();
});

describe('forward: after Approve', () => {
  it('the wallet signs the approved snapshot and the dapp gets the signature', async () => {
    const { frame, wallet } = openDapp();
    const { request, answer } = await held(frame, wallet);
    await page.forward(request);
    await expect(answer).resolves.toBe('signed:0x6869');
    expect(wallet.calls.filter((c) => c.method === 'personal_sign').map((c) => c.params)).toEqual([['0x6869', '0xa1']]);
  });

  it('runs in the isolated world of exactly the document that asked (by document id when the browser gave one)', async () => {
    const { frame, wallet } = openDapp(3, 'doc-a');
    const { request } = await held(frame, wallet);
    await page.forward(request);
    expect(injections[0]).toMatchObject({ target: { tabId: 5, documentIds: ['doc-a'] }, world: 'ISOLATED', args: ['forward', request.id, request.provider, 'personal_sign', ['0x6869', '0xa1'], null] });
    expect(injections[0]?.target).not.toHaveProperty('frameIds');
  });

  it('without a document id (Firefox): by frame id', async () => {
    const { frame, wallet } = openDapp(3, 'doc-b');
    const { request, answer } = await held(frame, wallet, false);
    await page.forward(request);
    expect(injections[0]).toMatchObject({ target: { tabId: 5, frameIds: [3] } });
    await expect(answer).resolves.toBe('signed:0x6869');
  });

  it('a document that navigated away is never handed the forward: the call fails and its successor\'s wallet is not asked', async () => {
    const { frame, wallet } = openDapp(0, 'doc-old');
    const { request } = await held(frame, wallet);
    // The same frame now holds another page.
    frames.splice(frames.indexOf(frame), 1);
    const next = openDapp(0, 'doc-new');
    await expect(page.forward(request)).rejects.toThrow(/No document with id doc-old/);
    expect(next.wallet.calls).toEqual([]);
    expect(wallet.calls.filter((c) => c.method === 'personal_sign')).toEqual([]);
  });

  it('params absent in the snapshot reach the page as null', async () => {
    const { frame, wallet } = openDapp();
    const { request } = await held(frame, wallet);
    const { params: _params, ...noParams } = request;
    await page.forward({ ...noParams, params: undefined });
    expect(injections[0]?.args).toEqual(['forward', request.id, request.provider, 'personal_sign', null, null]);
  });
});

describe('reject', () => {
  it('answers the dapp with 4001 by default, and nothing reaches the wallet', async () => {
    const { frame, wallet } = openDapp();
    const { request, answer } = await held(frame, wallet);
    await page.reject(request);
    await expect(answer).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(wallet.calls.filter((c) => c.method === 'personal_sign')).toEqual([]);
    expect(injections[0]).toMatchObject({ world: 'ISOLATED', args: ['reject', request.id, request.provider, 'personal_sign', null, { code: 4001, message: 'User rejected the request.' }] });
  });

  it('or with the error it is given', async () => {
    const { frame, wallet } = openDapp();
    const { request, answer } = await held(frame, wallet);
    await page.reject(request, { code: 4900, message: 'Preflight could not scan this request.' });
    await expect(answer).rejects.toMatchObject({ code: 4900, message: 'Preflight could not scan this request.' });
  });
});

describe("reject by the frame's bridge (one message, no script)", () => {
  /** tabs.sendMessage as the browser delivers it: to the one document (by id, else by frame) whose bridge listens. */
  const sent: Array<{ tabId: number; message: unknown; options: unknown }> = [];
  function bridgeFor(frame: Frame): void {
    const win = frame.win;
    createBridge({
      win,
      tell: tellByEvent(win, (type, detail) => stringEvent(win, type, detail)),
      intercept: async () => ({ accepted: true }),
      contextAlive: () => true,
      listenSettle: (answer) => listeners.set(frame, answer),
    });
  }
  const listeners = new Map<Frame, (message: unknown) => boolean>();
  beforeEach(() => {
    sent.splice(0);
    listeners.clear();
    const sendMessage = async (tabId: number, message: unknown, options: unknown): Promise<unknown> => {
      sent.push({ tabId, message, options });
      const frame = frames.find((f) => f.tabId === tabId && isRecord(options) && (options.documentId !== undefined ? options.documentId === f.documentId : options.frameId === f.frameId));
      const answer = frame && listeners.get(frame);
      if (!answer) throw new Error('Could not establish connection. Receiving end does not exist.');
      return answer(message) ? true : undefined;
    };
    Object.defineProperty(fakeBrowser.tabs, 'sendMessage', { value: sendMessage, configurable: true, writable: true });
  });

  it('the dapp gets 4001 from one message to the document that asked; no script is run in the page', async () => {
    const { frame, wallet } = openDapp(2, 'doc-r');
    bridgeFor(frame);
    const { request, answer } = await held(frame, wallet);
    await until(() => listeners.has(frame));
    await page.reject(request);
    await expect(answer).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(sent).toEqual([{ tabId: 5, message: { channel: 'preflight:settle', id: request.id, rejection: { code: 4001, message: 'User rejected the request.' } }, options: { documentId: 'doc-r' } }]);
    expect(injections).toEqual([]);
  });

  it('without a document id (Firefox): to the frame', async () => {
    const { frame, wallet } = openDapp(2, 'doc-s');
    bridgeFor(frame);
    const { request, answer } = await held(frame, wallet, false);
    await until(() => listeners.has(frame));
    await page.reject(request, { code: 4900, message: 'Preflight could not scan this request.' });
    await expect(answer).rejects.toMatchObject({ code: 4900 });
    expect(sent[0]?.options).toEqual({ frameId: 2 });
    expect(injections).toEqual([]);
  });

  it('where no bridge takes it (none listening, or it does not hold that request), the script answers the dapp as before', async () => {
    const { frame, wallet } = openDapp(0, 'doc-t');
    const { request, answer } = await held(frame, wallet);
    await page.reject(request);
    await expect(answer).rejects.toMatchObject({ code: 4001 });
    expect(sent).toHaveLength(1);
    expect(injections).toHaveLength(1);

    const other = openDapp(1, 'doc-u');
    bridgeFor(other.frame);
    const second = await held(other.frame, other.wallet);
    await until(() => listeners.has(other.frame));
    // The bridge holds its request, not this one.
    await page.reject({ ...second.request, id: '0c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' });
    expect(injections).toHaveLength(2);
    await page.reject(second.request);
    await expect(second.answer).rejects.toMatchObject({ code: 4001 });
    expect(injections).toHaveLength(2);
  });
});

describe('call: a read-only question to the wallet for the scanner', () => {
  it('gives back the wallet\'s answer', async () => {
    const { frame } = openDapp();
    const target = { tabId: 5, frameId: 0, documentId: frame.documentId, id: 'b'.repeat(32), provider: { kind: 'window' as const } };
    await expect(page.call({ ...target, origin: '', style: 'request', method: 'eth_chainId', params: [], createdAt: 0, scan: { state: 'scanning', startedAt: 0 } }, 'eth_chainId', [])).resolves.toEqual({ ok: true, result: '0x1' });
    expect(injections[0]).toMatchObject({ world: 'ISOLATED', args: ['rpc', 'b'.repeat(32), { kind: 'window' }, 'eth_chainId', [], null] });
  });

  it.each([
    ['something that is no answer', [{ result: { maybe: true } }]],
    ['an error without a code', [{ result: { ok: false, error: { message: 'no' } } }]],
  ])('%s from the page is a clear internal error', async (_what, results) => {
    const { frame } = openDapp();
    answerInstead = results[0];
    const target: PendingRequest = { id: 'c'.repeat(32), tabId: 5, frameId: 0, documentId: frame.documentId, origin: '', provider: { kind: 'window' }, style: 'request', method: 'eth_chainId', params: [], createdAt: 0, scan: { state: 'scanning', startedAt: 0 } };
    await expect(page.call(target, 'eth_chainId', [])).resolves.toEqual({ ok: false, error: { code: -32603, message: 'Internal error: no answer from the page' } });
  });

  it('no result at all from the browser is the same clear error', async () => {
    const { frame } = openDapp();
    Object.defineProperty(fakeBrowser.scripting, 'executeScript', { value: async () => [], configurable: true, writable: true });
    const target: PendingRequest = { id: 'd'.repeat(32), tabId: 5, frameId: 0, documentId: frame.documentId, origin: '', provider: { kind: 'window' }, style: 'request', method: 'eth_chainId', params: [], createdAt: 0, scan: { state: 'scanning', startedAt: 0 } };
    await expect(page.call(target, 'eth_chainId', [])).resolves.toEqual({ ok: false, error: { code: -32603, message: 'Internal error: no answer from the page' } });
  });
});

describe('isAlive', () => {
  it('true while the document is there, false once it is gone; it asks that document, by id or by frame', async () => {
    const { frame } = openDapp(2, 'doc-live');
    expect(await page.isAlive({ tabId: 5, frameId: 2, documentId: 'doc-live' })).toBe(true);
    expect(injections[0]?.target).toEqual({ tabId: 5, documentIds: ['doc-live'] });
    expect(await page.isAlive({ tabId: 5, frameId: 2 })).toBe(true);
    expect(injections[1]?.target).toEqual({ tabId: 5, frameIds: [2] });
    frames.splice(frames.indexOf(frame), 1);
    expect(await page.isAlive({ tabId: 5, frameId: 2, documentId: 'doc-live' })).toBe(false);
    expect(await page.isAlive({ tabId: 5, frameId: 2 })).toBe(false);
  });

  it('the script it runs only says yes', async () => {
    openDapp(2, 'doc-x');
    await page.isAlive({ tabId: 5, frameId: 2, documentId: 'doc-x' });
    const func = injections[0]?.func;
    expect(typeof func === 'function' ? Reflect.apply(func, undefined, []) : undefined).toBe(true);
  });
});
