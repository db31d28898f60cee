/**
 * One contract call as the review shows it: the called address, the value in
 * the chain's coin, and a deployment's code size or the decoded function
 * (amounts in the called token's units when the scan knows its decimals).
 */
import { getContractAddress, isAddress, isHex } from 'viem';
import type { EvmScanResponse } from '../api/schemas/evm';
import { formatTokenAmount } from '../format/amount';
import { calledToken } from '../format/called-token';
import { nativeCurrency } from '../format/chain';
import { createsContract } from '../format/method';
import type { SelectorTable } from '../knowledge/selector-table';
import { decodeCall } from './decode';
import type { CallView } from './schema';
import { swapView } from './swap-view';

export interface CallInput {
  to?: string | null | undefined;
  /** As the request gives it: 0x-hex, or anything else (then unreadable). */
  value?: string | undefined;
  data?: string | undefined;
  /** The sender and its nonce, when the request gives both: a deployment's address follows from them. */
  from?: string | undefined;
  nonce?: string | undefined;
}

/** CREATE's address: keccak(rlp([sender, nonce])); only from a sender and a nonce the request states. */
function createdAddress(from: string | undefined, nonce: string | undefined): string | undefined {
  if (!from || !isAddress(from) || !nonce || !/^(0x[0-9a-fA-F]+|\d+)$/.test(nonce)) return undefined;
  return getContractAddress({ from, nonce: BigInt(nonce) });
}

/** A transaction quantity as the wallet reads it: 0x-hex only; anything else is unreadable, never 0. */
function valueView(value: string | undefined, chainId: number | undefined): CallView['value'] {
  if (value === undefined) return undefined;
  if (!/^0x[0-9a-fA-F]+$/.test(value.trim())) return { kind: 'unreadable', raw: value };
  const raw = BigInt(value.trim());
  if (raw === 0n) return undefined;
  const native = nativeCurrency(chainId);
  return { kind: 'amount', text: `${formatTokenAmount(raw, native.decimals)} ${native.symbol}` };
}

const hexValue = (value: string | undefined): bigint => (value !== undefined && /^0x[0-9a-fA-F]+$/.test(value.trim()) ? BigInt(value.trim()) : 0n);

/** `table`: the known functions (lib/knowledge/selector-table.ts), loaded by the caller. */
export function callView(table: SelectorTable, { to, value, data, from, nonce }: CallInput, chainId: number | undefined, response: EvmScanResponse | undefined): CallView {
  const view: CallView = {};
  if (to) view.to = to;
  const amount = valueView(value, chainId);
  if (amount) view.value = amount;
  // No recipient but code: the transaction creates a contract.
  if (createsContract({ to, data }) && data) {
    const address = createdAddress(from, nonce);
    view.deploy = { bytes: (data.length - 2) / 2, ...(address ? { address } : {}) };
  }
  else view.call = decodeCall(table, data, to ? calledToken(response, to) : undefined);
  const swap = isHex(data, { strict: true }) ? swapView(data, from && isAddress(from) ? from : undefined, hexValue(value), chainId, response) : undefined;
  if (swap) view.swap = swap;
  return view;
}
