/**
 * A Chainlink feed on a dev chain: the MockAggregator's runtime code put at the feed's real address
 * (anvil_setCode), its answer, update time and decimals written into its storage slots 0, 1, 2
 * (anvil_setStorageAt: no transaction, so feeds can be set side by side).
 */
import { numberToHex, type Address, type Hex } from 'viem';
import { z } from 'zod';
import artifact from '../fixtures/contracts/MockAggregator.json';
const code = z.string().regex(/^0x[0-9a-f]+$/i).transform((s): Hex => `0x${s.slice(2)}`).parse(artifact.deployedBytecode);

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return z.object({ result: z.unknown() }).parse(await res.json()).result;
}

export interface FeedAnswer {
  /** USD per unit, e.g. 3000.5 */
  usd: number;
  /** Unix seconds of the answer. */
  updatedAt: number;
  decimals?: number;
}

export async function installFeed(url: string, feed: Address, answer: FeedAnswer): Promise<void> {
  await rpc(url, 'anvil_setCode', [feed, code]);
  const decimals = answer.decimals ?? 8;
  const word = (n: bigint | number) => numberToHex(n, { size: 32 });
  await rpc(url, 'anvil_setStorageAt', [feed, word(0), word(BigInt(Math.round(answer.usd * 10 ** decimals)))]);
  await rpc(url, 'anvil_setStorageAt', [feed, word(1), word(answer.updatedAt)]);
  await rpc(url, 'anvil_setStorageAt', [feed, word(2), word(decimals)]);
}
