import { describe, expect, it } from 'vitest';
import { encodeFunctionData, erc20Abi, erc721Abi, parseAbi, toFunctionSelector, type AbiFunction } from 'viem';
import { shortAddress } from '../../../lib/format/address';
import { decodeCall, KNOWN_ABIS, SELECTORS, signatureOf } from '../../../lib/format/calldata';

const isFunction = (item: unknown): item is AbiFunction => typeof item === 'object' && item !== null && 'type' in item && item.type === 'function';
const SPENDER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('known selectors', () => {
  it('every known function has its selector, as viem computes it from the signature', () => {
    const functions = KNOWN_ABIS.flat().filter(isFunction);
    expect(functions.length).toBeGreaterThan(20);
    for (const f of functions) expect([signatureOf(f), SELECTORS[signatureOf(f)]]).toEqual([signatureOf(f), toFunctionSelector(f)]);
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

  it('unknown selectors, truncated arguments and non-hex data show the selector; no data is "none"', () => {
    expect(decodeCall('0x12345678aabb')).toEqual({ kind: 'unknown', selector: '0x12345678' });
    expect(decodeCall('0xa9059cbb0000')).toEqual({ kind: 'unknown', selector: '0xa9059cbb' });
    expect(decodeCall('0xzz')).toEqual({ kind: 'unknown', selector: '0xzz' });
    expect(decodeCall('0x')).toEqual({ kind: 'none' });
    expect(decodeCall(undefined)).toEqual({ kind: 'none' });
  });
});
