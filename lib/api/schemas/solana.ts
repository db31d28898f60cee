/**
 * Solana post-transaction scan (endpoint 5: POST /v0/solana/post-transaction/scan).
 *
 * Defaults (`chain` mainnet) are left to the server, like the EVM defaults.
 * A failed scan arrives as a 200 with `status: "ERROR"`, `error` and
 * `error_details`; see ../scan-errors.ts (`solanaErrorOf`).
 */
import { z } from 'zod/mini';
import { listOf, nullAsUndefined, numericSchema, textOrEmpty } from './common';

export const solanaScanOptionSchema = z.enum(['validation', 'simulation']);

export const solanaPostTransactionScanRequestSchema = z.object({
  tx_hash: z.string().check(z.minLength(1, 'tx_hash is required')),
  /** Allowed values "not shown" (mainnet is the default), so every non-empty string is accepted. */
  chain: z.optional(z.string().check(z.minLength(1))),
  options: z.optional(z.array(solanaScanOptionSchema).check(z.minLength(1, 'options needs at least one element'))),
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
  usd_price: z.optional(z.union([numericSchema, nullAsUndefined])),
  value: z.optional(z.union([numericSchema, nullAsUndefined])),
  raw_value: z.optional(z.union([numericSchema, nullAsUndefined])),
  summary: z.optional(z.union([z.string(), nullAsUndefined])),
});

const solanaAssetSchema = z.looseObject({
  type: z.optional(z.union([z.string(), nullAsUndefined])),
  name: z.optional(z.union([z.string(), nullAsUndefined])),
  symbol: z.optional(z.union([z.string(), nullAsUndefined])),
  address: z.optional(z.union([z.string(), nullAsUndefined])),
  decimals: z.optional(z.union([z.int(), nullAsUndefined])),
  logo: z.optional(z.union([z.string(), nullAsUndefined])),
});

export const solanaAccountSummarySchema = z.looseObject({
  account_assets_diff: listOf(z.looseObject({
    asset: solanaAssetSchema,
    in: z.optional(z.union([solanaAmountSchema, nullAsUndefined])),
    out: z.optional(z.union([solanaAmountSchema, nullAsUndefined])),
    asset_type: z.optional(z.union([z.string(), nullAsUndefined])),
  })),
  account_delegations: listOf(z.looseObject({
    asset: solanaAssetSchema,
    asset_type: z.optional(z.union([z.string(), nullAsUndefined])),
    delegate: z.optional(z.union([z.string(), nullAsUndefined])),
    delegation: z.optional(z.union([solanaAmountSchema, nullAsUndefined])),
  })),
  account_ownerships_diff: listOf(z.looseObject({
    asset: z.optional(z.union([solanaAssetSchema, nullAsUndefined])),
    in: z.optional(z.union([solanaAmountSchema, nullAsUndefined])),
    out: z.optional(z.union([solanaAmountSchema, nullAsUndefined])),
    pre_owner: z.optional(z.union([z.string(), nullAsUndefined])),
    post_owner: z.optional(z.union([z.string(), nullAsUndefined])),
    asset_type: z.optional(z.union([z.string(), nullAsUndefined])),
  })),
  total_usd_diff: z.optional(z.union([z.looseObject({ in: z.optional(z.union([numericSchema, nullAsUndefined])), out: z.optional(z.union([numericSchema, nullAsUndefined])), total: z.optional(z.union([numericSchema, nullAsUndefined])) }), nullAsUndefined])),
  total_usd_exposure: z.optional(z.union([z.record(z.string(), z.unknown()), nullAsUndefined])),
});

export const solanaSimulationSchema = z.looseObject({
  /** Inner shapes of these three maps are "not shown". */
  assets_diff: z.optional(z.union([z.record(z.string(), z.unknown()), nullAsUndefined])),
  delegations: z.optional(z.union([z.record(z.string(), z.unknown()), nullAsUndefined])),
  assets_ownership_diff: z.optional(z.union([z.record(z.string(), z.unknown()), nullAsUndefined])),
  accounts_details: listOf(z.looseObject({
    account_address: z.optional(z.union([z.string(), nullAsUndefined])),
    description: z.optional(z.union([z.string(), nullAsUndefined])),
    type: z.optional(z.union([z.string(), nullAsUndefined])),
    was_written_to: z.optional(z.union([z.boolean(), nullAsUndefined])),
    owner: z.optional(z.union([z.string(), nullAsUndefined])),
  })),
  account_summary: z.optional(z.union([solanaAccountSummarySchema, nullAsUndefined])),
});

export const solanaValidationSchema = z.looseObject({
  result_type: z.optional(z.union([z.string(), nullAsUndefined])),
  reason: textOrEmpty(),
  features: listOf(z.string()),
  extended_features: listOf(z.looseObject({
    type: textOrEmpty(),
    feature_id: textOrEmpty(),
    description: textOrEmpty(),
    address: z.optional(z.union([z.string(), nullAsUndefined])),
  })),
});

export const solanaErrorDetailsSchema = z.looseObject({
  type: z.optional(z.union([z.string(), nullAsUndefined])),
  message: z.optional(z.union([z.string(), nullAsUndefined])),
});

/**
 * Envelope. `status` is required (the UI branches on it). `request_id` is R
 * in the spec but null in the service's own answers, and `encoding` is R
 * with nothing relying on it: both optional.
 */
export const solanaPostTransactionScanResponseSchema = z.looseObject({
  encoding: z.optional(z.union([z.string(), nullAsUndefined])),
  status: z.string(),
  request_id: z.optional(z.union([z.string(), nullAsUndefined])),
  result: z.optional(z.union([z.looseObject({
    simulation: z.optional(z.union([solanaSimulationSchema, nullAsUndefined])),
    validation: z.optional(z.union([solanaValidationSchema, nullAsUndefined])),
  }), nullAsUndefined])),
  error: z.optional(z.union([z.string(), nullAsUndefined])),
  error_details: z.optional(z.union([solanaErrorDetailsSchema, nullAsUndefined])),
});
export type SolanaPostTransactionScanResponse = z.infer<typeof solanaPostTransactionScanResponseSchema>;
