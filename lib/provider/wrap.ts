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
import { anyOf, apply, copyList, dataJson, defineProperty, dict, getOwnPropertyDescriptor, isArray, isRec, jsonParse, own, read, reflectSet, weakMap } from './pristine';

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

const METHODS: readonly Method[] = ['request', 'send', 'sendAsync'];
/** The methods that sign or send something (a null-prototype table: Set.prototype.has is the page's). */
const SIGNING = dict<true>();
for (const m of SIGNING_METHODS) SIGNING[m] = true; // at load, before any page script
const isSigning = (m: unknown): m is string => typeof m === 'string' && SIGNING[m] === true;
const states = weakMap<object, State>();
/**
 * >0 while our code calls a wallet's original method, and `expected` the
 * approved call being forwarded (method and params as JSON). A wrapper reached
 * synchronously from there with that same call (our older wrapper under
 * another tool's wrapper, re-patched later) passes it on instead of holding it
 * again, with the approved params; any other signing call is held, even from
 * a page hook the wallet happened to call meanwhile.
 */
let depth = 0;
let expected: Approved | undefined;

const isFn = (v: unknown): v is Fn => typeof v === 'function';

export { isRec, read };

/** An approved call as the wrapper compares it: its method and its params as JSON. */
interface Approved {
  method: string;
  json: string;
}

/** `method` and `params` as an Approved, or undefined when the params are not JSON. */
function describe(method: unknown, params: unknown): Approved | undefined {
  try {
    const json = dataJson(params ?? null);
    return typeof method === 'string' && typeof json === 'string' ? { method, json } : undefined;
  } catch {
    return undefined;
  }
}

function callOriginal(original: Fn, self: unknown, args: unknown[], forwarding?: Approved): unknown {
  const outer = expected;
  depth++;
  if (forwarding !== undefined) expected = forwarding;
  try {
    return apply(original, self, args);
  } finally {
    depth--;
    expected = outer;
  }
}

/**
 * The approved call's params, parsed anew, when `p` is the call being
 * forwarded right now (see `depth`); else undefined and the call is held.
 */
function approvedParams(p: Rec & { method: string }): { params: unknown } | undefined {
  if (depth === 0 || expected === undefined) return undefined;
  const now = describe(p.method, p.params);
  return now && now.method === expected.method && now.json === expected.json ? { params: jsonParse(expected.json) } : undefined;
}

/**
 * The dapp's request object read exactly once: a getter or Proxy on `method`
 * cannot say "eth_chainId" when checked and "eth_sendTransaction" when the
 * wallet reads it. Everything after this (the check, the hold, a pass-through
 * to the wallet) uses the copy.
 */
function snap(p: unknown): unknown {
  if (!isRec(p) || isArray(p) || typeof p === 'function') return p;
  const copy: Rec = { ...p };
  // An inherited `method` (a class getter, or the page's getter on Object.prototype) is read once and pinned
  // on the copy, or it could say "eth_chainId" to the check and "personal_sign" to the wallet.
  if (own(copy, 'method') === undefined) defineProperty(copy, 'method', { value: read(p, 'method'), writable: true, enumerable: true, configurable: true });
  return copy;
}
/** A single payload or a batch, copied (a batch into a fresh array, item by item). */
const snapPayload = (p: unknown): unknown => (isArray(p) ? copyList(p, snap) : snap(p));

const isHeld = (p: unknown): p is Rec & { method: string } => isRec(p) && isSigning(p.method);
const holdsAny = (p: unknown): boolean => isHeld(p) || (isArray(p) && anyOf(p, isHeld));

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
    state = { hook: dict(), made: dict() };
    states.set(p, state);
  }
  let guarded = true;
  for (let i = 0; i < METHODS.length; i++) {
    const name = METHODS[i];
    if (!name) continue;
    const current = read(p, name);
    if (!isFn(current) || current === state.made[name]?.wrapper) continue;
    let made = state.made[name];
    if (made?.original !== current) {
      made = { original: current, wrapper: makeWrapper(name, p, current, env, state.hook) };
      state.made[name] = made;
      // The original, bound to the provider, as the wallet defined it; a forward through it is "expected" (see depth).
      const bound = (...args: unknown[]): unknown => callOriginal(current, p, args, describe(read(args[0], 'method'), read(args[0], 'params')));
      if (name === 'request') state.hook.request = (args) => Promise.resolve(bound(args));
      else state.hook[name] = bound;
    }
    const enumerable = getOwnPropertyDescriptor(p, name)?.enumerable ?? false;
    let ok = false;
    try {
      ok = defineProperty(p, name, { value: made.wrapper, writable: true, configurable: true, enumerable }) || reflectSet(p, name, made.wrapper);
    } catch {
      // not patched
    }
    if (!ok) guarded = false;
  }
  return guarded;
}

/** The wrappers made for `p` (installed or not), each to be called with `p` as `this`. */
export function wrappersOf(p: object): Partial<Record<Method, Fn>> {
  const made = states.get(p)?.made;
  const out = dict<Fn>();
  for (let i = 0; i < METHODS.length; i++) {
    const name = METHODS[i];
    const m = name && made?.[name];
    if (name && m) out[name] = m.wrapper;
  }
  return out;
}

