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
import { apply, defineProperty, isRec, read, type SafeWeakMap } from '../../provider/pristine';
import { holdCall } from './held';
import type { Hold } from './link';
import { isFn, signs } from './safe';
import { snapshot } from './snapshot';

/** Where wallets put their Solana provider (dotted paths from the window), split at load. */
const PATHS = 'solana phantom.solana solflare backpack backpack.solana braveSolana coinbaseSolana exodus.solana okxwallet.solana glowSolana trustwallet.solana bitkeep.solana'
  .split(' ')
  .map((p) => p.split('.'));
const METHODS = 'signTransaction signAllTransactions signAndSendTransaction signAndSendAllTransactions signMessage signIn request'.split(' ');

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** `known`: our wrappers (mapped to themselves), so a second look does not wrap a wrapper. */
export function patchInjectedProviders(win: object, hold: Hold | undefined, known: SafeWeakMap<object, object>): () => void {
  const patch = (p: unknown, path: string): void => {
    // The wallet's name, its account (publicKey as base58) and its own word on its network (a web3.js Connection's endpoint, a network name, a genesis hash), read at each call.
    const about = () => ({
      wallet: String(read(p, 'isPhantom') ? 'Phantom' : (read(p, 'name') ?? path)),
      account: snapshot(read(p, 'publicKey')),
      cluster: text(read(read(p, 'connection'), 'rpcEndpoint')) ?? text(read(p, 'network')) ?? text(read(p, 'genesisHash')),
    });
    for (let i = 0; isRec(p) && i < METHODS.length; i++) {
      const name = METHODS[i] ?? '';
      const original = read(p, name);
      if (!isFn(original) || known.get(original)) continue;
      const held = function (this: unknown, ...args: unknown[]) {
        // request({ method, params }): its method read once, so the wallet gets this copy, never a getter that could name another later.
        const method = name === 'request' ? read(args[0], 'method') : name;
        return signs(method) ? holdCall(hold, original, p, method, name === 'request' ? [{ method, params: read(args[0], 'params') }] : args, about()) : apply(original, this ?? p, args);
      };
      known.set(held, held);
      try {
        defineProperty(p, name, { value: held, writable: true, configurable: true });
      } catch {
        // do no harm
      }
    }
  };

  return () => {
    for (let i = 0; i < PATHS.length; i++) {
      const path = PATHS[i] ?? [];
      let node: unknown = win;
      for (let j = 0; j < path.length; j++) node = read(node, path[j] ?? '');
      patch(node, path[0] ?? '');
    }
  };
}
