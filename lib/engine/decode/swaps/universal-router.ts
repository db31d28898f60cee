/**
 * Uniswap Universal Router `execute(commands, inputs[, deadline])` read as one swap: the command
 * bytes and input layouts are Uniswap's own (universal-router-sdk's CommandType / COMMAND_DEFINITION,
 * v4-sdk's Actions for V4_SWAP). A plan is a list of steps (swaps, wrap / unwrap, sweep, Permit2
 * pulls); the swap the user meets is what enters the first swap and what leaves the last one.
 */
import { decodeAbiParameters, decodeFunctionData, getAddress, parseAbiParameters, type Address, type Hex } from 'viem';
import { executeAbi } from '../universal-router';
import { tokenOf, type SwapIntent, type SwapToken } from './types';
import { v4Steps } from './v4-actions';

export type Step =
  | { kind: 'swap'; tokenIn: SwapToken; tokenOut: SwapToken; amountIn: bigint; amountOut: bigint; exactIn: boolean; recipient: Address }
  | { kind: 'wrap'; amount: bigint }
  | { kind: 'unwrap'; amountMin: bigint; recipient: Address }
  | { kind: 'sweep'; token: SwapToken; amountMin: bigint; recipient: Address }
  | { kind: 'pull'; token: SwapToken; amount: bigint };

/** Command byte → input layout (universal-router-sdk COMMAND_DEFINITION). */
const CMD = {
  V3_SWAP_EXACT_IN: 0x00,
  V3_SWAP_EXACT_OUT: 0x01,
  PERMIT2_TRANSFER_FROM: 0x02,
  SWEEP: 0x04,
  V2_SWAP_EXACT_IN: 0x08,
  V2_SWAP_EXACT_OUT: 0x09,
  WRAP_ETH: 0x0b,
  UNWRAP_WETH: 0x0c,
  V4_SWAP: 0x10,
  EXECUTE_SUB_PLAN: 0x21,
} as const;
const LAYOUT = {
  v3: parseAbiParameters('address recipient, uint256 amountA, uint256 amountB, bytes path, bool payerIsUser'),
  v2: parseAbiParameters('address recipient, uint256 amountA, uint256 amountB, address[] path, bool payerIsUser'),
  pull: parseAbiParameters('address token, address recipient, uint160 amount'),
  sweep: parseAbiParameters('address token, address recipient, uint256 amountMin'),
  wrap: parseAbiParameters('address recipient, uint256 amount'),
  plan: parseAbiParameters('bytes commands, bytes[] inputs'),
};
/** Commands.sol COMMAND_TYPE_MASK: the high bits are flags (allow revert). */
const COMMAND_MASK = 0x3f;
/** Constants.sol: MSG_SENDER and ADDRESS_THIS stand for the caller and the router. */
export const MSG_SENDER = '0x0000000000000000000000000000000000000001';
export const ADDRESS_THIS = '0x0000000000000000000000000000000000000002';
/** Constants.sol CONTRACT_BALANCE: "whatever the router holds" (after a wrap or a Permit2 pull). */
export const CONTRACT_BALANCE = 1n << 255n;
const MAX_DEPTH = 2;

/** V3 path: token (20 bytes) then (fee 3 bytes, token 20 bytes)*; exact-output paths run backwards. */
function v3Ends(path: Hex): [Address, Address] | undefined {
  const hex = path.slice(2);
  if (hex.length < 86 || (hex.length - 40) % 46 !== 0) return undefined;
  return [getAddress(`0x${hex.slice(0, 40)}`), getAddress(`0x${hex.slice(-40)}`)];
}

function swapStep(command: number, input: Hex): Step | undefined {
  const exactIn = command === CMD.V3_SWAP_EXACT_IN || command === CMD.V2_SWAP_EXACT_IN;
  let first: Address | undefined;
  let last: Address | undefined;
  let recipient: Address;
  let a: bigint;
  let b: bigint;
  if (command === CMD.V3_SWAP_EXACT_IN || command === CMD.V3_SWAP_EXACT_OUT) {
    const [r, x, y, path] = decodeAbiParameters(LAYOUT.v3, input);
    [recipient, a, b] = [r, x, y];
    const ends = v3Ends(path);
    if (!ends) return undefined;
    // Exact output: the path is written from the output back to the input.
    [first, last] = exactIn ? ends : [ends[1], ends[0]];
  } else {
    const [r, x, y, path] = decodeAbiParameters(LAYOUT.v2, input);
    [recipient, a, b] = [r, x, y];
    [first, last] = [path[0], path.at(-1)];
  }
  if (!first || !last) return undefined;
  // a / b: amountIn, amountOutMin (exact in) or amountOut, amountInMax (exact out).
  return { kind: 'swap', tokenIn: tokenOf(first), tokenOut: tokenOf(last), amountIn: exactIn ? a : b, amountOut: exactIn ? b : a, exactIn, recipient };
}

