/** False-verdict reports: what a page sends, what is queued, what is kept for export. */
import { z } from 'zod/mini';
import { evmReportRequestSchema } from '../api/schemas/evm';

export const reportEventSchema = z.enum(['FALSE_POSITIVE', 'FALSE_NEGATIVE']);
export type ReportEventName = z.infer<typeof reportEventSchema>;

/** Enough of the request to make sense of a report later, without its params. */
export const reportRequestSummarySchema = z.object({
  id: z.string().check(z.maxLength(200)),
  origin: z.string().check(z.maxLength(2000)),
  method: z.string().check(z.maxLength(200)),
  chainId: z.optional(z.int()),
  verdict: z.optional(z.string().check(z.maxLength(100))),
});
export type ReportRequestSummary = z.infer<typeof reportRequestSummarySchema>;

export const reportInputSchema = z.object({
  /** The remote scan's x-request-id; absent when no remote service answered. */
  requestId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  /** Which scanner gave the verdict being reported. */
  source: z.enum(['remote', 'local']),
  event: reportEventSchema,
  details: z.string().check(z.maxLength(2000)),
  request: reportRequestSummarySchema,
});
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportStatusSchema = z.object({
  state: z.enum(['sent', 'queued', 'stored']),
  message: z.string(),
});
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** Where a report goes: the scanning service (its own request id) or a self-hosted scanner (an id made here). */
export const reportTargetSchema = z.enum(['remote', 'self-hosted']);
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const queuedReportSchema = z.object({
  id: z.string(),
  queuedAt: z.number(),
  attempts: z.int().check(z.gte(0)),
  lastError: z.optional(z.string()),
  target: reportTargetSchema,
  body: evmReportRequestSchema,
  input: reportInputSchema,
});
export type QueuedReport = z.infer<typeof queuedReportSchema>;

/** A queued report that reached its scanner later: what the popup tells the user. */
export const deliveredReportSchema = z.object({
  id: z.string(),
  deliveredAt: z.number(),
  target: reportTargetSchema,
  requestId: z.string(),
  origin: z.string(),
  event: reportEventSchema,
});
export type DeliveredReport = z.infer<typeof deliveredReportSchema>;

/** What the popup shows about reports: how many wait for the network, which were delivered later. */
export const reportsStateSchema = z.object({ queued: z.int(), delivered: z.array(deliveredReportSchema) });
export type ReportsState = z.infer<typeof reportsStateSchema>;

/** A report kept on this device for export (no scanner to send it to, or the scanner refused it). */
export const storedReportSchema = z.object({
  id: z.string(),
  storedAt: z.number(),
  /** Why it was not sent. */
  note: z.optional(z.string()),
  input: reportInputSchema,
});
export type StoredReport = z.infer<typeof storedReportSchema>;
