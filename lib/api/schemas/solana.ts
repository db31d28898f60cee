/**
 * Solana post-transaction scan (endpoint 5: POST /v0/solana/post-transaction/scan).
 *
 * Defaults (`chain` mainnet) are left to the server, like the EVM defaults.
 * A failed scan arrives as a 200 with `status: "ERROR"`, `error` and
 * `error_details`; see ../scan-errors.ts (`solanaErrorOf`).
 */
import { z } from 'zod';
import { listOf, nullAsUndefined, numericSchema, textOrEmpty } from './common';

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

// ---------- response ----------
// The SDK does not cover this endpoint; its Solana message-scan types (the
// same result model) type `request_id`, a token's `logo`, an amount's
// `summary` and `usd_price` as nullable, and `simulation` / `validation` as
// optional and nullable. So every field is nullable here and only `status`
// is required (the UI branches on it).

const solanaAmountSchema = z.looseObject({
  usd_price: numericSchema.or(nullAsUndefined).optional(),
  value: numericSchema.or(nullAsUndefined).optional(),
  raw_value: numericSchema.or(nullAsUndefined).optional(),
  summary: z.string().or(nullAsUndefined).optional(),
});

const solanaAssetSchema = z.looseObject({
  type: z.string().or(nullAsUndefined).optional(),
  name: z.string().or(nullAsUndefined).optional(),
  symbol: z.string().or(nullAsUndefined).optional(),
  address: z.string().or(nullAsUndefined).optional(),
  decimals: z.number().int().or(nullAsUndefined).optional(),
  logo: z.string().or(nullAsUndefined).optional(),
});

export const solanaAccountSummarySchema = z.looseObject({
  account_assets_diff: listOf(z.looseObject({
    asset: solanaAssetSchema,
    in: solanaAmountSchema.or(nullAsUndefined).optional(),
    out: solanaAmountSchema.or(nullAsUndefined).optional(),
    asset_type: z.string().or(nullAsUndefined).optional(),
  })),
  account_delegations: listOf(z.looseObject({
    asset: solanaAssetSchema,
    asset_type: z.string().or(nullAsUndefined).optional(),
    delegate: z.string().or(nullAsUndefined).optional(),
    delegation: solanaAmountSchema.or(nullAsUndefined).optional(),
  })),
  account_ownerships_diff: listOf(z.looseObject({
    asset: solanaAssetSchema.or(nullAsUndefined).optional(),
    in: solanaAmountSchema.or(nullAsUndefined).optional(),
    out: solanaAmountSchema.or(nullAsUndefined).optional(),
    pre_owner: z.string().or(nullAsUndefined).optional(),
    post_owner: z.string().or(nullAsUndefined).optional(),
    asset_type: z.string().or(nullAsUndefined).optional(),
  })),
  total_usd_diff: z.looseObject({ in: numericSchema.or(nullAsUndefined).optional(), out: numericSchema.or(nullAsUndefined).optional(), total: numericSchema.or(nullAsUndefined).optional() }).or(nullAsUndefined).optional(),
  total_usd_exposure: z.record(z.string(), z.unknown()).or(nullAsUndefined).optional(),
});

export const solanaSimulationSchema = z.looseObject({
  /** Inner shapes of these three maps are "not shown". */
  assets_diff: z.record(z.string(), z.unknown()).or(nullAsUndefined).optional(),
  delegations: z.record(z.string(), z.unknown()).or(nullAsUndefined).optional(),
  assets_ownership_diff: z.record(z.string(), z.unknown()).or(nullAsUndefined).optional(),
  accounts_details: listOf(z.looseObject({
    account_address: z.string().or(nullAsUndefined).optional(),
    description: z.string().or(nullAsUndefined).optional(),
    type: z.string().or(nullAsUndefined).optional(),
    was_written_to: z.boolean().or(nullAsUndefined).optional(),
    owner: z.string().or(nullAsUndefined).optional(),
  })),
  account_summary: solanaAccountSummarySchema.or(nullAsUndefined).optional(),
});

export const solanaValidationSchema = z.looseObject({
  result_type: z.string().or(nullAsUndefined).optional(),
  reason: textOrEmpty(),
  features: listOf(z.string()),
  extended_features: listOf(z.looseObject({
    type: textOrEmpty(),
    feature_id: textOrEmpty(),
    description: textOrEmpty(),
    address: z.string().or(nullAsUndefined).optional(),
  })),
});

export const solanaErrorDetailsSchema = z.looseObject({
  type: z.string().or(nullAsUndefined).optional(),
  message: z.string().or(nullAsUndefined).optional(),
});

/**
 * Envelope. `status` is required (the UI branches on it). `request_id` is R
 * in the spec but null in the service's own answers, and `encoding` is R
 * with nothing relying on it: both optional.
 */
export const solanaPostTransactionScanResponseSchema = z.looseObject({
  encoding: z.string().or(nullAsUndefined).optional(),
  status: z.string(),
  request_id: z.string().or(nullAsUndefined).optional(),
  result: z.looseObject({
    simulation: solanaSimulationSchema.or(nullAsUndefined).optional(),
    validation: solanaValidationSchema.or(nullAsUndefined).optional(),
  }).or(nullAsUndefined).optional(),
  error: z.string().or(nullAsUndefined).optional(),
  error_details: solanaErrorDetailsSchema.or(nullAsUndefined).optional(),
});
export type SolanaPostTransactionScanResponse = z.infer<typeof solanaPostTransactionScanResponseSchema>;
