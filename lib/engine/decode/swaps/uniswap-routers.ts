/**
 * Uniswap V2 Router02 and V3 SwapRouter / SwapRouter02 swaps (their ABIs as in decode/protocols.ts,
 * one definition), also inside SwapRouter02's multicall with an unwrapWETH9 paying the user in the
 * chain's coin. A V3 swap sent with value spends the chain's coin (the router wraps it).
 */
import { decodeFunctionData, getAddress, isAddress, type Address, type Hex } from 'viem';
import { multicallInner, protocolAbi } from '../protocols';
import { tokenOf, type SwapIntent, type SwapToken } from './types';

type Swap = Omit<SwapIntent, 'router'>;
const NATIVE: SwapToken = 'native';

function pathEnds(path: Hex): [Address, Address] | undefined {
  const hex = path.slice(2);
  if (hex.length < 86 || (hex.length - 40) % 46 !== 0) return undefined;
  return [getAddress(`0x${hex.slice(0, 40)}`), getAddress(`0x${hex.slice(-40)}`)];
}

const isAddressValue = (v: unknown): v is Address => typeof v === 'string' && isAddress(v, { strict: false });

const recipient = (to: Address, sender: Address | undefined): Address | undefined =>
  BigInt(to) < 0x10000n || (sender !== undefined && to.toLowerCase() === sender.toLowerCase()) ? undefined : to;

function v2(name: string, args: readonly unknown[], value: bigint, sender: Address | undefined): Swap | undefined {
  const ethIn = name.startsWith('swapExactETH') || name.startsWith('swapETH');
  const ethOut = /ForETH|ForExactETH/.test(name);
  const exactIn = name.startsWith('swapExact');
  // Layouts: (amountA, amountB, path, to, deadline), or (amountA, path, to, deadline) when the ETH in is the value.
  const [a, b, path, to, deadline] = ethIn ? [args[0], undefined, args[1], args[2], args[3]] : args;
  if (typeof a !== 'bigint' || !Array.isArray(path) || !isAddressValue(to) || typeof deadline !== 'bigint') return undefined;
  const [first, last]: unknown[] = [path[0], path.at(-1)];
  if (!isAddressValue(first) || !isAddressValue(last)) return undefined;
  const spent = ethIn ? value : typeof b === 'bigint' ? (exactIn ? a : b) : undefined;
  const got = exactIn ? (ethIn ? a : b) : a;
  if (spent === undefined || typeof got !== 'bigint') return undefined;
  return {
    give: { token: ethIn ? NATIVE : tokenOf(first), amount: spent, bound: exactIn ? 'exact' : 'max' },
    get: { token: ethOut ? NATIVE : tokenOf(last), amount: got, bound: exactIn ? 'min' : 'exact' },
    recipient: recipient(to, sender),
    deadline,
  };
}

function v3(name: string, params: unknown, value: bigint, sender: Address | undefined): Swap | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const p = new Map(Object.entries(params));
  const exactIn = name.startsWith('exactInput');
  const ends = typeof p.get('path') === 'string' ? pathEnds(`0x${String(p.get('path')).slice(2)}`) : undefined;
  // Exact output paths are written from the output back to the input.
  const [tokenIn, tokenOut] = ends ? (exactIn ? ends : [ends[1], ends[0]]) : [p.get('tokenIn'), p.get('tokenOut')];
  const [amountIn, amountOut] = exactIn ? [p.get('amountIn'), p.get('amountOutMinimum')] : [p.get('amountInMaximum'), p.get('amountOut')];
  const to = p.get('recipient');
  if (!isAddressValue(tokenIn) || !isAddressValue(tokenOut) || typeof amountIn !== 'bigint' || typeof amountOut !== 'bigint' || !isAddressValue(to)) return undefined;
  const deadline = p.get('deadline');
  return {
    give: { token: value > 0n ? NATIVE : tokenOf(tokenIn), amount: value > 0n && exactIn ? value : amountIn, bound: exactIn ? 'exact' : 'max' },
    get: { token: tokenOf(tokenOut), amount: amountOut, bound: exactIn ? 'min' : 'exact' },
    recipient: recipient(to, sender),
    deadline: typeof deadline === 'bigint' ? deadline : undefined,
  };
}

function one(data: Hex, value: bigint, sender: Address | undefined): Swap | undefined {
  let d;
  try {
    d = decodeFunctionData({ abi: protocolAbi, data });
  } catch {
    return undefined;
  }
  const name = d.functionName;
  const args: readonly unknown[] = d.args ?? [];
  if (name.startsWith('swap')) return v2(name, args, value, sender);
  if (name.startsWith('exactInput') || name.startsWith('exactOutput')) return v3(name, args[0], value, sender);
  return undefined;
}

/** A V2 / V3 router swap, or SwapRouter02's multicall of one with an unwrapWETH9 (paid in the coin). */
export function uniswapRouterSwap(data: Hex, sender: Address | undefined, value: bigint): SwapIntent | undefined {
  const direct = one(data, value, sender);
  if (direct) return { router: 'uniswap-router', ...direct };
  const inner = multicallInner(data);
  if (!inner) return undefined;
  const swap = inner.map((c) => one(c, value, sender)).find((s) => s !== undefined);
  if (!swap) return undefined;
  const unwrap = inner.map((c) => unwrapOf(c)).find((u) => u !== undefined);
  if (!unwrap) return { router: 'uniswap-router', ...swap };
  return { router: 'uniswap-router', ...swap, get: { ...swap.get, token: NATIVE, amount: unwrap.min > 0n ? unwrap.min : swap.get.amount }, recipient: recipient(unwrap.to, sender) };
}

function unwrapOf(data: Hex): { min: bigint; to: Address } | undefined {
  try {
    const d = decodeFunctionData({ abi: protocolAbi, data });
    if (d.functionName !== 'unwrapWETH9') return undefined;
    const [min, to] = d.args;
    return typeof min === 'bigint' && isAddressValue(to) ? { min, to } : undefined;
  } catch {
    return undefined;
  }
}
