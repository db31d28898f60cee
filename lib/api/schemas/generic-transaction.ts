/** Generic chain-neutral transaction scan (endpoint 9: POST /v0/transaction/scan). */
import { z } from 'zod';
import { accountSchema, connectionSchema } from './evm';
import { riskVerdictSchema } from './common';

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

export const genericTransactionScanResponseSchema = riskVerdictSchema;
export type GenericTransactionScanResponse = z.infer<typeof genericTransactionScanResponseSchema>;
