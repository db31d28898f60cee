/**
 * Patches a provider object's request / send / sendAsync so that signing
 * methods are held for review and everything else reaches the wallet
 * untouched. The patched properties stay writable and configurable so other
 * tools can stack on top; the originals stay in this module's closure (and
 * with each held call, ./channel.ts) for the forward after the user approves:
 * no property, symbol or global hands them to the page.
 *
 * Answers keep the wallet's shapes: request() resolves with the bare result
 * or rejects with an Error carrying code/message/data; send(method, params)
 * resolves with the JSON-RPC response object (as MetaMask does);
 * send(payload, cb) and sendAsync(payload, cb) call back (error, response)
 * with `error` inside the response; batches answer with an array.
 *
 * Do no harm: a failure to patch leaves the provider as it was, and nothing
 * here throws into the page. Runs in every frame: keep it small (no zod, no viem).
 */
import type { PreflightHook } from './hook';
import type { ProviderRef, SettleOutcome, CallStyle, WalletHints } from '../messaging/page-channel';
import { SIGNING_METHODS } from '../methods';
import { badParams, internal, WALLET_HINT_MS } from './constants';
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
  /** The wrappers made for the provider's current methods, installed on it or not (a frozen provider refuses them). */
  made: Partial<Record<Method, { original: Fn; wrapper: Fn }>>;
}

/** Reflect as it was at document_start, before any page script could replace its functions. */
export const { get: reflectGet, apply, defineProperty, getOwnPropertyDescriptor } = Reflect;

const METHODS: readonly Method[] = ['request', 'send', 'sendAsync'];
/** The methods that sign or send something; everything else passes straight through. */
const INTERCEPTED_METHODS: ReadonlySet<unknown> = new Set(SIGNING_METHODS);
const states = new WeakMap<object, State>();
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
    return isRec(obj) ? reflectGet(obj, key) : undefined;
  } catch {
    return undefined;
  }
}

