/**
 * Rule facts for unit tests: a fixed table of account kinds (unlisted addresses
 * are "unknown"), a one-entry registry (Permit2), a one-entry scam list and a
 * site given per test — independent of the bundled data files.
 */
import type { Address } from 'viem';
import type { KnownContract } from '../../../../lib/knowledge/registry';
import type { SiteFacts } from '../../../../lib/knowledge/site';
import type { AccountKind, ChainSource, RuleFacts } from '../../../../lib/engine/rules/types';
import { isNativeCoinAddress } from '../../../../lib/engine/tokens/native';

export const USER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const EOA: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const CONTRACT: Address = '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45';
export const UNKNOWN: Address = '0x1111111111111111111111111111111111111111';
export const SCAMMER: Address = '0x00000000000000000000000000000000bad0bad1';
export const PERMIT2: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3';

/** A token the facts know the decimals of (like USDC). */
export const KNOWN_TOKEN: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

const REGISTRY: Record<string, KnownContract> = {
  [PERMIT2.toLowerCase()]: { address: PERMIT2, chainId: 1, name: 'Uniswap Permit2', protocol: 'uniswap', role: 'token-spender', sites: ['app.uniswap.org'] },
};

export function site(host: string, extra: Partial<SiteFacts> = {}): SiteFacts {
  return { host, registrableDomain: host.split('.').slice(-2).join('.'), valid: true, phishing: { listed: false }, ...extra };
}

export interface FactsOptions {
  site?: SiteFacts;
  chainSource?: ChainSource;
  /** What the signer holds, by token address (lowercase or not), `token#id` for an ERC-1155 id; others unknown. */
  balances?: Record<string, bigint>;
}

/** `signer: 'none'` models a request whose signer is unknown. */
export function facts(chainId = 1, signer: Address | 'none' = USER, opts: FactsOptions = {}): RuleFacts {
  const kinds = new Map<string, AccountKind>([[EOA.toLowerCase(), 'eoa'], [CONTRACT.toLowerCase(), 'contract'], [USER.toLowerCase(), 'eoa']]);
  return {
    signer: signer === 'none' ? undefined : signer,
    chainId,
    chainSource: opts.chainSource ?? 'user',
    site: opts.site,
    known: (a) => REGISTRY[a.toLowerCase()],
    listed: (a) => (a.toLowerCase() === SCAMMER.toLowerCase() ? { source: 'test list' } : undefined),
    isCurrency: (t) => t.toLowerCase() === KNOWN_TOKEN.toLowerCase() || isNativeCoinAddress(t),
    kindOf: async (a) => (REGISTRY[a.toLowerCase()] ? 'contract' : (kinds.get(a.toLowerCase()) ?? 'unknown')),
    balanceOf: async (t, id) => {
      const key = id === undefined ? t : `${t}#${id}`;
      return Object.entries(opts.balances ?? {}).find(([k]) => k.toLowerCase() === key.toLowerCase())?.[1];
    },
    tokenOf: async (t) => (t.toLowerCase() === KNOWN_TOKEN.toLowerCase() ? { symbol: 'USDC', decimals: 6 } : undefined),
  };
}
