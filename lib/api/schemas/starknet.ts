/**
 * Starknet transaction scan (endpoint 1: POST /v0/starknet/transaction/scan).
 *
 * Which inner fields of `transaction` and `metadata` are required is "not
 * shown": their fields are typed when present and all optional; unknown fields
 * (e.g. v3 resource bounds, signature) pass through. The server decides.
 */
import { z } from 'zod';
import { numericSchema } from './common';

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

const starknetAssetSchema = z.looseObject({
  type: z.string().optional(),
  name: z.string().optional(),
  symbol: z.string().optional(),
  address: z.string().optional(),
  decimals: z.number().int().optional(),
  logo_url: z.string().optional(),
});
const starknetAmountSchema = z.looseObject({
  usd_price: numericSchema.optional(),
  summary: z.string().optional(),
  value: numericSchema.optional(),
  raw_value: numericSchema.optional(),
});

export const starknetSimulationSchema = z.looseObject({
  status: z.string(),
  /** Present when status is "Error". */
  error: z.string().optional(),
  assets_diffs: z.record(z.string(), z.unknown()).optional(),
  exposures: z.record(z.string(), z.unknown()).optional(),
  address_details: z.array(z.looseObject({ account_address: z.string(), description: z.string().optional() })).default([]),
  account_summary: z.looseObject({
    account_assets_diffs: z.array(z.looseObject({
      asset: starknetAssetSchema,
      in: starknetAmountSchema.nullable().optional(),
      out: starknetAmountSchema.nullable().optional(),
      asset_type: z.string().optional(),
    })).default([]),
    account_exposures: z.array(z.looseObject({
      asset: starknetAssetSchema,
      spenders: z.record(z.string(), z.unknown()).default({}),
    })).default([]),
    total_usd_diff: z.looseObject({ in: numericSchema.optional(), out: numericSchema.optional(), total: numericSchema.optional() }).optional(),
    total_usd_exposure: z.record(z.string(), z.unknown()).optional(),
  }).optional(),
  block_number: z.string().optional(),
});

export const starknetValidationSchema = z.looseObject({
  status: z.string().optional(),
  result_type: z.string(),
  description: z.string().default(''),
  reason: z.string().default(''),
  classification: z.string().default(''),
  features: z.array(z.looseObject({
    type: z.string(),
    feature_id: z.string(),
    description: z.string().default(''),
    address: z.string().optional(),
  })).default([]),
  /** Present when status or result_type is "Error". */
  error: z.string().optional(),
});

export const starknetTransactionScanResponseSchema = z.looseObject({
  simulation: starknetSimulationSchema.optional(),
  validation: starknetValidationSchema.optional(),
});
export type StarknetTransactionScanResponse = z.infer<typeof starknetTransactionScanResponseSchema>;
