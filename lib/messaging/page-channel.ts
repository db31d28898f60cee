/**
 * Messages between the MAIN-world provider wrapper and the isolated bridge
 * content script, over window.postMessage. The page sees and can forge every
 * one of them, so none of them can make anything reach the wallet: the only
 * way a waiting request is forwarded is the background running the forward
 * in the page itself (see lib/broker), after a click in the review window.
 * Requests it does not review (paused, method not covered) it also runs in
 * the page itself, so there is no page message that means "call the wallet"
 * (a forged one for a request under review would skip the click). The
 * wrapper reads none of them: what it is told comes on its private channel
 * (lib/provider/forward-channel.ts); its `settle` here only tells the bridge
 * that a held call was answered.
 */
import { z } from 'zod/mini';
import { rpcErrorPayloadSchema } from '../rpc-errors';

import { CHANNEL as PAGE_CHANNEL, MAX_PARAMS_JSON_BYTES } from '../provider/constants';

export { PAGE_CHANNEL, MAX_PARAMS_JSON_BYTES };

/** Which provider object the dapp called, so the forward calls the same one. */
export const providerRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('window') }),
  z.object({ kind: z.literal('providers'), index: z.int().check(z.gte(0), z.lte(64)) }),
  z.object({ kind: z.literal('eip6963'), uuid: z.string().check(z.maxLength(200)), rdns: z.string().check(z.maxLength(200)) }),
]);
export type ProviderRef = z.infer<typeof providerRefSchema>;

/** How the dapp called, so the answer has the shape the wallet would have given. */
export const callStyleSchema = z.enum(['request', 'send-method', 'send-payload', 'send-callback', 'send-async']);
export type CallStyle = z.infer<typeof callStyleSchema>;

export const requestIdSchema = z.string().check(z.regex(/^[0-9a-f-]{32,36}$/i, 'expected a random uuid'));

/** What the wrapped provider answered to eth_chainId / eth_accounts (page-supplied hints). */
const walletHintsShape = {
  chainId: z.optional(z.string().check(z.maxLength(100))),
  accounts: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100))),
};
export const walletHintsSchema = z.object(walletHintsShape);
export type WalletHints = z.infer<typeof walletHintsSchema>;

export const interceptedRequestSchema = z.object({
  channel: z.literal(PAGE_CHANNEL),
  type: z.literal('request'),
  id: requestIdSchema,
  provider: providerRefSchema,
  style: callStyleSchema,
  method: z.string().check(z.minLength(1), z.maxLength(100)),
  params: z.unknown(),
  ...walletHintsShape,
  /**
   * The hints come after, in a 'hints' message: the wrapper posts the request
   * the moment the dapp calls and asks the wallet meanwhile, so the review
   * window never waits on the wallet (the scan does, briefly).
   */
  hintsFollow: z.optional(z.literal(true)),
});
export type InterceptedRequest = z.infer<typeof interceptedRequestSchema>;

/** wrapper → bridge → background: the hints for a request posted with hintsFollow (empty when the wallet would not say). */
export const hintsMessageSchema = z.object({
  channel: z.literal(PAGE_CHANNEL),
  type: z.literal('hints'),
  id: requestIdSchema,
  ...walletHintsShape,
});
export type HintsMessage = z.infer<typeof hintsMessageSchema>;

export const settleOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('result'), result: z.unknown() }),
  z.object({ kind: z.literal('error'), error: rpcErrorPayloadSchema }),
]);
export type SettleOutcome = z.infer<typeof settleOutcomeSchema>;

export const settleMessageSchema = z.object({
  channel: z.literal(PAGE_CHANNEL),
  type: z.literal('settle'),
  id: requestIdSchema,
  outcome: settleOutcomeSchema,
});
export type SettleMessage = z.infer<typeof settleMessageSchema>;

export const pageMessageSchema = z.discriminatedUnion('type', [interceptedRequestSchema, hintsMessageSchema, settleMessageSchema]);
