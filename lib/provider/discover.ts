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
import { CHANNEL, OWN_WINDOW } from './constants';
import { originalOf, pageViewOf, standInFor } from './stand-in';
import { isRec, originalsOf, read, wrapProvider, type WrapEnv } from './wrap';
import { pageEvents } from './page-events';
import { offerHold } from '../solana/provider/link';
import { apply, defineProperty, deleteProperty, dict, freeze, getOwnPropertyDescriptor, getPrototypeOf, isArray, reflectSet, weakMap } from './pristine';

type Info = { uuid: string; rdns: string };

/**
 * Polling after document_start, for a wallet that appears without an assignment or an event: first after
 * 50 ms (a wallet's own document_start script that ran after ours), then each wait twice the last, up to
 * 500 ms, until 10 s. It backs off because every frame polls (twenty ads are twenty pollers, and each tick
 * is a task in a page still loading); a user's click or key is checked at once (USER_HINTS), so a dapp's
 * handler calling a wallet that came late finds it wrapped.
 */
const POLL = { first: 50, most: 500, until: 10_000 };
/** A user's input, seen on the window's capture phase before any handler of the page. */
const USER_HINTS = ['pointerdown', 'keydown'];

/** `receiptMs`: how long a held call waits for the bridge to confirm it (tests shorten it). */
export function installPreflight(win: PageWindow, opts: { receiptMs?: number } = {}): void {
  const announced = weakMap<object, Info>();
  const byUuid = dict<object>();
  const channel = createPageChannel(win, opts.receiptMs);
  const env: WrapEnv = { channel, refFor };
  // The window's own Event machinery, kept before any page script could replace it.
  const events = pageEvents(win);

  /** The provider a ref names now, by its originals when we wrapped it. */
  function walletForRef(ref: ProviderRef): PreflightHook | undefined {
    const eth = read(win, 'ethereum');
    const p = originalOf(ref.kind === 'window' ? eth : ref.kind === 'providers' ? read(read(eth, 'providers'), ref.index) : byUuid[ref.uuid]);
    const request = read(p, 'request');
    return originalsOf(p) ?? (typeof request === 'function' ? { request: (args) => Promise.resolve(apply(request, p, [args])) } : undefined);
  }
  listenForForwards(win, { channel, walletForRef, events, emit: (type, detail) => events.fire(type, { detail }) });
  // The Solana wrapper (page-scripts/solana.ts) holds its calls on this same channel.
  offerHold(win, events, channel.hold);

  function refFor(p: object): ProviderRef {
    const eth = read(win, 'ethereum');
    if (originalOf(eth) === p) return { kind: 'window' };
    const list = read(eth, 'providers');
    for (let index = 0; isArray(list) && index < list.length && index <= 64; index++) if (originalOf(read(list, index)) === p) return { kind: 'providers', index };
    const info = announced.get(p);
    return info ? { kind: 'eip6963', uuid: info.uuid.slice(0, 200), rdns: info.rdns.slice(0, 200) } : { kind: 'window' };
  }

  /**
   * A provider Preflight could neither wrap nor replace for the page (a frozen
   * object behind a property that cannot be redefined): its calls reach the
   * wallet unreviewed. Said once per frame, so the background can flag the tab.
   */
  let reported = false;
  const unguarded = (): void => {
    if (reported) return;
    reported = true;
    win.postMessage({ channel: CHANNEL, type: 'unguarded' }, OWN_WINDOW);
  };

  /** Wraps a provider; one that cannot be patched gets its stand-in made (see ./stand-in). */
  const guard = (value: unknown): void => {
    const p = originalOf(value);
    if (!wrapProvider(p, env) && isRec(p)) standInFor(p);
  };
  const wrapTree = (eth: unknown): void => {
    guard(eth);
    const list = read(eth, 'providers');
    // Indexed, not forEach: the page owns Array.prototype, and a skipped entry would stay unwrapped.
    for (let i = 0; isArray(list) && i < list.length; i++) {
      const entry = read(list, i);
      guard(entry);
      const view = pageViewOf(originalOf(entry));
      if (view === entry) continue;
      let replaced = false;
      try {
        replaced = reflectSet(list, i, view);
      } catch {
        // a frozen list
      }
      if (!replaced) unguarded();
    }
  };
  const check = (): void => {
    const eth = read(win, 'ethereum');
    wrapTree(eth);
    const view = pageViewOf(originalOf(eth));
    if (view !== eth && !showOnWindow(win, view)) unguarded();
  };

  // EIP-6963: registered first and on capture, so the provider is patched before any listener of the page sees it.
  win.addEventListener(
    'eip6963:announceProvider',
    (event: unknown) => {
      const detail = read(event, 'detail');
      // Our own announcement of a stand-in (below) comes through here too: its view is itself, so it passes.
      const provider = read(detail, 'provider');
      const info = read(detail, 'info');
      const uuid = read(info, 'uuid');
      const rdns = read(info, 'rdns');
      if (isRec(provider) && typeof uuid === 'string' && typeof rdns === 'string') {
        announced.set(provider, { uuid, rdns });
        byUuid[uuid] = provider;
      }
      guard(provider);
      check();
      const view = pageViewOf(provider);
      if (view === provider) return;
      // The wallet's object cannot be wrapped: no listener of the page gets it; they get the stand-in instead.
      events.stop(event);
      events.fire('eip6963:announceProvider', { detail: freeze({ info, provider: view }) });
    },
    true,
  );
  for (const type of ['ethereum#initialized', 'DOMContentLoaded', 'load']) win.addEventListener(type, check);
  for (const type of USER_HINTS) win.addEventListener(type, check, true);

  trapAssignment(win, wrapTree);
  check();
  // Wallets that announced before we ran announce again. (The window's own Event: same realm as the window.)
  events.fire('eip6963:requestProvider');

  // The window's own setTimeout: a page that replaced it later would stop the poll that finds late wallets.
  const setTimer = read(win, 'setTimeout');
  const later = (ms: number): void => void (typeof setTimer === 'function' && apply(setTimer, win, [tick, ms]));
  let wait = POLL.first;
  let waited = 0;
  const tick = (): void => {
    check();
    waited += wait;
    wait = wait * 2 > POLL.most ? POLL.most : wait * 2;
    if (waited < POLL.until) later(wait);
  };
  later(wait);
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
 * A provider that cannot be wrapped is shown through its stand-in (./stand-in).
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
        get: () => pageViewOf(originalOf(current)),
        set: (value: unknown) => {
          current = value;
          wrapTree(value);
        },
      });
      return;
    }
    const proto: unknown = getPrototypeOf(win);
    if (!isRec(proto) || getOwnPropertyDescriptor(proto, 'ethereum')) return;
    defineProperty(proto, 'ethereum', {
      configurable: true,
      get: () => undefined,
      set(this: unknown, value: unknown) {
        if (this === win) wrapTree(value);
        const shown = this === win ? pageViewOf(originalOf(value)) : value;
        if (isRec(this)) defineProperty(this, 'ethereum', { value: shown, writable: true, enumerable: true, configurable: true });
        if (this === win) deleteProperty(proto, 'ethereum');
      },
    });
  } catch {
    // do no harm
  }
}

