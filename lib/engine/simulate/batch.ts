/**
 * EIP-5792 wallet_sendCalls: the calls of a batch, to simulate in sequence in
 * one block (the validation side checks each call; here they must run together
 * because later calls see earlier calls' effects).
 */
import { z } from 'zod/mini';
import type { SimCall } from './run';

const address = z.pipe(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)), z.transform((s): `0x${string}` => `0x${s.slice(2)}`));
const hexData = z.pipe(z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/)), z.transform((s): `0x${string}` => `0x${s.slice(2)}`));
const quantity = z.pipe(z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)), z.transform((s): `0x${string}` => `0x${s.slice(2)}`));

const sendCallsSchema = z.tuple([
  z.object({
    from: address,
    calls: z.array(z.object({ to: z.optional(address), data: z.optional(hexData), value: z.optional(quantity) })).check(z.minLength(1), z.maxLength(100)),
  }),
], z.unknown());

/** The batch's calls, or undefined when the params are not a well-formed batch with a sender. */
export function walletSendCallsBatch(method: string, params: unknown[], fallbackFrom: string | undefined): SimCall[] | undefined {
  if (method !== 'wallet_sendCalls') return undefined;
  const first = z.object({ from: z.optional(z.unknown()) }).safeParse(params[0]);
  const withFrom = first.success && first.data.from === undefined && fallbackFrom ? [{ ...z.looseObject({}).parse(params[0]), from: fallbackFrom }, ...params.slice(1)] : params;
  const parsed = sendCallsSchema.safeParse(withFrom);
  if (!parsed.success) return undefined;
  const [batch] = parsed.data;
  return batch.calls.map((c) => ({
    from: batch.from,
    ...(c.to ? { to: c.to } : {}),
    ...(c.data ? { data: c.data } : {}),
    ...(c.value ? { value: c.value } : {}),
  }));
}
