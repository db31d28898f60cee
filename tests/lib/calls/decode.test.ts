import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeFunctionData, erc20Abi, erc721Abi, parseAbi, toFunctionSelector } from 'viem';
import { shortAddress } from '../../../lib/format/address';
import { decodeCall as decodeWith, signatureOf } from '../../../lib/calls/decode';
import { loadSelectors, type SelectorTable } from '../../../lib/knowledge/selector-table';
import { buildSelectors, packSelectorTable, selectorSources } from '../../../scripts/selectors/build';

const SPENDER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SHIPPED = new URL('../../../lib/knowledge/data/selectors.json.gz', import.meta.url);

// The table as the background has it: read and unpacked by loadSelectors() (the Node reader here).
let table: SelectorTable;
beforeAll(async () => {
  table = await loadSelectors();
});
const decodeCall = (data: string | undefined, token?: Parameters<typeof decodeWith>[2]) => decodeWith(table, data, token);

describe('known selectors (lib/knowledge/data/selectors.json.gz)', () => {
  it('loads, and every entry\'s selector is the one viem computes from its signature', () => {
    const entries: unknown = JSON.parse(gunzipSync(readFileSync(SHIPPED)).toString('utf8'));
    const selectors = Object.keys(entries ?? {});
    expect(selectors.length).toBeGreaterThan(80);
    expect(table.status).toEqual({ ok: true, functions: selectors.length });
    for (const selector of selectors) {
      const f = table.known(selector);
      const signature = f ? signatureOf(f) : table.named(selector)?.signature;
      if (!signature) throw new Error(`${selector}: not readable`);
      expect([signature, toFunctionSelector(f ?? signature)]).toEqual([signature, selector]);
    }
  });

  it('is what the generator makes from the installed packages today (npm run gen:selectors), byte for byte', async () => {
    const built = buildSelectors().table;
    expect(gunzipSync(readFileSync(SHIPPED)).toString('utf8')).toBe(built);
    expect(Buffer.from(await packSelectorTable(built)).equals(readFileSync(SHIPPED))).toBe(true);
  });

  it('every source is permissively licensed (no GPL/LGPL data)', () => {
    for (const source of selectorSources()) expect(`${source.id}: ${source.license}`).not.toMatch(/GPL/i);
  });
});

describe('decodeCall', () => {
  it('an ERC-20 approve reads with the ERC-20 names, the amount in the token when the scan knows it', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 1_500_000n] });
    const call = decodeCall(data, { symbol: 'USDC', decimals: 6 });
    expect(call).toMatchObject({ kind: 'known', name: 'approve', signature: 'approve(address,uint256)' });
    expect(call.kind === 'known' ? call.args : []).toEqual([
      { name: 'spender', type: 'address', value: shortAddress(SPENDER), address: SPENDER },
      { name: 'amount', type: 'uint256', value: '1.5 USDC' },
    ]);
  });

  it('overloads are told apart by selector: ERC-721 safeTransferFrom with data, Permit2 approve', () => {
    const nft = encodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: [SPENDER, SPENDER, 7n, '0x1234'] });
    expect(decodeCall(nft)).toMatchObject({ kind: 'known', signature: 'safeTransferFrom(address,address,uint256,bytes)' });
    const permit2 = encodeFunctionData({ abi: parseAbi(['function approve(address token, address spender, uint160 amount, uint48 expiration)']), args: [SPENDER, SPENDER, 5n, 9] });
    expect(decodeCall(permit2)).toMatchObject({ kind: 'known', signature: 'approve(address,address,uint160,uint48)' });
  });

  it('common protocol calls are named with their arguments: a Uniswap V2 swapExactTokensForETH (0x18cbafe5), a V3 exactInputSingle struct field by field', () => {
    const v2 = encodeFunctionData({
      abi: parseAbi(['function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)']),
      args: [1000n, 5n, [SPENDER, SPENDER], SPENDER, 1_700_000_000n],
    });
    expect(v2.slice(0, 10)).toBe('0x18cbafe5');
    const call = decodeCall(v2);
    expect(call).toMatchObject({ kind: 'known', name: 'swapExactTokensForETH' });
    expect(call.kind === 'known' ? call.args.map((a) => [a.name, a.value]) : []).toEqual([
      ['amountIn', '1,000'], ['amountOutMin', '5'], ['path', `${shortAddress(SPENDER)}, ${shortAddress(SPENDER)}`], ['to', shortAddress(SPENDER)], ['deadline', '1,700,000,000'],
    ]);
    const v3 = encodeFunctionData({
      abi: parseAbi(['function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params)']),
      args: [{ tokenIn: SPENDER, tokenOut: SPENDER, fee: 500, recipient: SPENDER, amountIn: 10n ** 18n, amountOutMinimum: 1n, sqrtPriceLimitX96: 0n }],
    });
    const single = decodeCall(v3, { symbol: 'WETH', decimals: 18 });
    expect(single.kind === 'known' ? single.args.map((a) => [a.name, a.value]) : []).toContainEqual(['params.recipient', shortAddress(SPENDER)]);
    expect(single.kind === 'known' ? single.args.map((a) => a.name) : []).toEqual([
      'params.tokenIn', 'params.tokenOut', 'params.fee', 'params.recipient', 'params.amountIn', 'params.amountOutMinimum', 'params.sqrtPriceLimitX96',
    ]);
  });

  it('a call whose arguments nest structs in structs (Seaport\'s fulfillBasicOrder) is named, its arguments said not to be shown', () => {
    expect(decodeCall(`0xfb0f3ee1${'00'.repeat(64)}`)).toEqual({
      kind: 'known', name: 'fulfillBasicOrder', signature: expect.stringMatching(/^fulfillBasicOrder\(\(address,/), args: [], argsNotShown: true,
    });
  });

  it('unknown selectors, truncated arguments and non-hex data show the selector; no data is "none"', () => {
    expect(decodeCall('0x12345678aabb')).toEqual({ kind: 'unknown', selector: '0x12345678' });
    expect(decodeCall('0xa9059cbb0000')).toEqual({ kind: 'unknown', selector: '0xa9059cbb' });
    expect(decodeCall('0xzz')).toEqual({ kind: 'unknown', selector: '0xzz' });
    expect(decodeCall('0x')).toEqual({ kind: 'none' });
    expect(decodeCall(undefined)).toEqual({ kind: 'none' });
  });
});