/** `args` with its first argument replaced (defineProperty: an index setter on Array.prototype never runs). */
function withFirst(args: unknown[], first: unknown): unknown[] {
  defineProperty(args, 0, { value: first, writable: true, enumerable: true, configurable: true });
  return args;
}

function makeWrapper(name: Method, p: Rec, original: Fn, env: WrapEnv, hook: PreflightHook): Fn {
  /** Holds one signing call for review; resolves with its outcome. */
  const held = (method: string, params: unknown, style: CallStyle): Promise<SettleOutcome> =>
    new Promise((settle) => {
      if (!isArray(params) || params.length === 0) return settle({ kind: 'error', error: badParams(`${method} expects an array of parameters`) });
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
  /** A payload that is the approved call being forwarded (see depth): the copy to pass on, with the approved params; else null. */
  const forwarded = (payload: unknown): unknown => {
    if (!isHeld(payload)) return null;
    const approved = approvedParams(payload);
    return approved ? { ...payload, params: approved.params } : null;
  };

  /** sendAsync / send with a callback, single payload or batch. */
  const withCallback = (self: unknown, payload: unknown, cb: Callback, style: CallStyle): unknown => {
    if (isHeld(payload)) return void respond(payload, style).then((r) => cb(errorOf(r), r));
    if (!isArray(payload) || !anyOf(payload, isHeld)) return callOriginal(original, self, [payload, cb]);
    // Mixed batch: hold the signing entries, send the others one by one, answer in order.
    const answers: Promise<unknown>[] = [];
    for (let i = 0; i < payload.length; i++) {
      const item: unknown = payload[i];
      answers[i] = isHeld(item) ? respond(item, style) : new Promise((resolve) => callOriginal(original, self, [item, (_e: unknown, r: unknown) => resolve(r)]));
    }
    void Promise.all(answers).then((responses) => cb(null, responses));
  };

  const wrappers: Record<Method, Fn> = {
    request(this: unknown, ...args: unknown[]) {
      const a = snap(args[0]);
      const again = forwarded(a);
      if (again || !isHeld(a)) return callOriginal(original, this, withFirst(args, again ?? a));
      return held(a.method, a.params, 'request').then((o) => (o.kind === 'result' ? o.result : Promise.reject(new WalletRpcError(o.error))));
    },
    send(this: unknown, ...args: unknown[]) {
      const a = snapPayload(args[0]);
      const b = args[1];
      if (typeof a === 'string') {
        // MetaMask: send(method, params) resolves with the whole JSON-RPC response. A signing
        // call is always held: params that are no array are refused there (-32602), never
        // passed to a wallet that might read them its own way.
        if (!isSigning(a)) return callOriginal(original, this, args);
        const approved = approvedParams({ method: a, params: b });
        if (approved) return callOriginal(original, this, [a, approved.params]);
        return settled(respond({ id: Date.now(), method: a, params: b }, 'send-method'));
      }
      const again = forwarded(a);
      if (again) return callOriginal(original, this, withFirst(args, again));
      withFirst(args, a);
      if (isFn(b)) return withCallback(this, a, (e, r) => b(e, r), 'send-callback');
      // send(payload) cannot wait synchronously for a review: answer with a promise of the response(s).
      if (isHeld(a)) return settled(respond(a, 'send-payload'));
      if (!isArray(a) || !anyOf(a, isHeld)) return callOriginal(original, this, args);
      const answers: unknown[] = [];
      for (let i = 0; i < a.length; i++) {
        const item: unknown = a[i];
        answers[i] = isHeld(item) ? settled(respond(item, 'send-payload')) : callOriginal(original, this, [item]);
      }
      return Promise.all(answers);
    },
    sendAsync(this: unknown, ...args: unknown[]) {
      const b = args[1];
      const a = snapPayload(args[0]);
      const again = forwarded(a);
      if (again) return callOriginal(original, this, withFirst(args, again));
      if (!isFn(b)) {
        // No callback, nothing to answer: a signing call is refused here, never passed to the wallet unreviewed.
        if (holdsAny(a)) throw new WalletRpcError(badParams('sendAsync needs a callback'));
        return callOriginal(original, this, withFirst(args, a));
      }
      return withCallback(this, a, (e, r) => b(e, r), 'send-async');
    },
  };
  return wrappers[name];
}

/** chainId / accounts for the scan, from the wallet itself; omitted when it will not say (never rejects). */
async function hints({ request }: PreflightHook, method: string, params: unknown[]): Promise<WalletHints> {
  if (!request) return {};
  // Called here, not inside a then(): the page owns Promise.prototype.then and could call a closure again.
  const ask = (m: string): Promise<unknown> => {
    let answer: Promise<unknown>;
    try {
      answer = request({ method: m });
    } catch {
      return Promise.resolve(undefined);
    }
    return Promise.race([answer.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, WALLET_HINT_MS))]);
  };
  const namesAccount = /sign(?!Transaction)|personal/.test(method) || typeof read(params[0], 'from') === 'string';
  const [chainId, accounts] = await Promise.all([ask('eth_chainId'), namesAccount ? undefined : ask('eth_accounts')]);
  return {
    ...(typeof chainId === 'string' && chainId.length <= 100 ? { chainId } : {}),
    ...(isArray(accounts) ? { accounts: accounts.filter((a): a is string => typeof a === 'string' && a.length <= 100).slice(0, 100) } : {}),
  };
}
