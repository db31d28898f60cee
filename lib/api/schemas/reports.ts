/**
 * Feedback reports. The EVM post-transaction report (endpoint 16) lives in
 * ./evm (`evmReportRequestSchema`, response `unrestrictedResponseSchema`);
 * this module holds the Stellar report (endpoint 17: POST /v0/stellar/transaction/report).
 */
import { z } from 'zod/mini';

export const STELLAR_REPORT_EVENTS = ['should_be_malicious', 'should_be_benign', 'wrong_simulation_result'] as const;

export const stellarReportRequestSchema = z.object({
  event: z.enum(STELLAR_REPORT_EVENTS),
  // Only `request_id` occurs in the spec, as in the EVM report.
  report: z.object({ type: z.literal('request_id'), id: z.string().check(z.minLength(1, 'report.id is required')) }),
  details: z.string(),
});
export type StellarReportRequest = z.infer<typeof stellarReportRequestSchema>;

/** "Response: an integer." */
export const stellarReportResponseSchema = z.int();
