/**
 * Solana post-transaction scan (endpoint 5: POST /v0/solana/post-transaction/scan).
 *
 * Defaults (`chain` mainnet) are left to the server, like the EVM defaults.
 * A failed scan arrives as a 200 with `status: "ERROR"`, `error` and
 * `error_details`; see ../scan-errors.ts (`solanaErrorOf`).
 */
import { z } from 'zod';
import { numericSchema } from './common';

export const solanaScanOptionSchema = z.enum(['validation', 'simulation']);

export const solanaPostTransactionScanRequestSchema = z.object({
  tx_hash: z.string().min(1, 'tx_hash is required'),
  /** Allowed values "not shown" (mainnet is the default), so every non-empty string is accepted. */
  chain: z.string().min(1).optional(),
  options: z.array(solanaScanOptionSchema).min(1, 'options needs at least one element').optional(),
});
export type SolanaPostTransactionScanRequest = z.infer<typeof solanaPostTransactionScanRequestSchema>;

export const SOLANA_STATUSES = ['SUCCESS', 'ERROR'] as const;
export const SOLANA_ENCODINGS = ['base58', 'base64'] as const;

const solanaAmountSchema = z.looseObject({
  usd_price: numericSchema.optional(),
  value: numericSchema.optional(),
  raw_value: numericSchema.optional(),
  summary: z.string().optional(),
});

const solanaAssetSchema = z.looseObject({
  type: z.string().optional(),
  name: z.string().optional(),
  symbol: z.string().optional(),
  address: z.string().optional(),
  decimals: z.number().int().optional(),
  logo: z.string().optional(),
});

export const solanaAccountSummarySchema = z.looseObject({
  account_assets_diff: z.array(z.looseObject({
    asset: solanaAssetSchema,
    in: solanaAmountSchema.nullable().optional(),
    out: solanaAmountSchema.nullable().optional(),
    asset_type: z.string().optional(),
  })).default([]),
  account_delegations: z.array(z.looseObject({
    asset: solanaAssetSchema,
    asset_type: z.string().optional(),
    delegate: z.string().optional(),
    delegation: solanaAmountSchema.nullable().optional(),
  })).default([]),
  account_ownerships_diff: z.array(z.looseObject({
    asset: solanaAssetSchema.optional(),
    in: solanaAmountSchema.nullable().optional(),
    out: solanaAmountSchema.nullable().optional(),
    pre_owner: z.string().nullable().optional(),
    post_owner: z.string().nullable().optional(),
    asset_type: z.string().optional(),
  })).default([]),
  total_usd_diff: z.looseObject({ in: numericSchema.optional(), out: numericSchema.optional(), total: numericSchema.optional() }).optional(),
  total_usd_exposure: z.record(z.string(), z.unknown()).optional(),
});

export const solanaSimulationSchema = z.looseObject({
  /** Inner shapes of these three maps are "not shown". */
  assets_diff: z.record(z.string(), z.unknown()).optional(),
  delegations: z.record(z.string(), z.unknown()).optional(),
  assets_ownership_diff: z.record(z.string(), z.unknown()).optional(),
  accounts_details: z.array(z.looseObject({
    account_address: z.string(),
    description: z.string().optional(),
    type: z.string().optional(),
    was_written_to: z.boolean().optional(),
    owner: z.string().nullable().optional(),
  })).default([]),
  account_summary: solanaAccountSummarySchema.optional(),
});

export const solanaValidationSchema = z.looseObject({
  result_type: z.string(),
  reason: z.string().default(''),
  features: z.array(z.string()).default([]),
  extended_features: z.array(z.looseObject({
    type: z.string(),
    feature_id: z.string(),
    description: z.string().default(''),
    address: z.string().optional(),
  })).default([]),
});

export const solanaErrorDetailsSchema = z.looseObject({
  type: z.string().optional(),
  message: z.string().optional(),
});

/**
 * Envelope. `status` and `request_id` are required (the UI branches on the
 * first, a report refers to the second); `encoding` is marked R in the spec
 * but nothing relies on it, so it is optional here.
 */
export const solanaPostTransactionScanResponseSchema = z.looseObject({
  encoding: z.string().optional(),
  status: z.string(),
  request_id: z.string(),
  result: z.looseObject({
    simulation: solanaSimulationSchema.optional(),
    validation: solanaValidationSchema.optional(),
  }).nullable().optional(),
  error: z.string().nullable().optional(),
  error_details: solanaErrorDetailsSchema.nullable().optional(),
});
export type SolanaPostTransactionScanResponse = z.infer<typeof solanaPostTransactionScanResponseSchema>;
