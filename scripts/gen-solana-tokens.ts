/**
 * npm run gen:solana-tokens → lib/solana/knowledge/data/tokens.json
 *
 * Names and symbols of well-known Solana mainnet mints, for the review and the
 * history, from the Solana token list as its maintainers published it on npm
 * (@solana/spl-token-registry, Apache-2.0; fetched with `npm pack` at a
 * pinned version and read, never installed). The registry took entries from
 * anyone, so only tokens it links to a CoinGecko listing are kept, LP and NFT
 * entries are left out, and a symbol that two kept mints share (exactly) is
 * dropped for both (a review must never give a copycat mint the real token's name). The
 * registry stopped in 2022: newer tokens (BONK, JUP, JitoSOL…) are not in it
 * and show as short mint addresses. Capped at MAX_TOKENS to keep the
 * extension small.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { writeBundledTables } from './bundled-tables';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OUT = 'lib/solana/knowledge/data/tokens.json';
const PACKAGE = '@solana/spl-token-registry';
const VERSION = '0.2.4574';
const MAINNET = 101;
const MAX_TOKENS = 200;
/** When the cap bites: stablecoins first, bridged copies of other chains' tokens (hundreds of them) last. */
const rank = (t: { symbol: string; tags?: string[] }): number => {
  const tags = t.tags ?? [];
  if (t.symbol === 'SOL' || tags.includes('stablecoin')) return 0;
  return tags.includes('wormhole') ? 2 : 1;
};
const SKIP_TAGS = /lp-token|stableswap-lp|nft/i;

interface Entry { chainId: number; address: string; symbol: string; name: string; tags?: string[]; extensions?: { coingeckoId?: string } }

function unpack(work: string): { list: { timestamp: string; tokens: Entry[] }; license: string } {
  const file = execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--silent', '--pack-destination', work], { encoding: 'utf8' }).trim().split('\n').pop() ?? '';
  execFileSync('tar', ['xzf', join(work, file), '-C', work]);
  const manifest = JSON.parse(readFileSync(join(work, 'package', 'package.json'), 'utf8')) as { license?: string };
  const license = manifest.license ?? 'UNKNOWN';
  if (!/^Apache/i.test(license)) throw new Error(`${PACKAGE}: licence ${license} is not the Apache licence this script was written for`);
  return { list: JSON.parse(readFileSync(join(work, 'package', 'dist', 'main', 'tokens', 'solana.tokenlist.json'), 'utf8')) as { timestamp: string; tokens: Entry[] }, license };
}

function main(): void {
  const work = mkdtempSync(join(tmpdir(), 'gen-solana-tokens-'));
  const { list, license } = unpack(work);
  const listed = list.tokens.filter((t) => t.chainId === MAINNET && t.extensions?.coingeckoId && !(t.tags ?? []).some((tag) => SKIP_TAGS.test(tag)));
  listed.sort((a, b) => rank(a) - rank(b));
  const bySymbol = new Map<string, number>();
  for (const t of listed) bySymbol.set(t.symbol, (bySymbol.get(t.symbol) ?? 0) + 1);
  const seen = new Set<string>();
  const tokens: Record<string, [string, string]> = {};
  for (const t of listed) {
    if (bySymbol.get(t.symbol) !== 1 || seen.has(t.address) || Object.keys(tokens).length >= MAX_TOKENS) continue;
    seen.add(t.address);
    tokens[t.address] = [t.symbol.slice(0, 20), t.name.slice(0, 60)];
  }
  const data = {
    source: `${PACKAGE}@${VERSION} (npm), dist/main/tokens/solana.tokenlist.json, list timestamp ${list.timestamp}`,
    license,
    generated: new Date().toISOString().slice(0, 10),
    note: 'Mainnet mints with a CoinGecko id, no LP or NFT entries, symbols shared by two kept mints dropped, stablecoins first, bridged (wormhole) copies last, at most 200; [symbol, name] per mint.',
    tokens,
  };
  writeFileSync(OUT, `${JSON.stringify(data)}\n`);
  console.log(`${OUT}: ${Object.keys(tokens).length} tokens`);
}

main();
await writeBundledTables();
