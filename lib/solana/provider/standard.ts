/**
 * Wallet Standard: a wallet announces itself with a `wallet-standard:register-wallet`
 * event (its detail a callback that registers it with the app's API) and
 * answers the app's `wallet-standard:app-ready` event (its detail the API).
 * Both are caught first, on capture, stopped, and fired again with the API
 * wrapped, so every wallet the app registers, early or late, is handed over
 * as a stand-in: a Proxy answering every property from the wallet (name,
 * icon, chains, accounts, version, extras) except `features`, where each
 * method whose name begins with "sign" (solana:signTransaction,
 * solana:signAndSendTransaction, solana:signMessage, solana:signIn, legacy
 * and future signing features) is held for review. Other features
 * (standard:connect, standard:events, standard:disconnect…) are the wallet's
 * own objects, untouched.
 */
import type { PageWindow } from '../../provider/page-window';
import { apply, construct, copyList, dict, freeze, isArray, isRec, ownKeys, ProxyCtor, read, reflectHas, weakMap } from '../../provider/pristine';
import type { PageEvents } from '../../provider/page-events';
import { holdCall, isFn } from './held';
import type { Hold } from './link';

/** A method name that signs: "sign…" (indexes, not startsWith: the page owns String.prototype). */
export const signs = (name: unknown): name is string => typeof name === 'string' && name[0] === 's' && name[1] === 'i' && name[2] === 'g' && name[3] === 'n';

export function watchStandardWallets(win: PageWindow, events: Pick<PageEvents, 'stop'>, hold: () => Hold | undefined): void {
  const standIns = weakMap<object, object>();
  const ours = weakMap<object, true>();
  const Custom = read(win, 'CustomEvent');
  const dispatch = read(win, 'dispatchEvent');

  const fire = (type: string, detail: unknown): void => {
    if (typeof Custom !== 'function' || typeof dispatch !== 'function') return;
    const event: unknown = construct(Custom, [type, { detail }]);
    if (isRec(event)) ours.set(event, true);
    apply(dispatch, win, [event]);
  };

  const wrapFeature = (feature: unknown, walletName: string): unknown => {
    if (!isRec(feature)) return feature;
    const keys = ownKeys(feature);
    let copy: Record<PropertyKey, unknown> | undefined;
    for (let i = 0; i < keys.length; i++) {
      const name = keys[i];
      const original = read(feature, name ?? '');
      if (!signs(name) || !isFn(original)) continue;
      copy ??= { ...feature };
      copy[name] = (...args: unknown[]) => holdCall(hold(), { original, self: feature, name, args, wallet: walletName });
    }
    return copy ?? feature;
  };

  const standIn = (wallet: unknown): unknown => {
    if (!isRec(wallet)) return wallet;
    const known = standIns.get(wallet);
    if (known) return known;
    let cached: { from: unknown; out: unknown } | undefined;
    const features = (): unknown => {
      const from = read(wallet, 'features');
      if (!cached || cached.from !== from) {
        const out = dict<unknown>();
        const keys = isRec(from) ? ownKeys(from) : [];
        for (let i = 0; i < keys.length; i++) {
          const key = keys[i];
          if (typeof key === 'string') out[key] = wrapFeature(read(from, key), String(read(wallet, 'name')));
        }
        cached = { from, out: freeze(out) };
      }
      return cached.out;
    };
    const stand: object = new ProxyCtor({}, { get: (_t, key) => (key === 'features' ? features() : read(wallet, key)), has: (_t, key) => reflectHas(wallet, key) });
    standIns.set(wallet, stand);
    standIns.set(stand, stand);
    return stand;
  };

  /** The app's API with register() handing over stand-ins. */
  const wrapApi = (api: unknown): unknown =>
    freeze({
      register: (...wallets: unknown[]) => {
        const register = read(api, 'register');
        return isFn(register) ? apply(register, api, copyList(wallets, standIn)) : undefined;
      },
    });

  // register-wallet: its detail is the wallet's callback (handed our wrapped API); app-ready: its detail is the app's API.
  const types = ['wallet-standard:register-wallet', 'wallet-standard:app-ready'];
  for (let i = 0; i < types.length; i++) {
    const type = types[i] ?? '';
    win.addEventListener(
      type,
      (event) => {
        const detail = read(event, 'detail');
        if (!isRec(event) || ours.get(event)) return;
        const handed = i === 0 ? (isFn(detail) ? (api: unknown) => apply(detail, undefined, [wrapApi(api)]) : undefined) : isRec(detail) && !isArray(detail) ? wrapApi(detail) : undefined;
        if (handed === undefined) return;
        events.stop(event);
        fire(type, handed);
      },
      true,
    );
  }
}
