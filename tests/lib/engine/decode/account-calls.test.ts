/**
 * The execute bodies smart accounts run, encoded by the makers' own SDKs (viem's Simple7702 and Coinbase
 * accounts and ERC-7821 helpers, ZeroDev's Kernel v3 encoder), read back as the calls the account makes.
 */
import { createClient, custom, encodeFunctionData, erc20Abi, maxUint256, parseAbi, parseEther, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { toCoinbaseSmartAccount, toSimple7702SmartAccount } from 'viem/account-abstraction';
import { encodeExecuteBatchesData, encodeExecuteData } from 'viem/experimental/erc7821';
import { encodeCallDataEpV07 } from '@zerodev/sdk';
import { describe, expect, it } from 'vitest';
import { decodeAccountCalls } from '../../../../lib/engine/decode/account-calls';

const TOKEN: Address = '0x2cFc85d8E48F8EAB294be644d9E25C3030863003';
const DRAINER: Address = '0x0000db5c8B030ae20308ac975898E09741e70000';
const FRIEND: Address = '0x4F2083f5fBede34C2714aFfb3105539775f7FE64';
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DRAINER, parseEther('9400')] });
const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DRAINER, maxUint256] });
const calls = [
  { to: TOKEN, value: 0n, data: transfer },
  { to: TOKEN, value: 0n, data: approve },
  { to: FRIEND, value: parseEther('1'), data: '0x' as Hex },
];

// The SDKs only encode here: a transport that fails proves nothing is read from a chain.
const client = createClient({ transport: custom({ request: () => Promise.reject(new Error('no chain in this test')) }) });
const owner = privateKeyToAccount(`0x${'11'.repeat(32)}`);

describe('calls an account makes through its execute body', () => {
  it('reads a batch and a single call of the Simple7702 account (executeBatch / execute)', async () => {
    const account = await toSimple7702SmartAccount({ client, owner });
    expect(decodeAccountCalls(await account.encodeCalls(calls))).toEqual(calls);
    expect(decodeAccountCalls(await account.encodeCalls([calls[0]!]))).toEqual([calls[0]]);
  });

  it('reads the Coinbase Smart Wallet\'s executeBatch', async () => {
    const account = await toCoinbaseSmartAccount({ client, owners: [owner], address: FRIEND, version: '1.1' });
    expect(decodeAccountCalls(await account.encodeCalls(calls))).toEqual(calls);
  });

  it('reads ERC-7821 execute(mode, executionData), with and without opData', () => {
    expect(decodeAccountCalls(encodeExecuteData({ calls }))).toEqual(calls);
    expect(decodeAccountCalls(encodeExecuteData({ calls, opData: '0x1234' }))).toEqual(calls);
  });

  it('reads Kernel v3\'s ERC-7579 packed single call and its batch', async () => {
    expect(decodeAccountCalls(await encodeCallDataEpV07(calls))).toEqual(calls);
    expect(decodeAccountCalls(await encodeCallDataEpV07([calls[1]!]))).toEqual([calls[1]]);
    expect(decodeAccountCalls(await encodeCallDataEpV07([calls[2]!]))).toEqual([calls[2]]);
  });

  it('reads the SimpleAccount v0.7 array form, and cannot read arrays of different lengths', () => {
    const v07 = parseAbi(['function executeBatch(address[] dest, uint256[] value, bytes[] func)']);
    expect(decodeAccountCalls(encodeFunctionData({ abi: v07, args: [[TOKEN, FRIEND], [0n, 5n], [transfer, '0x']] }))).toEqual([calls[0], { to: FRIEND, value: 5n, data: '0x' }]);
    expect(decodeAccountCalls(encodeFunctionData({ abi: v07, args: [[TOKEN, FRIEND], [0n], [transfer, '0x']] }))).toBeNull();
  });

  it('marks a delegatecall (the target\'s code runs as the account)', async () => {
    expect(decodeAccountCalls(await encodeCallDataEpV07([calls[0]!], 'delegatecall'))).toEqual([{ to: TOKEN, value: 0n, data: transfer, delegate: true }]);
  });

  it('tells an execute body it cannot read (null) from data that is no execute body (undefined)', () => {
    expect(decodeAccountCalls(encodeExecuteBatchesData({ batches: [{ calls }] }))).toBeNull();
    expect(decodeAccountCalls(encodeExecuteData({ calls }).slice(0, 400) as Hex)).toBeNull();
    expect(decodeAccountCalls(transfer)).toBeUndefined();
    expect(decodeAccountCalls('0x')).toBeUndefined();
  });
});
