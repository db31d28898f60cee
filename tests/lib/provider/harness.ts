/**
 * A page for the wrapper tests: a fresh happy-dom window per test, a fake
 * wallet that answers like an EIP-1193 wallet and records its calls, and
 * the other end of the page channel (what the bridge and the background's
 * in-page forward do), so a test can play the whole loop.
 */
import { Window } from 'happy-dom';
import { CALL_EVENT, FORWARD_KEY_GLOBAL } from '../../../lib/provider/constants';
import { offerForwardKey } from '../../../lib/provider/forward-key';
import { PAGE_CHANNEL, hintsMessageSchema, interceptedRequestSchema, type HintsMessage, type InterceptedRequest, type SettleOutcome } from '../../../lib/messaging/page-channel';

export { PAGE_CHANNEL };

export interface Call {
  via: 'request' | 'send' | 'sendAsync';
  method: string;
  params: unknown;
  self: unknown;
}

export interface FakeWallet {
  calls: Call[];
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  send(...args: unknown[]): unknown;
  sendAsync(payload: unknown, cb: (e: unknown, r: unknown) => void): void;
  [key: string]: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Answers: eth_chainId 0x1, eth_accounts [ADDRESS], personal_sign 'signed:<msg>', 'fail_method' an error with data. */
export const ADDRESS = '0x00000000000000000000000000000000000000a1';

function answer(method: string, params: unknown): Promise<unknown> {
  if (method === 'eth_chainId') return Promise.resolve('0x1');
  if (method === 'eth_accounts') return Promise.resolve([ADDRESS]);
  if (method === 'personal_sign' && Array.isArray(params)) return Promise.resolve(`signed:${String(params[0])}`);
  if (method === 'eth_sendTransaction') return Promise.resolve('0xhash');
  if (method === 'eth_signTypedData_v4') {
    return Promise.reject(Object.assign(new Error('wallet says no'), { code: 4100, data: { reason: 'locked' } }));
  }
  return Promise.resolve(`other:${method}`);
}

export function createFakeWallet(): FakeWallet {
  const calls: Call[] = [];
  const wallet: FakeWallet = {
    calls,
    request(this: unknown, args) {
      calls.push({ via: 'request', method: args.method, params: args.params, self: this });
      return answer(args.method, args.params);
    },
    send(this: unknown, ...args: unknown[]) {
      const [a, b] = args;
      if (typeof a === 'string') {
        calls.push({ via: 'send', method: a, params: b, self: this });
        return answer(a, b).then((result) => ({ id: 1, jsonrpc: '2.0', result }));
      }
      if (isRecord(a) && typeof a.method === 'string') {
        const payload = a;
        calls.push({ via: 'send', method: a.method, params: a.params, self: this });
        if (typeof b === 'function') {
          answer(a.method, a.params).then(
            (result) => b(null, { id: payload.id, jsonrpc: '2.0', result }),
            (e: Error & { code: number }) => b(e, { id: payload.id, jsonrpc: '2.0', error: { code: e.code, message: e.message } }),
          );
          return undefined;
        }
        return { id: a.id, jsonrpc: '2.0', result: 'sync' };
      }
      return undefined;
    },
    sendAsync(this: unknown, payload, cb) {
      const one = (p: unknown, done: (e: unknown, r: unknown) => void): void => {
        if (!isRecord(p) || typeof p.method !== 'string') return done(new Error('bad'), undefined);
        calls.push({ via: 'sendAsync', method: p.method, params: p.params, self: this });
        answer(p.method, p.params).then(
          (result) => done(null, { id: p.id, jsonrpc: '2.0', result }),
          (e: Error & { code: number }) => done(e, { id: p.id, jsonrpc: '2.0', error: { code: e.code, message: e.message } }),
        );
      };
      if (Array.isArray(payload)) {
        void Promise.all(payload.map((p: unknown) => new Promise((r) => one(p, (_e, res) => r(res))))).then((all) => cb(null, all));
      } else one(payload, cb);
    },
  };
  return wallet;
}

export type Page = Window & Record<string, unknown>;

const open: Window[] = [];

export function createPage(url = 'https://dapp.example/app'): Window {
  const win = new Window({ url });
  open.push(win);
  return win;
}

/** For afterEach. happy-dom windows share one Window.prototype (a browser gives each its own): drop our trap too. */
export async function closePages(): Promise<void> {
  for (const win of open.splice(0)) {
    Reflect.deleteProperty(Object.getPrototypeOf(win), 'ethereum');
    await win.happyDOM.close();
  }
}

/** Every page-channel message posted in the page, in order (what a hostile page script sees). */
export function recordChannel(win: Window): unknown[] {
  const seen: unknown[] = [];
  win.addEventListener('message', (e) => {
    const data: unknown = Reflect.get(e, 'data');
    if (isRecord(data) && data.channel === PAGE_CHANNEL) seen.push(structuredClone(data));
  });
  return seen;
}

/** Resolves with the next message on the page channel that `schema` accepts. */
function nextMessage<T>(win: Window, schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } }): Promise<T> {
  return new Promise((resolve) => {
    const on = (e: unknown): void => {
      const parsed = schema.safeParse(Reflect.get(Object(e), 'data'));
      if (!parsed.success) return;
      win.removeEventListener('message', on);
      resolve(parsed.data);
    };
    win.addEventListener('message', on);
  });
}

