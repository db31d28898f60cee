/**
 * Enrichment (endpoints 11, 13, 14): account modification, fraud report, login.
 *
 * Responses are "a body of unrestricted type" and their content is "not
 * shown", so every JSON body, or none, is accepted and returned as `unknown`
 * (`unrestrictedResponseSchema`). Nothing in the UI reads them.
 */
import { z } from 'zod/mini';
import { accountSchema, connectionSchema, unrestrictedResponseSchema } from './evm';
import { eventTimeSchema } from './common';

export const ACCESS_REQUEST_TYPES = ['ADD_WITHDRAWAL_ADDRESS'] as const;

export const enrichmentModifyAccountRequestSchema = z.object({
  access_request_type: z.enum(ACCESS_REQUEST_TYPES),
  account: accountSchema,
  address_details: z.looseObject({
    address: z.optional(z.string()),
    chain: z.optional(z.string()),
    asset: z.optional(z.string()),
  }),
  event_time: eventTimeSchema,
  connection: z.optional(connectionSchema),
});
export type EnrichmentModifyAccountRequest = z.infer<typeof enrichmentModifyAccountRequestSchema>;

/** In the fraud report the account creation timestamp is a plain string, not a checked date-time. */
export const reportAccountSchema = z.extend(accountSchema, { account_creation_timestamp: z.optional(z.string()) });

export const enrichmentReportRequestSchema = z.object({
  report: z.object({
    // A report of no addresses is a caller bug, so at least one is required.
    addresses: z.array(z.object({ chain: z.string().check(z.minLength(1)), address: z.string().check(z.minLength(1)) })).check(z.minLength(1, 'report.addresses needs at least one address')),
  }),
  metadata: z.object({ account: reportAccountSchema }),
});
export type EnrichmentReportRequest = z.infer<typeof enrichmentReportRequestSchema>;

export const enrichmentLoginRequestSchema = z.object({
  account: accountSchema,
  event_time: eventTimeSchema,
  connection: z.optional(connectionSchema),
});
export type EnrichmentLoginRequest = z.infer<typeof enrichmentLoginRequestSchema>;

export const enrichmentResponseSchema = unrestrictedResponseSchema;
