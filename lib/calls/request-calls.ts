/**
 * The contract calls of a request, for the review: worked out in the
 * background from the request as stored (the snapshot the wallet will get)
 * and, once the scan is done, its response (token amounts in the called
 * token's units). The review page only renders the result.
 *
 * The functions are named from a table read asynchronously at its first use:
 * callers await `loadSelectors()` (lib/knowledge/selector-table.ts) and pass it
 * in, so no view is ever worked out before the table had its chance to load.
 */
import { isHex, numberToHex, parseTransaction } from 'viem';
import type { EvmScanResponse } from '../api/schemas/evm';
import { classifyRequest } from '../format/method';
import type { SelectorTable } from '../knowledge/selector-table';
import type { PendingRequest } from '../messaging/extension';
import { callView } from './call-view';
import type { RequestCalls } from './schema';

export type CallsSource = Pick<PendingRequest, 'method' | 'params' | 'chainId'>;

/** eth_sendRawTransaction: the signed transaction parsed back into its call, on the chain it names. */
function rawCalls(table: SelectorTable, raw: string, chainId: number | undefined, response: EvmScanResponse | undefined): RequestCalls | undefined {
  if (!isHex(raw, { strict: true })) return undefined;
  try {
    const tx = parseTransaction(raw);
    const value = tx.value === undefined ? undefined : numberToHex(tx.value);
    return { kind: 'call', call: callView(table, { to: tx.to, value, data: tx.data }, tx.chainId ?? chainId, response) };
  } catch {
    return { kind: 'unparsed' };
  }
}

/** Undefined for a request that makes no call, or whose params cannot be read as one. */
export function requestCalls(table: SelectorTable, { method, params, chainId }: CallsSource, response: EvmScanResponse | undefined): RequestCalls | undefined {
  const req = classifyRequest(method, params);
  switch (req.kind) {
    case 'send_transaction':
    case 'sign_transaction':
      if (!req.tx) return undefined;
      return { kind: 'call', call: callView(table, { to: req.tx.to, value: req.tx.value, data: req.tx.data ?? req.tx.input, from: req.tx.from, nonce: typeof req.tx.nonce === 'string' ? req.tx.nonce : undefined }, chainId, response) };
    case 'send_calls':
      if (!req.batch) return undefined;
      // The batch's sender is every call's: a swap paying it is paying the user.
      return { kind: 'batch', calls: req.batch.calls.map((c) => callView(table, { to: c.to, data: c.data, value: c.value, from: req.batch?.from }, chainId, response)) };
    case 'send_raw':
      return req.raw === undefined ? undefined : rawCalls(table, req.raw, chainId, response);
    default:
      return undefined;
  }
}

/**
 * The request with its calls as of its current scan (a request that makes none
 * has none). Never throws: it runs where a scan outcome is stored, and a
 * response with token decimals no amount can have (formatUnits throws) must
 * not cost the request its review; its calls then read as before the scan.
 */
export function withCalls<R extends PendingRequest>(table: SelectorTable, request: R): R {
  const response = request.scan.state === 'done' ? request.scan.response : undefined;
  try {
    return { ...request, calls: requestCalls(table, request, response) };
  } catch {
    try {
      return { ...request, calls: requestCalls(table, request, undefined) };
    } catch {
      return { ...request, calls: undefined };
    }
  }
}
