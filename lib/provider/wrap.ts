/**
 * Patches a provider object's request / send / sendAsync so that signing
 * methods are held for review and everything else reaches the wallet
 * untouched. The patched properties stay writable and configurable so other
 * tools can stack on top; the originals go under Symbol.for(HOOK_KEY) for the
 * forward the background runs in this page after the user approves.
 *
 * Answers keep the wallet's shapes: request() resolves with the bare result
 * or rejects with an Error carrying code/message/data; send(method, params)
 * resolves with the JSON-RPC response object (as MetaMask does);
 * send(payload, cb) and sendAsync(payload, cb) call back (error, response)
 * with `error` inside the response; batches answer with an array.
 *
 * Do no harm: a failure to patch leaves the provider as it was, and nothing
 * here throws into the page.
 */
import type { PreflightHook } from './hook';
import type { ProviderRef, SettleOutcome, CallStyle } from '../messaging/page-channel';
import { SIGNING_METHODS } from '../methods';
import { badParams, internal, HOOK_KEY } from './constants';
import type { PageChannel } from './channel';
import { WalletRpcError, type JsonRpcResponse } from './rpc-error';

type Fn = (...args: unknown[]) => unknown;
type Rec = Record<PropertyKey, unknown>;
type Method = 'request' | 'send' | 'sendAsync';
type Callback = (error: unknown, response: unknown) => void;

export interface WrapEnv {
  channel: PageChannel;
  refFor(provider: object): ProviderRef;
}

interface State {
  hook: PreflightHook;
  wrappers: Partial<Record<Method, Fn>>;
}

const METHODS: readonly Method[] = ['request', 'send', 'sendAsync'];
/** The methods that sign or send something; everything else passes straight through. */
const INTERCEPTED_METHODS: ReadonlySet<string> = new Set(SIGNING_METHODS);
const states = new WeakMap<object, State>();
/**
 * Held calls are posted one after another, in the order the dapp made them
 * (each first asks the wallet for its chain and accounts, which can answer
 * out of order), so the review queue shows them in that order.
 */
let posting: Promise<void> = Promise.resolve();

/**
 * >0 while our code calls a wallet's original method. A wrapper reached
 * synchronously from there (our older wrapper under another tool's wrapper,
 * re-patched later) passes the call through instead of holding it again.
 */
let depth = 0;

const isFn = (v: unknown): v is Fn => typeof v === 'function';

export const isRec = (v: unknown): v is Rec => (typeof v === 'object' && v !== null) || typeof v === 'function';

/** Property read that never throws (getters and Proxy traps can). */
export function read(obj: unknown, key: PropertyKey): unknown {
  try {
    return isRec(obj) ? Reflect.get(obj, key) : undefined;
  } catch {
    return undefined;
  }
}

function callOriginal(original: Fn, self: unknown, args: unknown[]): unknown {
  depth++;
  try {
    return Reflect.apply(original, self, args);
  } finally {
    depth--;
  }
}

/**
 * The dapp's request object read exactly once: a getter or Proxy on `method`
 * cannot say "eth_chainId" when checked and "eth_sendTransaction" when the
 * wallet reads it. Everything after this (the check, the hold, a pass-through
 * to the wallet) uses the copy.
 */
const snap = (p: unknown): unknown => (isRec(p) && !Array.isArray(p) && typeof p !== 'function' ? { ...p } : p);

const isHeldPayload = (p: unknown): p is Rec & { method: string } =>
  isRec(p) && typeof p.method === 'string' && INTERCEPTED_METHODS.has(p.method);

/** Wraps `provider` (again, if its methods were replaced since). Never throws. */
export function wrapProvider(provider: unknown, env: WrapEnv): void {
  if (!isRec(provider)) return;
  try {
    patch(provider, env);
  } catch {
    // do no harm
  }
}

function patch(p: Rec, env: WrapEnv): void {
  let state = states.get(p);
  if (!state) {
    const hook: PreflightHook = {};
    // Without the hook the forward could not reach the wallet: then leave this provider alone.
    if (!Reflect.defineProperty(p, Symbol.for(HOOK_KEY), { value: hook, configurable: true })) return;
    state = { hook, wrappers: {} };
    states.set(p, state);
  }
  for (const name of METHODS) {
    const current = read(p, name);
    if (!isFn(current) || current === state.wrappers[name]) continue;
    const own = Reflect.getOwnPropertyDescriptor(p, name);
    const fn = makeWrapper(name, p, current, env, state);
    const desc = { value: fn, writable: true, configurable: true, enumerable: own ? own.enumerable : false };
    let ok = false;
    try {
      ok = Reflect.defineProperty(p, name, desc) || Reflect.set(p, name, fn);
    } catch {
      ok = false;
    }
    if (!ok) continue;
    state.wrappers[name] = fn;
    // The originals, bound to the provider, as the wallet defined them.
    if (name === 'request') state.hook.request = (args) => Promise.resolve(callOriginal(current, p, [args]));
    else if (name === 'sendAsync') state.hook.sendAsync = (payload, cb) => void callOriginal(current, p, [payload, cb]);
    else state.hook.send = (...args) => callOriginal(current, p, args);
  }
}

