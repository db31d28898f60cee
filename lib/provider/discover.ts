/**
 * Finds every provider object a dapp could use and wraps it: window.ethereum
 * (whenever and however it appears), its providers[] list, and every EIP-6963
 * announcement. No single trap is enough (a wallet may redefine
 * window.ethereum, or define it as a non-configurable getter returning a
 * Proxy), so the same cheap check runs on every hint that a wallet arrived
 * and on a short bounded poll.
 */
import type { ProviderRef } from '../messaging/page-channel';
import { createPageChannel } from './channel';
import { listenForForwards } from './forward-channel';
import type { PreflightHook } from './hook';
import type { PageWindow } from './page-window';
import { apply, defineProperty, getOwnPropertyDescriptor, isRec, originalsOf, read, wrapProvider, type WrapEnv } from './wrap';

type Info = { uuid: string; rdns: string };

/** Polling after document_start: every 50 ms for 3 s, then every 500 ms up to 10 s. */
const FAST = { every: 50, count: 60 };
const SLOW = { every: 500, count: 14 };

/** `receiptMs`: how long a held call waits for the bridge to confirm it (tests shorten it). */
export function installPreflight(win: PageWindow, opts: { receiptMs?: number } = {}): void {
  const announced = new WeakMap<object, Info>();
  const byUuid = new Map<string, object>();
  const channel = createPageChannel(win, opts.receiptMs);
  const env: WrapEnv = { channel, refFor };
  // The window's own constructors, read before any page script could replace them.
  const EventCtor = read(win, 'Event');
  const CustomEventCtor = read(win, 'CustomEvent');
  const dispatch = read(win, 'dispatchEvent');
  const fire = (event: unknown[] | null, Ctor: unknown): void => {
    if (event && typeof Ctor === 'function' && typeof dispatch === 'function') apply(dispatch, win, [Reflect.construct(Ctor, event)]);
  };

  /** The provider a ref names now, by its originals when we wrapped it. */
  function walletForRef(ref: ProviderRef): PreflightHook | undefined {
    const eth = read(win, 'ethereum');
    const p = ref.kind === 'window' ? eth : ref.kind === 'providers' ? read(read(eth, 'providers'), ref.index) : byUuid.get(ref.uuid);
    const request = read(p, 'request');
    return originalsOf(p) ?? (typeof request === 'function' ? { request: (args) => Promise.resolve(apply(request, p, [args])) } : undefined);
  }
  listenForForwards(win, { channel, walletForRef, emit: (type, detail) => fire([type, { detail }], CustomEventCtor) });

  function refFor(p: object): ProviderRef {
    const eth = read(win, 'ethereum');
    if (eth === p) return { kind: 'window' };
    const list = read(eth, 'providers');
    const index = Array.isArray(list) ? list.indexOf(p) : -1;
    if (index >= 0 && index <= 64) return { kind: 'providers', index };
    const info = announced.get(p);
    return info ? { kind: 'eip6963', uuid: info.uuid.slice(0, 200), rdns: info.rdns.slice(0, 200) } : { kind: 'window' };
  }

  const wrapTree = (eth: unknown): void => {
    wrapProvider(eth, env);
    const list = read(eth, 'providers');
    if (Array.isArray(list)) for (const p of list) wrapProvider(p, env);
  };
  const check = (): void => wrapTree(read(win, 'ethereum'));

  // EIP-6963: registered before any page script, so the provider is patched before the dapp's listener sees it.
  win.addEventListener('eip6963:announceProvider', (event: unknown) => {
    const detail = read(event, 'detail');
    const provider = read(detail, 'provider');
    const info = read(detail, 'info');
    const uuid = read(info, 'uuid');
    const rdns = read(info, 'rdns');
    if (isRec(provider) && typeof uuid === 'string' && typeof rdns === 'string') {
      announced.set(provider, { uuid, rdns });
      byUuid.set(uuid, provider);
    }
    wrapProvider(provider, env);
    check();
  });
  for (const type of ['ethereum#initialized', 'DOMContentLoaded', 'load']) win.addEventListener(type, check);

  trapAssignment(win, wrapTree);
  check();
  // Wallets that announced before we ran announce again. (The window's own Event: same realm as the window.)
  fire(['eip6963:requestProvider'], EventCtor);

  let ticks = 0;
  const tick = (): void => {
    check();
    ticks++;
    if (ticks < FAST.count + SLOW.count) win.setTimeout(tick, ticks < FAST.count ? FAST.every : SLOW.every);
  };
  win.setTimeout(tick, FAST.every);
}

/**
 * Sees `window.ethereum = provider` the moment it happens, so a dapp calling
 * right after its wallet assigned itself is covered.
 * - Absent: an accessor on the window's prototype. The first assignment turns
 *   into the ordinary own data property it would have been without us, and
 *   the trap removes itself; a wallet using Object.defineProperty simply
 *   shadows it (never throws). Until then `'ethereum' in window` is true and
 *   window.ethereum is undefined.
 * - Own, configurable and writable: the same value behind a configurable accessor.
 * - Anything else (non-configurable getter, Rabby-style): left alone; the checks find it.
 */
function trapAssignment(win: PageWindow, wrapTree: (eth: unknown) => void): void {
  try {
    const own = getOwnPropertyDescriptor(win, 'ethereum');
    if (own) {
      if (!own.configurable || !own.writable || !('value' in own)) return;
      let current: unknown = own.value;
      defineProperty(win, 'ethereum', {
        configurable: true,
        enumerable: own.enumerable,
        get: () => current,
        set: (value: unknown) => {
          current = value;
          wrapTree(value);
        },
      });
      return;
    }
    const proto: unknown = Reflect.getPrototypeOf(win);
    if (!isRec(proto) || getOwnPropertyDescriptor(proto, 'ethereum')) return;
    defineProperty(proto, 'ethereum', {
      configurable: true,
      get: () => undefined,
      set(this: unknown, value: unknown) {
        if (isRec(this)) defineProperty(this, 'ethereum', { value, writable: true, enumerable: true, configurable: true });
        if (this !== win) return;
        Reflect.deleteProperty(proto, 'ethereum');
        wrapTree(value);
      },
    });
  } catch {
    // do no harm
  }
}
