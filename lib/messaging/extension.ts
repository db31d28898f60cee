/**
 * Typed messaging between the review page and the background (the bridge has
 * its own small channel: ./intercept). The background takes the
 * origin, tab and frame of a request from `sender` (the browser's record),
 * never from the payload, and accepts review decisions only from its own pages.
 */
import { z } from 'zod/mini';
import { callStyleSchema, providerRefSchema, requestIdSchema } from './page-channel';
import { scanOutcomeSchema } from '../scan/outcome';
import { requestCallsSchema } from '../calls/schema';
import { QUOTA } from '../broker/quota';
import { VERDICT_KINDS } from '../format/verdict-kinds';

/** A request waiting for the user's decision, as kept in storage.session. */
export const pendingRequestSchema = z.object({
  id: requestIdSchema,
  tabId: z.int(),
  frameId: z.int(),
  /** sender.documentId (Chrome): the forward targets this document only, never a page that replaced it. */
  documentId: z.optional(z.string().check(z.maxLength(100))),
  /**
   * The browser's record of the requesting document (lib/broker/sender.ts requestSite): the one site
   * scanned, shown and kept in history. A sandboxed frame's is the site its document came from, or
   * "null" when it has none (srcdoc, about:blank, data:); never its parent's.
   */
  origin: z.string(),
  /** Set when the request came from a sandboxed frame (opaque origin): `top` is the tab's site, for "sandboxed frame inside …". `frame`: older builds only. */
  sandbox: z.optional(z.object({ top: z.string(), frame: z.optional(z.string()) })),
  /**
   * Not intercepted: seen on a wallet's own channel (`channel`), so it already
   * went to the wallet. Shown as a warning with its scan; nothing to approve,
   * no dapp promise to settle.
   */
  bypass: z.optional(z.object({ channel: z.string().check(z.maxLength(100)) })),
  /**
   * Refused as malformed before review (#25 item 5): the dapp was answered -32602 and the wallet never
   * saw it. Shown so the user knows; nothing to approve. `evasion`: a shape a wallet would still accept.
   */
  refused: z.optional(z.object({ why: z.string().check(z.maxLength(500)), evasion: z.boolean() })),
  favIconUrl: z.optional(z.string()),
  provider: providerRefSchema,
  style: callStyleSchema,
  method: z.string(),
  params: z.unknown(),
  /**
   * The request in plain words (lib/format/method's requestTitle), worked out by the
   * background so that the review's first paint needs no formatters; absent in a
   * queue stored by an older build.
   */
  title: z.optional(z.string().check(z.maxLength(300))),
  chainId: z.optional(z.int()),
  account: z.optional(z.string()),
  createdAt: z.number(),
  scan: scanOutcomeSchema,
  /**
   * Its contract calls decoded for the review (lib/calls), worked out by the
   * background from `params` and again when the scan is stored; absent for a
   * request that makes no call, and in a history entry from an older build.
   */
  calls: z.optional(requestCallsSchema),
});
export type PendingRequest = z.infer<typeof pendingRequestSchema>;

/**
 * `seen`: the verdict the review showed when the user decided. An approval of a verdict a later stage has raised
 * since (the page timed its reads to land as the user clicked) is refused: the user is asked again.
 */
export const decisionSchema = z.object({ id: requestIdSchema, decision: z.enum(['approve', 'reject']), seen: z.optional(z.enum(VERDICT_KINDS)) });
export type Decision = z.infer<typeof decisionSchema>;

/** "Reject all": the ids of the requests the review window listed (at most the queue's size). */
export const rejectAllSchema = z.object({ ids: z.array(requestIdSchema).check(z.minLength(1), z.maxLength(QUOTA.totalCount)) });
export type RejectAll = z.infer<typeof rejectAllSchema>;

export { interceptReplySchema, type InterceptReply } from './intercept-reply';

export const reviewQueueSchema = z.object({
  pending: z.array(pendingRequestSchema),
  /** The user's setting, so that the review knows at first paint whether Approve waits for a scan. */
  unavailablePolicy: z.optional(z.enum(['warn', 'block'])),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** review page → background: getQueue, decide, retryScan (a zod-free module the review page loads first). */
export { sendMessage, onMessage } from './review-channel';
