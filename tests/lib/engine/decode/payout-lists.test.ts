/** Lists of payees and amounts read from the ABI layout of calldata Preflight has no ABI for (lib/engine/decode/payout-lists.ts). */
import { encodeFunctionData, parseAbi, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { payoutList, routeItems } from '../../../../lib/engine/decode/payout-lists';
import { CONTRACT, EOA, KNOWN_TOKEN, UNKNOWN } from '../rules/support';

const abi = parseAbi([
  'function payAll(address token, address[] who, uint256[] how, string memo)',
  'function payMany(address[] who, uint256[] how)',
  'function setMembers(address[] who, bool[] active)',
  'function route(address a, address b, uint256 x)',
  'function swap(uint256 min, address[] path, address to)',
]);

describe('payoutList', () => {
  it('reads an address[] followed by as many amounts, wherever the token and a memo sit', () => {
    const data = encodeFunctionData({ abi, functionName: 'payAll', args: [KNOWN_TOKEN, [EOA, UNKNOWN], [5n, 7n], 'july'] });
    expect(payoutList(data)).toEqual({ payees: [EOA, UNKNOWN], amounts: [5n, 7n] });
  });

  it('finds none in lists of another length, lists of flags, or static addresses', () => {
    expect(payoutList(encodeFunctionData({ abi, functionName: 'payMany', args: [[EOA, UNKNOWN], [parseEther('1')]] }))).toBeUndefined();
    expect(payoutList(encodeFunctionData({ abi, functionName: 'setMembers', args: [[EOA, UNKNOWN], [true, false]] }))).toBeUndefined();
    expect(payoutList(encodeFunctionData({ abi, functionName: 'route', args: [EOA, CONTRACT, 64n] }))).toBeUndefined();
    expect(payoutList('0x12345678')).toBeUndefined();
  });
});

describe('routeItems', () => {
  it('marks the items of a list of two or more addresses (a route), not a static address nor a list of one', () => {
    // Words: min, offset (96), to, length 2, path[0], path[1].
    expect([...routeItems(encodeFunctionData({ abi, functionName: 'swap', args: [5n, [KNOWN_TOKEN, CONTRACT], EOA] }))]).toEqual([4, 5]);
    expect(routeItems(encodeFunctionData({ abi, functionName: 'swap', args: [5n, [KNOWN_TOKEN], EOA] })).size).toBe(0);
    expect(routeItems(encodeFunctionData({ abi, functionName: 'route', args: [EOA, CONTRACT, 64n] })).size).toBe(0);
  });
});
