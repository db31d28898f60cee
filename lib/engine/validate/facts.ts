/**
 * RuleFacts over the ValidationContext: chain answers through its ChainReader
 * (cached per request, bounded in time), knowledge from the bundled registry,
 * scam list, phishing list and token list.
 */
import type { Address } from 'viem';
import { knownContract } from '../../knowledge/registry';
import { listedAddress } from '../../knowledge/scam-addresses';
import { judgeSite, type SiteFacts } from '../../knowledge/site';
import type { TokenInfo, ValidationContext } from '../contracts';
import type { AccountKind, RuleFacts } from '../rules/types';
import { isCurrency } from '../tokens/currency';
import { isNativePlaceholder } from '../tokens/native';

/** A slow RPC must not hold the review window: past this, the answer is "unknown". */
const GET_CODE_TIMEOUT_MS = 5_000;

/** EIP-7702 delegation designator: 0xef0100 || delegate (23 bytes). The account is still a key-held EOA. */
const DELEGATION_PREFIX = '0xef0100';

export function kindFromCode(code: string | undefined): AccountKind {
  if (code === undefined) return 'unknown';
  if (code === '0x' || code === '0x0' || code === '') return 'eoa';
  if (code.toLowerCase().startsWith(DELEGATION_PREFIX) && code.length === 2 + 46) return 'eoa';
  return 'contract';
}

/** The site facts (phishing list, lookalikes, official sites). */
export function requestSite(domain: string): SiteFacts {
  return judgeSite(domain);
}

/** One judgement of the site per request context (several transactions of a batch share it). */
const siteCache = new WeakMap<ValidationContext, SiteFacts | undefined>();
export function siteOf(ctx: ValidationContext): SiteFacts | undefined {
  if (siteCache.has(ctx)) return siteCache.get(ctx);
  const site = ctx.domain === undefined || ctx.domain === '' ? undefined : requestSite(ctx.domain);
  siteCache.set(ctx, site);
  return site;
}

/**
 * One chain question per address and request, answered within the timeout;
 * a failure or a slow answer is `fallback` (unknown), never an exception.
 */
function once<T>(cache: Map<string, Promise<T>>, address: string, ask: () => Promise<T>, fallback: T): Promise<T> {
  const key = address.toLowerCase();
  const cached = cache.get(key);
  if (cached) return cached;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), GET_CODE_TIMEOUT_MS);
  });
  const answer = Promise.resolve().then(ask).catch(() => fallback);
  const result = Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
  cache.set(key, result);
  return result;
}

export function createFacts(ctx: ValidationContext, signer: Address | undefined): RuleFacts {
  const cache = new Map<string, Promise<AccountKind>>();
  const tokenCache = new Map<string, Promise<TokenInfo | undefined>>();
  const balanceCache = new Map<string, Promise<bigint | undefined>>();
  const reader = ctx.chain;
  const chainSource = reader === undefined ? undefined : (ctx.chainSource ?? 'user');
  const { chainId } = ctx;
  const known = (address: Address) => (chainId === undefined ? undefined : knownContract(chainId, address));
  return {
    signer,
    chainId,
    chainSource,
    site: siteOf(ctx),
    known,
    listed: (address) => listedAddress(chainId ?? 0, address),
    isCurrency: (token) => isCurrency(chainId, token) || known(token)?.role === 'token',
    kindOf(address) {
      // A registry contract is a contract whatever a chain source says.
      if (known(address) !== undefined) return Promise.resolve('contract');
      if (reader === undefined) return Promise.resolve('unknown');
      return once(cache, address, () => {
        const lookup = reader.getCode(address).then(kindFromCode, (): AccountKind => 'unknown');
        // The page may claim code where there is none: from it, "contract" proves nothing.
        return chainSource === 'page' ? lookup.then((k): AccountKind => (k === 'contract' ? 'unknown' : k)) : lookup;
      }, 'unknown');
    },
    balanceOf(token, id) {
      if (signer === undefined) return Promise.resolve(undefined);
      // The placeholder stands for the chain's own coin, which no contract holds the balance of.
      if (isNativePlaceholder(token) && id === undefined) return once(balanceCache, token, () => reader?.nativeBalance?.(signer) ?? Promise.resolve(undefined), undefined);
      if (reader?.balanceOf === undefined) return Promise.resolve(undefined);
      const key = id === undefined ? token : `${token}#${id}`;
      return once(balanceCache, key, () => reader.balanceOf?.(token, signer, id) ?? Promise.resolve(undefined), undefined);
    },
    tokenOf(token) {
      const lookup = ctx.tokenInfo;
      if (lookup === undefined) return Promise.resolve(undefined);
      return once(tokenCache, token, () => lookup(token), undefined);
    },
  };
}
