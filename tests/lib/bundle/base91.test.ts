import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeBase91, encodeBase91 } from '../../../lib/bundle/base91';

describe('basE91 (the packed tables\' text)', () => {
  it('gives back every byte string it encodes, of any length', () => {
    for (const length of [0, 1, 2, 3, 7, 13, 14, 100, 4099]) {
      const bytes = new Uint8Array(randomBytes(length));
      expect(decodeBase91(encodeBase91(bytes))).toEqual(bytes);
    }
    const edges = Uint8Array.from([0, 0, 0, 255, 255, 255, 0, 1, 0, 1]);
    expect(decodeBase91(encodeBase91(edges))).toEqual(edges);
  });

  it('needs no escape in a double-quoted literal and is shorter than base64', () => {
    const bytes = new Uint8Array(randomBytes(30_000));
    const text = encodeBase91(bytes);
    expect(text).not.toMatch(/["'\\]/);
    expect(text.length).toBeLessThan(Buffer.from(bytes).toString('base64').length * 0.93);
  });

  it('refuses a character outside its alphabet', () => {
    expect(() => decodeBase91('AB"C')).toThrow(/not in the alphabet/);
  });
});
