/**
 * Turns an intercepted request into the scan the API expects for it:
 * transactions → transaction scan (validation + simulation + gas estimation),
 * a `wallet_sendCalls` batch → aggregated bulk scan (judged as one),
 * signatures and anything that does not parse as a transaction → JSON-RPC scan
 * (the scanner judges odd input itself; it is never dropped as "fine").
 * The domain is the browser's record of the requesting page, never the page's word.
 */
import { z } from 'zod/mini';
import { engineChainSchema, scanChainForId, type EngineChain } from '../chains';
import {
  evmTransactionDataSchema,
  hexAddressSchema,
  type EngineBulkScanRequest,
  type EngineJsonRpcScanRequest,
  type EngineTransactionScanRequest,
  type EvmTransactionData,
} from '../api/schemas/evm';
import type { PendingRequest } from '../messaging/extension';

export type PlannedScan =
  | { kind: 'transaction'; request: EngineTransactionScanRequest }
  | { kind: 'bulk'; request: EngineBulkScanRequest }
  | { kind: 'json-rpc'; request: EngineJsonRpcScanRequest };

const TRANSACTION_METHODS = new Set(['eth_sendTransaction', 'eth_signTransaction']);

/** A wallet transaction as dapps send it: `input` is an alias of `data`, numbers may be decimal. */
const walletTransactionSchema = z.looseObject({
  from: z.optional(z.string()),
  to: z.nullish(z.string()),
  data: z.optional(z.string()),
  input: z.optional(z.string()),
  value: z.optional(z.union([z.string(), z.number(), z.bigint()])),
  gas: z.optional(z.union([z.string(), z.number()])),
  authorizationList: z.optional(z.array(z.unknown())),
});

const sendCallsSchema = z.tuple([
  z.looseObject({
    from: z.optional(z.string()),
    calls: z.array(z.looseObject({ to: z.optional(z.string()), data: z.optional(z.string()), value: z.optional(z.string()) })).check(z.minLength(1)),
  }),
], z.unknown());

function toHexQuantity(value: string | number | bigint | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return value;
  try {
    const n = BigInt(value);
    return n < 0n ? undefined : `0x${n.toString(16)}`;
  } catch {
    return undefined;
  }
}

/** The transaction in API shape, or undefined when it does not parse (the JSON-RPC scan then judges it). */
export function toTransactionData(raw: unknown, fallbackFrom: string | undefined): EvmTransactionData | undefined {
  const tx = walletTransactionSchema.safeParse(raw);
  if (!tx.success) return undefined;
  const value = toHexQuantity(tx.data.value);
  // A value that is there but not a quantity must not become 0: let the JSON-RPC scan judge it.
  if (tx.data.value !== undefined && value === undefined) return undefined;
  const candidate = {
    from: tx.data.from ?? fallbackFrom,
    to: tx.data.to ?? undefined,
    data: tx.data.data ?? tx.data.input ?? '0x',
    value: value ?? '0x0',
    ...(tx.data.authorizationList ? { authorization_list: tx.data.authorizationList } : {}),
  };
  const parsed = evmTransactionDataSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

export function scanChainOf(request: PendingRequest): EngineChain | undefined {
  if (request.chainId === undefined) return undefined;
  const chain = engineChainSchema.safeParse(scanChainForId(request.chainId));
  return chain.success ? chain.data : undefined;
}

function accountOf(request: PendingRequest): string | undefined {
  const account = hexAddressSchema.safeParse(request.account);
  return account.success ? account.data : undefined;
}

export function planScan(request: PendingRequest, chain: EngineChain): PlannedScan {
  const metadata = { domain: request.origin };
  const account = accountOf(request);
  const params = Array.isArray(request.params) ? request.params : [];

  if (TRANSACTION_METHODS.has(request.method)) {
    const data = toTransactionData(params[0], account);
    if (data) {
      return {
        kind: 'transaction',
        request: { chain, metadata, account_address: account ?? data.from, data, options: ['validation', 'simulation', 'gas_estimation'] },
      };
    }
  }

  if (request.method === 'wallet_sendCalls') {
    const batch = sendCallsSchema.safeParse(params);
    if (batch.success) {
      const from = batch.data[0].from ?? account;
      const calls = batch.data[0].calls.map((call) => toTransactionData({ ...call, from }, from));
      const data = calls.filter((call): call is EvmTransactionData => call !== undefined);
      if (data.length === calls.length && data[0]) {
        return {
          kind: 'bulk',
          request: { chain, metadata, account_address: data[0].from, data, aggregated: true, options: ['validation', 'simulation'] },
        };
      }
    }
  }

  return {
    kind: 'json-rpc',
    request: {
      chain,
      metadata,
      data: { method: request.method, params },
      ...(account ? { account_address: account } : {}),
      options: ['validation', 'simulation'],
    },
  };
}

/** Addresses worth an address scan: the transaction's `to`, every call's `to`, and spenders of exposures. */
export function counterpartiesOf(plan: PlannedScan, spenders: string[]): string[] {
  const found = new Set<string>();
  if (plan.kind === 'transaction' && plan.request.data.to) found.add(plan.request.data.to.toLowerCase());
  if (plan.kind === 'bulk') for (const call of plan.request.data) if (call.to) found.add(call.to.toLowerCase());
  for (const spender of spenders) if (hexAddressSchema.safeParse(spender).success) found.add(spender.toLowerCase());
  return [...found].slice(0, 20);
}
