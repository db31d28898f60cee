/**
 * Typed messaging inside the extension: the bridge content script and the
 * extension's own pages talk to the background. The background takes the
 * origin, tab and frame of a request from `sender` (the browser's record),
 * never from the payload, and accepts review decisions only from its own pages.
 */
import { defineExtensionMessaging } from '@webext-core/messaging';
import { z } from 'zod';
import { callStyleSchema, interceptedRequestSchema, providerRefSchema, requestIdSchema } from './page-channel';
import { rpcErrorPayloadSchema } from '../rpc-errors';
import { scanOutcomeSchema } from '../scan/outcome';

/** A request waiting for the user's decision, as kept in storage.session. */
export const pendingRequestSchema = z.object({
  id: requestIdSchema,
  tabId: z.number().int(),
  frameId: z.number().int(),
  /** sender.documentId (Chrome): the forward targets this document only, never a page that replaced it. */
  documentId: z.string().max(100).optional(),
  /** From sender.origin / sender.url: the browser's record of the page. */
  origin: z.string(),
  favIconUrl: z.string().optional(),
  provider: providerRefSchema,
  style: callStyleSchema,
  method: z.string(),
  params: z.unknown(),
  chainId: z.number().int().optional(),
  account: z.string().optional(),
  createdAt: z.number(),
  scan: scanOutcomeSchema,
});
export type PendingRequest = z.infer<typeof pendingRequestSchema>;

export const decisionSchema = z.object({ id: requestIdSchema, decision: z.enum(['approve', 'reject']) });
export type Decision = z.infer<typeof decisionSchema>;

// A plain union: zod 4's discriminatedUnion rejects two options with the same `accepted: false` (throws at load).
export const interceptReplySchema = z.union([
  z.object({ accepted: z.literal(true) }),
  /**
   * Not reviewed (paused, method not covered) and the background could not run
   * the call in the page itself: the bridge answers the dapp with an error.
   */
  z.object({ accepted: z.literal(false), passThrough: z.literal(true) }),
  z.object({ accepted: z.literal(false), passThrough: z.literal(false), error: rpcErrorPayloadSchema }),
]);
export type InterceptReply = z.infer<typeof interceptReplySchema>;

export const reviewQueueSchema = z.object({ pending: z.array(pendingRequestSchema) });
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

interface ProtocolMap {
  /** bridge → background: a request the wrapper holds. Payload validated again in the background. */
  intercept(request: z.input<typeof interceptedRequestSchema>): InterceptReply;
  /** review page → background */
  getQueue(): ReviewQueue;
  decide(decision: Decision): { ok: boolean };
  retryScan(id: string): { ok: boolean };
}

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
