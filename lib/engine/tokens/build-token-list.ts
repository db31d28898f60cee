/**
 * Regenerates token-list.json, the reduced token list bundled with the engine,
 * from the npm package @uniswap/default-token-list (GPL-3.0-or-later data,
 * https://github.com/Uniswap/default-token-list). Only chains the scanning API
 * names are kept, and only the fields the UI shows, to keep the bundle small.
 * Run: npx tsx lib/engine/tokens/build-token-list.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { EVM_CHAINS } from '../../chains';

const require = createRequire(import.meta.url);
const listPath = require.resolve('@uniswap/default-token-list');
const pkgPath = path.join(path.dirname(listPath), '..', 'package.json');

const listSchema = z.object({
  tokens: z.array(
    z.object({
      chainId: z.number().int(),
      address: z.string(),
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().int(),
      logoURI: z.string().optional(),
    }),
  ),
});

const list = listSchema.parse(JSON.parse(readFileSync(listPath, 'utf8')));
const version = z.object({ version: z.string() }).parse(JSON.parse(readFileSync(pkgPath, 'utf8'))).version;
const chainIds = new Set(EVM_CHAINS.map((c) => c.chainId).filter((id): id is number => id !== null));

const tokens = list.tokens
  .filter((t) => chainIds.has(t.chainId))
  .map((t) => [t.chainId, t.address.toLowerCase(), t.symbol, t.name, t.decimals, t.logoURI ?? ''] as const);

const out = {
  source: `@uniswap/default-token-list@${version} (https://github.com/Uniswap/default-token-list)`,
  license: 'GPL-3.0-or-later',
  fields: ['chainId', 'address', 'symbol', 'name', 'decimals', 'logoURI'],
  tokens,
};
const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'token-list.json');
writeFileSync(target, `${JSON.stringify(out)}\n`);
console.log(`wrote ${tokens.length} tokens to ${target}`);
