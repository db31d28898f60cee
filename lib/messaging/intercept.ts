/**
 * bridge → background: a request the wrapper holds. A channel of its own, free
 * of zod (types only), because the bridge that sends on it is loaded into every
 * frame of every page. The background validates the payload with the zod
 * schema (interceptedRequestSchema) and takes origin, tab and frame from `sender`.
 */
import { defineExtensionMessaging } from '@webext-core/messaging';
import type { InterceptReply } from './intercept-reply';
import type { HintsMessage, InterceptedRequest } from './page-channel';
import type { ObservedCall } from '../provider/wallet-channels';

export type { InterceptReply };

interface InterceptProtocol {
  intercept(request: InterceptedRequest): InterceptReply;
  /** A signing call seen on a wallet's own channel (validated again in the background). */
  observed(call: ObservedCall): { ok: boolean };
  /** The page has a wallet Preflight could neither wrap nor replace: its calls reach the wallet unreviewed. */
  unguarded(): { ok: boolean };
  /** The wallet's chain and accounts for a request sent with hintsFollow (validated again in the background). */
  hints(hints: HintsMessage): { ok: boolean };
}

export const { sendMessage: sendIntercept, onMessage: onIntercept } = defineExtensionMessaging<InterceptProtocol>();
