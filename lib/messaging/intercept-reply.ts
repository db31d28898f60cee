/**
 * The background's answer to 'intercept' (./intercept). The bridge checks it
 * by hand (lib/provider/page-messages.ts, same verdicts: tested) so that no
 * zod is loaded into every frame.
 */
import { z } from 'zod/mini';
import { rpcErrorPayloadSchema } from '../rpc-errors';

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
