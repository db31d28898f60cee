/**
 * Injected Solana providers (window.phantom.solana, window.solana,
 * window.solflare, window.backpack and the like), used without the Wallet
 * Standard: their signing methods (signTransaction, signAllTransactions — the
 * whole batch in one review —, signAndSendTransaction, signMessage, signIn…)
 * and request({ method, params }) for a method that signs are replaced on the
 * object by held versions; everything else (connect, on, publicKey…) is the
 * wallet's own. Patched properties stay writable and configurable; a provider
 * that refuses them (frozen) is left as it is (do no harm).
 */
import { apply, defineProperty, isRec, read, weakMap } from '../../provider/pristine';
import { holdCall, isFn, type Fn } from './held';
import type { Hold } from './link';
import { signs } from './standard';

/** Where wallets put their Solana provider (dotted paths from the window). */
const PATHS = 'solana phantom.solana solflare backpack backpack.solana braveSolana coinbaseSolana exodus.solana okxwallet.solana glowSolana trustwallet.solana bitkeep.solana'
  .split(' ')
  .map((p) => p.split('.'));
const METHODS = ['signTransaction', 'signAllTransactions', 'signAndSendTransaction', 'signAndSendAllTransactions', 'signMessage', 'signIn', 'request'];

export function patchInjectedProviders(win: object, hold: () => Hold | undefined): () => void {
  /** Our wrappers, so a second look does not wrap a wrapper. */
  const made = weakMap<Fn, true>();

  const account = (p: object): string | undefined => {
    const key = read(p, 'publicKey');
    const toBase58 = read(key, 'toBase58');
    try {
      const text: unknown = isFn(toBase58) ? apply(toBase58, key, []) : undefined;
      return typeof text === 'string' ? text : undefined;
    } catch {
      return undefined;
    }
  };

  /** The provider's own word on its network, where it gives one (a web3.js Connection's endpoint, a network name, a genesis hash). */
  const cluster = (p: object): string | undefined => {
    const hints = [read(read(p, 'connection'), 'rpcEndpoint'), read(p, 'network'), read(p, 'genesisHash')];
    for (let i = 0; i < hints.length; i++) {
      const hint = hints[i];
      if (typeof hint === 'string') return hint;
    }
    return undefined;
  };

  const wrapper = (p: object, name: string, original: Fn): Fn => {
    const wallet = String(read(p, 'isPhantom') ? 'Phantom' : (read(p, 'name') ?? name));
    const held = (heldName: string, args: unknown[]): Promise<unknown> => holdCall(hold(), { original, self: p, name: heldName, args, wallet, account: account(p), cluster: cluster(p) });
    if (name !== 'request') return (...args: unknown[]) => held(name, args);
    return function (this: unknown, ...args: unknown[]) {
      const method = read(args[0], 'method');
      if (!signs(method)) return apply(original, this ?? p, args);
      // Read once: the wallet gets this copy, never a getter that could name another method later.
      return held(method, [{ method, params: read(args[0], 'params') }]);
    };
  };

  const patch = (p: unknown): void => {
    if (!isRec(p)) return;
    for (let i = 0; i < METHODS.length; i++) {
      const name = METHODS[i];
      const current = name ? read(p, name) : undefined;
      if (!name || !isFn(current) || made.get(current)) continue;
      const w = wrapper(p, name, current);
      made.set(w, true);
      try {
        defineProperty(p, name, { value: w, writable: true, configurable: true });
      } catch {
        // do no harm
      }
    }
  };

  return () => {
    for (let i = 0; i < PATHS.length; i++) {
      let node: unknown = win;
      const path = PATHS[i] ?? [];
      for (let j = 0; j < path.length && node !== undefined; j++) node = read(node, path[j] ?? '');
      patch(node);
    }
  };
}
