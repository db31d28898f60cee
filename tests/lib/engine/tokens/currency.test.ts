import { describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import { isGiveaway, worthOf } from '../../../../lib/engine/tokens/currency';

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
