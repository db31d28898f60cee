/**
 * The static 32-byte words of calldata Preflight has no ABI for, as numbers: each word after the
 * selector, within the first MAX_WORDS (enough for every static argument of an ordinary call; past
 * it lie the tails of long dynamic data). Words that are not hex are skipped. address-words.ts and
 * amount-words.ts split them at ADDRESS_FLOOR.
 */
import type { Hex } from 'viem';

const WORD_HEX = 64;
const SELECTOR_HEX = 10;
export const MAX_WORDS = 32;
/** An address is 160 random bits, so one below 2^128 is all but never met; amounts, ids and times stay below it. */
export const ADDRESS_FLOOR = 1n << 128n;

/** `maxWords`: how far to read; the tails of dynamic lists (payout-lists.ts) lie past the static words. */
export function callWords(data: Hex, maxWords = MAX_WORDS): bigint[] {
  const out: bigint[] = [];
  const end = Math.min(data.length, SELECTOR_HEX + maxWords * WORD_HEX);
  for (let i = SELECTOR_HEX; i + WORD_HEX <= end; i += WORD_HEX) {
    const word = data.slice(i, i + WORD_HEX);
    if (/^[0-9a-fA-F]{64}$/.test(word)) out.push(BigInt(`0x${word}`));
  }
  return out;
}
