/** Generic chain-neutral transaction scan (endpoint 9: POST /v0/transaction/scan). */
import { z } from 'zod';
import { accountSchema, connectionSchema } from './evm';
import { riskVerdictSchema, nullAsUndefined } from './common';

/** "values accepted besides validation: not shown", so every non-empty string is accepted, known ones listed. */
export const KNOWN_GENERIC_SCAN_OPTIONS = ['validation'] as const;

export const genericTransactionScanRequestSchema = z.object({
  options: z.array(z.string().min(1)).min(1, 'options needs at least one element'),
  data: z.looseObject({
    chain: z.string().min(1, 'data.chain is required'),
    asset: z.looseObject({ symbol: z.string().min(1) }),
    to: z.string().min(1, 'data.to is required'),
    amount: z.number(),
  }),
  metadata: z.object({ account: accountSchema.optional(), connection: connectionSchema.optional() }),
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
export const genericTransactionScanResponseSchema = riskVerdictSchema.extend({
  risk_level: z.string().or(nullAsUndefined).optional(),
  validation: z.looseObject({
    status: z.string().or(nullAsUndefined).optional(),
    result_type: z.string().or(nullAsUndefined).optional(),
    classification: z.string().or(nullAsUndefined).optional(),
    description: z.string().or(nullAsUndefined).optional(),
    features: z.array(z.looseObject({
      type: z.string().or(nullAsUndefined).optional(),
      feature_id: z.string().or(nullAsUndefined).optional(),
      description: z.string().or(nullAsUndefined).optional(),
    })).or(nullAsUndefined).optional(),
  }).or(nullAsUndefined).optional(),
  platform_url: z.string().or(nullAsUndefined).optional(),
});
export type GenericTransactionScanResponse = z.infer<typeof genericTransactionScanResponseSchema>;
