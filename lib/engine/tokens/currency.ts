/**
 * What an order may be paid in, and what a payment is worth in the two units
 * Preflight can judge without a price feed: ETH (native or wrapped) and US
 * dollars (stablecoins). Everything comes from the bundled token list.
 */
import type { Address } from 'viem';
import { listedToken } from './list';
import { isNativeCoinAddress } from './native';

/** Wrapped natives and ETH-pegged payment tokens, by symbol in the bundled list. */
const ETH_LIKE = new Set(['WETH', 'ETH']);
/** Dollar stablecoins, by symbol in the bundled list. */
const STABLES = new Set(['USDC', 'USDT', 'DAI', 'USDC.E', 'USDBC', 'PYUSD', 'USDS', 'FDUSD', 'TUSD', 'LUSD', 'GHO', 'CRVUSD', 'FRAX']);

export function isCurrency(chainId: number | undefined, token: Address): boolean {
  return isNativeCoinAddress(token) || listedToken(chainId, token) !== undefined;
}

export type Worth = { unit: 'eth'; wei: bigint } | { unit: 'usd'; cents: bigint } | { unit: 'unpriced' };

/** The value of `amount` of `token` (an address of the native coin, tokens/native.ts, is the coin). */
export function worthOf(chainId: number | undefined, token: Address, amount: bigint): Worth {
  if (isNativeCoinAddress(token)) return { unit: 'eth', wei: amount };
  const listed = listedToken(chainId, token);
  const symbol = listed?.symbol.toUpperCase();
  if (listed === undefined || symbol === undefined) return { unit: 'unpriced' };
  if (ETH_LIKE.has(symbol) && listed.decimals === 18) return { unit: 'eth', wei: amount };
  if (STABLES.has(symbol)) return { unit: 'usd', cents: (amount * 100n) / 10n ** BigInt(listed.decimals) };
  return { unit: 'unpriced' };
}

/**
 * Below these, one NFT is given away: no floor price is known offline, and real
 * listings of NFTs worth taking sit well above a few dollars. A listing of a
 * valuable NFT for 0.001 ETH is the classic "dust listing" drain.
 */
export const MIN_NFT_PRICE_WEI = 5n * 10n ** 15n; // 0.005 ETH
export const MIN_NFT_PRICE_CENTS = 1_000n; // 10 USD

/** Whether `worth` per NFT is below the floor; unpriced payments are judged elsewhere (zero or not). */
export function belowNftFloor(worth: Worth, nfts: number): boolean {
  const n = BigInt(Math.max(1, nfts));
  if (worth.unit === 'eth') return worth.wei < MIN_NFT_PRICE_WEI * n;
  if (worth.unit === 'usd') return worth.cents < MIN_NFT_PRICE_CENTS * n;
  return false;
}

/**
 * Above these, a limited grant to a spender Preflight could not check is no longer a small, ordinary
 * step before a spend: the amount is what is lost if the spender is a drainer's own account.
 */
const LARGE_GRANT_WEI = 5n * 10n ** 18n; // 5 ETH
const LARGE_GRANT_CENTS = 1_000_000n; // 10,000 USD

/** Whether `worth` is a large sum (unpriced amounts are not called large: nothing says so). */
export function isLargeSum(worth: Worth): boolean {
  if (worth.unit === 'eth') return worth.wei > LARGE_GRANT_WEI;
  if (worth.unit === 'usd') return worth.cents > LARGE_GRANT_CENTS;
  return false;
}

/**
 * What one ETH may be worth, in cents, for comparing an ETH side with a dollar
 * side without a price feed: an order is called a giveaway only when it is one
 * at every price in this (deliberately wide) range.
 */
const ETH_CENTS_MIN = 10_000n; // 100 USD
const ETH_CENTS_MAX = 10_000_000n; // 100,000 USD
const WEI_PER_ETH = 10n ** 18n;
/** Receiving less than 1/GIVEAWAY_RATIO of what is sold is no trade. */
const GIVEAWAY_RATIO = 100n;
/** Below this (in cents, at the lowest ETH price) what is sold is dust itself: nothing to protect. */
const MIN_SOLD_CENTS = 100n;

/** [lowest, highest] value in cents a priced worth can have. */
function centsRange(w: Worth): [bigint, bigint] | undefined {
  if (w.unit === 'usd') return [w.cents, w.cents];
  if (w.unit === 'eth') return [(w.wei * ETH_CENTS_MIN) / WEI_PER_ETH, (w.wei * ETH_CENTS_MAX) / WEI_PER_ETH];
  return undefined;
}

/**
 * At most a dollar at every price in the range: what a pay-per-request call or a tip costs, and nothing a
 * drainer gains from. Below the line of MIN_SOLD_CENTS; unpriced amounts are never petty (nothing says so).
 */
export function isPettySum(worth: Worth): boolean {
  const range = centsRange(worth);
  return range !== undefined && range[1] <= MIN_SOLD_CENTS;
}

/** Whether an order that sells `sold` for `received` gives the sold side away at any plausible price (both sides priced). */
export function isGiveaway(sold: Worth, received: Worth): boolean {
  const s = centsRange(sold);
  const r = centsRange(received);
  if (s === undefined || r === undefined || s[0] < MIN_SOLD_CENTS) return false;
  // Same unit: no price needed, compare the amounts themselves.
  if (sold.unit === 'eth' && received.unit === 'eth') return received.wei * GIVEAWAY_RATIO < sold.wei;
  return r[1] * GIVEAWAY_RATIO < s[0];
}