/**
 * Puts `view` (a stand-in) where window.ethereum is read, when the property
 * lets us: a configurable value or getter (defined by the wallet after our
 * trap), or a writable value. False when it cannot be done.
 */
function showOnWindow(win: PageWindow, view: unknown): boolean {
  try {
    const own = getOwnPropertyDescriptor(win, 'ethereum');
    // Stryker disable next-line ConditionalExpression,BooleanLiteral: without it the next line throws into the catch, which answers false too
    if (!own) return false;
    if (own.configurable && 'value' in own) return defineProperty(win, 'ethereum', { ...own, value: view });
    const get = own.get;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: redefining a non-configurable property fails (false), as skipping it does
    if (own.configurable && get) {
      return defineProperty(win, 'ethereum', {
        ...own,
        get(this: unknown) {
          // Stryker disable next-line ArrayDeclaration: a getter takes no arguments
          return pageViewOf(originalOf(apply(get, this, [])));
        },
      });
    }
    return own.writable === true && reflectSet(win, 'ethereum', view);
  }
  // Stryker disable next-line BlockStatement: a window is no Proxy and its data properties have no setter to throw: kept as the do-no-harm guard
  catch {
    // Stryker disable next-line BooleanLiteral: a window is no Proxy and its data properties have no setter to throw: kept as the do-no-harm guard
    return false;
  }
}
