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

const isAddressWord = (value: bigint): boolean => value >= ADDRESS_FLOOR && value < ADDRESS_CEILING;
const toAddress = (value: bigint): Address => getAddress(numberToHex(value, { size: 20 }));

export function addressWords(data: Hex): Address[] {
  return [...new Set(callWords(data).filter(isAddressWord).map(toAddress))];
}

/**
 * Each static word in order, as an address where it is address-shaped (else undefined): which words
 * sit side by side, as `from` and `to` do in nearly every transfer's arguments.
 */
export function wordAddresses(data: Hex): (Address | undefined)[] {
  return callWords(data).map((value) => (isAddressWord(value) ? toAddress(value) : undefined));
}
