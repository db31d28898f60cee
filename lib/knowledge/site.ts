/**
 * What is known about the site a request comes from: its registrable domain, whether a phishing list
 * names it, whether it is the official site of a registry protocol or of a popular dapp
 * (data/brands.json), and whether it imitates one (lookalike.ts; else MetaMask's fuzzylist).
 *
 * `judgeSite` only gathers facts; the rules decide what a fact means for the verdict.
 */
import { bundledRegistry, type Registry } from './registry';
import { hostOf, registrableDomain } from './domain';
import { hostToUnicode } from './punycode';
import { currentPhishingDetector } from './phishing-list';
import type { PhishingDetector } from './phishing';
import { bundledBrands, isDappBrand, type SiteBrand } from './brands';
import { findLookalike, officialBrand, officialSites, type Lookalike } from './lookalike';
import { deceptiveSite, type DeceptiveSite } from './deceptive-site';
import { currentProjectSites, type ProjectSites } from './project-sites';
import { findProjectLookalike } from './lookalike-project';
import { withoutNetworkLabel } from './network-label';
// Only the dates ride in the bundle (named imports of JSON are tree-shaken).
import { generated as brandsGenerated } from './data/brands.sources.json';
import { generated as registryGenerated } from './data/contracts.sources.json';
import { generated as projectsGenerated } from './data/sites.sources.json';

/** The list that names a generated project's site official, with its date. */
const PROJECT_LIST = `Preflight's list of projects' sites from chain registries, token lists and MetaMask's allowlist (${projectsGenerated})`;

export type { LookalikeHow } from './lookalike';

export interface SiteFacts {
  /** Lower-case ASCII (punycode) host; '' when the input had none. */
  host: string;
  registrableDomain: string;
  /** False when no host could be read from the input (see `problem`). */
  valid: boolean;
  problem?: string;
  /** Unicode form of an internationalised host, when it differs from `host`. */
  unicodeHost?: string;
  phishing: {
    listed: boolean;
    /** Which list names it (with its date), when listed. */
    source?: string;
    /** On the list's allowlist: the list maintainers vouch for it. */
    allowlisted?: boolean;
    /** Set when the list could not be consulted: "not listed" then means "unknown", never "safe". */
    unavailable?: string;
  };
  /** The official site this one imitates (`of` is a host such as "app.uniswap.org"), how, and why in words. */
  lookalike?: Lookalike;
  /** How the site deceives by itself, whatever brand it wears (homoglyph, free host, a domain in its subdomain). */
  deceptive?: DeceptiveSite;
  /** Protocol id when this is one of that registry protocol's official sites. */
  officialOf?: string;
  /** Name of the popular dapp (data/brands.json) whose official site this is. */
  officialDapp?: string;
  /** The names the app whose official site this is goes by (its brands: "warpcast", "farcaster"), either kind. */
  officialBrands?: readonly string[];
}

/** Which of Preflight's lists names a brand's sites official, and when it was made: the evidence a lookalike finding cites. */
function listOf(brand: SiteBrand | undefined): string | undefined {
  if (brand === undefined) return undefined;
  return isDappBrand(brand) ? `Preflight's list of popular apps' sites (${brandsGenerated})` : `Preflight's registry of known protocols (${registryGenerated})`;
}

/** The registry's protocols and the bundled dapps, one list per registry (computed once). */
const brandLists = new WeakMap<Registry, WeakMap<readonly SiteBrand[], readonly SiteBrand[]>>();
function protectedBrands(registry: Registry, dapps: readonly SiteBrand[]): readonly SiteBrand[] {
  const perRegistry = brandLists.get(registry) ?? new WeakMap<readonly SiteBrand[], readonly SiteBrand[]>();
  brandLists.set(registry, perRegistry);
  let list = perRegistry.get(dapps);
  if (list === undefined) {
    list = [...registry.protocols(), ...dapps];
    perRegistry.set(dapps, list);
  }
  return list;
}

/** Judges a site against a given registry and phishing list (tests build their own; see `judgeSite`). */
export function judgeSiteWith(domainOrUrl: string, registry: Registry, detector: PhishingDetector, dapps: readonly SiteBrand[] = bundledBrands(), projects: ProjectSites = currentProjectSites()): SiteFacts {
  const host = typeof domainOrUrl === 'string' ? hostOf(domainOrUrl) : undefined;
  if (host === undefined) {
    return {
      host: '',
      registrableDomain: '',
      valid: false,
      problem: `no site name could be read from ${JSON.stringify(String(domainOrUrl)).slice(0, 80)}`,
      phishing: { listed: false, unavailable: 'the site is unknown, so no list could be consulted' },
    };
  }
  const facts: SiteFacts = { host, registrableDomain: registrableDomain(host), valid: true, phishing: { listed: false } };
  const unicode = hostToUnicode(host);
  if (unicode !== host) facts.unicodeHost = unicode;

  const check = detector.check(host);
  const listSource = detector.status.ok ? `${detector.status.meta.source} (${detector.status.meta.updated})` : undefined;
  if (check.type === 'unavailable') facts.phishing.unavailable = check.error;
  if (check.type === 'blocklist') facts.phishing = { listed: true, ...(listSource === undefined ? {} : { source: listSource }) };
  if (check.type === 'allowlist') facts.phishing.allowlisted = true;

  const brands = protectedBrands(registry, dapps);
  const sites = officialSites(brands);
  const official = officialBrand(host, sites);
  if (official !== undefined) {
    if (isDappBrand(official)) facts.officialDapp = official.name;
    else facts.officialOf = official.id;
    facts.officialBrands = official.brands;
    return facts;
  }
  // A generated project's own site is judged like any site, only never a lookalike (of it or of another).
  if (check.type === 'allowlist' || projects.official.has(facts.registrableDomain)) return facts;
  const deceptive = deceptiveSite(host, unicode);
  if (deceptive !== undefined) facts.deceptive = deceptive;
  // A network selector in front of the site (scroll.layerbank.finance) claims no brand; the rest of the name still counts.
  const named = withoutNetworkLabel(host);
  const lookalike = findLookalike(named, brands, sites);
  const project = lookalike === undefined ? findProjectLookalike(named, hostToUnicode(named), projects) : undefined;
  if (lookalike !== undefined) facts.lookalike = { ...lookalike, list: listOf(officialBrand(lookalike.of, sites)) };
  else if (project !== undefined) facts.lookalike = { ...project, list: PROJECT_LIST };
  else if (check.type === 'fuzzy') {
    const dated = detector.status.ok ? ` (list of ${detector.status.meta.updated})` : '';
    facts.lookalike = { of: check.match, how: 'fuzzylist', detail: `close to ${check.match}, a name MetaMask's eth-phishing-detect fuzzylist protects${dated}` };
  }
  return facts;
}

/** Judges the requesting page's domain or origin against the bundled registry and the current phishing list. Never throws. */
export function judgeSite(domainOrUrl: string): SiteFacts {
  try {
    return judgeSiteWith(domainOrUrl, bundledRegistry(), currentPhishingDetector());
  } catch (error) {
    // Defensive: a fact-gathering bug must not turn into "no risk".
    return {
      host: '',
      registrableDomain: '',
      valid: false,
      problem: `site check failed: ${error instanceof Error ? error.message : String(error)}`,
      phishing: { listed: false, unavailable: 'site check failed' },
    };
  }
}
