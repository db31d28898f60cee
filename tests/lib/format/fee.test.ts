import { describe, expect, it } from 'vitest';
import { evmScanResponseSchema } from '../../../lib/api/schemas/evm';
import { batchFeeEstimate, feeEstimate } from '../../../lib/format/fee';

const scan = (extra: Record<string, unknown>) => evmScanResponseSchema.parse({ gas_estimation: { status: 'Success', estimate: '21000' }, ...extra });
const ethOut = (usd: string, raw: string) => ({ assets_diffs: { '0x77d8E5f2A4a6C3d0B1f1E9b6c2A7f3B8d4E5F601': [{ asset: { type: 'NATIVE', symbol: 'ETH', decimals: 18 }, in: [], out: [{ usd_price: usd, raw_value: raw }] }] } });

describe('feeEstimate', () => {
  it('gas × the scan\'s gas price, in the chain\'s coin (POL on Polygon), gwei for the price', () => {
    expect(feeEstimate(scan({ simulation: { params: { gas_price: '30000000000' } } }), undefined, 137)).toEqual({
      kind: 'fee', gas: '21,000', price: '30 gwei', fee: '0.00063 POL', usd: undefined, ceiling: false,
    });
  });

  it('USD from the scan\'s price of a native movement (1 ETH for $3,000): 21,000 × 50 gwei = 0.00105 ETH ≈ $3.15', () => {
    const fee = feeEstimate(scan({ simulation: { params: { gas_price: '0xba43b7400' }, ...ethOut('3000', '0xde0b6b3a7640000') } }), undefined, 1);
    expect(fee).toMatchObject({ kind: 'fee', fee: '0.00105 ETH', usd: '$3.15' });
  });

  it('an estimate says three significant digits, truncated (21,000 × 1.7738 gwei = 0.0000372498 ETH → 0.0000372 ETH)', () => {
    expect(feeEstimate(scan({ simulation: { params: { gas_price: '1773800000' } } }), undefined, 1)).toMatchObject({ fee: '0.0000372 ETH', price: '1.7738 gwei' });
  });

  it('the request\'s own gasPrice, then its maxFeePerGas as a ceiling; a price not in 0x-hex is no price', () => {
    expect(feeEstimate(scan({}), { gasPrice: '0x3b9aca00' }, 1)).toMatchObject({ kind: 'fee', fee: '0.000021 ETH', ceiling: false });
    expect(feeEstimate(scan({}), { maxFeePerGas: '0x77359400' }, 1)).toMatchObject({ kind: 'fee', fee: '0.000042 ETH', ceiling: true });
    expect(feeEstimate(scan({}), { gasPrice: '1000000000' }, 1)).toEqual({ kind: 'no_price', gas: '21,000' });
  });

  it('an estimation that failed says why; no estimation shows nothing', () => {
    expect(feeEstimate(evmScanResponseSchema.parse({ gas_estimation: { status: 'Error', error: 'execution reverted' } }), undefined, 1)).toEqual({ kind: 'no_gas', error: 'execution reverted' });
    expect(feeEstimate(evmScanResponseSchema.parse({}), undefined, 1)).toBeUndefined();
  });
});

describe('batchFeeEstimate (wallet_sendCalls)', () => {
  it("the batch's gas as the scan reports it × the scan's gas price, through the one amount formatter", () => {
    const batch = evmScanResponseSchema.parse({ gas_estimation: { status: 'Success', estimate: '0x1d4c0' }, simulation: { params: { gas_price: '2000000000' } } });
    // 120,000 gas × 2 gwei = 0.00024 ETH
    expect(batchFeeEstimate(batch, 1)).toEqual({ kind: 'fee', gas: '120,000', price: '2 gwei', fee: '0.00024 ETH', usd: undefined, ceiling: false });
  });

  it('without the gas or the price the wallet shows the fee (never a guess, never 0)', () => {
    expect(batchFeeEstimate(undefined, 1)).toEqual({ kind: 'wallet', gas: undefined });
    expect(batchFeeEstimate(evmScanResponseSchema.parse({}), 1)).toEqual({ kind: 'wallet', gas: undefined });
    expect(batchFeeEstimate(scan({}), 1)).toEqual({ kind: 'wallet', gas: '21,000' });
    expect(batchFeeEstimate(evmScanResponseSchema.parse({ gas_estimation: { status: 'Error', error: 'reverted' }, simulation: { params: { gas_price: '1' } } }), 1)).toEqual({ kind: 'wallet', gas: undefined });
  });
});