function makeWrapper(name: Method, p: Rec, original: Fn, env: WrapEnv, state: State): Fn {
  const hold = (method: string, params: unknown, style: CallStyle, settle: (o: SettleOutcome) => void): void => {
    if (!Array.isArray(params) || params.length === 0) {
      queueMicrotask(() => settle({ kind: 'error', error: badParams(`${method} expects an array of parameters`) }));
      return;
    }
    posting = posting
      .then(() => hints(state.hook, method, params))
      .then((h) => env.channel.hold({ provider: env.refFor(p), style, method, params, ...h }, { settle }))
      .catch(() => settle({ kind: 'error', error: internal(`${method} could not be held for review`) }));
  };

  /** A held legacy call, answered as (error, JSON-RPC response). */
  const holdPayload = (payload: Rec & { method: string }, style: CallStyle): Promise<[unknown, unknown]> =>
    new Promise((resolve) => {
      const base = { id: payload.id, jsonrpc: '2.0' as const };
      hold(payload.method, payload.params, style, (o) => {
        const response: JsonRpcResponse = o.kind === 'result' ? { ...base, result: o.result } : { ...base, error: o.error };
        resolve([o.kind === 'result' ? null : new WalletRpcError(o.error), response]);
      });
    });

  const toPromise = (answer: Promise<[unknown, unknown]>): Promise<unknown> =>
    answer.then(([error, response]) => (error ? Promise.reject(error) : response));

  /** sendAsync / send with a callback, single payload or batch. */
  const withCallback = (self: unknown, payload: unknown, cb: Callback, style: CallStyle): unknown => {
    if (!Array.isArray(payload)) {
      if (!isHeldPayload(payload)) return callOriginal(original, self, [payload, cb]);
      void holdPayload(payload, style).then(([e, r]) => cb(e, r));
      return undefined;
    }
    if (!payload.some(isHeldPayload)) return callOriginal(original, self, [payload, cb]);
    // Mixed batch: hold the signing entries, send the others one by one, answer in order.
    void Promise.all(
      payload.map((item) =>
        isHeldPayload(item)
          ? holdPayload(item, style).then(([, r]) => r)
          : new Promise((resolve) => callOriginal(original, self, [item, (_e: unknown, r: unknown) => resolve(r)])),
      ),
    ).then((responses) => cb(null, responses));
    return undefined;
  };

  const wrappers: Record<Method, Fn> = {
    request(this: unknown, ...args: unknown[]) {
      if (depth > 0) return callOriginal(original, this, args);
      const a = snap(args[0]);
      if (!isHeldPayload(a)) return callOriginal(original, this, [a, ...args.slice(1)]);
      return new Promise((resolve, reject) =>
        hold(a.method, a.params, 'request', (o) => (o.kind === 'result' ? resolve(o.result) : reject(new WalletRpcError(o.error)))),
      );
    },
    send(this: unknown, ...args: unknown[]) {
      if (depth > 0) return callOriginal(original, this, args);
      const a = Array.isArray(args[0]) ? args[0].map(snap) : snap(args[0]);
      const b = args[1];
      args[0] = a;
      if (typeof a === 'string') {
        if (!INTERCEPTED_METHODS.has(a) || (b !== undefined && !Array.isArray(b))) return callOriginal(original, this, args);
        // MetaMask: send(method, params) resolves with the whole JSON-RPC response.
        return toPromise(holdPayload({ id: Date.now(), method: a, params: b }, 'send-method'));
      }
      if (isFn(b)) return withCallback(this, a, (e, r) => b(e, r), 'send-callback');
      // send(payload) cannot wait synchronously for a review: answer with a promise of the response(s).
      if (isHeldPayload(a)) return toPromise(holdPayload(a, 'send-payload'));
      if (!Array.isArray(a) || !a.some(isHeldPayload)) return callOriginal(original, this, args);
      return Promise.all(
        a.map((item: unknown) =>
          isHeldPayload(item) ? toPromise(holdPayload(item, 'send-payload')) : Promise.resolve(callOriginal(original, this, [item])),
        ),
      );
    },
    sendAsync(this: unknown, ...args: unknown[]) {
      const b = args[1];
      if (depth > 0 || !isFn(b)) return callOriginal(original, this, args);
      const a = Array.isArray(args[0]) ? args[0].map(snap) : snap(args[0]);
      return withCallback(this, a, (e, r) => b(e, r), 'send-async');
    },
  };
  return wrappers[name];
}

/** chainId / accounts for the scan, from the wallet itself; omitted when it will not say. */
async function hints(hook: PreflightHook, method: string, params: unknown[]): Promise<{ chainId?: string; accounts?: string[] }> {
  const request = hook.request;
  if (!request) return {};
  const ask = (m: string): Promise<unknown> =>
    Promise.race([
      Promise.resolve()
        .then(() => request({ method: m }))
        .catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
  const first = params[0];
  const namesAccount = /sign(?!Transaction)|personal/.test(method) || typeof read(first, 'from') === 'string';
  const [chainId, accounts] = await Promise.all([ask('eth_chainId'), namesAccount ? undefined : ask('eth_accounts')]);
  const out: { chainId?: string; accounts?: string[] } = {};
  if (typeof chainId === 'string' && chainId.length <= 100) out.chainId = chainId;
  if (Array.isArray(accounts)) out.accounts = accounts.filter((a): a is string => typeof a === 'string' && a.length <= 100).slice(0, 100);
  return out;
}