function step(command: number, input: Hex, depth: number): Step[] {
  switch (command) {
    case CMD.V3_SWAP_EXACT_IN:
    case CMD.V3_SWAP_EXACT_OUT:
    case CMD.V2_SWAP_EXACT_IN:
    case CMD.V2_SWAP_EXACT_OUT: {
      const s = swapStep(command, input);
      return s ? [s] : [];
    }
    case CMD.PERMIT2_TRANSFER_FROM: {
      const [token, , amount] = decodeAbiParameters(LAYOUT.pull, input);
      return [{ kind: 'pull', token: tokenOf(token), amount }];
    }
    case CMD.SWEEP: {
      const [token, recipient, amountMin] = decodeAbiParameters(LAYOUT.sweep, input);
      return [{ kind: 'sweep', token: tokenOf(token), recipient, amountMin }];
    }
    case CMD.WRAP_ETH: {
      const [, amount] = decodeAbiParameters(LAYOUT.wrap, input);
      return [{ kind: 'wrap', amount }];
    }
    case CMD.UNWRAP_WETH: {
      const [recipient, amountMin] = decodeAbiParameters(LAYOUT.wrap, input);
      return [{ kind: 'unwrap', recipient, amountMin }];
    }
    case CMD.V4_SWAP:
      return v4Steps(input);
    case CMD.EXECUTE_SUB_PLAN: {
      if (depth >= MAX_DEPTH) return [];
      const [commands, inputs] = decodeAbiParameters(LAYOUT.plan, input);
      return planSteps(commands, inputs, depth + 1);
    }
    default:
      return [];
  }
}

/** The plan's steps in order; a command whose input does not decode is left out (the router would revert). */
export function planSteps(commands: Hex, inputs: readonly Hex[], depth = 0): Step[] {
  const bytes = commands.slice(2).match(/../g) ?? [];
  return bytes.flatMap((b, i) => {
    const input = inputs[i];
    if (input === undefined) return [];
    try {
      return step(parseInt(b, 16) & COMMAND_MASK, input, depth);
    } catch {
      return [];
    }
  });
}

const sum = (xs: bigint[]): bigint => xs.reduce((s, x) => s + x, 0n);
const sameToken = (a: SwapToken, b: SwapToken): boolean => a.toLowerCase() === b.toLowerCase();

/** A recipient that means the user: MSG_SENDER, or the sender itself. ADDRESS_THIS keeps the output in the router for a later step. */
function finalRecipient(address: Address, sender: Address | undefined): Address | undefined {
  const lower = address.toLowerCase();
  if (lower === MSG_SENDER || (sender !== undefined && lower === sender.toLowerCase())) return undefined;
  return getAddress(address);
}

/** The swap a plan amounts to; undefined when it holds no swap. `value`: the call's value (a wrap of CONTRACT_BALANCE wraps it all). */
export function swapFromSteps(steps: Step[], sender: Address | undefined, value: bigint): Omit<SwapIntent, 'router' | 'deadline'> | undefined {
  const swaps = steps.filter((s): s is Extract<Step, { kind: 'swap' }> => s.kind === 'swap');
  const firstSwap = swaps[0];
  const lastSwap = swaps.at(-1);
  if (!firstSwap || !lastSwap) return undefined;
  const exactIn = swaps.every((s) => s.exactIn);
  const wrap = steps.find((s) => s.kind === 'wrap');
  const pull = steps.find((s) => s.kind === 'pull');
  const unwrap = steps.find((s) => s.kind === 'unwrap');
  const sweep = steps.find((s) => s.kind === 'sweep');

  const giveToken = wrap ? 'native' : firstSwap.tokenIn;
  const named = sum(swaps.filter((s) => sameToken(s.tokenIn, firstSwap.tokenIn) && s.amountIn !== CONTRACT_BALANCE).map((s) => s.amountIn));
  const wrapped = wrap ? (wrap.amount === CONTRACT_BALANCE ? value : wrap.amount) : undefined;
  const giveAmount = wrapped ?? (named > 0n ? named : (pull?.amount ?? 0n));

  const getToken = unwrap ? 'native' : (sweep?.token ?? lastSwap.tokenOut);
  const swapOut = sum(swaps.filter((s) => sameToken(s.tokenOut, lastSwap.tokenOut)).map((s) => s.amountOut));
  // An unwrap or sweep at the end pays the user after any fee (PAY_PORTION): its minimum is what is guaranteed.
  const getAmount = unwrap?.amountMin ?? sweep?.amountMin ?? swapOut;

  const recipient = finalRecipient(unwrap?.recipient ?? sweep?.recipient ?? lastSwap.recipient, sender);
  return {
    give: { token: giveToken, amount: giveAmount, bound: exactIn ? 'exact' : 'max' },
    get: { token: getToken, amount: getAmount, bound: exactIn ? 'min' : 'exact' },
    // The router holding the output at the end is no one's: shown as is (the rules see the steps).
    recipient: recipient?.toLowerCase() === ADDRESS_THIS ? undefined : recipient,
  };
}

/** An execute() call read as a swap; undefined for any other call or a plan without a swap. */
export function universalRouterSwap(data: Hex, sender: Address | undefined, value: bigint): SwapIntent | undefined {
  let args: readonly unknown[];
  try {
    args = decodeFunctionData({ abi: executeAbi, data }).args;
  } catch {
    return undefined;
  }
  const [commands, inputs, deadline] = args;
  if (typeof commands !== 'string' || !Array.isArray(inputs)) return undefined;
  const steps = planSteps(`0x${commands.slice(2)}`, inputs.filter((x): x is Hex => typeof x === 'string' && x.startsWith('0x')));
  const swap = swapFromSteps(steps, sender, value);
  if (!swap) return undefined;
  return { router: 'uniswap-universal-router', ...swap, deadline: typeof deadline === 'bigint' ? deadline : undefined };
}
