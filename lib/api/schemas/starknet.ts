/**
 * Starknet transaction scan (endpoint 1: POST /v0/starknet/transaction/scan).
 *
 * Which inner fields of `transaction` and `metadata` are required is "not
 * shown": their fields are typed when present and all optional; unknown fields
 * (e.g. v3 resource bounds, signature) pass through. The server decides.
 */
import { z } from 'zod';
import { listOf, nullAsUndefined, numericSchema, recordOf, textOrEmpty } from './common';

const hexStringSchema = z.string().regex(/^0x[0-9a-fA-F]*$/, 'expected a 0x-prefixed hex string');

/** "mainnet or sepolia (a CAIP-2 identifier or network name is accepted)". */
export const STARKNET_NETWORKS = ['mainnet', 'sepolia'] as const;
export const starknetChainSchema = z.union([
  z.enum(STARKNET_NETWORKS),
  z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected mainnet, sepolia or a CAIP-2 chain id'),
]);

export const starknetTransactionSchema = z.looseObject({
  version: z.number().int().optional(),
  nonce: hexStringSchema.optional(),
  sender_address: z.string().optional(),
  calldata: z.array(hexStringSchema).optional(),
  chain_id: hexStringSchema.optional(),
  nonce_data_availability_mode: z.number().int().optional(),
  paymaster_data: z.array(z.unknown()).optional(),
  account_deployment_data: z.array(z.unknown()).optional(),
});

export const starknetScanOptionSchema = z.enum(['simulation', 'validation']);

export const starknetTransactionScanRequestSchema = z.object({
  chain: starknetChainSchema,
  account_address: z.string().min(1, 'account_address is required'),
  transaction: starknetTransactionSchema,
  metadata: z.looseObject({ type: z.string().optional(), url: z.string().optional() }),
  options: z.array(starknetScanOptionSchema).min(1, 'options needs at least one element').optional(),
  block_number: z.string().nullable().optional(),
});
export type StarknetTransactionScanRequest = z.infer<typeof starknetTransactionScanRequestSchema>;

// ---------- response ----------
// Checked against the SDK (StarknetTransactionScanResponse) at type level:
// `simulation` and `validation` may be null; the SDK's error variants are
// `{ status: "Error", error }` with no result_type, no features and no
// results, so everything but `status` is optional and nullable. Amounts are
// numbers in the SDK (`raw_value`, `usd_price`) and strings in the spec: both.

const starknetAssetSchema = z.looseObject({
  type: z.string().or(nullAsUndefined).optional(),
  name: z.string().or(nullAsUndefined).optional(),
  symbol: z.string().or(nullAsUndefined).optional(),
  address: z.string().or(nullAsUndefined).optional(),
  decimals: z.number().int().or(nullAsUndefined).optional(),
  logo_url: z.string().or(nullAsUndefined).optional(),
});
const starknetAmountSchema = z.looseObject({
  usd_price: numericSchema.or(nullAsUndefined).optional(),
  summary: z.string().or(nullAsUndefined).optional(),
  value: numericSchema.or(nullAsUndefined).optional(),
  raw_value: numericSchema.or(nullAsUndefined).optional(),
});
export const starknetSimulationSchema = z.looseObject({
  status: z.string().or(nullAsUndefined).optional(),
  /** Present when status is "Error". */
  error: z.string().or(nullAsUndefined).optional(),
  assets_diffs: z.record(z.string(), z.unknown()).or(nullAsUndefined).optional(),
  exposures: z.record(z.string(), z.unknown()).or(nullAsUndefined).optional(),
  // SDK: `account_address` is typed `unknown` (a felt as string or number).
  address_details: listOf(z.looseObject({ account_address: z.unknown().optional(), description: z.string().or(nullAsUndefined).optional() })),
  account_summary: z.looseObject({
    account_assets_diffs: listOf(z.looseObject({
      asset: starknetAssetSchema,
      in: starknetAmountSchema.or(nullAsUndefined).optional(),
      out: starknetAmountSchema.or(nullAsUndefined).optional(),
      asset_type: z.string().or(nullAsUndefined).optional(),
    })),
    account_exposures: listOf(z.looseObject({
      asset: starknetAssetSchema,
      spenders: recordOf(z.unknown()),
    })),
    total_usd_diff: z.looseObject({ in: numericSchema.or(nullAsUndefined).optional(), out: numericSchema.or(nullAsUndefined).optional(), total: numericSchema.or(nullAsUndefined).optional() }).or(nullAsUndefined).optional(),
    total_usd_exposure: z.record(z.string(), z.unknown()).or(nullAsUndefined).optional(),
  }).or(nullAsUndefined).optional(),
  block_number: z.string().or(nullAsUndefined).optional(),
});

/**
 * Validation, success or error. The SDK's error shape is `{ status: "Error",
 * error }` (no `result_type`), so `result_type` is optional here; the
 * in-body error helpers (../scan-errors) read `status` and `error`.
 */
export const starknetValidationSchema = z.looseObject({
  status: z.string().or(nullAsUndefined).optional(),
  result_type: z.string().or(nullAsUndefined).optional(),
  description: textOrEmpty(),
  reason: textOrEmpty(),
  classification: textOrEmpty(),
  features: listOf(z.looseObject({
    type: z.string().or(nullAsUndefined).optional(),
    feature_id: z.string().or(nullAsUndefined).optional(),
    description: textOrEmpty(),
    address: z.string().or(nullAsUndefined).optional(),
  })),
  /** Present when status or result_type is "Error". */
  error: z.string().or(nullAsUndefined).optional(),
});

export const starknetTransactionScanResponseSchema = z.looseObject({
  simulation: starknetSimulationSchema.or(nullAsUndefined).optional(),
  validation: starknetValidationSchema.or(nullAsUndefined).optional(),
});
export type StarknetTransactionScanResponse = z.infer<typeof starknetTransactionScanResponseSchema>;
