/** A call read as a swap, whichever router encodes it (Uniswap Universal Router, V2 / V3 routers, 1inch, 0x). */
import type { Address, Hex } from 'viem';
import { aggregatorSwap } from './aggregators';
import type { SwapIntent } from './types';
import { universalRouterSwap } from './universal-router';
import { uniswapRouterSwap } from './uniswap-routers';

export type { SwapIntent, SwapSide, SwapToken } from './types';

/** `value`: the call's value in the chain's smallest unit (a wrap of "the router's balance" wraps all of it). */
export function decodeSwap(data: Hex | undefined, sender: Address | undefined, value = 0n): SwapIntent | undefined {
  if (data === undefined || data.length < 10) return undefined;
  return universalRouterSwap(data, sender, value) ?? aggregatorSwap(data, sender) ?? uniswapRouterSwap(data, sender, value);
}
