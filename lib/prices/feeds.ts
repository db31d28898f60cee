/** The bundled Chainlink USD feeds (feeds.json, from scripts/gen-price-feeds.ts) of an asset on a chain. */
import { getAddress, type Address } from 'viem';
import { z } from 'zod/mini';
import file from './feeds.json';

const feedsSchema = z.record(z.string(), z.record(z.string(), z.array(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)))));
let table: z.infer<typeof feedsSchema> | undefined;

/** `asset`: 'native' or a token address. Empty when no feed prices it. */
export function feedsFor(chainId: number, asset: string): Address[] {
  table ??= feedsSchema.parse(file.feeds);
  return (table[String(chainId)]?.[asset.toLowerCase()] ?? []).map((a) => getAddress(a));
}
