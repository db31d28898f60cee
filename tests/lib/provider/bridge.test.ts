/**
 * The isolated bridge: what it relays to the background, and what it tells
 * the wrapper: receipts and errors ('reject'), never anything that calls the wallet.
 */
import { afterEach, expect, test } from 'vitest';
import { MAX_PARAMS_JSON_BYTES, PAGE_CHANNEL, type HintsMessage, type InterceptedRequest } from '../../../lib/messaging/page-channel';
import { createBridge, tellByEvent, type BridgeCommand } from '../../../lib/provider/bridge';
import { CALL_EVENT } from '../../../lib/provider/constants';
import { closePages, createPage, post, stringEvent, tick, until } from './harness';

afterEach(closePages);

const id = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const request = (over: Record<string, unknown> = {}) => ({
  channel: PAGE_CHANNEL,
  type: 'request',
  id,
  provider: { kind: 'window' },
  style: 'request',
  method: 'personal_sign',
  params: ['0x6869', '0xa1'],
  ...over,
});

function setup(reply: (r: InterceptedRequest) => unknown, alive = () => true) {
  const win = createPage();
  const relayed: InterceptedRequest[] = [];
  const told: BridgeCommand[] = [];
  const bridge = createBridge({
    win,
    tell: (c) => told.push(c),
    intercept: async (r) => {
      relayed.push(r);
      return reply(r);
    },
    contextAlive: alive,
    watchEvery: 10,
  });
  /** What the bridge answers (errors for the dapp); its receipts are listed apart. */
  const fromBridge = () => told.filter((c) => c.mode === 'reject');
  const receipts = () => told.filter((c) => c.mode === 'received');
  return { win, relayed, fromBridge, receipts, dispose: bridge.dispose };
}

test('a valid request is relayed once and confirmed to the wrapper; an accepted one gets no answer from the bridge', async () => {
  const { win, relayed, fromBridge, receipts, dispose } = setup(() => ({ accepted: true }));
  post(win, request());
  await until(() => relayed.length > 0);
  await tick(30);
  expect(relayed).toEqual([request()]);
  expect(receipts()).toEqual([{ mode: 'received', id }]);
  expect(fromBridge()).toEqual([]);
  dispose();
});

test('not reviewed and the background could not run it in the page: an error settle, never a pass-through', async () => {
  const { win, fromBridge } = setup(() => ({ accepted: false, passThrough: true }));
  post(win, request());
  await until(() => fromBridge().length > 0);
  await tick(20);
  expect(fromBridge()).toEqual([
    { mode: 'reject', id, rejection: { code: -32603, message: 'Internal error: Preflight could not hand this request to the wallet' } },
  ]);
});

test('refused with an error: settle with that error', async () => {
  const error = { code: 4001, message: 'User rejected the request.' };
  const { win, fromBridge } = setup(() => ({ accepted: false, passThrough: false, error }));
  post(win, request());
  await until(() => fromBridge().length > 0);
  expect(fromBridge()).toEqual([{ mode: 'reject', id, rejection: error }]);
});

test('oversized params: -32602 without bothering the background', async () => {
  const { win, relayed, fromBridge } = setup(() => ({ accepted: true }));
  post(win, request({ params: ['x'.repeat(MAX_PARAMS_JSON_BYTES)] }));
  await until(() => fromBridge().length > 0);
  expect(relayed).toEqual([]);
  expect(fromBridge().map((c) => c.mode === 'reject' && c.rejection.code)).toEqual([-32602]);
});

test('a malformed request with a usable id is answered, not left waiting; junk is ignored', async () => {
  const { win, relayed, fromBridge } = setup(() => ({ accepted: true }));
  post(win, request({ provider: { kind: 'nowhere' } }));
  post(win, { channel: PAGE_CHANNEL, type: 'request', id: 'nope' });
  post(win, { hello: 'world' });
  await until(() => fromBridge().length > 0);
  await tick(20);
  expect(relayed).toEqual([]);
  expect(fromBridge()).toMatchObject([{ mode: 'reject', id, rejection: { code: -32602 } }]);
});

