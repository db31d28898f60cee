/** Names of well-known functions for simulation.params.calldata (token standards, Permit2, multicall). */
import { erc20Abi, erc721Abi, parseAbi, slice, toFunctionSelector, toFunctionSignature, type AbiFunction, type Hex } from 'viem';

const extra = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
  'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
  'function multicall(bytes[] data) returns (bytes[])',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
]);

let table: Map<string, string> | undefined;

function getTable(): Map<string, string> {
  if (table) return table;
  table = new Map();
  for (const item of [...erc20Abi, ...erc721Abi, ...extra]) {
    if (item.type !== 'function') continue;
    const fn: AbiFunction = item;
    table.set(toFunctionSelector(fn), toFunctionSignature(fn));
  }
  return table;
}

export function calldataInfo(data: Hex | undefined): { function_selector: string; function_signature?: string } | undefined {
  if (!data || data.length < 10) return undefined;
  const selector = slice(data, 0, 4).toLowerCase();
  const signature = getTable().get(selector);
  return signature ? { function_selector: selector, function_signature: signature } : { function_selector: selector };
}
