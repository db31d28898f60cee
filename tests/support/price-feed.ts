/**
 * A Chainlink feed on a dev chain: the MockAggregator's runtime code put at the feed's real address
 * (anvil_setCode), its answer, update time and decimals written into its storage slots 0, 1, 2
 * (anvil_setStorageAt: no transaction, so feeds can be set side by side).
 */
import { readFileSync } from 'node:fs';
import { getAddress, numberToHex, type Address, type Hex } from 'viem';
import { z } from 'zod';

// Read from disk, not imported: Playwright's ESM loader refuses JSON modules without an import attribute.
const readJson = (relative: string): unknown => JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8'));
const artifact = z.object({ deployedBytecode: z.string() }).parse(readJson('../fixtures/contracts/MockAggregator.json'));
const feedTable = z.object({ feeds: z.record(z.string(), z.record(z.string(), z.array(z.string()))) }).parse(readJson('../../lib/prices/feeds.json'));

/** The bundled feeds (lib/prices/feeds.json) of an asset: what the extension will read. */
export function bundledFeeds(chainId: number, asset: string): Address[] {
  return (feedTable.feeds[String(chainId)]?.[asset.toLowerCase()] ?? []).map((a) => getAddress(a));
}
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

/** Every bundled feed of the chain's coin answers `usd`, `ageS` seconds ago. */
export async function installNativeUsd(url: string, chainId: number, usd: number, ageS = 60): Promise<void> {
  const updatedAt = Math.floor(Date.now() / 1000) - ageS;
  for (const feed of bundledFeeds(chainId, 'native')) await installFeed(url, feed, { usd, updatedAt });
}
