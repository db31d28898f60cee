/**
 * Bad input never ends as "no risk" and never as an exception out of the
 * engine: an unknown chain, malformed orders of each marketplace.
 */
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../../../lib/engine';

const USER = '0xb3fe6fbbb9d3e6f1bd2d1dc9b7d9a4e2f1a3c5d7';
const APPROVE_PERMIT2_MAX = '0x095ea7b3000000000000000000000000000000000022d473030f116ddee9f6b43ac78ba3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

const engine = createLocalEngine();
const scan = (chain: string, method: string, params: unknown[]) =>
  engine.scanJsonRpc({ chain, account_address: USER, metadata: { domain: 'https://example.org' }, data: { method, params } });
const typed = (data: unknown) => [USER, JSON.stringify(data)];

const seaportTypes = {
  OrderComponents: [{ name: 'offerer', type: 'address' }, { name: 'offer', type: 'OfferItem[]' }, { name: 'consideration', type: 'ConsiderationItem[]' }],
  OfferItem: [{ name: 'itemType', type: 'uint8' }, { name: 'token', type: 'address' }],
  ConsiderationItem: [{ name: 'itemType', type: 'uint8' }, { name: 'recipient', type: 'address' }],
};

describe('bad input', () => {
  it('an unlimited approval on a chain Preflight knows no contracts of is judged as to a personal account, never Benign by default', async () => {
    const known = await scan('ethereum', 'eth_sendTransaction', [{ from: USER, to: USDC, data: APPROVE_PERMIT2_MAX }]);
    expect(known.validation?.result_type).toBe('Benign');
    const elsewhere = await scan('eip155:99999', 'eth_sendTransaction', [{ from: USER, to: USDC, data: APPROVE_PERMIT2_MAX }]);
    expect([elsewhere.validation?.result_type, elsewhere.validation?.features.map((f) => f.feature_id)]).toEqual(['Malicious', ['APPROVAL_TO_UNCHECKED_ACCOUNT']]);
  });

  it.each([
    ['Seaport: offer is not a list', { types: seaportTypes, primaryType: 'OrderComponents', domain: { name: 'Seaport' }, message: { offerer: USER, offer: 'x', consideration: [] } }],
    ['Seaport: items of the wrong types', { types: seaportTypes, primaryType: 'OrderComponents', domain: { name: 'Seaport' }, message: { offerer: USER, offer: [{ itemType: 'nft', token: 'nope' }], consideration: [{ itemType: 0, recipient: 'x' }] } }],
    ['Seaport: no offerer', { types: seaportTypes, primaryType: 'OrderComponents', domain: { name: 'Seaport' }, message: { offer: [{ itemType: 2, token: USER }], consideration: [] } }],
    ['Blur: a price that is not a number', { types: { Order: [{ name: 'side', type: 'uint8' }, { name: 'price', type: 'uint256' }] }, primaryType: 'Order', domain: { name: 'Blur Exchange' }, message: { side: 1, price: 'abc' } }],
    ['CoW: a receiver that is not an address', { types: { Order: [{ name: 'receiver', type: 'address' }, { name: 'buyAmount', type: 'uint256' }] }, primaryType: 'Order', domain: { name: 'Gnosis Protocol' }, message: { receiver: 'zzz', buyAmount: '5' } }],
    ['SafeTx: no operation', { types: { SafeTx: [{ name: 'to', type: 'address' }] }, primaryType: 'SafeTx', domain: {}, message: { to: USER } }],
    ['LooksRare: ask without a price', { types: { Maker: [{ name: 'quoteType', type: 'uint8' }] }, primaryType: 'Maker', domain: { name: 'LooksRareProtocol' }, message: { quoteType: 1 } }],
  ])('a malformed order (%s) gets a clear Warning or Malicious answer', async (_n, data) => {
    const res = await scan('ethereum', 'eth_signTypedData_v4', typed(data));
    expect(res.validation?.status).toBe('Success');
    expect(['Warning', 'Malicious']).toContain(res.validation?.result_type);
    expect(res.validation?.description.length).toBeGreaterThan(10);
  });
});
