/**
 * The amount-shaped words of calldata Preflight has no ABI for: each 32-byte word after the
 * selector that is above zero and below 2^128 (address-words.ts takes the words above). Amounts,
 * ids, offsets, lengths and timestamps all look alike here; a rule gives one a meaning only by
 * comparing it with a fact (what the user holds).
 */
import type { Hex } from 'viem';

const WORD_HEX = 64;
const SELECTOR_HEX = 10;
const AMOUNT_CEILING = 1n << 128n;
/** The same window as address-words.ts: the static arguments of an ordinary call. */
const MAX_WORDS = 32;

export function amountWords(data: Hex): bigint[] {
  const out: bigint[] = [];
  const end = Math.min(data.length, SELECTOR_HEX + MAX_WORDS * WORD_HEX);
  for (let i = SELECTOR_HEX; i + WORD_HEX <= end; i += WORD_HEX) {
    const word = data.slice(i, i + WORD_HEX);
    if (!/^[0-9a-fA-F]{64}$/.test(word)) continue;
    const value = BigInt(`0x${word}`);
    if (value > 0n && value < AMOUNT_CEILING) out.push(value);
  }
  return out;
}
