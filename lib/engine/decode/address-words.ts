/**
 * The address-shaped words of calldata Preflight has no ABI for: each static word (call-words.ts)
 * whose top 12 bytes are zero and whose value is at least 2^128. An address is 160 random bits, so
 * one below 2^128 (its first four bytes all zero) is all but never met outside vanity contracts;
 * amounts, ids, offsets, lengths and timestamps stay below it, and the all-ones maxima
 * (type(uint160).max) are no address. What such a word stands for (recipient, grantee, token,
 * referrer) is unknown: the rules weigh it by what the chain says it is.
 */
import { getAddress, numberToHex, type Address, type Hex } from 'viem';
import { ADDRESS_FLOOR, callWords } from './call-words';

const ADDRESS_CEILING = (1n << 160n) - 1n;

export function addressWords(data: Hex): Address[] {
  const found = callWords(data)
    .filter((value) => value >= ADDRESS_FLOOR && value < ADDRESS_CEILING)
    .map((value) => getAddress(numberToHex(value, { size: 20 })));
  return [...new Set(found)];
}
