/**
 * Contract calls decoded for display: token standards and the common calls of
 * the protocols the registry knows (the table of lib/knowledge/selector-table.ts);
 * anything else shows its 4-byte selector. Runs in the background only: the
 * review gets the result (./schema), not the decoder.
 */
import { decodeAbiParameters, isHex, type AbiFunction, type AbiParameter } from 'viem';
import type { SelectorTable } from '../knowledge/selector-table';
import { shortAddress } from '../format/address';
import { formatTokenAmount, groupThousands, isUnlimitedAmount } from '../format/amount';
import { formatStrings } from '../i18n/format-strings';
import type { CallToken } from '../format/called-token';
import type { DecodedArg, DecodedCall } from './schema';

export type { DecodedArg, DecodedCall };

/** The functions' own signature: name(type,…) with tuples spelled out, as a selector is computed from it. */
function canonicalType(p: AbiParameter): string {
  if (!('components' in p) || !p.components) return p.type;
  return `(${p.components.map(canonicalType).join(',')})${p.type.slice('tuple'.length)}`;
}
export const signatureOf = (f: { name: string; inputs: readonly AbiParameter[] }): string => `${f.name}(${f.inputs.map(canonicalType).join(',')})`;

/** Arguments of token functions that carry an amount of the called token. */
const TOKEN_AMOUNT_ARGS = new Set(['amount', 'value', 'wad', 'addedValue', 'subtractedValue', '_value', '_amount']);

function formatArg(type: string, value: unknown, name = '', token?: CallToken): { value: string; address?: string } {
  if (typeof value === 'string' && type === 'address') return { value: shortAddress(value), address: value };
  if (typeof value === 'bigint' && isUnlimitedAmount(value)) return { value: `${formatStrings.unlimited} (max)` };
  if (typeof value === 'bigint' && token && TOKEN_AMOUNT_ARGS.has(name)) {
    return { value: `${formatTokenAmount(value, token.decimals)}${token.symbol ? ` ${token.symbol}` : ''}` };
  }
  if (typeof value === 'bigint') return { value: groupThousands(value.toString()) };
  if (Array.isArray(value)) return { value: value.map((v) => formatArg(type.replace(/\[\]$/, ''), v).value).join(', ') };
  if (typeof value === 'string' && value.startsWith('0x') && value.length > 42) return { value: `${value.slice(0, 18)}…(${(value.length - 2) / 2} bytes)` };
  return { value: String(value) };
}

const componentsOf = (p: AbiParameter): readonly AbiParameter[] | undefined => ('components' in p ? p.components : undefined);

/**
 * One row per argument; a struct argument (Uniswap V3's `params`) one row per field, named
 * "params.recipient", so its addresses and amounts read like any other; a list of structs (Seaport's
 * orders) is counted, its details left to the raw data.
 */
function argRows(input: AbiParameter, value: unknown, name: string, token: CallToken | undefined, depth = 0): DecodedArg[] {
  const components = componentsOf(input);
  if (components && input.type === 'tuple' && typeof value === 'object' && value !== null && depth < 2) {
    // viem decodes a struct with named fields as an object, one without names as an array.
    const fields: unknown[] = Array.isArray(value) ? value : components.map((c) => Object.entries(value).find(([k]) => k === c.name)?.[1]);
    return components.flatMap((c, i) => argRows(c, fields[i], `${name}.${c.name || i}`, token, depth + 1));
  }
  if (components) return [{ name, type: input.type, value: Array.isArray(value) ? formatStrings.callItems(value.length) : formatStrings.callStruct }];
  return [{ name, type: input.type, ...formatArg(input.type, value, name.slice(name.lastIndexOf('.') + 1), token) }];
}

/** The arguments, or undefined when the data does not fit the function's parameters. */
function decodedValues(item: AbiFunction, data: string): readonly unknown[] | undefined {
  try {
    return decodeAbiParameters(item.inputs, `0x${data.slice(10)}`);
  } catch {
    return undefined;
  }
}

/** Throws when `token` has decimals no amount can have (formatUnits refuses them). */
export function decodeCall(table: SelectorTable, data: string | undefined, token?: CallToken): DecodedCall {
  if (!data || data === '0x') return { kind: 'none' };
  if (!isHex(data, { strict: true }) || data.length < 10) return { kind: 'unknown', selector: data.slice(0, 10) };
  const selector = data.slice(0, 10).toLowerCase();
  const item = table.known(selector);
  const values = item ? decodedValues(item, data) : undefined;
  if (item && values) {
    const args = values.flatMap((v: unknown, idx: number) => {
      const input = item.inputs[idx];
      return input ? argRows(input, v, input.name || `arg${idx}`, token) : [];
    });
    return { kind: 'known', name: item.name, signature: signatureOf(item), args };
  }
  const named = table.named(selector);
  if (named) return { kind: 'known', name: named.name, signature: named.signature, args: [], argsNotShown: true };
  // Unknown because the table could not be read, not because the function is rare: the review says so.
  return table.status.ok ? { kind: 'unknown', selector: data.slice(0, 10) } : { kind: 'unknown', selector: data.slice(0, 10), tableUnavailable: true };
}
