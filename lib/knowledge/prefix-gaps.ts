/**
 * The coding of scam-prefixes.bin (docs/performance.md, "Build size"): a sorted group of 6-byte
 * prefixes is stored as the gaps between neighbours, Golomb-Rice coded. Prefixes of hashes are
 * spread evenly, so a gap needs about 37 bits instead of the prefix's 48: the file is a fifth
 * smaller and still exact. The writer (scripts/scam/compact.ts) and the reader (scam-addresses.ts)
 * share this module; the reader unpacks a group into the plain sorted bytes address-prefixes.ts
 * searches.
 */
import { PREFIX_BYTES } from './address-prefixes';

const PREFIX_SPACE = 2 ** (PREFIX_BYTES * 8);
/** No gap of a well-formed file has a quotient anywhere near this: more ones in a row is a corrupt file. */
const MAX_QUOTIENT = 1 << 16;

/** The Rice parameter for `count` evenly spread prefixes (close to log2 of the mean gap times ln 2). */
export function riceBits(count: number): number {
  return Math.max(0, Math.min(PREFIX_BYTES * 8 - 1, Math.floor(Math.log2((PREFIX_SPACE / (count + 1)) * Math.LN2))));
}

/** A prefix's 12 hex digits as a number (exact: 48 bits fit a double). */
export const prefixValue = (hex: string): number => Number.parseInt(hex, 16);

/** Packs sorted, distinct prefix values into a byte-aligned Rice-coded group. */
export function encodePrefixGroup(values: readonly number[]): Uint8Array {
  const k = riceBits(values.length);
  const bits: number[] = [];
  let previous = -1;
  for (const value of values) {
    if (!Number.isSafeInteger(value) || value <= previous || value >= PREFIX_SPACE) throw new Error(`prefix ${value} is not above ${previous} and below 2^${PREFIX_BYTES * 8}`);
    const gap = value - previous - 1;
    previous = value;
    const quotient = Math.floor(gap / 2 ** k);
    for (let i = 0; i < quotient; i++) bits.push(1);
    bits.push(0);
    const remainder = gap - quotient * 2 ** k;
    for (let i = k - 1; i >= 0; i--) bits.push(Math.floor(remainder / 2 ** i) % 2);
  }
  const bytes = new Uint8Array(Math.ceil(bits.length / 8));
  for (let byte = 0; byte < bytes.length; byte++) {
    let value = 0;
    for (let i = 0; i < 8; i++) value = (value << 1) | (bits[byte * 8 + i] ?? 0);
    bytes[byte] = value;
  }
  return bytes;
}

/** Unpacks `count` prefixes starting at byte `offset`: their plain sorted bytes and where the group ends. Throws on a truncated or corrupt group. */
export function decodePrefixGroup(file: Uint8Array, offset: number, count: number): { prefixes: Uint8Array; end: number } {
  const k = riceBits(count);
  const prefixes = new Uint8Array(count * PREFIX_BYTES);
  const view = new DataView(prefixes.buffer);
  let at = offset * 8;
  const bit = (): number => {
    const byte = file[at >> 3];
    if (byte === undefined) throw new Error(`ends inside a group of ${count} prefixes`);
    const value = (byte >> (7 - (at & 7))) & 1;
    at++;
    return value;
  };
  let previous = -1;
  for (let n = 0; n < count; n++) {
    let quotient = 0;
    while (bit() === 1) if (++quotient > MAX_QUOTIENT) throw new Error('holds a gap too long for its group');
    let remainder = 0;
    for (let i = 0; i < k; i++) remainder = remainder * 2 + bit();
    const value = previous + 1 + quotient * 2 ** k + remainder;
    if (value >= PREFIX_SPACE) throw new Error(`holds a prefix past 2^${PREFIX_BYTES * 8}`);
    view.setUint32(n * PREFIX_BYTES, Math.floor(value / 65536));
    view.setUint16(n * PREFIX_BYTES + 4, value % 65536);
    previous = value;
  }
  return { prefixes, end: Math.ceil(at / 8) };
}
