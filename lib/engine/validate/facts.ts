/** RuleFacts over the ValidationContext's ChainReader, with a per-request cache. */
import type { Address } from 'viem';
import type { TokenInfo, ValidationContext } from '../contracts';
import type { AccountKind, RuleFacts } from '../rules/types';

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

export function createFacts(ctx: ValidationContext, signer: Address | undefined): RuleFacts {
  const cache = new Map<string, Promise<AccountKind>>();
  const tokenCache = new Map<string, Promise<TokenInfo | undefined>>();
  const reader = ctx.chain;
  return {
    signer,
    chainId: ctx.chainId,
    kindOf(address) {
      if (reader === undefined) return Promise.resolve('unknown');
      const key = address.toLowerCase();
      const cached = cache.get(key);
      if (cached) return cached;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<AccountKind>((resolve) => {
        timer = setTimeout(() => resolve('unknown'), GET_CODE_TIMEOUT_MS);
      });
      const lookup = reader.getCode(address).then(kindFromCode, (): AccountKind => 'unknown');
      const result = Promise.race([lookup, timeout]).finally(() => clearTimeout(timer));
      cache.set(key, result);
      return result;
    },
    tokenOf(token) {
      const lookup = ctx.tokenInfo;
      if (lookup === undefined) return Promise.resolve(undefined);
      const key = token.toLowerCase();
      const cached = tokenCache.get(key);
      if (cached) return cached;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), GET_CODE_TIMEOUT_MS);
      });
      const result = Promise.race([lookup(token).catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
      tokenCache.set(key, result);
      return result;
    },
  };
}
