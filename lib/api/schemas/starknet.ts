/**
 * Starknet transaction scan (endpoint 1: POST /v0/starknet/transaction/scan).
 *
 * Which inner fields of `transaction` and `metadata` are required is "not
 * shown": their fields are typed when present and all optional; unknown fields
 * (e.g. v3 resource bounds, signature) pass through. The server decides.
 */
import { z } from 'zod/mini';
import { listOf, nullAsUndefined, numericSchema, recordOf, textOrEmpty } from './common';

const hexStringSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'expected a 0x-prefixed hex string'));

/** "mainnet or sepolia (a CAIP-2 identifier or network name is accepted)". */
export const STARKNET_NETWORKS = ['mainnet', 'sepolia'] as const;
export const starknetChainSchema = z.union([
  z.enum(STARKNET_NETWORKS),
  z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected mainnet, sepolia or a CAIP-2 chain id')),
]);

export const starknetTransactionSchema = z.looseObject({
  version: z.optional(z.int()),
  nonce: z.optional(hexStringSchema),
  sender_address: z.optional(z.string()),
  calldata: z.optional(z.array(hexStringSchema)),
  chain_id: z.optional(hexStringSchema),
  nonce_data_availability_mode: z.optional(z.int()),
  paymaster_data: z.optional(z.array(z.unknown())),
  account_deployment_data: z.optional(z.array(z.unknown())),
});

export const starknetScanOptionSchema = z.enum(['simulation', 'validation']);

export const starknetTransactionScanRequestSchema = z.object({
  chain: starknetChainSchema,
  account_address: z.string().check(z.minLength(1, 'account_address is required')),
  transaction: starknetTransactionSchema,
  metadata: z.looseObject({ type: z.optional(z.string()), url: z.optional(z.string()) }),
  options: z.optional(z.array(starknetScanOptionSchema).check(z.minLength(1, 'options needs at least one element'))),
  block_number: z.optional(z.nullable(z.string())),
});
export type StarknetTransactionScanRequest = z.infer<typeof starknetTransactionScanRequestSchema>;

// ---------- response ----------
// Checked against the SDK (StarknetTransactionScanResponse) at type level:
// `simulation` and `validation` may be null; the SDK's error variants are
// `{ status: "Error", error }` with no result_type, no features and no
// results, so everything but `status` is optional and nullable. Amounts are
// numbers in the SDK (`raw_value`, `usd_price`) and strings in the spec: both.

const starknetAssetSchema = z.looseObject({
  type: z.optional(z.union([z.string(), nullAsUndefined])),
  name: z.optional(z.union([z.string(), nullAsUndefined])),
  symbol: z.optional(z.union([z.string(), nullAsUndefined])),
  address: z.optional(z.union([z.string(), nullAsUndefined])),
  decimals: z.optional(z.union([z.int(), nullAsUndefined])),
  logo_url: z.optional(z.union([z.string(), nullAsUndefined])),
});
const starknetAmountSchema = z.looseObject({
  usd_price: z.optional(z.union([numericSchema, nullAsUndefined])),
  summary: z.optional(z.union([z.string(), nullAsUndefined])),
  value: z.optional(z.union([numericSchema, nullAsUndefined])),
  raw_value: z.optional(z.union([numericSchema, nullAsUndefined])),
});
export const starknetSimulationSchema = z.looseObject({
  status: z.optional(z.union([z.string(), nullAsUndefined])),
  /** Present when status is "Error". */
  error: z.optional(z.union([z.string(), nullAsUndefined])),
  assets_diffs: z.optional(z.union([z.record(z.string(), z.unknown()), nullAsUndefined])),
  exposures: z.optional(z.union([z.record(z.string(), z.unknown()), nullAsUndefined])),
  // SDK: `account_address` is typed `unknown` (a felt as string or number).
  address_details: listOf(z.looseObject({ account_address: z.optional(z.unknown()), description: z.optional(z.union([z.string(), nullAsUndefined])) })),
  account_summary: z.optional(z.union([z.looseObject({
    account_assets_diffs: listOf(z.looseObject({
      asset: starknetAssetSchema,
      in: z.optional(z.union([starknetAmountSchema, nullAsUndefined])),
      out: z.optional(z.union([starknetAmountSchema, nullAsUndefined])),
      asset_type: z.optional(z.union([z.string(), nullAsUndefined])),
    })),
    account_exposures: listOf(z.looseObject({
      asset: starknetAssetSchema,
      spenders: recordOf(z.unknown()),
    })),
    total_usd_diff: z.optional(z.union([z.looseObject({ in: z.optional(z.union([numericSchema, nullAsUndefined])), out: z.optional(z.union([numericSchema, nullAsUndefined])), total: z.optional(z.union([numericSchema, nullAsUndefined])) }), nullAsUndefined])),
    total_usd_exposure: z.optional(z.union([z.record(z.string(), z.unknown()), nullAsUndefined])),
  }), nullAsUndefined])),
  block_number: z.optional(z.union([z.string(), nullAsUndefined])),
});

/**
 * Validation, success or error. The SDK's error shape is `{ status: "Error",
 * error }` (no `result_type`), so `result_type` is optional here; the
 * in-body error helpers (../scan-errors) read `status` and `error`.
 */
export const starknetValidationSchema = z.looseObject({
  status: z.optional(z.union([z.string(), nullAsUndefined])),
  result_type: z.optional(z.union([z.string(), nullAsUndefined])),
  description: textOrEmpty(),
  reason: textOrEmpty(),
  classification: textOrEmpty(),
  features: listOf(z.looseObject({
    type: z.optional(z.union([z.string(), nullAsUndefined])),
    feature_id: z.optional(z.union([z.string(), nullAsUndefined])),
    description: textOrEmpty(),
    address: z.optional(z.union([z.string(), nullAsUndefined])),
  })),
  /** Present when status or result_type is "Error". */
  error: z.optional(z.union([z.string(), nullAsUndefined])),
});

export const starknetTransactionScanResponseSchema = z.looseObject({
  simulation: z.optional(z.union([starknetSimulationSchema, nullAsUndefined])),
  validation: z.optional(z.union([starknetValidationSchema, nullAsUndefined])),
});
export type StarknetTransactionScanResponse = z.infer<typeof starknetTransactionScanResponseSchema>;