test('the background cannot be reached (extension reloaded): 4900 instead of waiting forever', async () => {
  const { win, fromBridge } = setup(() => {
    throw new Error('Extension context invalidated.');
  });
  post(win, request());
  await until(() => fromBridge().length > 0);
  expect(fromBridge()).toMatchObject([{ mode: 'reject', id, rejection: { code: 4900 } }]);
});

test('held requests are settled with 4900 when the extension goes away while they wait', async () => {
  let alive = true;
  const { win, relayed, fromBridge } = setup(() => ({ accepted: true }), () => alive);
  post(win, request());
  await until(() => relayed.length > 0);
  await tick(30);
  expect(fromBridge()).toEqual([]);
  alive = false;
  await until(() => fromBridge().length > 0);
  expect(fromBridge()).toMatchObject([{ mode: 'reject', id, rejection: { code: 4900 } }]);
});

test('a request that already settled is not settled again when the extension goes away', async () => {
  let alive = true;
  const { win, relayed, fromBridge } = setup(() => ({ accepted: true }), () => alive);
  post(win, request());
  await until(() => relayed.length > 0);
  post(win, { channel: PAGE_CHANNEL, type: 'settle', id, outcome: { kind: 'result', result: '0x1' } });
  await tick(10);
  alive = false;
  await tick(40);
  expect(fromBridge()).toEqual([]);
});

test('an unexpected reply from the background is an internal error, never a forward', async () => {
  const { win, fromBridge } = setup(() => ({ accepted: 'yes', forward: true }));
  post(win, request());
  await until(() => fromBridge().length > 0);
  expect(fromBridge()).toMatchObject([{ mode: 'reject', rejection: { code: -32603 } }]);
});

test("'unguarded' from the wrapper is told to the background once per frame, however often the page repeats it", async () => {
  const win = createPage();
  let told = 0;
  const bridge = createBridge({ win, tell: () => undefined, intercept: async () => ({ accepted: true }), contextAlive: () => true, unguarded: async () => void told++ });
  for (let i = 0; i < 5; i++) post(win, { channel: PAGE_CHANNEL, type: 'unguarded' });
  // Another channel's 'unguarded' is not ours.
  post(win, { channel: 'other', type: 'unguarded' });
  await until(() => told > 0);
  await tick(30);
  expect(told).toBe(1);
  bridge.dispose();
});

const GONE = { code: 4900, message: 'Preflight was reloaded or is unavailable, so the request was not sent to your wallet. Please try again.' };

test('the dapp is told exactly why when the extension is gone', async () => {
  const { win, fromBridge } = setup(() => {
    throw new Error('Extension context invalidated.');
  });
  post(win, request());
  await until(() => fromBridge().length > 0);
  expect(fromBridge()).toEqual([{ mode: 'reject', id, rejection: GONE }]);
});

test('an unexpected reply and an unreadable request get their exact error messages', async () => {
  const a = setup(() => 'nonsense');
  post(a.win, request());
  await until(() => a.fromBridge().length > 0);
  expect(a.fromBridge()).toEqual([{ mode: 'reject', id, rejection: { code: -32603, message: 'Internal error: unexpected answer from the extension' } }]);
  const b = setup(() => ({ accepted: true }));
  post(b.win, request({ method: 42 }));
  await until(() => b.fromBridge().length > 0);
  expect(b.fromBridge()).toEqual([{ mode: 'reject', id, rejection: { code: -32602, message: 'Invalid parameters: the request could not be read' } }]);
  expect(b.relayed).toEqual([]);
});

test('a request that does not come from the frame itself (another window, no source) is ignored', async () => {
  const { win, relayed, receipts } = setup(() => ({ accepted: true }));
  const errors: unknown[] = [];
  win.addEventListener('error', (e) => errors.push(e));
  win.dispatchEvent(new win.MessageEvent('message', { data: request(), source: null }));
  win.dispatchEvent(new win.MessageEvent('message', { data: request(), source: createPage() as never }));
  win.dispatchEvent(new win.Event('message'));
  for (const data of ['personal_sign', 42, null]) win.dispatchEvent(new win.MessageEvent('message', { data, source: win as never }));
  await tick(20);
  expect(relayed).toEqual([]);
  expect(receipts()).toEqual([]);
  expect(errors).toEqual([]);
  win.dispatchEvent(new win.MessageEvent('message', { data: request(), source: win as never }));
  await until(() => relayed.length > 0);
  expect(relayed).toEqual([request()]);
});

