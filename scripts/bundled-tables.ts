/**
 * The JSON tables the background reads from gzipped files beside its code (lib/knowledge/bundled-table.ts):
 * each stays readable in the repository where its generator writes it, and its shipped form
 * (minified, gzipped with Zopfli) sits with the other bundled files in lib/knowledge/data/.
 * `npm run gen:tables` rewrites them all; the generators of the sources call it too, and
 * tests/lib/knowledge/bundled-table.test.ts checks that each shipped form is its source.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BundledFileName } from '../lib/knowledge/bundled-file';
import { gzipSmallest } from './deflate-smallest';

export const BUNDLED_TABLES: readonly { source: string; file: BundledFileName }[] = [
  { source: 'lib/knowledge/data/contracts.json', file: 'contracts.json.gz' },
  { source: 'lib/engine/tokens/token-list.json', file: 'tokens.json.gz' },
  { source: 'lib/solana/knowledge/data/tokens.json', file: 'solana-tokens.json.gz' },
  { source: 'lib/knowledge/data/brands.json', file: 'brands.json.gz' },
  { source: 'lib/knowledge/data/confusables.json', file: 'confusables.json.gz' },
  { source: 'lib/solana/knowledge/data/programs.json', file: 'solana-programs.json.gz' },
  { source: 'lib/prices/feeds.json', file: 'price-feeds.json.gz' },
];

const root = (relative: string): string => fileURLToPath(new URL(`../${relative}`, import.meta.url));

/** What the shipped file holds: the source's JSON, minified. */
export function shippedText(source: string): string {
  return JSON.stringify(JSON.parse(readFileSync(root(source), 'utf8')));
}

export async function writeBundledTables(): Promise<void> {
  for (const { source, file } of BUNDLED_TABLES) {
    writeFileSync(root(`lib/knowledge/data/${file}`), await gzipSmallest(shippedText(source)));
  }
}
