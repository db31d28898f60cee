import { describe, expect, it } from 'vitest';
import { byAddress, shortAddress } from '../../../lib/format/address';
import { chainLabel, chainName, nativeCurrency } from '../../../lib/format/chain';
import { nativeAmount, nativeAsset } from '../../../lib/engine/tokens/native';
import { formatExpiry } from '../../../lib/format/date';
import { fallbackLogo } from '../../../lib/format/logo';
import { formatUsd } from '../../../lib/format/usd';

describe('addresses', () => {
  it('shortens to 0x1234…abcd and finds records whatever the checksum case', () => {
    expect(shortAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd');
    expect(byAddress({ '0xAbC0000000000000000000000000000000000001': 1 }, '0xabc0000000000000000000000000000000000001')).toBe(1);
  });
});

describe('chains', () => {
  it('names chains people know, local chains and unknown ids', () => {
    expect(chainName(1)).toBe('Ethereum');
    expect(chainName(8453)).toBe('Base');
    expect(chainName(31337)).toBe('Anvil');
    expect(chainLabel(31337)).toBe('Anvil (31337)');
    expect(chainName(987654321)).toBe('Chain 987654321');
    expect(chainLabel(undefined)).toBe('Unknown network');
    expect(nativeCurrency(137).symbol).toMatch(/^(POL|MATIC)$/);
  });

  it('says amounts in the chain\'s own coin beyond the API\'s chains (Mantle, Core, Celo), in ETH on ETH chains and local ones', () => {
    expect(nativeCurrency(5000)).toEqual({ symbol: 'MNT', decimals: 18 });
    expect(nativeCurrency(1116).symbol).toBe('CORE');
    expect(nativeCurrency(42220).symbol).toBe('CELO');
    expect(nativeAmount(800n * 10n ** 18n, 1116)).toBe('800 CORE');
    expect(nativeAsset(5000)).toMatchObject({ type: 'NATIVE', symbol: 'MNT', decimals: 18, chain_id: 5000 });
    for (const chainId of [1, 8453, 31337, 987654321]) expect(nativeCurrency(chainId).symbol, String(chainId)).toBe('ETH');
  });
});

describe('dates', () => {
  it('formats seconds, ISO strings and "never"', () => {
    expect(formatExpiry('1893456000', { timeZone: 'UTC' })).toBe('1 Jan 2030, 00:00 UTC');
    expect(formatExpiry('2030-01-01T00:00:00Z', { timeZone: 'UTC' })).toBe('1 Jan 2030, 00:00 UTC');
    expect(formatExpiry('281474976710655')).toBe('Never expires');
    expect(formatExpiry(undefined)).toBeUndefined();
  });
});

describe('usd', () => {
  it('formats only what is given', () => {
    expect(formatUsd('3750.12')).toBe('$3,750.12');
    expect(formatUsd('-3650.12')).toBe('\u2212$3,650.12');
    expect(formatUsd('12', { signed: true })).toBe('+$12.00');
    expect(formatUsd('0.001')).toBe('<$0.01');
    expect(formatUsd(undefined)).toBeUndefined();
    expect(formatUsd('n/a')).toBeUndefined();
  });
});

describe('fallback logo', () => {
  it('is deterministic per token and differs between tokens', () => {
    const a = fallbackLogo({ symbol: 'PEPE', address: '0x6982508145454Ce325dDbE47a25d4ec3d2311933' });
    expect(a).toEqual(fallbackLogo({ symbol: 'PEPE', address: '0x6982508145454ce325ddbe47a25d4ec3d2311933' }));
    expect(a.letter).toBe('P');
    expect(a.background).not.toBe(fallbackLogo({ symbol: 'PEPE', address: '0x1111111111111111111111111111111111111111' }).background);
    expect(fallbackLogo({ address: '0xab00000000000000000000000000000000000000' }).letter).toBe('A');
  });
});

describe('addresses never read like the zero address', () => {
  it('keeps four characters after leading zeros (Permit2), and names the zero address', async () => {
    const { shortAddress: short, nameAddressesIn } = await import('../../../lib/format/address');
    expect(short('0x000000000022D473030F116dDEE9F6B43aC78BA3')).toBe('0x000000000022D4…8BA3');
    expect(short('0x0000000000000000000000000000000000000000')).toBe('0x0000…0000 (zero address)');
    // A burn address: every significant digit once, and a sentence shortened twice stays the same.
    expect(short('0x000000000000000000000000000000000000dEaD')).toBe('0x0000…dEaD');
    expect(nameAddressesIn(nameAddressesIn('Sends 0.01 ETH to 0x000000000000000000000000000000000000dEaD.'))).toBe('Sends 0.01 ETH to 0x0000…dEaD.');
    expect(nameAddressesIn('Gives 0x000000000022D473030F116dDEE9F6B43aC78BA3 permission to spend 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48.', (a) =>
      a.toLowerCase() === '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' ? 'USDC' : undefined,
    )).toBe('Gives 0x000000000022D4…8BA3 permission to spend USDC.');
  });
});
