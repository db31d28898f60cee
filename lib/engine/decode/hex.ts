/**
 * Lenient readers for untrusted hex from dapps: each says what was wrong
 * instead of throwing, so the validator can turn problems into features.
 */
import { getAddress, type Address, type Hex } from 'viem';

export type Read<T> = { ok: true; value: T; note?: string } | { ok: false; problem: string };

const HEX_BODY = /^[0-9a-fA-F]*$/;

/** Calldata: accepts a missing 0x prefix (with a note); rejects odd length and non-hex. */
export function readData(input: unknown): Read<Hex> {
  if (typeof input !== 'string') return { ok: false, problem: 'the calldata is not a string' };
  const hasPrefix = input.startsWith('0x') || input.startsWith('0X');
  const body = hasPrefix ? input.slice(2) : input;
  if (!HEX_BODY.test(body)) return { ok: false, problem: 'the calldata is not hexadecimal' };
  if (body.length % 2 !== 0) return { ok: false, problem: 'the calldata has an odd number of hex digits' };
  const value: Hex = `0x${body.toLowerCase()}`;
  return hasPrefix && input.startsWith('0x') ? { ok: true, value } : { ok: true, value, note: 'the calldata has no 0x prefix' };
}

/** A quantity (value, chain id): 0x-hex, decimal string, number or bigint. */
export function readQuantity(input: unknown): Read<bigint> {
  if (typeof input === 'bigint') return input >= 0n ? { ok: true, value: input } : { ok: false, problem: 'negative quantity' };
  if (typeof input === 'number') {
    return Number.isSafeInteger(input) && input >= 0 ? { ok: true, value: BigInt(input) } : { ok: false, problem: 'not a whole non-negative number' };
  }
  if (typeof input !== 'string') return { ok: false, problem: 'not a number' };
  const s = input.trim();
  // Cap the length: a 1 MB "number" must not cost a big-int parse.
  if (s.length === 0 || s.length > 200) return { ok: false, problem: 'not a number' };
  if (/^0x[0-9a-fA-F]+$/i.test(s)) return { ok: true, value: BigInt(s.toLowerCase()) };
  if (/^[0-9]+$/.test(s)) return { ok: true, value: BigInt(s) };
  return { ok: false, problem: 'not a number' };
}

export function readAddress(input: unknown): Read<Address> {
  if (typeof input !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(input)) return { ok: false, problem: 'not a 20-byte hex address' };
  // getAddress would reject a wrong mixed-case checksum; wallets differ, so normalise from lower case.
  return { ok: true, value: getAddress(input.toLowerCase()) };
}

/** A 32-byte value such as a message hash. */
export function isBytes32(hex: string): boolean {
  return /^0x[0-9a-fA-F]{64}$/.test(hex);
}
