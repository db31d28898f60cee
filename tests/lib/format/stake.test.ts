import { describe, expect, it } from 'vitest';
import { evmScanResponseSchema, exposureSchema } from '../../../lib/api/schemas/evm';
import { accountEffects } from '../../../lib/format/scan-view';
import { stakeOf, stakeText } from '../../../lib/format/stake';

const SPENDER = '0x1111111111111111111111111111111111111111';
const ACCOUNT = '0x77d8E5f2A4a6C3d0B1f1E9b6c2A7f3B8d4E5F601';
const MAX = '0x' + 'f'.repeat(64);
const usdc = { type: 'ERC20', symbol: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 };
const bayc = { type: 'ERC721', symbol: 'BAYC', address: '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D' };

const erc20 = (exposure: unknown[], approval = MAX) => exposureSchema.parse({ asset_type: 'ERC20', asset: usdc, spenders: { [SPENDER]: { approval, exposure } } });
const text = (e: ReturnType<typeof erc20>, opts: Parameters<typeof stakeOf>[2]) => {
  const s = stakeOf(e, SPENDER, opts);
  return s ? stakeText(s) : undefined;
};

describe('stakeOf: what an approval puts at stake', () => {
  it('the service says what the spender can take of what the user holds, priced', () => {
    const e = erc20([{ value: '1250', raw_value: '0x4a817c80', usd_price: '1250.00' }]);
    expect(text(e, { holdings: true })).toBe('1,250 USDC you hold (≈ $1,250.00)');
  });

  it('total_usd_exposure for the spender wins over the entries (any checksum case)', () => {
    const e = erc20([{ raw_value: '0x4a817c80', usd_price: '1.00' }]);
    expect(text(e, { holdings: true, usdBySpender: { [SPENDER.toUpperCase().replace('0X', '0x')]: '1249.5' } })).toBe('1,250 USDC you hold (≈ $1,249.50)');
  });

  it('a holding of 0 is said as such; an empty list says nothing (it may mean unknown)', () => {
    expect(text(erc20([{ raw_value: '0x0', usd_price: '0' }]), { holdings: true })).toBe('nothing you hold now (≈ $0.00)');
    expect(stakeOf(erc20([]), SPENDER, { holdings: true })).toBeUndefined();
  });

  it("the engine's entries echo the approval (not a holding): only a USD value would show, and it has none", () => {
    const e = erc20([{ value: '100', raw_value: '0x5f5e100' }], '0x5f5e100');
    expect(stakeOf(e, SPENDER, { holdings: false })).toBeUndefined();
    expect(text(e, { holdings: false, usdBySpender: { [SPENDER]: '100' } })).toBe('≈ $100.00');
  });

  it('never shows an unlimited figure or an amount it cannot read as a holding', () => {
    expect(stakeOf(erc20([{ raw_value: MAX }]), SPENDER, { holdings: true })).toBeUndefined();
    expect(stakeOf(erc20([{ raw_value: 'lots' }]), SPENDER, { holdings: true })).toBeUndefined();
    const noDecimals = exposureSchema.parse({ asset: { type: 'ERC20', symbol: 'X' }, spenders: { [SPENDER]: { approval: MAX, exposure: [{ raw_value: '0x10' }] } } });
    expect(stakeOf(noDecimals, SPENDER, { holdings: true })).toBeUndefined();
    // A partial USD sum would understate: one unpriced entry, no USD.
    expect(text(erc20([{ raw_value: '0x1', usd_price: '1' }, { raw_value: '0x1' }]), { holdings: true })).toBe('0.000002 USDC you hold');
  });

  it('NFTs: counted by token or by a count entry', () => {
    const byToken = exposureSchema.parse({ asset: bayc, spenders: { [SPENDER]: { is_approved_for_all: true, exposure: [{ token_id: '0x1', usd_price: '40000' }, { token_id: '0x2', usd_price: '39000' }, { token_id: '0x3', usd_price: '41000' }] } } });
    expect(text(byToken, { holdings: true })).toBe('3 NFTs you hold (≈ $120,000.00)');
    const one = exposureSchema.parse({ asset: bayc, spenders: { [SPENDER]: { is_approved_for_all: true, exposure: [{ value: '1', raw_value: '1' }] } } });
    expect(text(one, { holdings: true })).toBe('1 NFT you hold');
  });
});

describe('accountEffects: total_usd_exposure', () => {
  it("reads the account's USD exposure per spender; other shapes are ignored", () => {
    const response = (total: unknown) =>
      evmScanResponseSchema.parse({ block: '1', chain: 'ethereum', simulation: { status: 'Success', assets_diffs: {}, exposures: {}, address_details: {}, total_usd_exposure: total } });
    expect(accountEffects(response({ [ACCOUNT.toLowerCase()]: { [SPENDER]: '12.5' } }), ACCOUNT).usdExposure).toEqual({ [SPENDER]: '12.5' });
    expect(accountEffects(response({ [ACCOUNT]: { [SPENDER]: 7 } }), ACCOUNT).usdExposure).toEqual({ [SPENDER]: '7' });
    expect(accountEffects(response({ [ACCOUNT]: 'x' }), ACCOUNT).usdExposure).toBeUndefined();
    expect(accountEffects(response({}), ACCOUNT).usdExposure).toBeUndefined();
  });
});