test('a signing call posted on a wallet channel is reported once; other messages and our own channel are not', async () => {
  const win = createPage();
  const observed: unknown[] = [];
  const relayed: unknown[] = [];
  createBridge({
    win,
    tell: () => undefined,
    intercept: async (r) => {
      relayed.push(r);
      return { accepted: true };
    },
    contextAlive: () => true,
    observe: async (call) => {
      observed.push(call);
      throw new Error('background busy');
    },
  });
  post(win, { target: 'metamask-contentscript', data: { name: 'metamask-provider', data: { method: 'eth_sendTransaction', params: [{ to: '0xb2' }] } } });
  post(win, { target: 'metamask-contentscript', data: { name: 'metamask-provider', data: { method: 'eth_chainId', params: [] } } });
  post(win, { ...request(), method: 'eth_sign' });
  await until(() => relayed.length > 0);
  await tick(10);
  expect(observed).toEqual([{ channel: 'metamask-contentscript', method: 'eth_sendTransaction', params: [{ to: '0xb2' }] }]);
});

test('without observe / unguarded hooks, wallet-channel calls and "unguarded" posts are ignored quietly', async () => {
  const { win, relayed, fromBridge } = setup(() => ({ accepted: true }));
  const errors: unknown[] = [];
  win.addEventListener('error', (e) => errors.push(e));
  post(win, { target: 'metamask-contentscript', data: { method: 'personal_sign', params: [] } });
  post(win, { channel: PAGE_CHANNEL, type: 'unguarded' });
  await tick(20);
  expect(errors).toEqual([]);
  expect(relayed).toEqual([]);
  expect(fromBridge()).toEqual([]);
});

test('"unguarded" is told to the background once per frame', async () => {
  const win = createPage();
  let told = 0;
  createBridge({ win, tell: () => undefined, intercept: async () => ({ accepted: true }), contextAlive: () => true, unguarded: async () => void told++ });
  post(win, { channel: PAGE_CHANNEL, type: 'unguarded' });
  post(win, { channel: PAGE_CHANNEL, type: 'unguarded' });
  await tick(20);
  expect(told).toBe(1);
});

/** A bridge whose lost-context watch runs every 5 ms and counts its checks. */
function watchedBridge() {
  let checks = 0;
  const win = createPage();
  const relayed: unknown[] = [];
  const bridge = createBridge({
    win,
    tell: () => undefined,
    intercept: async (r) => {
      relayed.push(r);
      return { accepted: true };
    },
    contextAlive: () => {
      checks++;
      return true;
    },
    watchEvery: 5,
  });
  return { win, relayed, bridge, checks: () => checks };
}

