import { describe, expect, it } from 'vitest';
import { createPrefixSet } from '../../../lib/knowledge/address-prefixes';
import { decodePrefixGroup, encodePrefixGroup, prefixValue } from '../../../lib/knowledge/prefix-gaps';

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

describe('Rice-coded prefix groups (scam-prefixes.bin)', () => {
  it('gives back the same sorted prefixes, the extremes of the 48-bit space included, and where the group ends', () => {
    const prefixes = ['000000000000', '000000000001', '0000000532b4', '7fffffffffff', 'ab12cd34ef56', 'fffffffffffe', 'ffffffffffff'];
    const packed = encodePrefixGroup(prefixes.map(prefixValue));
    const file = new Uint8Array([...packed, 0xaa]);
    const { prefixes: bytes, end } = decodePrefixGroup(file, 0, prefixes.length);
    expect(hex(bytes)).toBe(prefixes.join(''));
    expect(end).toBe(packed.length);
    expect(createPrefixSet(bytes).has(`0x0000000532b4${'1'.repeat(28)}`)).toBe(true);
  });

  it('spends fewer than 40 bits a prefix on evenly spread ones', () => {
    let x = 0x2545f491;
    const values = new Set<number>();
    while (values.size < 5000) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      values.add(((x >>> 0) * 65536 + (values.size % 65536)) % 2 ** 48);
    }
    const sorted = [...values].sort((a, b) => a - b);
    const packed = encodePrefixGroup(sorted);
    expect(packed.length * 8).toBeLessThan(40 * sorted.length);
    expect(hex(decodePrefixGroup(packed, 0, sorted.length).prefixes)).toBe(sorted.map((v) => v.toString(16).padStart(12, '0')).join(''));
  });

  it('refuses unsorted or repeated prefixes when writing, and a truncated or corrupt group when reading', () => {
    expect(() => encodePrefixGroup([5, 3])).toThrow(/not above/);
    expect(() => encodePrefixGroup([5, 5])).toThrow(/not above/);
    expect(() => encodePrefixGroup([2 ** 48])).toThrow(/below 2\^48/);
    const packed = encodePrefixGroup([1, 2 ** 40, 2 ** 47]);
    expect(() => decodePrefixGroup(packed.subarray(0, packed.length - 2), 0, 3)).toThrow(/ends inside a group of 3 prefixes/);
    expect(() => decodePrefixGroup(new Uint8Array(16).fill(0xff), 0, 1)).toThrow(/ends inside|too long|past 2\^48/);
  });

  it('the plain search still refuses unsorted bytes', () => {
    expect(() => createPrefixSet(new Uint8Array(Buffer.from('ff0000000000' + '010000000000', 'hex')))).toThrow(/not sorted/);
    expect(() => createPrefixSet(new Uint8Array(Buffer.from('01000000ff00' + '010000000100', 'hex')))).toThrow(/not sorted/);
  });
});
