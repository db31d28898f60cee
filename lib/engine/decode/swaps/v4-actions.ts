/**
 * V4_SWAP's input: `(bytes actions, bytes[] params)` of Uniswap v4's router actions (v4-sdk
 * V4Planner's Actions and their v2.0 structs). The swap actions give the ends and amounts; TAKE /
 * TAKE_ALL say who is paid. Currency 0x0 is the chain's coin.
 */
import { decodeAbiParameters, parseAbiParameters, type Address, type Hex } from 'viem';
import { tokenOf } from './types';
import type { Step } from './universal-router';

const ACTION = { SWAP_EXACT_IN_SINGLE: 0x06, SWAP_EXACT_IN: 0x07, SWAP_EXACT_OUT_SINGLE: 0x08, SWAP_EXACT_OUT: 0x09, TAKE: 0x0e, TAKE_ALL: 0x0f } as const;
const POOL_KEY = '(address currency0, address currency1, uint24 fee, int24 tickSpacing, address hooks)';
const PATH_KEY = '(address intermediateCurrency, uint256 fee, int24 tickSpacing, address hooks, bytes hookData)';
const LAYOUT = {
  actions: parseAbiParameters('bytes actions, bytes[] params'),
  single: parseAbiParameters(`(${POOL_KEY} poolKey, bool zeroForOne, uint128 amountA, uint128 amountB, bytes hookData)`),
  path: parseAbiParameters(`(address currency, ${PATH_KEY}[] path, uint128 amountA, uint128 amountB)`),
  take: parseAbiParameters('address currency, address recipient, uint256 amount'),
};
/** The v4 router pays MSG_SENDER when TAKE_ALL names no one (ActionConstants.MSG_SENDER). */
const MSG_SENDER: Address = '0x0000000000000000000000000000000000000001';

function swapAction(action: number, param: Hex): Step | undefined {
  const exactIn = action === ACTION.SWAP_EXACT_IN_SINGLE || action === ACTION.SWAP_EXACT_IN;
  let tokenIn: Address | undefined;
  let tokenOut: Address | undefined;
  let a: bigint;
  let b: bigint;
  if (action === ACTION.SWAP_EXACT_IN_SINGLE || action === ACTION.SWAP_EXACT_OUT_SINGLE) {
    const [s] = decodeAbiParameters(LAYOUT.single, param);
    const { currency0, currency1 } = s.poolKey;
    [tokenIn, tokenOut] = s.zeroForOne ? [currency0, currency1] : [currency1, currency0];
    [a, b] = [s.amountA, s.amountB];
  } else {
    const [s] = decodeAbiParameters(LAYOUT.path, param);
    const far = exactIn ? s.path.at(-1)?.intermediateCurrency : s.path[0]?.intermediateCurrency;
    // Exact input: the given currency is the input, the path ends at the output; exact output the other way.
    [tokenIn, tokenOut] = exactIn ? [s.currency, far] : [far, s.currency];
    [a, b] = [s.amountA, s.amountB];
  }
  if (!tokenIn || !tokenOut) return undefined;
  return { kind: 'swap', tokenIn: tokenOf(tokenIn), tokenOut: tokenOf(tokenOut), amountIn: exactIn ? a : b, amountOut: exactIn ? b : a, exactIn, recipient: MSG_SENDER };
}

/** The swaps of a V4_SWAP input, with the recipient of a TAKE when one names someone. */
export function v4Steps(input: Hex): Step[] {
  const [actions, params] = decodeAbiParameters(LAYOUT.actions, input);
  const codes = (actions.slice(2).match(/../g) ?? []).map((b) => parseInt(b, 16));
  const steps: Step[] = [];
  let payee: Address | undefined;
  codes.forEach((code, i) => {
    const param = params[i];
    if (param === undefined) return;
    try {
      if (code === ACTION.TAKE) payee = decodeAbiParameters(LAYOUT.take, param)[1];
      else if (code >= ACTION.SWAP_EXACT_IN_SINGLE && code <= ACTION.SWAP_EXACT_OUT) {
        const s = swapAction(code, param);
        if (s) steps.push(s);
      }
    } catch {
      // An action that does not decode: the router would revert.
    }
  });
  return payee === undefined ? steps : steps.map((s) => (s.kind === 'swap' ? { ...s, recipient: payee ?? s.recipient } : s));
}
