/**
 * Injected Solana providers (window.phantom.solana, window.solana,
 * window.solflare, window.backpack and the like), used without the Wallet
 * Standard: their signing methods (signTransaction, signAllTransactions — the
 * whole batch in one review —, signAndSendTransaction, signMessage, signIn…)
 * and request({ method, params }) for a method that signs are replaced on the
 * object by held versions (./signers.ts); everything else (connect, on,
 * publicKey…) is the wallet's own. Patched properties stay writable and
 * configurable; a provider that refuses them (frozen) is left as it is (do no
 * harm).
 */
import type { Hold } from './link';
import { read } from './safe';
import { holdSigners } from './signers';
import { plain } from './snapshot';

/** Where wallets put their Solana provider: window[name] and window[name].solana (window.phantom.solana, window.backpack…), split at load. */
const NAMES = 'solana phantom solflare backpack braveSolana coinbaseSolana exodus okxwallet glowSolana trustwallet bitkeep'.split(' ');

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function patchInjectedProviders(win: object, hold: Hold | undefined): () => void {
  const patch = (p: unknown, path: string): void => {
    try {
      holdSigners(hold, p, () => ({
        // The wallet's name, its account (publicKey as base58) and its own word on its network (a web3.js Connection's endpoint, a network name, a genesis hash), read at each call.
        wallet: `${read(p, 'isPhantom') ? 'Phantom' : (read(p, 'name') ?? path)}`,
        account: plain(read(p, 'publicKey')),
        cluster: text(read(read(p, 'connection'), 'rpcEndpoint')) ?? text(read(p, 'network')) ?? text(read(p, 'genesisHash')),
      }));
    } catch {
      // A provider whose traps throw: left as it is; the other places are still looked at.
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
