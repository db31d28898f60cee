/** The background's swap view: token units and symbols, bounds, recipient, deadline, and USD only when the scan priced the token. */
import { describe, expect, it } from 'vitest';
import { requestCalls } from '../../../lib/calls/request-calls';
import { evmScanResponseSchema } from '../../../lib/api/schemas/evm';
import { approveAndSwapCalls, urSwapUsdcForEth, UNIVERSAL_ROUTER } from '../../fixtures/swaps';
import { shippedSelectorTable } from '../../support/selector-table';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const STRANGER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DEADLINE = 1795723536n;

const batch = { method: 'wallet_sendCalls', params: [{ version: '2.0.0', from: ACCOUNT, chainId: '0x1', calls: approveAndSwapCalls(1_000_000_000n, 290_000_000_000_000_000n, DEADLINE) }], chainId: 1 };

describe('swap view', () => {
  it('approve + swap batch: the swap call reads "1,000 USDC" for at least "0.29 ETH" with its deadline; the approval has none', () => {
    const calls = requestCalls(shippedSelectorTable, batch, undefined);
    if (calls?.kind !== 'batch') throw new Error('expected a batch');
    expect(calls.calls[0]?.swap).toBeUndefined();
    expect(calls.calls[1]?.swap).toEqual({
      give: { text: '1,000 USDC', token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', bound: 'exact' },
      get: { text: '0.29 ETH', bound: 'min' },
      deadline: Number(DEADLINE),
    });
  });

  it('USD beside each end when the scan priced it (1,000 USDC at $1, ETH at $3,000)', () => {
    const response = evmScanResponseSchema.parse({
      block: '1', chain: 'ethereum',
      simulation: {
        status: 'Success', address_details: {}, exposures: {},
        assets_diffs: {
          [ACCOUNT]: [
            { asset: { type: 'ERC20', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 }, in: [], out: [{ value: '1000', raw_value: '1000000000', usd_price: '1000' }] },
            { asset: { type: 'NATIVE', symbol: 'ETH', decimals: 18 }, in: [{ value: '0.3', raw_value: '300000000000000000', usd_price: '900' }], out: [] },
          ],
        },
      },
    });
    const calls = requestCalls(shippedSelectorTable, batch, response);
    const swap = calls?.kind === 'batch' ? calls.calls[1]?.swap : undefined;
    expect(swap?.give.usd).toBe('$1,000.00');
    expect(swap?.get.usd).toBe('$870.00');
  });

  it('a swap paying a stranger names the recipient', () => {
    const tx = { method: 'eth_sendTransaction', params: [{ from: ACCOUNT, to: UNIVERSAL_ROUTER, data: urSwapUsdcForEth(5_000_000n, 10n ** 15n, DEADLINE, STRANGER) }], chainId: 1 };
    const calls = requestCalls(shippedSelectorTable, tx, undefined);
    expect(calls?.kind === 'call' ? calls.call.swap?.recipient : undefined).toBe(STRANGER);
  });
});
