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
import type { Hold } from './link';
import { apply, eachKey, getPrototypeOf, isFn, isRec, known, ProxyCtor, put, read, remember, setPrototypeOf, type Fn } from './safe';
import { holdSigners } from './signers';

/** Makes a CustomEvent of the window's own constructor and dispatches it (./install.ts). */
export type Fire = (type: string, detail: unknown) => void;

/**
 * `on` listens on capture, `stop` stops an event before any page listener,
 * `fire` dispatches a new one (it returns after the listeners ran), `ours`
 * tells whether an event is the last one `fire` made.
 */
export function watchStandardWallets(on: (type: string, listener: (event: unknown) => void) => void, stop: (event: unknown) => void, fire: Fire, ours: (event: unknown) => boolean, hold: Hold | undefined): (callback: Fn) => Fn {
  /** The wallet's features, each with its signing methods held (./signers.ts: on a copy of the feature, same prototype) or as it is. */
  const wrapFeatures = (features: unknown, wallet: string): object => {
    const out: Record<string, unknown> = {};
    eachKey(features, (id) => {
      const feature = read(features, id);
      let copy: object | undefined;
      const copyOf = (f: object): object => {
        if (copy) return copy;
        // A spread, not Object.assign: assign would run a setter the page put on Object.prototype, handing it the wallet's method.
        setPrototypeOf((copy = { ...f }), getPrototypeOf(f));
        return copy;
      };
      holdSigners(hold, feature, () => ({ wallet }), copyOf);
      put(out, id, copy ?? feature);
    });
    return out;
  };

  const standIn = (wallet: unknown): unknown => {
    if (!isRec(wallet)) return wallet;
    const made = known(wallet);
    if (made) return made;
    let from: unknown;
    let features: object | undefined;
    const stand = new ProxyCtor(
      {},
      {
        get: (_t, key) => {
          const value = read(wallet, key);
          if (key !== 'features') return value;
          // Wrapped again only when the wallet's features object changes (a getter may answer a new one each time).
          if (value !== from || !features) features = wrapFeatures((from = value), `${read(wallet, 'name')}`);
          return features;
        },
        has: (_t, key) => key in wallet,
      },
    );
    remember(wallet, stand);
    remember(stand, stand);
    return stand;
  };

  /**
   * Either detail the two events carry, wrapped: a wallet's callback is handed our wrapped API whoever
   * calls it; the app's API becomes one whose register() hands over stand-ins. (Whatever else a page puts
   * in a detail is wrapped as one of the two and can only ever reach stand-ins.)
   */
  const wrap = (detail: unknown): unknown =>
    isFn(detail)
      ? (api: unknown) => apply(detail, undefined, [wrap(api)])
      : isRec(detail) && {
          register: (...wallets: unknown[]) => {
            const register = read(detail, 'register');
            for (let i = 0; i < wallets.length; i++) put(wallets, i, standIn(wallets[i]));
            return isFn(register) ? apply(register, detail, wallets) : undefined;
          },
        };

  const REGISTER = 'wallet-standard:register-wallet';
  const READY = 'wallet-standard:app-ready';
  /** Catches `type` (not ours), stops it and fires it again with its detail wrapped. */
  const relay = (type: string): void =>
    on(type, (event) => {
      const handed = ours(event) ? undefined : wrap(read(event, 'detail'));
      if (handed) {
        stop(event);
        fire(type, handed);
      }
    });
  relay(REGISTER);
  relay(READY);

  /** A callback from navigator.wallets (./legacy.ts), wrapped and announced as registerWallet does: an event now, and an answer to each app-ready. */
  return (callback) => {
    const wrapped = (api: unknown): unknown => apply(callback, undefined, [wrap(api)]);
    fire(REGISTER, wrapped);
    on(READY, (event) => wrapped(read(event, 'detail')));
    return wrapped;
  };
}
