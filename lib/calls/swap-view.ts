/**
 * A swap as the review shows it: amounts in token units with the token's symbol (from the scan's
 * assets, else the bundled token list), the chain's coin by its symbol, USD when the scan priced
 * the token. A token nothing is known of keeps its raw amount and is named by its address.
 */
import type { Address, Hex } from 'viem';
import type { EvmScanResponse } from '../api/schemas/evm';
import { decodeSwap, type SwapSide } from '../engine/decode/swaps';
import { listedToken } from '../engine/tokens/list';
import { shortAddress } from '../format/address';
import { formatTokenAmount } from '../format/amount';
import { calledToken } from '../format/called-token';
import { nativeCurrency } from '../format/chain';
import { unitUsdPrice } from '../format/unit-price';
import { formatUnits } from '../format/units';
import { formatUsd } from '../format/usd';
import type { SwapView } from './schema';

/** Deadlines past this are no date a person can read (and none a router would check). */
const MAX_DEADLINE = 8_640_000_000_000n;

function tokenInfo(side: SwapSide, chainId: number | undefined, response: EvmScanResponse | undefined): { symbol: string | undefined; decimals: number | undefined } {
  if (side.token === 'native') return nativeCurrency(chainId);
  return calledToken(response, side.token) ?? listedToken(chainId, side.token) ?? { symbol: undefined, decimals: undefined };
}

function amountView(side: SwapSide, chainId: number | undefined, response: EvmScanResponse | undefined): SwapView['give'] {
  const { symbol, decimals } = tokenInfo(side, chainId, response);
  const amount = formatTokenAmount(side.amount, decimals);
  const text = symbol !== undefined && decimals !== undefined ? `${amount} ${symbol}` : `${amount} (${shortAddress(side.token)}, units unknown)`;
  const perUnit = decimals === undefined ? undefined : unitUsdPrice(response, side.token, decimals);
  const usd = perUnit === undefined || decimals === undefined ? undefined : formatUsd(Number(formatUnits(side.amount, decimals)) * perUnit);
  return { text, bound: side.bound, ...(side.token === 'native' ? {} : { token: side.token }), ...(usd ? { usd } : {}) };
}

/** The swap a call makes, or undefined when it makes none. */
export function swapView(data: Hex | undefined, sender: Address | undefined, value: bigint, chainId: number | undefined, response: EvmScanResponse | undefined): SwapView | undefined {
  const swap = decodeSwap(data, sender, value);
  if (!swap) return undefined;
  const view: SwapView = { give: amountView(swap.give, chainId, response), get: amountView(swap.get, chainId, response) };
  if (swap.recipient) view.recipient = swap.recipient;
  if (swap.deadline !== undefined && swap.deadline > 0n && swap.deadline < MAX_DEADLINE) view.deadline = Number(swap.deadline);
  return view;
}
