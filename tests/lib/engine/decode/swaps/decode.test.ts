/**
 * Swaps read from their calldata: Universal Router plans built with Uniswap's own encoders
 * (universal-router-sdk RoutePlanner, v4-sdk V4Planner), 1inch and 0x calls from their published ABIs.
 */
import { createRequire } from 'node:module';
import { encodeFunctionData, parseAbi, toFunctionSelector, type Address, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeSwap } from '../../../../../lib/engine/decode/swaps';
import { aggregatorSwapAbi } from '../../../../../lib/engine/decode/swaps/aggregators';
import { executeAbi } from '../../../../../lib/engine/decode/universal-router';
import { protocolAbi } from '../../../../../lib/engine/decode/protocols';
import { SELECTOR_INTENTS } from '../../../../../lib/format/intent-selectors';

const require = createRequire(import.meta.url);
/** Calls a method of an SDK object (CommonJS classes, untyped here) with the object as `this`. */
function call(target: unknown, method: string, args: unknown[]): unknown {
  const fn: unknown = typeof target === 'object' && target !== null ? Reflect.get(target, method) : undefined;
  if (typeof fn !== 'function') throw new Error(`no ${method}`);
  return Reflect.apply(fn, target, args);
}
const hexSchema = z.string().regex(/^0x[0-9a-f]*$/i).transform((s): Hex => `0x${s.slice(2)}`);
const sdk = z.object({ RoutePlanner: z.custom<new () => object>((v) => typeof v === 'function'), CommandType: z.record(z.string(), z.unknown()) }).parse(require('@uniswap/universal-router-sdk'));
const v4 = z.object({ V4Planner: z.custom<new () => object>((v) => typeof v === 'function'), Actions: z.record(z.string(), z.unknown()) }).parse(require('@uniswap/v4-sdk'));

const USER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const STRANGER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const MSG_SENDER = '0x0000000000000000000000000000000000000001';
const ADDRESS_THIS = '0x0000000000000000000000000000000000000002';
const V3_PATH = `${USDC}0001f4${WETH.slice(2)}`.toLowerCase();

function command(name: string): number {
  return z.number().parse(sdk.CommandType[name]);
}

/** execute(commands, inputs, deadline) of a plan written with Uniswap's RoutePlanner. */
function plan(steps: Array<[string, unknown[]]>, deadline = 1795723536n): Hex {
  const planner = new sdk.RoutePlanner();
  for (const [name, args] of steps) call(planner, 'addCommand', [command(name), args]);
  const commands = hexSchema.parse(Reflect.get(planner, 'commands'));
  const inputs = z.array(hexSchema).parse(Reflect.get(planner, 'inputs'));
  return encodeFunctionData({ abi: executeAbi, functionName: 'execute', args: [commands, inputs, deadline] });
}

