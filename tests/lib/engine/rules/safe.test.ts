import { encodeFunctionData, encodePacked, erc20Abi, maxUint256, parseAbi, type Address, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeMultiSend } from '../../../../lib/engine/decode/multisend';
import { checkSafeOperation } from '../../../../lib/engine/rules/safe';
import { CONTRACT, EOA, KNOWN_TOKEN, PERMIT2, UNKNOWN, facts } from './support';

const SAFE: Address = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe';
const MULTISEND: Address = '0x40A2aCCbd92BCA938b02010E17A5b8929b49130D';
const multiSend = (calls: { operation: 0 | 1; to: Address; data: Hex }[]): Hex =>
  encodeFunctionData({
    abi: parseAbi(['function multiSend(bytes transactions)']),
    args: [`0x${calls.map((c) => encodePacked(['uint8', 'address', 'uint256', 'uint256', 'bytes'], [c.operation, c.to, 0n, BigInt((c.data.length - 2) / 2), c.data]).slice(2)).join('')}`],
  });
const approve = (spender: Address) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] });
const ids = (hits: { feature_id: string; type: string }[]) => hits.map((h) => [h.feature_id, h.type]);

describe('calls a Safe makes are judged like the user\'s own', () => {
  it('a SafeTx calling approve(max) for an EOA is Malicious; for a registry spender Benign', async () => {
    expect(ids(await checkSafeOperation({ safe: SAFE, to: KNOWN_TOKEN, data: approve(EOA), operation: 0 }, facts()))).toEqual([
      ['APPROVAL_TO_EOA', 'Malicious'],
      ['SAFE_TRANSACTION', 'Info'],
    ]);
    expect(ids(await checkSafeOperation({ safe: SAFE, to: KNOWN_TOKEN, data: approve(PERMIT2), operation: 0 }, facts()))).toEqual([
      ['APPROVAL_TO_KNOWN_SPENDER', 'Benign'],
      ['SAFE_TRANSACTION', 'Info'],
    ]);
  });

  it('a MultiSend batch: every inner call, a DELEGATECALL inside it to an unknown contract too', async () => {
    const data = multiSend([
      { operation: 0, to: KNOWN_TOKEN, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [EOA, 1n] }) },
      { operation: 0, to: KNOWN_TOKEN, data: approve(EOA) },
      { operation: 1, to: UNKNOWN, data: '0x' },
    ]);
    const hits = ids(await checkSafeOperation({ safe: SAFE, to: MULTISEND, data, operation: 0 }, facts()));
    expect(hits).toEqual([
      ['TOKEN_TRANSFER', 'Info'],
      ['APPROVAL_TO_EOA', 'Malicious'],
      ['SAFE_DELEGATECALL_UNKNOWN', 'Malicious'],
      ['SAFE_TRANSACTION', 'Info'],
    ]);
  });

  it('the Safe owns what its calls move: a transferFrom out of the Safe is not "someone else\'s account"', async () => {
    const data = encodeFunctionData({ abi: parseAbi(['function transferFrom(address,address,uint256)']), functionName: 'transferFrom', args: [SAFE, CONTRACT, 5n] });
    expect(ids(await checkSafeOperation({ safe: SAFE, to: KNOWN_TOKEN, data, operation: 0 }, facts()))).toEqual([
      ['ASSET_TRANSFER_OUT', 'Warning'],
      ['SAFE_TRANSACTION', 'Info'],
    ]);
  });
});

describe('decodeMultiSend', () => {
  it('reads the packed calls, and refuses a packing that runs past its end', () => {
    const data = multiSend([{ operation: 0, to: KNOWN_TOKEN, data: approve(EOA) }]);
    expect(decodeMultiSend(data)).toEqual([{ operation: 0, to: KNOWN_TOKEN, value: 0n, data: approve(EOA) }]);
    const inner = approve(EOA);
    const overstated = encodePacked(['uint8', 'address', 'uint256', 'uint256', 'bytes'], [0, KNOWN_TOKEN, 0n, BigInt((inner.length - 2) / 2 + 10), inner]);
    expect(decodeMultiSend(encodeFunctionData({ abi: parseAbi(['function multiSend(bytes transactions)']), args: [overstated] }))).toBeUndefined();
    expect(decodeMultiSend(approve(EOA))).toBeUndefined();
  });
});
