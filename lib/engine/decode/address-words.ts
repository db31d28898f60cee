/**
 * The address-shaped words of calldata Preflight has no ABI for: each 32-byte word after the
 * selector whose top 12 bytes are zero and whose value is at least 2^128. An address is 160 random
 * bits, so one below 2^128 (its first four bytes all zero) is all but never met outside vanity
 * contracts; amounts, ids, offsets, lengths and timestamps stay below it, and the all-ones maxima
 * (type(uint160).max) are no address. What such a word stands for (recipient, grantee, token,
 * referrer) is unknown: the rules weigh it by what the chain says it is.
 */
import { getAddress, type Address, type Hex } from 'viem';

const WORD_HEX = 64;
const SELECTOR_HEX = 10;
const ADDRESS_FLOOR = 1n << 128n;
const ADDRESS_CEILING = (1n << 160n) - 1n;
/** Enough for every static argument of an ordinary call; past it lie the tails of long dynamic data. */
const MAX_WORDS = 32;

export function addressWords(data: Hex): Address[] {
  const seen = new Set<string>();
  const out: Address[] = [];
  const end = Math.min(data.length, SELECTOR_HEX + MAX_WORDS * WORD_HEX);
  for (let i = SELECTOR_HEX; i + WORD_HEX <= end; i += WORD_HEX) {
    const word = data.slice(i, i + WORD_HEX);
    if (!/^0{24}[0-9a-fA-F]{40}$/.test(word)) continue;
    const value = BigInt(`0x${word}`);
    if (value < ADDRESS_FLOOR || value >= ADDRESS_CEILING) continue;
    const address = getAddress(`0x${word.slice(24)}`);
    if (seen.has(address)) continue;
    seen.add(address);
    out.push(address);
  }
  return out;
}
