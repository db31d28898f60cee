/**
 * The contract calls of a request as the review shows them, worked out by the
 * background (lib/calls/request-calls.ts) and kept with the pending request,
 * so that the review page needs no ABI decoder, selector table or viem. Plain
 * strings and numbers: stored in storage.session and in the history as is.
 */
import { z } from 'zod/mini';

export const decodedArgSchema = z.object({
  name: z.string(),
  type: z.string(),
  /** As displayed: "1.5 USDC", "Unlimited (max)", "0x1234…abcd". */
  value: z.string(),
  /** Set for an address argument: the review names it from the scan. */
  address: z.optional(z.string()),
});
export type DecodedArg = z.infer<typeof decodedArgSchema>;

export const decodedCallSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('known'), name: z.string(), signature: z.string(), args: z.array(decodedArgSchema), argsNotShown: z.optional(z.literal(true)) }),
  /** tableUnavailable: no function could be named, the table of known ones could not be read. */
  z.object({ kind: z.literal('unknown'), selector: z.string(), tableUnavailable: z.optional(z.literal(true)) }),
]);
export type DecodedCall = z.infer<typeof decodedCallSchema>;

/** The value a call sends, in the chain's coin; a value the wallet would not read as 0x-hex is unreadable, never 0. */
export const callValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('amount'), text: z.string() }),
  z.object({ kind: z.literal('unreadable'), raw: z.string() }),
]);

/** One end of a swap as displayed: "1,000 USDC", with its USD value when the scan priced the token. */
export const swapAmountSchema = z.object({
  text: z.string(),
  /** The token's address (absent for the chain's coin): the review names and flags it. */
  token: z.optional(z.string()),
  /** exact; max: an exact-output swap may take up to this; min: an exact-input swap pays at least this. */
  bound: z.enum(['exact', 'max', 'min']),
  usd: z.optional(z.string()),
});

/** A call read as a swap (lib/engine/decode/swaps): the review's "You give / You get". */
export const swapViewSchema = z.object({
  give: swapAmountSchema,
  get: swapAmountSchema,
  /** Who is paid the output when it is not the sender. */
  recipient: z.optional(z.string()),
  /** Unix seconds after which the router refuses it. */
  deadline: z.optional(z.number()),
});
export type SwapView = z.infer<typeof swapViewSchema>;

/** One call: to, value (absent when none), a contract deployment's code size, or the decoded function. */
export const callViewSchema = z.object({
  to: z.optional(z.string()),
  value: z.optional(callValueSchema),
  /** A deployment: its code size, and the new contract's address when the request gives the sender's nonce. */
  deploy: z.optional(z.object({ bytes: z.number(), address: z.optional(z.string()) })),
  /** Absent for a deployment. */
  call: z.optional(decodedCallSchema),
  swap: z.optional(swapViewSchema),
});
export type CallView = z.infer<typeof callViewSchema>;

export const requestCallsSchema = z.discriminatedUnion('kind', [
  /** eth_sendTransaction, eth_signTransaction, and eth_sendRawTransaction's parsed transaction. */
  z.object({ kind: z.literal('call'), call: callViewSchema }),
  /** wallet_sendCalls, in order. */
  z.object({ kind: z.literal('batch'), calls: z.array(callViewSchema) }),
  /** eth_sendRawTransaction that does not parse: the review shows the signed hex from the params. */
  z.object({ kind: z.literal('unparsed') }),
]);
export type RequestCalls = z.infer<typeof requestCallsSchema>;
