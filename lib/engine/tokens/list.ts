/**
 * Lookup in the bundled reduced token list (see build-token-list.ts for its source). It ships gzipped
 * beside the code (tokens.json.gz, lib/knowledge/bundled-table.ts), read at the first scan; until then,
 * or when it cannot be read, no token is listed and amounts are shown in raw units.
 */
import { z } from 'zod/mini';
import { bundledTable } from '../../knowledge/bundled-table';

const entrySchema = z.tuple([z.number(), z.string(), z.string(), z.string(), z.number(), z.string()]);
const fileSchema = z.object({ tokens: z.array(z.unknown()) });

export interface ListedToken {
  symbol: string;
  name: string;
  decimals: number;
  logoURI: string | undefined;
}

function key(chainId: number, address: string): string {
  return `${chainId}:${address.toLowerCase()}`;
}

/** The file's rows by chain and address; a malformed row is left out. */
function indexTokens(raw: unknown): Map<string, ListedToken> {
  const index = new Map<string, ListedToken>();
  for (const row of fileSchema.parse(raw).tokens) {
    const parsed = entrySchema.safeParse(row);
    if (!parsed.success) continue;
    const [chainId, address, symbol, name, decimals, logo] = parsed.data;
    index.set(key(chainId, address), { symbol, name, decimals, logoURI: logo === '' ? undefined : logo });
  }
  return index;
}

const table = bundledTable('tokens.json.gz', indexTokens);

/** Reads the list (never rejects); loadBundledLists() calls it before every scan. */
export function loadTokenList(): Promise<void> {
  return table.load();
}

export function listedToken(chainId: number | undefined, address: string): ListedToken | undefined {
  if (chainId === undefined) return undefined;
  return table.current()?.get(key(chainId, address));
}