describe('Universal Router', () => {
  it('V3 exact in, USDC → WETH → unwrapped to the sender: "1,000 USDC for at least 0.29 ETH", deadline kept', () => {
    const data = plan([
      ['V3_SWAP_EXACT_IN', [ADDRESS_THIS, '1000000000', '290000000000000000', V3_PATH, true]],
      ['UNWRAP_WETH', [MSG_SENDER, '290000000000000000']],
    ]);
    expect(decodeSwap(data, USER)).toEqual({
      router: 'uniswap-universal-router',
      give: { token: USDC, amount: 1_000_000_000n, bound: 'exact' },
      get: { token: 'native', amount: 290_000_000_000_000_000n, bound: 'min' },
      recipient: undefined,
      deadline: 1795723536n,
    });
  });

  it('V2 exact out from ETH: wrap, swap for exact USDC, the most it may cost', () => {
    const data = plan([
      ['WRAP_ETH', [ADDRESS_THIS, '1000000000000000000']],
      ['V2_SWAP_EXACT_OUT', [MSG_SENDER, '2000000000', '1000000000000000000', [WETH, USDC], false]],
      ['UNWRAP_WETH', [MSG_SENDER, '0']],
    ]);
    const swap = decodeSwap(data, USER, 10n ** 18n);
    expect(swap?.give).toEqual({ token: 'native', amount: 10n ** 18n, bound: 'max' });
    // The unwrap returns what is left of the ETH: the USDC is what the user asked for.
    expect(swap?.get.bound).toBe('exact');
  });

  it('the output paid to someone else is the recipient; a fee portion does not change what is guaranteed', () => {
    const data = plan([
      ['V3_SWAP_EXACT_IN', [ADDRESS_THIS, '1000000000', '300000000000000000', V3_PATH, true]],
      ['PAY_PORTION', [WETH, '0x000000fee13a103A10D593b9AE06b3e05F2E7E1c', '25']],
      ['SWEEP', [WETH, STRANGER, '299250000000000000']],
    ]);
    const swap = decodeSwap(data, USER);
    expect(swap?.recipient).toBe(STRANGER);
    expect(swap?.get).toEqual({ token: WETH, amount: 299_250_000_000_000_000n, bound: 'min' });
  });

  it('V4 exact-in single written with the V4Planner: ETH (currency 0) → USDC', () => {
    const planner = new v4.V4Planner();
    const add = (action: number, args: unknown[]) => call(planner, 'addAction', [action, args]);
    const key = { currency0: '0x0000000000000000000000000000000000000000', currency1: USDC, fee: 500, tickSpacing: 10, hooks: '0x0000000000000000000000000000000000000000' };
    add(z.number().parse(v4.Actions.SWAP_EXACT_IN_SINGLE), [{ poolKey: key, zeroForOne: true, amountIn: '500000000000000000', amountOutMinimum: '1700000000', hookData: '0x' }]);
    add(z.number().parse(v4.Actions.SETTLE_ALL), [key.currency0, '500000000000000000']);
    add(z.number().parse(v4.Actions.TAKE_ALL), [USDC, '1700000000']);
    // RoutePlanner takes the finalized V4 input as V4_SWAP's one argument.
    const withInput = plan([['V4_SWAP', [z.string().parse(call(planner, 'finalize', []))]]]);
    const swap = decodeSwap(withInput, USER, 5n * 10n ** 17n);
    expect(swap?.give).toEqual({ token: 'native', amount: 5n * 10n ** 17n, bound: 'exact' });
    expect(swap?.get).toEqual({ token: USDC, amount: 1_700_000_000n, bound: 'min' });
    expect(swap?.recipient).toBeUndefined();
  });

  it('a plan without a swap (only a Permit2 pull, or a batch with a bare word) is no swap', () => {
    expect(decodeSwap(plan([['PERMIT2_TRANSFER_FROM', [USDC, STRANGER, '5']]]), USER)).toBeUndefined();
    expect(decodeSwap('0x095ea7b3', USER)).toBeUndefined();
  });
});

describe('aggregators', () => {
  it('their ABIs are the published signatures the review names as swaps', () => {
    for (const fn of aggregatorSwapAbi) expect(SELECTOR_INTENTS[toFunctionSelector(fn)]).toBe('swap');
  });

  it('1inch v6 swap: srcToken amount for at least minReturnAmount, to dstReceiver', () => {
    const desc = { srcToken: USDC, dstToken: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as Address, srcReceiver: STRANGER, dstReceiver: STRANGER, amount: 10n ** 9n, minReturnAmount: 3n * 10n ** 17n, flags: 0n };
    const data = encodeFunctionData({ abi: aggregatorSwapAbi, functionName: 'swap', args: [STRANGER, desc, '0x'] });
    expect(decodeSwap(data, USER)).toMatchObject({ router: '1inch', give: { token: USDC, amount: 10n ** 9n }, get: { token: 'native', amount: 3n * 10n ** 17n, bound: 'min' }, recipient: STRANGER });
    const toSelf = encodeFunctionData({ abi: aggregatorSwapAbi, functionName: 'swap', args: [STRANGER, { ...desc, dstReceiver: '0x0000000000000000000000000000000000000000' }, '0x', '0x'] });
    expect(decodeSwap(toSelf, USER)?.recipient).toBeUndefined();
  });

  it('0x transformERC20 and sellToUniswap pay the caller', () => {
    const t = encodeFunctionData({ abi: aggregatorSwapAbi, functionName: 'transformERC20', args: [USDC, WETH, 5n, 7n, []] });
    expect(decodeSwap(t, USER)).toMatchObject({ router: '0x', give: { token: USDC, amount: 5n }, get: { token: WETH, amount: 7n }, recipient: undefined });
    const s = encodeFunctionData({ abi: aggregatorSwapAbi, functionName: 'sellToUniswap', args: [[WETH, USDC], 9n, 11n, false] });
    expect(decodeSwap(s, USER)).toMatchObject({ give: { token: WETH, amount: 9n }, get: { token: USDC, amount: 11n } });
  });
});

