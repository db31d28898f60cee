/**
 * Aggregator swaps whose calldata states both ends: 1inch AggregationRouter v5 / v6 `swap` (its
 * SwapDescription: srcToken, dstToken, dstReceiver, amount, minReturnAmount) and the 0x Exchange
 * Proxy's `transformERC20` and `sellToUniswap` (paid to the caller). Signatures are the routers'
 * published ABIs. 1inch's unoswap variants encode the output token inside pool words and are not read.
 */
import { decodeFunctionData, getAddress, parseAbi, type Address, type Hex } from 'viem';
import { tokenOf, type SwapIntent } from './types';

const SWAP_DESCRIPTION = '(address srcToken, address dstToken, address srcReceiver, address dstReceiver, uint256 amount, uint256 minReturnAmount, uint256 flags) desc';
export const aggregatorSwapAbi = parseAbi([
  `function swap(address executor, ${SWAP_DESCRIPTION}, bytes permit, bytes data) payable`, // 1inch v5
  `function swap(address executor, ${SWAP_DESCRIPTION}, bytes data) payable`, // 1inch v6
  'function transformERC20(address inputToken, address outputToken, uint256 inputTokenAmount, uint256 minOutputTokenAmount, (uint32 deploymentNonce, bytes data)[] transformations) payable',
  'function sellToUniswap(address[] tokens, uint256 sellAmount, uint256 minBuyAmount, bool isSushi) payable',
]);

const ZERO = /^0x0{40}$/;

/** 1inch pays the caller when dstReceiver is zero. */
function receiver(address: Address, sender: Address | undefined): Address | undefined {
  if (ZERO.test(address) || (sender !== undefined && address.toLowerCase() === sender.toLowerCase())) return undefined;
  return getAddress(address);
}

export function aggregatorSwap(data: Hex, sender: Address | undefined): SwapIntent | undefined {
  let decoded;
  try {
    decoded = decodeFunctionData({ abi: aggregatorSwapAbi, data });
  } catch {
    return undefined;
  }
  switch (decoded.functionName) {
    case 'swap': {
      const desc = decoded.args[1];
      return {
        router: '1inch',
        give: { token: tokenOf(desc.srcToken), amount: desc.amount, bound: 'exact' },
        get: { token: tokenOf(desc.dstToken), amount: desc.minReturnAmount, bound: 'min' },
        recipient: receiver(desc.dstReceiver, sender),
        deadline: undefined,
      };
    }
    case 'transformERC20': {
      const [input, output, amount, min] = decoded.args;
      return { router: '0x', give: { token: tokenOf(input), amount, bound: 'exact' }, get: { token: tokenOf(output), amount: min, bound: 'min' }, recipient: undefined, deadline: undefined };
    }
    case 'sellToUniswap': {
      const [tokens, amount, min] = decoded.args;
      const [first, last] = [tokens[0], tokens.at(-1)];
      if (!first || !last) return undefined;
      return { router: '0x', give: { token: tokenOf(first), amount, bound: 'exact' }, get: { token: tokenOf(last), amount: min, bound: 'min' }, recipient: undefined, deadline: undefined };
    }
  }
}
