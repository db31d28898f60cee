import { describe, expect, it } from 'vitest';
import { encodeFunctionData, parseAbi, padHex, type Address } from 'viem';
import { decodeProtocolCall } from '../../../../lib/engine/decode/protocols';

const USER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CONTRACT_L2: Address = '0x1111111111111111111111111111111111111111';

const abi = parseAbi([
  'function multicall(uint256 deadline, bytes[] data)',
  'function multicall(bytes[] data)',
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient)',
  'function setAuthorization(address authorized, bool newIsAuthorized)',
  'function allow(address manager, bool isAllowed)',
  'function redeem(uint256 shares, address receiver, address owner)',
  'function queueWithdrawals((address[] strategies, uint256[] shares, address withdrawer)[] params)',
  'function send((uint32 dstEid, bytes32 to, uint256 amountLD, uint256 minAmountLD, bytes extraOptions, bytes composeMsg, bytes oftCmd) sendParam, (uint256 nativeFee, uint256 lzTokenFee) fee, address refundAddress)',
  'function transferOwnership(address newOwner)',
]);
const swap = (recipient: Address) => encodeFunctionData({ abi, functionName: 'exactInputSingle', args: [{ tokenIn: USER, tokenOut: USER, fee: 500, recipient, amountIn: 1n, amountOutMinimum: 1n, sqrtPriceLimitX96: 0n }] });
const recipients = (data: `0x${string}`) => {
  const call = decodeProtocolCall(data);
  return call?.kind === 'protocol' ? call.recipients.map((r) => [r.field, r.address]) : call?.kind;
};

describe('protocol calls: who ends up with the proceeds', () => {
  it('reads every call inside a multicall (SwapRouter02, the V3 position manager)', () => {
    const data = encodeFunctionData({ abi, functionName: 'multicall', args: [1n, [swap(OTHER), encodeFunctionData({ abi, functionName: 'unwrapWETH9', args: [0n, USER] })]] });
    expect(recipients(data)).toEqual([['recipient', OTHER], ['recipient', USER]]);
    expect(decodeProtocolCall(data)).toMatchObject({ fn: 'multicall (exactInputSingle, unwrapWETH9)' });
  });
  it('reports a change of control hidden in a multicall as such', () => {
    const data = encodeFunctionData({ abi, functionName: 'multicall', args: [[encodeFunctionData({ abi, functionName: 'transferOwnership', args: [OTHER] })]] });
    expect(decodeProtocolCall(data)).toEqual({ kind: 'control', fn: 'transferOwnership', party: OTHER });
  });
  it('names nobody when a grant of power is withdrawn', () => {
    expect(recipients(encodeFunctionData({ abi, functionName: 'setAuthorization', args: [OTHER, true] }))).toEqual([['authorized', OTHER]]);
    expect(recipients(encodeFunctionData({ abi, functionName: 'setAuthorization', args: [OTHER, false] }))).toEqual([]);
    expect(recipients(encodeFunctionData({ abi, functionName: 'allow', args: [OTHER, false] }))).toEqual([]);
  });
  it('reads the receiver of a vault redeem, not the owner whose shares burn', () => {
    expect(recipients(encodeFunctionData({ abi, functionName: 'redeem', args: [1n, OTHER, USER] }))).toEqual([['receiver', OTHER]]);
  });
  it('reads recipients in lists of structs and in bytes32 cross-chain addresses', () => {
    expect(recipients(encodeFunctionData({ abi, functionName: 'queueWithdrawals', args: [[{ strategies: [], shares: [], withdrawer: OTHER }]] }))).toEqual([['withdrawer', OTHER]]);
    const send = (to: `0x${string}`) => encodeFunctionData({ abi, functionName: 'send', args: [{ dstEid: 30101, to, amountLD: 1n, minAmountLD: 1n, extraOptions: '0x', composeMsg: '0x', oftCmd: '0x' }, { nativeFee: 1n, lzTokenFee: 0n }, USER] });
    // The refund of unused fees is a recipient too (the roles vocabulary: refundAddress).
    expect(recipients(send(padHex(OTHER, { size: 32 })))).toEqual([['to', OTHER], ['refundAddress', USER]]);
    // A non-EVM destination key (Solana) is not an address: nothing to compare.
    expect(recipients(send(`0x${'9f'.repeat(32)}`))).toEqual([['refundAddress', USER]]);
  });
  it('reads an L1 → L2 message by roles: its refund / beneficiary addresses, not the L2 call target', () => {
    const ticket = encodeFunctionData({
      abi: parseAbi(['function createRetryableTicket(address to, uint256 l2CallValue, uint256 maxSubmissionCost, address excessFeeRefundAddress, address callValueRefundAddress, uint256 gasLimit, uint256 maxFeePerGas, bytes data)']),
      args: [CONTRACT_L2, 1n, 1n, USER, OTHER, 100000n, 1n, '0x12345678'],
    });
    expect(recipients(ticket)).toEqual([['excessFeeRefundAddress', USER], ['callValueRefundAddress', OTHER]]);
    const portal = encodeFunctionData({ abi: parseAbi(['function depositTransaction(address _to, uint256 _value, uint64 _gasLimit, bool _isCreation, bytes _data)']), args: [OTHER, 1n, 100000n, false, '0x'] });
    expect(recipients(portal)).toEqual([['to', OTHER]]);
  });
});