describe('Uniswap V2 / V3 routers', () => {
  const multicall = parseAbi(['function multicall(uint256 deadline, bytes[] data) payable']);
  it('V2 swapExactETHForTokens: the value for at least amountOutMin, to the sender', () => {
    const data = encodeFunctionData({ abi: protocolAbi, functionName: 'swapExactETHForTokens', args: [1_700_000_000n, [WETH, USDC], USER, 1795723536n] });
    expect(decodeSwap(data, USER, 5n * 10n ** 17n)).toMatchObject({ give: { token: 'native', amount: 5n * 10n ** 17n, bound: 'exact' }, get: { token: USDC, amount: 1_700_000_000n, bound: 'min' }, recipient: undefined, deadline: 1795723536n });
  });
  it('V2 swapTokensForExactTokens: at most amountInMax for exactly amountOut, to a stranger', () => {
    const data = encodeFunctionData({ abi: protocolAbi, functionName: 'swapTokensForExactTokens', args: [10n ** 18n, 4_000_000_000n, [USDC, WETH], STRANGER, 1n] });
    expect(decodeSwap(data, USER)).toMatchObject({ give: { token: USDC, amount: 4_000_000_000n, bound: 'max' }, get: { token: WETH, amount: 10n ** 18n, bound: 'exact' }, recipient: STRANGER });
  });
  it('SwapRouter02 multicall: exactInputSingle into the router, then unwrapWETH9 to the user', () => {
    const swap = encodeFunctionData({ abi: protocolAbi, functionName: 'exactInputSingle', args: [{ tokenIn: USDC, tokenOut: WETH, fee: 500, recipient: ADDRESS_THIS, amountIn: 10n ** 9n, amountOutMinimum: 29n * 10n ** 16n, sqrtPriceLimitX96: 0n }] });
    const unwrap = encodeFunctionData({ abi: protocolAbi, functionName: 'unwrapWETH9', args: [29n * 10n ** 16n, USER] });
    const data = encodeFunctionData({ abi: multicall, functionName: 'multicall', args: [1795723536n, [swap, unwrap]] });
    expect(decodeSwap(data, USER)).toMatchObject({ give: { token: USDC, amount: 10n ** 9n, bound: 'exact' }, get: { token: 'native', amount: 29n * 10n ** 16n, bound: 'min' }, recipient: undefined });
  });
  it('V3 exactOutput: the path runs from the output back to the input', () => {
    const path: Hex = `0x${WETH.slice(2)}0001f4${USDC.slice(2)}`;
    const data = encodeFunctionData({ abi: protocolAbi, functionName: 'exactOutput', args: [{ path, recipient: USER, amountOut: 10n ** 18n, amountInMaximum: 4_000_000_000n }] });
    expect(decodeSwap(data, USER)).toMatchObject({ give: { token: USDC, bound: 'max' }, get: { token: WETH, amount: 10n ** 18n, bound: 'exact' } });
  });
});