function callOriginal(original: Fn, self: unknown, args: unknown[]): unknown {
  depth++;
  try {
    return apply(original, self, args);
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

const isHeld = (p: unknown): p is Rec & { method: string } => isRec(p) && INTERCEPTED_METHODS.has(p.method);

/** The original methods of a provider this script wrapped, for a read-only call the background asks for. */
export const originalsOf = (provider: unknown): PreflightHook | undefined => (isRec(provider) ? states.get(provider)?.hook : undefined);

/**
 * Wraps `provider` (again, if its methods were replaced since). Never throws.
 * Returns whether the page's calls on the object itself are now held: false
 * when a signing method could not be replaced (a frozen provider, a
 * non-writable method); ./stand-in.ts then gives the page a wrapped stand-in.
 */
export function wrapProvider(provider: unknown, env: WrapEnv): boolean {
  if (!isRec(provider)) return true;
  try {
    return patch(provider, env);
  } catch {
    // do no harm
    return true;
  }
}

function patch(p: Rec, env: WrapEnv): boolean {
  let state = states.get(p);
  if (!state) {
    state = { hook: {}, made: {} };
    states.set(p, state);
  }
  let guarded = true;
  for (const name of METHODS) {
    const current = read(p, name);
    if (!isFn(current) || current === state.made[name]?.wrapper) continue;
    let made = state.made[name];
    if (made?.original !== current) {
      made = { original: current, wrapper: makeWrapper(name, p, current, env, state.hook) };
      state.made[name] = made;
      // The original, bound to the provider, as the wallet defined it.
      const bound = (...args: unknown[]): unknown => callOriginal(current, p, args);
      if (name === 'request') state.hook.request = (args) => Promise.resolve(bound(args));
      else state.hook[name] = bound;
    }
    const enumerable = getOwnPropertyDescriptor(p, name)?.enumerable ?? false;
    let ok = false;
    try {
      ok = defineProperty(p, name, { value: made.wrapper, writable: true, configurable: true, enumerable }) || Reflect.set(p, name, made.wrapper);
    } catch {
      // not patched
    }
    if (!ok) guarded = false;
  }
  return guarded;
}

/** The wrappers made for `p` (installed or not), each to be called with `p` as `this`. */
export function wrappersOf(p: object): Partial<Record<Method, Fn>> {
  const made = states.get(p)?.made ?? {};
  const out: Partial<Record<Method, Fn>> = {};
  for (const name of METHODS) {
    const m = made[name];
    if (m) out[name] = m.wrapper;
  }
  return out;
}

function makeWrapper(name: Method, p: Rec, original: Fn, env: WrapEnv, hook: PreflightHook): Fn {
  /** Holds one signing call for review; resolves with its outcome. */
  const held = (method: string, params: unknown, style: CallStyle): Promise<SettleOutcome> =>
    new Promise((settle) => {
      if (!Array.isArray(params) || params.length === 0) return settle({ kind: 'error', error: badParams(`${method} expects an array of parameters`) });
      // Posted at once, in the order the dapp called, so the review window opens without waiting
      // on the wallet; its chain and accounts follow (the scan waits for them, briefly).
      let id: string;
      try {
        id = env.channel.hold({ provider: env.refFor(p), style, method, params, hintsFollow: true }, settle, hook);
      } catch {
        return settle({ kind: 'error', error: internal(`${method} could not be held for review`) });
      }
      void hints(hook, method, params)
        .catch((): WalletHints => ({}))
        .then((h) => env.channel.hints(id, h));
    });

  /** A held legacy call, answered as a JSON-RPC response. */
  const respond = (payload: Rec & { method: string }, style: CallStyle): Promise<JsonRpcResponse> =>
    held(payload.method, payload.params, style).then((o) => ({
      id: payload.id,
      jsonrpc: '2.0',
      ...(o.kind === 'result' ? { result: o.result } : { error: o.error }),
    }));
  const errorOf = (r: JsonRpcResponse): WalletRpcError | null => (r.error ? new WalletRpcError(r.error) : null);
  /** send()'s promise: the response, or its error as a rejection. */
  const settled = (r: Promise<JsonRpcResponse>): Promise<unknown> => r.then((x) => (x.error ? Promise.reject(new WalletRpcError(x.error)) : x));

  /** sendAsync / send with a callback, single payload or batch. */
  const withCallback = (self: unknown, payload: unknown, cb: Callback, style: CallStyle): unknown => {
    if (isHeld(payload)) return void respond(payload, style).then((r) => cb(errorOf(r), r));
    if (!Array.isArray(payload) || !payload.some(isHeld)) return callOriginal(original, self, [payload, cb]);
    // Mixed batch: hold the signing entries, send the others one by one, answer in order.
    void Promise.all(
      payload.map((item: unknown) =>
        isHeld(item) ? respond(item, style) : new Promise((resolve) => callOriginal(original, self, [item, (_e: unknown, r: unknown) => resolve(r)])),
      ),
    ).then((responses) => cb(null, responses));
  };

  const wrappers: Record<Method, Fn> = {
    request(this: unknown, ...args: unknown[]) {
      if (depth > 0) return callOriginal(original, this, args);
      const a = snap(args[0]);
      if (!isHeld(a)) return callOriginal(original, this, [a, ...args.slice(1)]);
      return held(a.method, a.params, 'request').then((o) => (o.kind === 'result' ? o.result : Promise.reject(new WalletRpcError(o.error))));
    },
    send(this: unknown, ...args: unknown[]) {
      if (depth > 0) return callOriginal(original, this, args);
      const a = Array.isArray(args[0]) ? args[0].map(snap) : snap(args[0]);
      const b = args[1];
      args[0] = a;
      if (typeof a === 'string') {
        // MetaMask: send(method, params) resolves with the whole JSON-RPC response. A signing
        // call is always held: params that are no array are refused there (-32602), never
        // passed to a wallet that might read them its own way.
        return INTERCEPTED_METHODS.has(a)
          ? settled(respond({ id: Date.now(), method: a, params: b }, 'send-method'))
          : callOriginal(original, this, args);
      }
      if (isFn(b)) return withCallback(this, a, (e, r) => b(e, r), 'send-callback');
      // send(payload) cannot wait synchronously for a review: answer with a promise of the response(s).
      if (isHeld(a)) return settled(respond(a, 'send-payload'));
      if (!Array.isArray(a) || !a.some(isHeld)) return callOriginal(original, this, args);
      return Promise.all(a.map((item: unknown) => (isHeld(item) ? settled(respond(item, 'send-payload')) : callOriginal(original, this, [item]))));
    },
    sendAsync(this: unknown, ...args: unknown[]) {
      const b = args[1];
      if (depth > 0) return callOriginal(original, this, args);
      const a = Array.isArray(args[0]) ? args[0].map(snap) : snap(args[0]);
      if (!isFn(b)) {
        // No callback, nothing to answer: a signing call is refused here, never passed to the wallet unreviewed.
        if (isHeld(a) || (Array.isArray(a) && a.some(isHeld))) throw new WalletRpcError(badParams('sendAsync needs a callback'));
        return callOriginal(original, this, args);
      }
      return withCallback(this, a, (e, r) => b(e, r), 'send-async');
    },
  };
  return wrappers[name];
}

/** chainId / accounts for the scan, from the wallet itself; omitted when it will not say (never rejects). */
async function hints({ request }: PreflightHook, method: string, params: unknown[]): Promise<WalletHints> {
  if (!request) return {};
  const ask = (m: string): Promise<unknown> =>
    Promise.race([Promise.resolve().then(() => request({ method: m })).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, WALLET_HINT_MS))]);
  const namesAccount = /sign(?!Transaction)|personal/.test(method) || typeof read(params[0], 'from') === 'string';
  const [chainId, accounts] = await Promise.all([ask('eth_chainId'), namesAccount ? undefined : ask('eth_accounts')]);
  return {
    ...(typeof chainId === 'string' && chainId.length <= 100 ? { chainId } : {}),
    ...(Array.isArray(accounts) ? { accounts: accounts.filter((a): a is string => typeof a === 'string' && a.length <= 100).slice(0, 100) } : {}),
  };
}
