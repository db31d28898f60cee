/** Generic chain-neutral transaction scan (endpoint 9: POST /v0/transaction/scan). */
import { z } from 'zod/mini';
import { accountSchema, connectionSchema } from './evm';
import { riskVerdictSchema, nullAsUndefined } from './common';

/** "values accepted besides validation: not shown", so every non-empty string is accepted, known ones listed. */
export const KNOWN_GENERIC_SCAN_OPTIONS = ['validation'] as const;

export const genericTransactionScanRequestSchema = z.object({
  options: z.array(z.string().check(z.minLength(1))).check(z.minLength(1, 'options needs at least one element')),
  data: z.looseObject({
    chain: z.string().check(z.minLength(1, 'data.chain is required')),
    asset: z.looseObject({ symbol: z.string().check(z.minLength(1)) }),
    to: z.string().check(z.minLength(1, 'data.to is required')),
    amount: z.number(),
  }),
  metadata: z.object({ account: z.optional(accountSchema), connection: z.optional(connectionSchema) }),
});
export type GenericTransactionScanRequest = z.infer<typeof genericTransactionScanRequestSchema>;

/**
 * The answer. The spec calls it a risk verdict with a required `risk_level`;
 * the SDK (ChainAgnostic TransactionScanResponse) has no `risk_level` at all but
 * a required `validation` (`result_type` Malicious / Warning / Benign /
 * High-Risk, `status`, `classification`, `description`, `features`) and an
 * optional `platform_url`. Requiring `risk_level` rejected every answer the SDK
 * describes, so both shapes are accepted and neither part is required.
 */
export const genericTransactionScanResponseSchema = z.extend(riskVerdictSchema, {
  risk_level: z.optional(z.union([z.string(), nullAsUndefined])),
  validation: z.optional(z.union([z.looseObject({
    status: z.optional(z.union([z.string(), nullAsUndefined])),
    result_type: z.optional(z.union([z.string(), nullAsUndefined])),
    classification: z.optional(z.union([z.string(), nullAsUndefined])),
    description: z.optional(z.union([z.string(), nullAsUndefined])),
    features: z.optional(z.union([z.array(z.looseObject({
      type: z.optional(z.union([z.string(), nullAsUndefined])),
      feature_id: z.optional(z.union([z.string(), nullAsUndefined])),
      description: z.optional(z.union([z.string(), nullAsUndefined])),
    })), nullAsUndefined])),
  }), nullAsUndefined])),
  platform_url: z.optional(z.union([z.string(), nullAsUndefined])),
});
export type GenericTransactionScanResponse = z.infer<typeof genericTransactionScanResponseSchema>;
