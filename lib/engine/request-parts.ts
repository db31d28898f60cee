/** Small readers of a scan request's parts shared by the engine's endpoints. */
import { z } from 'zod/mini';
import type { Address } from 'viem';
import type { EvmTransactionData } from '../api/schemas/evm';
import type { SimCall } from './simulate';

export const hexAddress = z.pipe(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)), z.transform((s): Address => `0x${s.slice(2)}`));

/** `block` of a request → the tag the node understands. */
export function blockTag(block: string | number | undefined): string {
  if (block === undefined || block === 'latest') return 'latest';
  if (typeof block === 'number') return `0x${block.toString(16)}`;
  return block.startsWith('0x') ? block : `0x${BigInt(block).toString(16)}`;
}

export function issuesText(error: z.core.$ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

export function toCall(tx: EvmTransactionData): SimCall {
  const call: SimCall = { from: hexAddress.parse(tx.from) };
  if (tx.to) call.to = hexAddress.parse(tx.to);
  if (tx.data) call.data = `0x${tx.data.slice(2)}`;
  if (tx.value) call.value = `0x${tx.value.slice(2)}`;
  if (tx.gas) call.gas = `0x${tx.gas.slice(2)}`;
  return call;
}