test('the lost-context watch runs only while requests are held, and stops on dispose', async () => {
  const { win, relayed, bridge, checks } = watchedBridge();
  post(win, request());
  await until(() => checks() > 2);
  // The wrapper's settle after an answer: the bridge stops watching the id.
  post(win, { channel: PAGE_CHANNEL, type: 'settle', id, outcome: { kind: 'error', error: { code: 4001, message: 'User rejected the request.' } } });
  await tick(30);
  const settled = checks();
  await tick(40);
  expect(checks()).toBe(settled);

  post(win, request({ id: '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }));
  await until(() => checks() > settled + 2);
  bridge.dispose();
  const disposed = checks();
  await tick(40);
  expect(checks()).toBe(disposed);
  post(win, request({ id: '3c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }));
  await tick(20);
  expect(relayed).toHaveLength(2);
});

test('params that are not JSON (a bigint) are refused with -32602 without bothering the background; absent params are relayed', async () => {
  const { win, relayed, fromBridge } = setup(() => ({ accepted: true }));
  // A browser's structured clone carries a bigint; happy-dom's postMessage does not, so the event is dispatched as it arrives.
  win.dispatchEvent(new win.MessageEvent('message', { data: request({ params: [1n] }), source: win as never }));
  await until(() => fromBridge().length > 0);
  expect(fromBridge()).toEqual([
    { mode: 'reject', id, rejection: { code: -32602, message: 'Invalid parameters: the parameters are not JSON' } },
  ]);
  expect(relayed).toEqual([]);
  post(win, request({ id: '5c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', method: 'eth_requestAccounts', params: undefined }));
  await until(() => relayed.length > 0);
  expect(relayed).toMatchObject([{ id: '5c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', method: 'eth_requestAccounts', params: undefined }]);
  expect(fromBridge()).toHaveLength(1);
});

test('two requests held at once share one lost-context watch, which dispose stops', async () => {
  const { win, relayed, bridge, checks } = watchedBridge();
  post(win, request());
  post(win, request({ id: '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }));
  await until(() => relayed.length === 2 && checks() > 2);
  bridge.dispose();
  const disposed = checks();
  await tick(40);
  expect(checks()).toBe(disposed);
});

test('the message listener called with no event object (null, a string, a number) ignores it and does not throw', () => {
  let listener: ((event: unknown) => void) | undefined;
  const relayed: unknown[] = [];
  const win = {
    addEventListener: (_type: string, l: (event: unknown) => void) => {
      listener = l;
    },
    removeEventListener: () => undefined,
    location: createPage().location,
  };
  createBridge({
    win: win as never,
    tell: () => undefined,
    intercept: async (r) => {
      relayed.push(r);
      return { accepted: true };
    },
    contextAlive: () => true,
  });
  for (const event of [null, undefined, 'message', 42]) expect(() => listener?.(event)).not.toThrow();
  expect(relayed).toEqual([]);
});

test('params are refused above the byte cap, counted in UTF-8 bytes, and accepted at it', async () => {
  const { win, relayed, fromBridge } = setup(() => ({ accepted: true }));
  // JSON of [s] is s.length + 4 bytes: exactly at the cap is fine, and so is a long ASCII string the cheap bound would doubt.
  const atCap = 'a'.repeat(MAX_PARAMS_JSON_BYTES - 4);
  post(win, request({ params: [atCap] }));
  await until(() => relayed.length > 0);
  expect(fromBridge()).toEqual([]);
  const over = 'é'.repeat((MAX_PARAMS_JSON_BYTES - 4) / 2 + 1);
  post(win, request({ id: '4c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', params: [over] }));
  await until(() => fromBridge().length > 0);
  expect(fromBridge()).toEqual([
    { mode: 'reject', id: '4c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', rejection: { code: -32602, message: `Invalid parameters: the parameters exceed ${MAX_PARAMS_JSON_BYTES} bytes` } },
  ]);
  expect(relayed).toHaveLength(1);
});

test('the wallet hints for a request relayed with hintsFollow go to the background once; hints for any other id, or malformed ones, do not', async () => {
  const win = createPage();
  const hintsSent: HintsMessage[] = [];
  const relayed: InterceptedRequest[] = [];
  createBridge({
    win,
    tell: () => undefined,
    intercept: async (r) => (relayed.push(r), { accepted: true }),
    hints: async (h) => hintsSent.push(h),
    contextAlive: () => true,
  });
  const other = '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
  const hints = (over: Record<string, unknown> = {}) => ({ channel: PAGE_CHANNEL, type: 'hints', id, chainId: '0x1', accounts: ['0xa1'], ...over });
  // Before its request: nothing to match.
  post(win, hints());
  post(win, request({ hintsFollow: true }));
  post(win, request({ id: other }));
  await until(() => relayed.length === 2);
  post(win, hints({ id: other }));
  post(win, hints({ chainId: 1 }));
  post(win, hints({ smuggled: 'x' }));
  post(win, hints({ chainId: '0x2' }));
  await until(() => hintsSent.length > 0);
  await tick(30);
  expect(hintsSent).toEqual([{ channel: PAGE_CHANNEL, type: 'hints', id, chainId: '0x1', accounts: ['0xa1'] }]);
});

test('in a frame, the bridge tells the wrapper with a CALL event whose detail is the command as JSON, without the key', () => {
  const win = createPage();
  const details: unknown[] = [];
  win.addEventListener(CALL_EVENT, (e) => details.push(Reflect.get(e, 'detail')));
  const tell = tellByEvent(win, (type, detail) => stringEvent(win, type, detail));
  tell({ mode: 'received', id });
  tell({ mode: 'reject', id, rejection: { code: 4900, message: 'gone' } });
  expect(details).toEqual([JSON.stringify({ mode: 'received', id }), JSON.stringify({ mode: 'reject', id, rejection: { code: 4900, message: 'gone' } })]);
});

/** The bridge's listener for the background's answers (lib/messaging/settle.ts), as page-scripts/bridge.ts registers it. */
function setupSettle(reply: () => unknown = () => ({ accepted: true })) {
  const win = createPage();
  const told: BridgeCommand[] = [];
  const listeners: Array<(message: unknown) => boolean> = [];
  createBridge({ win, tell: (c) => told.push(c), intercept: async () => reply(), contextAlive: () => true, listenSettle: (answer) => listeners.push(answer) });
  const answer = (message: unknown): boolean => listeners.every((l) => l(message)) && listeners.length > 0;
  return { win, told, listeners, answer };
}
const settleMessage = (over: Record<string, unknown> = {}) => ({ channel: 'preflight:settle', id, rejection: { code: 4001, message: 'User rejected the request.' }, ...over });

test('a frame listens for the background\'s answers only once it holds a request, and once however many it holds', async () => {
  const { win, listeners } = setupSettle();
  await tick(20);
  expect(listeners).toHaveLength(0);
  post(win, request());
  await until(() => listeners.length > 0);
  post(win, request({ id: '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }));
  await tick(30);
  expect(listeners).toHaveLength(1);
});

test('nothing to listen for when the background did not take the request', async () => {
  const { win, listeners, told } = setupSettle(() => ({ accepted: false, passThrough: false, error: { code: 4001, message: 'no' } }));
  post(win, request());
  await until(() => told.some((c) => c.mode === 'reject'));
  expect(listeners).toHaveLength(0);
});

test('the background\'s answer for a held request goes to the wrapper as it came, once; the bridge says it passed it on', async () => {
  const { win, told, listeners, answer } = setupSettle();
  post(win, request());
  await until(() => listeners.length > 0);
  expect(answer(settleMessage())).toBe(true);
  expect(told.filter((c) => c.mode === 'reject')).toEqual([{ mode: 'reject', id, rejection: { code: 4001, message: 'User rejected the request.' } }]);
  // Settled: a second answer for it is not this bridge's to pass on (the background then tries its other way, which finds nothing held either).
  expect(answer(settleMessage())).toBe(false);
  expect(told.filter((c) => c.mode === 'reject')).toHaveLength(1);
});

test('answers for requests it does not hold, and malformed ones, are left alone', async () => {
  const { win, told, listeners, answer } = setupSettle();
  post(win, request());
  await until(() => listeners.length > 0);
  for (const bad of [
    settleMessage({ id: '9c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }),
    settleMessage({ channel: 'preflight:intercept' }),
    settleMessage({ rejection: { code: '4001', message: 'x' } }),
    settleMessage({ rejection: null }),
    settleMessage({ id: 'not-an-id' }),
    null,
    'preflight:settle',
  ]) expect(answer(bad)).toBe(false);
  expect(told.filter((c) => c.mode === 'reject')).toEqual([]);
});

test("a held Solana signAndSend's settle carries the wallet's signatures to the background once; other settles and ids it does not hold carry nothing", async () => {
  const win = createPage();
  const sent: { id: string; sent: unknown }[] = [];
  const relayed: InterceptedRequest[] = [];
  const bridge = createBridge({
    win,
    tell: () => undefined,
    intercept: async (r) => (relayed.push(r), { accepted: true }),
    contextAlive: () => true,
    solanaSent: async (s) => void sent.push(s),
  });
  const other = '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
  post(win, { channel: PAGE_CHANNEL, type: 'settle', id: other, outcome: { kind: 'result', result: { solanaSent: [{ signature: 'x' }] } } });
  post(win, request({ method: 'solana:signAndSendTransaction', params: { wallet: 'W', args: [] } }));
  await until(() => relayed.length > 0);
  await tick(10);
  const settle = { channel: PAGE_CHANNEL, type: 'settle', id, outcome: { kind: 'result', result: { solanaSent: [{ signature: 'sig' }] } } };
  post(win, settle);
  post(win, settle);
  await tick(20);
  expect(sent).toEqual([{ id, sent: [{ signature: 'sig' }] }]);
  bridge.dispose();
});
