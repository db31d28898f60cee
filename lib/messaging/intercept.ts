/**
 * bridge → background: a request the wrapper holds. A channel of its own so
 * that the bridge, loaded into every frame of every page, evaluates only these
 * few schemas (not the scan-result schemas of the review protocol). The
 * background validates the payload again and takes origin, tab and frame from
 * `sender`.
 */
import { defineExtensionMessaging } from '@webext-core/messaging';
import { z } from 'zod';
import { rpcErrorPayloadSchema } from '../rpc-errors';
import type { interceptedRequestSchema } from './page-channel';

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

interface InterceptProtocol {
  intercept(request: z.input<typeof interceptedRequestSchema>): InterceptReply;
}

export const { sendMessage: sendIntercept, onMessage: onIntercept } = defineExtensionMessaging<InterceptProtocol>();
