import { describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import { isCurrency, isGiveaway, isLargeSum, isPettySum, worthOf } from '../../../../lib/engine/tokens/currency';
import { NATIVE_PLACEHOLDER } from '../../../../lib/engine/tokens/native';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const eth = (n: string) => worthOf(1, WETH, parseEther(n));
const usd = (dollars: number) => worthOf(1, USDC, BigInt(Math.round(dollars * 1e6)));

describe('an order that gives tokens away', () => {
  it('is one when what comes back is worth under a hundredth at every plausible ETH price', () => {
    expect(isGiveaway(eth('1'), usd(0.000001))).toBe(true); // 1 WETH for 1 wei of USDC
    expect(isGiveaway(usd(5000), eth('0.00001'))).toBe(true); // 5,000 USDC for 0.00001 WETH (≤ 1 USD even at 100k/ETH)
    expect(isGiveaway(eth('2'), eth('0.01'))).toBe(true);
  });
  it('is not one for a real trade, a bad but plausible price, or dust sold for dust', () => {
    expect(isGiveaway(eth('1'), usd(3400))).toBe(false);
    expect(isGiveaway(usd(3400), eth('1'))).toBe(false);
    expect(isGiveaway(eth('1'), usd(2))).toBe(false); // $2 per ETH is only 50x below the $100 floor price: not certain
    expect(isGiveaway(usd(0.5), usd(0))).toBe(false); // what is sold is itself dust
  });
  it('is never claimed for an unpriced token', () => {
    expect(isGiveaway(worthOf(1, '0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2', 10n ** 24n), usd(0))).toBe(false);
  });
});

describe('a petty sum (what a pay-per-request call or a tip costs)', () => {
  it('is at most a dollar at every plausible price; unpriced amounts never are', () => {
    expect([usd(0.01), usd(1), eth('0.00000001')].map(isPettySum)).toEqual([true, true, true]); // 0.00000001 ETH ≤ $0.001 even at 100k/ETH
    expect([usd(1.01), usd(25), eth('0.0001')].map(isPettySum)).toEqual([false, false, false]); // 0.0001 ETH is $10 at 100k/ETH
    expect(isPettySum(worthOf(1, '0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2', 1n))).toBe(false);
  });
});

describe('the tokens known on every chain (the bundled list with its packages\' rows)', () => {
  it('knows each chain\'s wrapped native coin and the tokens its lending markets accept, so ordinary calls naming them name no stranger', () => {
    expect(isCurrency(43114, '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7')).toBe(true); // WAVAX (@uniswap/sdk-core WETH9)
    expect(isCurrency(43114, '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E')).toBe(true); // USDC on Avalanche (Aave address book)
    expect(isCurrency(100, '0xe91D153E0b41518A2Ce8Dd3D7944Fa863463a97d')).toBe(true); // WXDAI on Gnosis
    expect(isCurrency(1, '0x7e57c0ffee5a1e0ddba11f00d0a9e3d4c2b1a0f9')).toBe(false);
    expect(isCurrency(1, '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7')).toBe(false); // an address is a token on its own chain only
  });
  it('prices a listed stablecoin of another chain in dollars, so a large sum there is called one', () => {
    expect(worthOf(43114, '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', 50_000_000_000n)).toEqual({ unit: 'usd', cents: 5_000_000n });
    expect(isLargeSum(worthOf(43114, '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', 50_000_000_000n))).toBe(true);
    expect(isLargeSum(worthOf(1, USDC, 10_000_000_000n))).toBe(false);
    expect(isLargeSum(worthOf(1, WETH, parseEther('6')))).toBe(true);
    expect(isLargeSum({ unit: 'unpriced' })).toBe(false);
  });
});

describe("the chain's own coin in a token slot", () => {
  it('the 0xEeee… placeholder apps write for it is a currency on any chain, worth its amount in the coin, as the zero address is', () => {
    for (const chainId of [1, 5000, undefined]) expect(isCurrency(chainId, NATIVE_PLACEHOLDER)).toBe(true);
    expect(isCurrency(1, '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeF')).toBe(false);
    expect(worthOf(5000, NATIVE_PLACEHOLDER, 5n)).toEqual({ unit: 'eth', wei: 5n });
  });
});
