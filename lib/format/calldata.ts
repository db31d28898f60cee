/**
 * Contract calls decoded for display: ERC-20 / ERC-721 / ERC-1155 and a few
 * well-known functions; anything else shows its 4-byte selector.
 */
import { decodeFunctionData, erc20Abi, erc721Abi, isHex, parseAbi, type Abi } from 'viem';
import { shortAddress } from './address';
import { formatTokenAmount, groupThousands, isUnlimitedAmount } from './amount';
import { strings } from '../i18n/strings';

const extraAbi = parseAbi([
  'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
  'function decreaseAllowance(address spender, uint256 subtractedValue) returns (bool)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function deposit() payable',
  'function withdraw(uint256 wad)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
  // Permit2's own allowance setter (uint160 amount, uint48 expiration).
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
  'function multicall(bytes[] data) returns (bytes[])',
  'function multicall(uint256 deadline, bytes[] data) returns (bytes[])',
]);

const KNOWN_ABIS: Abi[] = [erc20Abi, erc721Abi, extraAbi];

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
  const hex = data;
  for (const abi of KNOWN_ABIS) {
    try {
      const decoded = decodeFunctionData({ abi, data: hex });
      const item = abi.find((i) => i.type === 'function' && i.name === decoded.functionName && i.inputs.length === (decoded.args?.length ?? 0));
      const inputs = item && item.type === 'function' ? item.inputs : [];
      const args = (decoded.args ?? []).map((v, idx) => {
        const input = inputs[idx];
        const type = input?.type ?? 'unknown';
        const name = input?.name || `arg${idx}`;
        return { name, type, ...formatArg(type, v, name, token) };
      });
      const signature = `${decoded.functionName}(${inputs.map((i) => i.type).join(',')})`;
      return { kind: 'known', name: decoded.functionName, signature, args };
    } catch {
      // not in this ABI: try the next
    }
  }
  return { kind: 'unknown', selector: data.slice(0, 10) };
}
