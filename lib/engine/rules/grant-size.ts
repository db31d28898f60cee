/** How big a grant is, against what the user holds and what it is worth: grant.ts's measures of an amount. */
import { isUnlimited } from './amounts';
import type { Grant } from './grant';
import type { RuleFacts } from './types';
import { isLargeSum, worthOf } from '../tokens/currency';

/** Half or more of what the chain says the user holds: no longer a small, ordinary amount. */
export async function coversMost(g: Grant, facts: RuleFacts): Promise<boolean> {
  if (g.token === undefined || g.amount === undefined) return false;
  const balance = await facts.balanceOf(g.token);
  return balance !== undefined && balance > 0n && g.amount * 2n >= balance;
}

/** Raw units no ordinary step asks for whatever the decimals: 2^96 is 79 billion tokens of 18 decimals. */
const HUGE_RAW_AMOUNT = 1n << 96n;

/** A raw amount no ordinary step asks for: bounded in name, all but unlimited in effect. */
export function isHugeAmount(g: Grant): boolean {
  return g.amount !== undefined && g.amount >= HUGE_RAW_AMOUNT;
}

/** More than an ordinary step before a spend: a priced sum over the line of lib/engine/tokens/currency.ts, or a huge raw amount. */
export function isLargeGrant(g: Grant, facts: RuleFacts): boolean {
  if (g.token === undefined || g.amount === undefined) return false;
  return isHugeAmount(g) || isLargeSum(worthOf(facts.chainId, g.token, g.amount));
}

/** A token amount that is neither unlimited nor "every NFT of the collection". */
export function isBounded(g: Grant, info: Awaited<ReturnType<RuleFacts['tokenOf']>>): boolean {
  return g.amount !== undefined && g.token !== undefined && !isUnlimited(g.amount, info);
}
