/**
 * The address-shaped words of calldata Preflight has no ABI for: each static word (call-words.ts)
 * whose top 12 bytes are zero and whose value is at least 2^128. An address is 160 random bits, so
 * one below 2^128 (its first four bytes all zero) is all but never met outside vanity contracts;
 * amounts, ids, offsets, lengths and timestamps stay below it, and the all-ones maxima
 * (type(uint160).max) are no address. What such a word stands for (recipient, grantee, token,
 * referrer) is unknown: the rules weigh it by what the chain says it is.
 * An address may also travel as `bytes` of exactly 20 (abi.encodePacked(address): how cross-chain
 * routers carry a destination on another chain): a length word of 20, then the address left-aligned.
 */
import { getAddress, numberToHex, type Address, type Hex } from 'viem';
import { ADDRESS_FLOOR, callWords } from './call-words';

const ADDRESS_CEILING = (1n << 160n) - 1n;

const isAddressWord = (value: bigint): boolean => value >= ADDRESS_FLOOR && value < ADDRESS_CEILING;
const toAddress = (value: bigint): Address => getAddress(numberToHex(value, { size: 20 }));

const PACKED_ADDRESS_BYTES = 20n;
const PACKED_SHIFT = 96n;

/** Addresses carried as 20-byte `bytes` values: the word after a length word of 20, shifted down. */
function packedAddresses(words: bigint[]): bigint[] {
  return words.flatMap((word, i) => {
    const next = words[i + 1];
    if (word !== PACKED_ADDRESS_BYTES || next === undefined || next % (1n << PACKED_SHIFT) !== 0n) return [];
    const value = next >> PACKED_SHIFT;
    return isAddressWord(value) ? [value] : [];
  });
}

export function addressWords(data: Hex): Address[] {
  const words = callWords(data);
  return [...new Set([...words.filter(isAddressWord), ...packedAddresses(words)].map(toAddress))];
}

/**
 * Each static word in order, as an address where it is address-shaped (else undefined): which words
 * sit side by side, as `from` and `to` do in nearly every transfer's arguments.
 */
export function wordAddresses(data: Hex): (Address | undefined)[] {
  return callWords(data).map((value) => (isAddressWord(value) ? toAddress(value) : undefined));
}
