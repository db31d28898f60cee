/**
 * The amount-shaped words of calldata Preflight has no ABI for: each static word (call-words.ts)
 * above zero and below 2^128 (address-words.ts takes the words above). Amounts, ids, offsets,
 * lengths and timestamps all look alike here; a rule gives one a meaning only by comparing it with
 * a fact (what the user holds).
 */
import type { Hex } from 'viem';
import { ADDRESS_FLOOR, callWords } from './call-words';

export function amountWords(data: Hex): bigint[] {
  return callWords(data).filter((value) => value > 0n && value < ADDRESS_FLOOR);
}
