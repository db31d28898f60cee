/**
 * Uniswap Universal Router `execute(commands, inputs[, deadline])`: the
 * recipients inside the swap, wrap / unwrap and sweep commands (command
 * layouts from Uniswap's universal-router Commands.sol / Dispatcher.sol).
 * Fee-paying commands (TRANSFER, PAY_PORTION) pay third parties by design and
 * are left out. MSG_SENDER (0x…01) and ADDRESS_THIS (0x…02) stand for the
 * caller and the router.
 */
import { decodeAbiParameters, decodeFunctionData, getAddress, parseAbi, parseAbiParameters, type Address, type Hex } from 'viem';
import type { Recipient } from './protocols';

export const executeAbi = parseAbi([
  'function execute(bytes commands, bytes[] inputs, uint256 deadline) payable',
  'function execute(bytes commands, bytes[] inputs) payable',
]);

/** Command byte (flag bits masked) → the layout of its input, recipient first. */
const LAYOUTS: Record<number, string> = {
  0x00: 'address recipient, uint256 amountIn, uint256 amountOutMin, bytes path, bool payerIsUser', // V3_SWAP_EXACT_IN
  0x01: 'address recipient, uint256 amountOut, uint256 amountInMax, bytes path, bool payerIsUser', // V3_SWAP_EXACT_OUT
  0x04: 'address token, address recipient, uint256 amountMin', // SWEEP
  0x08: 'address recipient, uint256 amountIn, uint256 amountOutMin, address[] path, bool payerIsUser', // V2_SWAP_EXACT_IN
  0x09: 'address recipient, uint256 amountOut, uint256 amountInMax, address[] path, bool payerIsUser', // V2_SWAP_EXACT_OUT
  0x0b: 'address recipient, uint256 amountMin', // WRAP_ETH
  0x0c: 'address recipient, uint256 amountMin', // UNWRAP_WETH
};
const COMMAND_MASK = 0x3f;
const MSG_SENDER = 1n;
const ADDRESS_THIS = 2n;

/** The recipients an execute() call names, with MSG_SENDER resolved to `sender`; undefined when it is no execute(). */
export function universalRouterRecipients(data: Hex, sender: Address | undefined): Recipient[] | undefined {
  let commands: Hex;
  let inputs: readonly Hex[];
  try {
    const d = decodeFunctionData({ abi: executeAbi, data });
    [commands, inputs] = [d.args[0], d.args[1]];
  } catch {
    return undefined;
  }
  const out: Recipient[] = [];
  const bytes = commands.slice(2).match(/../g) ?? [];
  bytes.forEach((b, i) => {
    const layout = LAYOUTS[parseInt(b, 16) & COMMAND_MASK];
    const input = inputs[i];
    if (layout === undefined || input === undefined) return;
    try {
      const params = parseAbiParameters(layout);
      const values = decodeAbiParameters(params, input);
      const index = params.findIndex((p) => p.name === 'recipient');
      const raw = values[index];
      if (typeof raw !== 'string') return;
      const n = BigInt(raw);
      if (n === ADDRESS_THIS) return;
      const address = n === MSG_SENDER ? sender : getAddress(raw);
      if (address !== undefined) out.push({ field: 'recipient', address });
    } catch {
      // An input that does not decode is left to the router (it would revert).
    }
  });
  return out;
}
