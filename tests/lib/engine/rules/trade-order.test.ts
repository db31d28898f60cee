/**
 * Off-chain swap and limit orders (lib/engine/rules/trade-order.ts), read
 * from their fields whatever the protocol: the proceeds must go to the user
 * (the zero address meaning "the maker") or a known contract, and must be
 * worth something. Each case names the finding, its verdict and its words.
 */
import { describe, expect, it } from 'vitest';
import { checkTradeOrder } from '../../../../lib/engine/rules/trade-order';
import { sanitizeTypedData } from '../../../../lib/engine/typed-data/sanitize';
import type { SanitizedTypedData } from '../../../../lib/engine/typed-data/types';
import { shortAddress } from '../../../../lib/format/address';
import { EOA, PERMIT2, USER, facts } from './support';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const ZERO = '0x0000000000000000000000000000000000000000';
const UNPRICED = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';
/** The test facts know no metadata for WETH: the rule names it by its short address. */
const weth = `token ${shortAddress(WETH)}`;

function typed(input: unknown): SanitizedTypedData {
  const r = sanitizeTypedData(input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.typedData;
}

const cowTypes = {
  Order: [
    { name: 'sellToken', type: 'address' }, { name: 'buyToken', type: 'address' }, { name: 'receiver', type: 'address' },
    { name: 'sellAmount', type: 'uint256' }, { name: 'buyAmount', type: 'uint256' }, { name: 'validTo', type: 'uint32' },
  ],
};
const cow = (message: Record<string, unknown>) =>
  typed({ types: cowTypes, primaryType: 'Order', domain: { name: 'Gnosis Protocol', chainId: 1, verifyingContract: '0x9008D19f58AAbD9eD0D60971565AA8510560ab41' }, message: { sellToken: USDC, buyToken: WETH, receiver: ZERO, sellAmount: '1000000000', buyAmount: '300000000000000000', validTo: 1900000000, ...message } });

const zeroExTypes = {
  LimitOrder: [
    { name: 'makerToken', type: 'address' }, { name: 'takerToken', type: 'address' }, { name: 'makerAmount', type: 'uint128' },
    { name: 'takerAmount', type: 'uint128' }, { name: 'maker', type: 'address' },
  ],
};
const zeroEx = (message: Record<string, unknown>) =>
  typed({ types: zeroExTypes, primaryType: 'LimitOrder', domain: { name: 'ZeroEx', chainId: 1, verifyingContract: '0xDef1C0ded9bec7F1a1670819833240f027b25EfF' }, message: { makerToken: USDC, takerToken: WETH, makerAmount: '1000000000', takerAmount: '300000000000000000', maker: USER, ...message } });

const uniswapXTypes = {
  PermitWitnessTransferFrom: [{ name: 'permitted', type: 'TokenPermissions' }, { name: 'spender', type: 'address' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }, { name: 'witness', type: 'ExclusiveDutchOrder' }],
  TokenPermissions: [{ name: 'token', type: 'address' }, { name: 'amount', type: 'uint256' }],
  ExclusiveDutchOrder: [{ name: 'input', type: 'DutchInput' }, { name: 'outputs', type: 'DutchOutput[]' }],
  DutchInput: [{ name: 'token', type: 'address' }, { name: 'startAmount', type: 'uint256' }, { name: 'endAmount', type: 'uint256' }],
  DutchOutput: [{ name: 'token', type: 'address' }, { name: 'startAmount', type: 'uint256' }, { name: 'endAmount', type: 'uint256' }, { name: 'recipient', type: 'address' }],
};
const uniswapX = (outputs: Array<Record<string, unknown>>, input = { token: USDC, startAmount: '1000000000', endAmount: '1000000000' }) =>
  typed({
    types: uniswapXTypes,
    primaryType: 'PermitWitnessTransferFrom',
    domain: { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2 },
    message: { permitted: { token: USDC, amount: '1000000000' }, spender: '0x6000da47483062A0D734Ba3dc7576Ce6A0B645C4', nonce: 1, deadline: 1900000000, witness: { input, outputs } },
  });

const words = async (t: SanitizedTypedData, signer: `0x${string}` | 'none' = USER) =>
  (await checkTradeOrder(t, facts(1, signer))).hits.map((h) => ({ ...h }));

describe('CoW and 1inch: receiver + buyAmount / takingAmount', () => {
  it('receiver zero means the maker: a plain order that pays the bought token to you', async () => {
    expect(await words(cow({}))).toEqual([{ feature_id: 'TRADE_ORDER', type: 'Info', description: `Signs a Gnosis Protocol order that pays ${weth} to you.` }]);
  });

  it('a receiver who is not you: Malicious, naming the field', async () => {
    expect(await words(cow({ receiver: EOA }))).toEqual([
      {
        feature_id: 'ORDER_PROCEEDS_TO_OTHER',
        type: 'Malicious',
        description: `This Gnosis Protocol order sends what you buy to ${shortAddress(EOA)} ("receiver"), which is neither you nor a contract Preflight knows.`,
        address: EOA,
        reason: 'trade_order_farming',
        stakes: true,
      },
    ]);
  });

  it('a receiver who is a known contract is fine; the signer unknown, nobody is accused', async () => {
    expect((await words(cow({ receiver: PERMIT2 }))).map((h) => h.feature_id)).toEqual(['TRADE_ORDER']);
    expect((await words(cow({ receiver: EOA }), 'none')).map((h) => h.feature_id)).toEqual(['TRADE_ORDER']);
  });

  it('buying nothing: Malicious, your tokens for nothing', async () => {
    expect(await words(cow({ buyAmount: '0' }))).toEqual([
      { feature_id: 'ORDER_FOR_NOTHING', type: 'Malicious', description: 'This Gnosis Protocol order gives away your tokens for nothing in return.', reason: 'trade_order_farming', stakes: true },
    ]);
  });

  it('1,000 USDC for a millionth of an ether: Malicious, nearly nothing in return', async () => {
    expect(await words(cow({ buyAmount: '1000000000000' }))).toEqual([
      {
        feature_id: 'ORDER_FOR_NOTHING',
        type: 'Malicious',
        description: 'This Gnosis Protocol order sells your tokens for less than a hundredth of their worth at any plausible price: nearly nothing in return.',
        reason: 'trade_order_farming',
        stakes: true,
      },
    ]);
  });

  it('a fair price, a stablecoin for a stablecoin, or a token without a price: no giveaway', async () => {
    expect((await words(cow({ buyToken: DAI, buyAmount: '990000000000000000000' }))).map((h) => h.feature_id)).toEqual(['TRADE_ORDER']);
    expect((await words(cow({ buyToken: UNPRICED, buyAmount: '1' }))).map((h) => h.feature_id)).toEqual(['TRADE_ORDER']);
    expect((await words(cow({ sellToken: UNPRICED, buyAmount: '1' }))).map((h) => h.feature_id)).toEqual(['TRADE_ORDER']);
  });

  it('1,000 DAI for 0.01 DAI: a giveaway in one unit, no price needed', async () => {
    expect((await words(cow({ sellToken: DAI, sellAmount: '1000000000000000000000', buyToken: DAI, buyAmount: '10000000000000000' }))).map((h) => h.feature_id)).toEqual(['ORDER_FOR_NOTHING']);
  });
});

describe('0x: the maker is paid takerAmount', () => {
  it('maker is you: a plain order', async () => {
    expect(await words(zeroEx({}))).toEqual([{ feature_id: 'TRADE_ORDER', type: 'Info', description: `Signs a ZeroEx order that pays ${weth} to you.` }]);
  });
  it('maker is someone else: Malicious on the "maker" field', async () => {
    const [h] = await words(zeroEx({ maker: EOA }));
    expect([h?.feature_id, h?.type, h?.address, h?.description]).toEqual(['ORDER_PROCEEDS_TO_OTHER', 'Malicious', EOA, `This ZeroEx order sends what you buy to ${shortAddress(EOA)} ("maker"), which is neither you nor a contract Preflight knows.`]);
  });
  it('1,000 USDC for a millionth of an ether: nearly nothing', async () => {
    expect((await words(zeroEx({ takerAmount: '1000000000000' }))).map((h) => h.feature_id)).toEqual(['ORDER_FOR_NOTHING']);
  });
});

describe('UniswapX: outputs with recipients, decaying amounts', () => {
  it('every output to you: a plain order naming what it pays', async () => {
    expect(await words(uniswapX([{ token: WETH, startAmount: '310000000000000000', endAmount: '300000000000000000', recipient: USER }]))).toEqual([
      { feature_id: 'TRADE_ORDER', type: 'Info', description: `Signs a Permit2 order that pays ${weth} to you.` },
    ]);
  });

  it('an output to someone else: Malicious on "recipient"', async () => {
    const hits = await words(uniswapX([{ token: WETH, startAmount: '300000000000000000', endAmount: '300000000000000000', recipient: USER }, { token: WETH, startAmount: '1', endAmount: '1', recipient: EOA }]));
    expect(hits.map((h) => [h.feature_id, h.address])).toEqual([['ORDER_PROCEEDS_TO_OTHER', EOA]]);
  });

  it('the least it may pay counts: decaying to nothing is for nothing, whichever end is lower', async () => {
    expect((await words(uniswapX([{ token: WETH, startAmount: '300000000000000000', endAmount: '0', recipient: USER }]))).map((h) => h.feature_id)).toEqual(['ORDER_FOR_NOTHING']);
    expect((await words(uniswapX([{ token: WETH, startAmount: '0', endAmount: '300000000000000000', recipient: USER }]))).map((h) => h.feature_id)).toEqual(['ORDER_FOR_NOTHING']);
  });

  it('what it sells is the input, at its lowest: 1,000 USDC for a millionth of an ether is a giveaway', async () => {
    expect((await words(uniswapX([{ token: WETH, startAmount: '1000000000000', endAmount: '1000000000000', recipient: USER }]))).map((h) => h.feature_id)).toEqual(['ORDER_FOR_NOTHING']);
    // Selling at most a cent's worth is no giveaway worth a warning.
    expect((await words(uniswapX([{ token: WETH, startAmount: '1000000000000', endAmount: '1000000000000', recipient: USER }], { token: USDC, startAmount: '10000', endAmount: '1' }))).map((h) => h.feature_id)).toEqual(['TRADE_ORDER']);
  });

  it('outputs paid in ether and in dollars at once are not priced against each other', async () => {
    expect((await words(uniswapX([{ token: WETH, startAmount: '1', endAmount: '1', recipient: USER }, { token: DAI, startAmount: '1000000000000000000', endAmount: '1000000000000000000', recipient: USER }]))).map((h) => h.feature_id)).toEqual(['TRADE_ORDER']);
  });
});

it('a message with no proceeds of a known shape is not an order', async () => {
  const out = await checkTradeOrder(typed({ types: { Mail: [{ name: 'receiver', type: 'address' }] }, primaryType: 'Mail', message: { receiver: EOA } }), facts());
  expect(out.recognised).toBe(false);
  expect(out.hits).toEqual([]);
});
