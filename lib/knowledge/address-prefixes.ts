/**
 * A sorted set of address prefixes, packed as bytes (the bundled scam list's form:
 * scripts/scam/compact.ts writes it). Looked up by binary search without unpacking: a few
 * kilobytes of bytes instead of a Set of thousands of strings.
 *
 * Only the first PREFIX_BYTES (6) bytes of an address are kept, so an address that shares them
 * with a listed one is reported too. For a list of n addresses the chance that a given unlisted
 * address does is n / 2^48 (about 2.2e-11 for the 6,205 bundled ones: one false report in ~45
 * billion lookups), small enough to keep the file 12 kB smaller than with 8 bytes;
 * tests/lib/knowledge checks that none of 100,000 random addresses is reported.
 */
export const PREFIX_BYTES = 6;

export interface PrefixSet {
  size: number;
  has(address: string): boolean;
}

/** Throws on data that is not whole, sorted prefixes: the caller reports the list as unavailable. */
export function createPrefixSet(bytes: Uint8Array): PrefixSet {
  if (bytes.length % PREFIX_BYTES !== 0) throw new Error(`${bytes.length} bytes is not a whole number of ${PREFIX_BYTES}-byte prefixes`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = bytes.length / PREFIX_BYTES;
  // A prefix as a big-endian 32-bit high part and 16-bit low part: compared as numbers, they sort like the hex text.
  const hi = (i: number): number => view.getUint32(i * PREFIX_BYTES);
  const lo = (i: number): number => view.getUint16(i * PREFIX_BYTES + 4);
  for (let i = 1; i < size; i++) {
    if (hi(i - 1) > hi(i) || (hi(i - 1) === hi(i) && lo(i - 1) >= lo(i))) throw new Error('prefixes are not sorted');
  }
  return {
    size,
    has(address) {
      if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
      const wantHi = Number.parseInt(address.slice(2, 10), 16);
      const wantLo = Number.parseInt(address.slice(10, 14), 16);
      let low = 0;
      let high = size - 1;
      while (low <= high) {
        const mid = (low + high) >>> 1;
        const h = hi(mid);
        const l = lo(mid);
        if (h === wantHi && l === wantLo) return true;
        if (h < wantHi || (h === wantHi && l < wantLo)) low = mid + 1;
        else high = mid - 1;
      }
      return false;
    },
  };
}
