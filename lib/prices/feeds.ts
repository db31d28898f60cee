/**
 * The bundled Chainlink USD feeds (feeds.json, from scripts/gen-price-feeds.ts) of an asset on a chain,
 * shipped gzipped beside the code and read with the other lists at the first scan (bundled-table.ts).
 * Until then, or when the file cannot be read, no feed prices anything: the review shows no fiat figure.
 */
import { getAddress, type Address } from 'viem';
import { z } from 'zod/mini';
import { bundledTable } from '../knowledge/bundled-table';

const fileSchema = z.object({ feeds: z.record(z.string(), z.record(z.string(), z.array(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))))) });
const table = bundledTable('price-feeds.json.gz', (raw) => fileSchema.parse(raw).feeds);

/** Reads the table (never rejects); loadBundledLists() calls it before every scan. */
export const loadPriceFeeds = (): Promise<void> => table.load();

/** `asset`: 'native' or a token address. Empty when no feed prices it (or the table is not read). */
export function feedsFor(chainId: number, asset: string): Address[] {
  return (table.current()?.[String(chainId)]?.[asset.toLowerCase()] ?? []).map((a) => getAddress(a));
}
