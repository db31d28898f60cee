/** A swap's output recipient is a value role: 1inch's dstReceiver naming a stranger is the finding, the sender (or 0x0) is not. */
import type { Address } from 'viem';
import { encodeFunctionData } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChainReader, ValidationContext } from '../../../../lib/engine/contracts';
import { aggregatorSwapAbi } from '../../../../lib/engine/decode/swaps/aggregators';
import { validateTransaction } from '../../../../lib/engine/validate';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';

beforeAll(() => loadBundledLists());

const USER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const STRANGER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
/** 1inch AggregationRouter v6 on Ethereum. */
const ROUTER: Address = '0x111111125421cA6dc452d289314280a0f8842A65';
const eoaChain: ChainReader = { getCode: async () => '0x' };
const ctx: ValidationContext = { chainId: 1, domain: 'https://app.1inch.io', account: USER, chain: eoaChain };

function swapTo(dstReceiver: Address) {
  const desc = { srcToken: USDC, dstToken: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as const, srcReceiver: ROUTER, dstReceiver, amount: 10n ** 9n, minReturnAmount: 3n * 10n ** 17n, flags: 0n };
  return { from: USER, to: ROUTER, data: encodeFunctionData({ abi: aggregatorSwapAbi, functionName: 'swap', args: [ROUTER, desc, '0x'] }) };
}

describe('1inch swap recipients', () => {
  it('a stranger as dstReceiver: Malicious, naming the field', async () => {
    const v = await validateTransaction(swapTo(STRANGER), ctx);
    expect(v.result_type).toBe('Malicious');
    expect(v.features.find((f) => f.feature_id === 'RECIPIENT_NOT_YOU')?.description).toContain('"dstReceiver"');
  });
  it('the user, or 0x0 (the caller), is no finding', async () => {
    for (const to of [USER, '0x0000000000000000000000000000000000000000' as const]) {
      const v = await validateTransaction(swapTo(to), ctx);
      expect(v.features.map((f) => f.feature_id)).not.toContain('RECIPIENT_NOT_YOU');
    }
  });
});
