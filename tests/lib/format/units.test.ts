import fc from 'fast-check';
import { formatUnits as viemFormatUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { InvalidDecimalsError, formatUnits } from '../../../lib/format/units';
import { propertyRuns } from '../../support/property-runs';

describe('formatUnits', () => {
  it('reads amounts as a person would', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(-1_000_000n, 6)).toBe('-1');
    expect(formatUnits(0n, 18)).toBe('0');
    expect(formatUnits(42n, 0)).toBe('42');
  });

  it('gives what viem gives, for any amount and decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(1n << 256n), max: 1n << 256n }), fc.integer({ min: 0, max: 80 }), (value, decimals) => {
        expect(formatUnits(value, decimals)).toBe(viemFormatUnits(value, decimals));
      }),
      propertyRuns(500),
    );
  });

  it('refuses decimals no amount can have, as viem does', () => {
    for (const decimals of [-1, 1.5, Number.NaN]) {
      expect(() => formatUnits(1n, decimals)).toThrow(InvalidDecimalsError);
      expect(() => viemFormatUnits(1n, decimals)).toThrow();
    }
  });
});
