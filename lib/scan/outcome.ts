/**
 * What a scan of an intercepted request came to, as the review window shows it.
 * A scan that failed, timed out or answered something invalid is
 * "unavailable" with its reason: never shown as safe. "unavailable" is only
 * for a scan whose first stage (what the request says, no reads) failed too;
 * a verdict whose reads did not come is "done" with `reads` saying so.
 */
import { z } from 'zod/mini';
import { evmAddressScanResponseSchema, evmScanResponseSchema } from '../api/schemas/evm';
import { solanaPostTransactionScanResponseSchema } from '../api/schemas/solana';

export const unavailableReasonSchema = z.enum([
  'timeout', // no answer within the configured timeout
  'key_rejected', // the remote service refused the API key
  'offline', // network error reaching the service
  'invalid_response', // the answer broke the schema
  'unsupported_chain', // no scanner covers this chain
  'invalid_request', // the request could not be turned into a scan
  'rate_limited', // 429, still after retrying with backoff (honouring Retry-After)
  'service_error', // the service answered 5xx
  'error', // anything else, with its message
]);
export type UnavailableReason = z.infer<typeof unavailableReasonSchema>;

/**
 * The second stage of a scan (#25): the facts that need reads (is an address a
 * contract, balances, simulation), after the first-stage verdict from what the
 * request itself says. Absent once they are in. 'pending' while they are read;
 * 'unavailable' when they timed out or failed: the first-stage verdict stands.
 */
export const readsSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  z.object({ state: z.literal('unavailable'), reason: unavailableReasonSchema, message: z.string() }),
]);
export type Reads = z.infer<typeof readsSchema>;

export const scanOutcomeSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('scanning'), startedAt: z.number() }),
  z.object({
    state: z.literal('done'),
    source: z.enum(['remote', 'local']),
    /** x-request-id of the remote scan: what a false-positive report refers to. */
    requestId: z.optional(z.string()),
    response: evmScanResponseSchema,
    addresses: z.optional(evmAddressScanResponseSchema),
    reads: z.optional(readsSchema),
    /**
     * Who answered a local scan's chain reads: the user's own node, or the page's wallet connection (whose answers
     * may add risk, never remove it: lib/scan/stages.ts). Absent: no reads of the engine's own (remote, first stage).
     */
    chainSource: z.optional(z.enum(['user', 'page'])),
    /** A Solana request's scan as the engine answered it; `response` then carries its verdict in the shape every view reads (lib/broker/solana-scan.ts). */
    solana: z.optional(solanaPostTransactionScanResponseSchema),
  }),
  z.object({ state: z.literal('unavailable'), reason: unavailableReasonSchema, message: z.string() }),
]);
export type ScanOutcome = z.infer<typeof scanOutcomeSchema>;

