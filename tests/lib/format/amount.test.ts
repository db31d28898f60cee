import { describe, expect, it } from 'vitest';
import { maxUint256 } from 'viem';
import { formatDecimalString, formatTokenAmount, isUnlimitedAmount, parseRawAmount, signedAmount } from '../../../lib/format/amount';

describe('amounts', () => {
  it('applies decimals and adds thousands separators', () => {
    expect(formatTokenAmount(1_500_000_000_000_000_000n, 18)).toBe('1.5');
    expect(formatTokenAmount(1_234_567_890_000n, 6)).toBe('1,234,567.89');
    expect(formatTokenAmount(100_000_000n, 6)).toBe('100');
  });

  it('trims long fractions without rounding up', () => {
    expect(formatDecimalString('1234.567891234')).toBe('1,234.5678');
    expect(formatDecimalString('0.000123456789')).toBe('0.000123456');
    expect(formatDecimalString('0.00000000001')).toBe('<0.000001');
    expect(formatDecimalString('0.99999999')).toBe('0.999999');
    expect(formatDecimalString('0')).toBe('0');
  });

  it('parses hex and decimal raw values, rejects junk', () => {
    expect(parseRawAmount('0x5f5e100')).toBe(100_000_000n);
    expect(parseRawAmount('1000')).toBe(1000n);
    expect(parseRawAmount('1e18')).toBeUndefined();
    expect(parseRawAmount(undefined)).toBeUndefined();
  });

  it('detects unlimited allowances', () => {
    expect(isUnlimitedAmount(maxUint256)).toBe(true);
    expect(isUnlimitedAmount((1n << 160n) - 1n, { permit2: true })).toBe(true);
    // One threshold for rules and review: 2^128 and above is more than any balance.
    expect(isUnlimitedAmount((1n << 160n) - 2n, { permit2: true })).toBe(true);
    expect(isUnlimitedAmount(1n << 128n)).toBe(true);
    expect(isUnlimitedAmount((1n << 128n) - 1n)).toBe(false);
    expect(isUnlimitedAmount(10n ** 30n, { decimals: 6 })).toBe(true);
    expect(isUnlimitedAmount(10n ** 29n, { decimals: 6 })).toBe(false);
    // A million 18-decimal tokens is a real amount when decimals are unknown.
    expect(isUnlimitedAmount(10n ** 24n)).toBe(false);
  });

  it('signs changes with a real minus sign', () => {
    expect(signedAmount('out', '1.5', 'ETH')).toBe('\u22121.5 ETH');
    expect(signedAmount('in', '100', 'USDC')).toBe('+100 USDC');
  });
});