/** Resolves with the next InterceptedRequest the wrapper posts. */
export const nextRequest = (win: Window): Promise<InterceptedRequest> => nextMessage(win, interceptedRequestSchema);

/** Resolves with the next hints message the wrapper posts (for a request sent with hintsFollow). */
export const nextHints = (win: Window): Promise<HintsMessage> => nextMessage(win, hintsMessageSchema);

export function post(win: Window, data: unknown): void {
  win.postMessage(data, win.location.origin);
}

/** What the bridge does to answer a held call with an error: an unkeyed 'reject' on the wrapper's channel (see lib/provider/bridge.ts). */
export function settle(win: Window, id: string, outcome: Extract<SettleOutcome, { kind: 'error' }>): void {
  win.dispatchEvent(stringEvent(win, CALL_EVENT, JSON.stringify({ mode: 'reject', id, rejection: outcome.error })));
}

/** What the bridge does once it has a request: an unkeyed 'received' on the wrapper's channel. */
export function received(win: Window, id: string): void {
  win.dispatchEvent(stringEvent(win, CALL_EVENT, JSON.stringify({ mode: 'received', id })));
}

/** A page posting a `settle` on the public channel: nothing public settles a held call, so the wrapper ignores it. */
export function forgeSettle(win: Window, id: string, outcome: SettleOutcome): void {
  post(win, { channel: PAGE_CHANNEL, type: 'settle', id, outcome });
}

const keys = new WeakMap<Window, string>();

/** A CustomEvent with a string detail, as the isolated world makes them (happy-dom types `detail` as an object). */
export function stringEvent(win: Window, type: string, detail?: string): InstanceType<Window['Event']> {
  const event = new win.Event(type);
  Object.defineProperty(event, 'detail', { value: detail ?? null });
  return event;
}

/** Plays the bridge's part in a page: makes the frame's forward key once (the wrapper keeps the first it sees). */
export function bridgeKey(win: Window): string {
  const known = keys.get(win);
  if (known) return known;
  const isolated = {};
  offerForwardKey(win, isolated, (type, detail) => stringEvent(win, type, detail));
  const key: unknown = Reflect.get(isolated, FORWARD_KEY_GLOBAL);
  if (typeof key !== 'string') throw new Error('no forward key');
  keys.set(win, key);
  return key;
}

/** A command on the wrapper's private channel, as lib/broker/in-page.ts sends it (the real one is tested in tests/lib/broker/in-page.test.ts). */
export function command(win: Window, mode: 'forward' | 'reject' | 'rpc', req: Pick<InterceptedRequest, 'id' | 'provider' | 'method' | 'params'>, key = bridgeKey(win)): void {
  dispatchCommand(win, commandDetail(win, mode, req, key));
}

/** The command's text as the bridge writes it (in its own world, out of the page's reach). */
export function commandDetail(win: Window, mode: 'forward' | 'reject' | 'rpc', req: Pick<InterceptedRequest, 'id' | 'provider' | 'method' | 'params'>, key = bridgeKey(win)): string {
  return JSON.stringify({ key, nonce: 'n'.repeat(32), mode, id: req.id, ref: req.provider, method: req.method, params: req.params, rejection: null });
}

export function dispatchCommand(win: Window, detail: string): void {
  win.dispatchEvent(stringEvent(win, CALL_EVENT, detail));
}

/** What the background does after Approve: the keyed forward; the wrapper calls the ORIGINAL request and settles. */
export function forward(win: Window, req: InterceptedRequest): void {
  command(win, 'forward', req);
}

export const tick = (ms = 0): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Waits until `done()` holds (the test's own timeout bounds it): no fixed sleeps for things that must happen. */
export async function until(done: () => boolean): Promise<void> {
  while (!done()) await tick(5);
}
