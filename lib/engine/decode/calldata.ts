/**
 * Decodes calldata of the token functions the rules know. Unknown selectors
 * and undecodable arguments give `undefined` (the caller says so to the user).
 */
import { decodeFunctionData, parseAbi, type Address, type Hex } from 'viem';

export const PERMIT2_ADDRESS: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3';

// One ABI for all: ERC-20 / ERC-721 share approve and transferFrom selectors,
// so one decode per selector is what the chain would execute anyway.
const tokenAbi = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function increaseApproval(address spender, uint256 addedValue)',
  'function setApprovalForAll(address operator, bool approved)',
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amountOrId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
]);

const permit2Abi = parseAbi(['function approve(address token, address spender, uint160 amount, uint48 expiration)']);

export type DecodedCall =
  | { kind: 'approve'; fn: 'approve' | 'increaseAllowance' | 'increaseApproval'; spender: Address; amount: bigint }
  | { kind: 'setApprovalForAll'; operator: Address; approved: boolean }
  | { kind: 'transfer'; to: Address; amount: bigint }
  | { kind: 'transferFrom'; from: Address; to: Address; amount: bigint }
  | { kind: 'safeTransferFrom'; standard: 'ERC-721' | 'ERC-1155'; batch: boolean; from: Address; to: Address; units?: { id: bigint; amount: bigint } }
  | { kind: 'permit2Approve'; token: Address; spender: Address; amount: bigint; expiration: bigint };

export function decodeCall(to: Address | undefined, data: Hex): DecodedCall | undefined {
  if (data.length < 10) return undefined;
  try {
    if (to !== undefined && to.toLowerCase() === PERMIT2_ADDRESS.toLowerCase()) {
      const p = decodeFunctionData({ abi: permit2Abi, data });
      const [token, spender, amount, expiration] = p.args;
      return { kind: 'permit2Approve', token, spender, amount, expiration: BigInt(expiration) };
    }
  } catch {
    // Not Permit2's approve: fall through to the token functions.
  }
  try {
    const d = decodeFunctionData({ abi: tokenAbi, data });
    switch (d.functionName) {
      case 'approve':
      case 'increaseAllowance':
      case 'increaseApproval':
        return { kind: 'approve', fn: d.functionName, spender: d.args[0], amount: d.args[1] };
      case 'setApprovalForAll':
        return { kind: 'setApprovalForAll', operator: d.args[0], approved: d.args[1] };
      case 'transfer':
        return { kind: 'transfer', to: d.args[0], amount: d.args[1] };
      case 'transferFrom':
        return { kind: 'transferFrom', from: d.args[0], to: d.args[1], amount: d.args[2] };
      case 'safeTransferFrom':
        if (d.args.length === 5) return { kind: 'safeTransferFrom', standard: 'ERC-1155', batch: false, from: d.args[0], to: d.args[1], units: { id: d.args[2], amount: d.args[3] } };
        return { kind: 'safeTransferFrom', standard: 'ERC-721', batch: false, from: d.args[0], to: d.args[1] };
      case 'safeBatchTransferFrom':
        return { kind: 'safeTransferFrom', standard: 'ERC-1155', batch: true, from: d.args[0], to: d.args[1] };
    }
  } catch {
    return undefined;
  }
  return undefined;
}
