/**
 * A swap as the user meets it, whatever router encodes it: what leaves (exact, or at most), what
 * comes back (exact, or at least), to whom and until when. Tokens are addresses or 'native' (the
 * chain's coin); amounts in the token's smallest unit.
 */
import type { Address } from 'viem';
import { isNativePlaceholder } from '../../tokens/native';

export type SwapToken = Address | 'native';

export interface SwapSide {
  token: SwapToken;
  amount: bigint;
  /** give: 'exact' or 'max' (exact-output swaps); get: 'exact' or 'min' (exact-input swaps). */
  bound: 'exact' | 'max' | 'min';
}

export interface SwapIntent {
  /** Who encodes it: the review names the router from the registry, this says how it was read. */
  router: 'uniswap-universal-router' | 'uniswap-router' | '1inch' | '0x';
  give: SwapSide;
  get: SwapSide;
  /** Who receives the output; undefined when it is the sender (or a sentinel that means the sender). */
  recipient: Address | undefined;
  /** Unix seconds after which the router refuses the call. */
  deadline: bigint | undefined;
}

/** 1inch and 0x write the chain's coin as this address. */

export function tokenOf(address: Address): SwapToken {
  const lower = address.toLowerCase();
  return isNativePlaceholder(lower) || /^0x0{40}$/.test(lower) ? 'native' : address;
}
