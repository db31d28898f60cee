/** Lookup in the bundled reduced token list (see build-token-list.ts for its source). */
import { z } from 'zod/mini';
import listFile from './token-list.json';

const entrySchema = z.tuple([z.number(), z.string(), z.string(), z.string(), z.number(), z.string()]);

export interface ListedToken {
  symbol: string;
  name: string;
  decimals: number;
  logoURI: string | undefined;
}

let index: Map<string, ListedToken> | undefined;

function key(chainId: number, address: string): string {
  return `${chainId}:${address.toLowerCase()}`;
}

/** Built on first use so engines that never look up a token pay nothing. */
function getIndex(): Map<string, ListedToken> {
  if (index) return index;
  index = new Map();
  for (const raw of listFile.tokens) {
    const parsed = entrySchema.safeParse(raw);
    if (!parsed.success) continue;
    const [chainId, address, symbol, name, decimals, logo] = parsed.data;
    index.set(key(chainId, address), { symbol, name, decimals, logoURI: logo === '' ? undefined : logo });
  }
  return index;
}

export function listedToken(chainId: number | undefined, address: string): ListedToken | undefined {
  if (chainId === undefined) return undefined;
  return getIndex().get(key(chainId, address));
}
