/**
 * Contract calls decoded for display: ERC-20 / ERC-721 / ERC-1155 and a few
 * well-known functions; anything else shows its 4-byte selector.
 */
import { decodeAbiParameters, erc20Abi, erc721Abi, isHex, type AbiFunction } from 'viem';
import { shortAddress } from './address';
import { formatTokenAmount, groupThousands, isUnlimitedAmount } from './amount';
import { strings } from '../i18n/strings';

const fn = (name: string, inputs: Array<[type: string, name: string]>): AbiFunction => ({
  type: 'function',
  name,
  stateMutability: 'nonpayable',
  inputs: inputs.map(([type, n]) => ({ type, name: n })),
  outputs: [],
});

const extraAbi: readonly AbiFunction[] = [
  fn('increaseAllowance', [['address', 'spender'], ['uint256', 'addedValue']]),
  fn('decreaseAllowance', [['address', 'spender'], ['uint256', 'subtractedValue']]),
  fn('permit', [['address', 'owner'], ['address', 'spender'], ['uint256', 'value'], ['uint256', 'deadline'], ['uint8', 'v'], ['bytes32', 'r'], ['bytes32', 's']]),
  fn('deposit', []),
  fn('withdraw', [['uint256', 'wad']]),
  fn('safeTransferFrom', [['address', 'from'], ['address', 'to'], ['uint256', 'id'], ['uint256', 'amount'], ['bytes', 'data']]),
  fn('safeBatchTransferFrom', [['address', 'from'], ['address', 'to'], ['uint256[]', 'ids'], ['uint256[]', 'amounts'], ['bytes', 'data']]),
  // Permit2's own allowance setter (uint160 amount, uint48 expiration).
  fn('approve', [['address', 'token'], ['address', 'spender'], ['uint160', 'amount'], ['uint48', 'expiration']]),
  fn('multicall', [['bytes[]', 'data']]),
  fn('multicall', [['uint256', 'deadline'], ['bytes[]', 'data']]),
];

/** In order: the first ABI that has a selector names it (ERC-20's approve before ERC-721's). */
export const KNOWN_ABIS: ReadonlyArray<readonly unknown[]> = [erc20Abi, erc721Abi, extraAbi];

/**
 * The 4-byte selectors of the known functions, by signature, so that the
 * review page finds a function without a keccak implementation
 * (tests/lib/format/calldata.test.ts recomputes every one with viem).
 */
export const SELECTORS: Readonly<Record<string, string>> = {
  'allowance(address,address)': '0xdd62ed3e',
  'approve(address,uint256)': '0x095ea7b3',
  'balanceOf(address)': '0x70a08231',
  'decimals()': '0x313ce567',
  'name()': '0x06fdde03',
  'symbol()': '0x95d89b41',
  'totalSupply()': '0x18160ddd',
  'transfer(address,uint256)': '0xa9059cbb',
  'transferFrom(address,address,uint256)': '0x23b872dd',
  'getApproved(uint256)': '0x081812fc',
  'isApprovedForAll(address,address)': '0xe985e9c5',
  'ownerOf(uint256)': '0x6352211e',
  'safeTransferFrom(address,address,uint256)': '0x42842e0e',
  'safeTransferFrom(address,address,uint256,bytes)': '0xb88d4fde',
  'setApprovalForAll(address,bool)': '0xa22cb465',
  'tokenByIndex(uint256)': '0x4f6ccce7',
  'tokenByIndex(address,uint256)': '0xcb60f1bf',
  'tokenURI(uint256)': '0xc87b56dd',
  'increaseAllowance(address,uint256)': '0x39509351',
  'decreaseAllowance(address,uint256)': '0xa457c2d7',
  'permit(address,address,uint256,uint256,uint8,bytes32,bytes32)': '0xd505accf',
  'deposit()': '0xd0e30db0',
  'withdraw(uint256)': '0x2e1a7d4d',
  'safeTransferFrom(address,address,uint256,uint256,bytes)': '0xf242432a',
  'safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)': '0x2eb2c2d6',
  'approve(address,address,uint160,uint48)': '0x87517c45',
  'multicall(bytes[])': '0xac9650d8',
  'multicall(uint256,bytes[])': '0x5ae401dc',
};

const isFunction = (item: unknown): item is AbiFunction => typeof item === 'object' && item !== null && 'type' in item && item.type === 'function';

export const signatureOf = (f: AbiFunction): string => `${f.name}(${f.inputs.map((i) => i.type).join(',')})`;

let bySelector: Map<string, AbiFunction> | undefined;
function knownFunction(selector: string): AbiFunction | undefined {
  if (!bySelector) {
    bySelector = new Map();
    for (const item of KNOWN_ABIS.flat()) {
      const sel = isFunction(item) ? SELECTORS[signatureOf(item)] : undefined;
      if (isFunction(item) && sel && !bySelector.has(sel)) bySelector.set(sel, item);
    }
  }
  return bySelector.get(selector);
}

export interface DecodedArg {
  name: string;
  type: string;
  value: string;
  address?: string;
}

export type DecodedCall =
  | { kind: 'none' }
  | { kind: 'known'; name: string; signature: string; args: DecodedArg[] }
  | { kind: 'unknown'; selector: string };

/** The called token's symbol and decimals, when the scan knows them: amounts then read "100 USDC". */
export interface CallToken {
  symbol: string | undefined;
  decimals: number;
}

/** Arguments of token functions that carry an amount of the called token. */
const TOKEN_AMOUNT_ARGS = new Set(['amount', 'value', 'wad', 'addedValue', 'subtractedValue', '_value', '_amount']);

function formatArg(type: string, value: unknown, name = '', token?: CallToken): { value: string; address?: string } {
  if (typeof value === 'string' && type === 'address') return { value: shortAddress(value), address: value };
  if (typeof value === 'bigint' && isUnlimitedAmount(value)) return { value: `${strings.unlimited} (max)` };
  if (typeof value === 'bigint' && token && TOKEN_AMOUNT_ARGS.has(name)) {
    return { value: `${formatTokenAmount(value, token.decimals)}${token.symbol ? ` ${token.symbol}` : ''}` };
  }
  if (typeof value === 'bigint') return { value: groupThousands(value.toString()) };
  if (Array.isArray(value)) return { value: value.map((v) => formatArg(type.replace(/\[\]$/, ''), v).value).join(', ') };
  if (typeof value === 'string' && value.startsWith('0x') && value.length > 42) return { value: `${value.slice(0, 18)}…(${(value.length - 2) / 2} bytes)` };
  return { value: String(value) };
}

export function decodeCall(data: string | undefined, token?: CallToken): DecodedCall {
  if (!data || data === '0x') return { kind: 'none' };
  if (!isHex(data, { strict: true }) || data.length < 10) return { kind: 'unknown', selector: data.slice(0, 10) };
  const item = knownFunction(data.slice(0, 10).toLowerCase());
  if (item) {
    try {
      const values = decodeAbiParameters(item.inputs, `0x${data.slice(10)}`);
      const args = values.map((v: unknown, idx: number) => {
        const input = item.inputs[idx];
        const type = input?.type ?? 'unknown';
        const name = input?.name || `arg${idx}`;
        return { name, type, ...formatArg(type, v, name, token) };
      });
      return { kind: 'known', name: item.name, signature: signatureOf(item), args };
    } catch {
      // the data does not fit the function's parameters
    }
  }
  return { kind: 'unknown', selector: data.slice(0, 10) };
}
