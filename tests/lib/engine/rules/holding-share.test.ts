/**
 * How much of a holding a send moves (lib/engine/rules/holding-share.ts, issue #26): one NFT of a
 * collection the user holds many of, or a few units of an ERC-1155 id, sent to a friend from a site no list
 * knows is shown (Info, with the words); everything the user holds, a batch, an unknown balance, a balance
 * from the page's own provider or a lure-named site keep the Malicious finding a drain gets.
 */
import { encodeFunctionData, parseAbi, type Address, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeCall } from '../../../../lib/engine/decode/calldata';
import { checkDecodedCall } from '../../../../lib/engine/rules/decoded-call';
import { EOA, USER, facts, site, type FactsOptions } from './support';

const BADGES: Address = '0x5e1F3e2a7B4c6D8E9F0A1b2C3d4E5f6A7B8c9D0e';
const abi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
]);
const oneNft: Hex = encodeFunctionData({ abi, functionName: 'safeTransferFrom', args: [USER, EOA, 7_131_817n] });
const units = (amount: bigint): Hex => encodeFunctionData({ abi, functionName: 'safeTransferFrom', args: [USER, EOA, 42n, amount, '0x'] });
const boardSite = site('badge-board.example');

async function judged(data: Hex, opts: FactsOptions, token: Address = BADGES) {
  const call = decodeCall(token, data);
  if (call === undefined) throw new Error('test calldata did not decode');
  return (await checkDecodedCall(call, token, facts(100, USER, { site: boardSite, ...opts }))).map((h) => [h.feature_id, h.type, h.toOther]);
}

describe('a send weighed against what the user holds', () => {
  it('one NFT of the 14 the user holds of a collection, to a friend, from a site no list knows: shown, not a drain', async () => {
    const call = decodeCall(BADGES, oneNft);
    if (call === undefined) throw new Error('test calldata did not decode');
    const [shown] = await checkDecodedCall(call, BADGES, facts(100, USER, { site: boardSite, balances: { [BADGES]: 14n } }));
    expect([shown?.feature_id, shown?.type, shown?.toOther]).toEqual(['ASSET_TRANSFER_OUT', 'Info', true]);
    expect(shown?.description).toContain('this is 1 of the 14 you hold of it, not the whole holding a drainer takes.');
  });

  it('the only NFT of the collection the user holds, or a balance the chain did not give: Malicious as before', async () => {
    expect(await judged(oneNft, { balances: { [BADGES]: 1n } })).toEqual([['ASSET_TRANSFER_OUT', 'Malicious', undefined]]);
    expect(await judged(oneNft, {})).toEqual([['ASSET_TRANSFER_OUT', 'Malicious', undefined]]);
  });

  it('25 units of an ERC-1155 id of which the user holds 1,200: shown; 700 of them or all: Malicious', async () => {
    const held = { [`${BADGES}#42`]: 1_200n };
    expect(await judged(units(25n), { balances: held })).toEqual([['ASSET_TRANSFER_OUT', 'Info', true]]);
    expect(await judged(units(700n), { balances: held })).toEqual([['ASSET_TRANSFER_OUT', 'Malicious', undefined]]);
    expect(await judged(units(1_200n), { balances: held })).toEqual([['ASSET_TRANSFER_OUT', 'Malicious', undefined]]);
    // The balance of another id says nothing of this one.
    expect(await judged(units(25n), { balances: { [BADGES]: 1_200n } })).toEqual([['ASSET_TRANSFER_OUT', 'Malicious', undefined]]);
  });

  it('a batch, a balance from the page\'s own provider, or a site named with a lure: Malicious whatever the balance', async () => {
    const batch = encodeFunctionData({ abi, functionName: 'safeBatchTransferFrom', args: [USER, EOA, [42n], [25n], '0x'] });
    expect(await judged(batch, { balances: { [`${BADGES}#42`]: 1_200n } })).toEqual([['ASSET_TRANSFER_OUT', 'Malicious', undefined]]);
    expect(await judged(oneNft, { balances: { [BADGES]: 14n }, chainSource: 'page' })).toEqual([['ASSET_TRANSFER_OUT', 'Malicious', undefined]]);
    expect(await judged(oneNft, { balances: { [BADGES]: 14n }, site: site('badge-claim.example') })).toEqual([['ASSET_TRANSFER_OUT', 'Malicious', undefined]]);
  });
});
