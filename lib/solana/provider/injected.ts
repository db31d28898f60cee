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
import { holdCall } from './held';
import type { Hold } from './link';
import { apply, defineProperty, isFn, isRec, known, read, remember, signs } from './safe';
import { snapshot } from './snapshot';

/** Where wallets put their Solana provider: window[name] and window[name].solana (window.phantom.solana, window.backpack…), split at load. */
const NAMES = 'solana phantom solflare backpack braveSolana coinbaseSolana exodus okxwallet glowSolana trustwallet bitkeep'.split(' ');
const METHODS = 'signTransaction signAllTransactions signAndSendTransaction signAndSendAllTransactions signMessage signIn request'.split(' ');

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function patchInjectedProviders(win: object, hold: Hold | undefined): () => void {
  const patch = (p: unknown, path: string): void => {
    // The wallet's name, its account (publicKey as base58) and its own word on its network (a web3.js Connection's endpoint, a network name, a genesis hash), read at each call.
    const about = () => ({
      wallet: `${read(p, 'isPhantom') ? 'Phantom' : (read(p, 'name') ?? path)}`,
      account: snapshot(read(p, 'publicKey')),
      cluster: text(read(read(p, 'connection'), 'rpcEndpoint')) ?? text(read(p, 'network')) ?? text(read(p, 'genesisHash')),
    });
    for (let i = 0; isRec(p) && i < METHODS.length; i++) {
      const name = METHODS[i] ?? '';
      const original = read(p, name);
      if (!isFn(original) || known(original)) continue;
      const held = function (this: unknown, ...args: unknown[]) {
        // request({ method, params }): its method read once, so the wallet gets this copy, never a getter that could name another later.
        const method = name === 'request' ? read(args[0], 'method') : name;
        return signs(method) ? holdCall(hold, original, p, method, name === 'request' ? [{ method, params: read(args[0], 'params') }] : args, about()) : apply(original, this ?? p, args);
      };
      remember(held, held);
      try {
        defineProperty(p, name, { value: held, writable: true, configurable: true });
      } catch {
        // do no harm
      }
    }
  };

  return () => {
    for (let i = 0; i < NAMES.length; i++) {
      const name = NAMES[i] ?? '';
      const node = read(win, name);
      patch(node, name);
      patch(read(node, 'solana'), name);
    }
  };
}
