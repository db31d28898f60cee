/**
 * What is known about the site a request comes from: its registrable domain, whether a phishing list
 * names it, whether it is a protocol's official site, and whether it imitates one (homoglyphs,
 * small edit distance, a brand inside another site's name, MetaMask's fuzzylist).
 *
 * `judgeSite` only gathers facts; the rules decide what a fact means for the verdict.
 */
import { remove as removeConfusables } from 'confusables';
import { bundledRegistry, type ProtocolInfo, type Registry } from './registry';
import { domainLabel, hostOf, isSameOrSubdomain, registrableDomain } from './domain';
import { hostToUnicode } from './punycode';
import { levenshtein } from './levenshtein';
import { currentPhishingDetector } from './phishing-list';
import type { PhishingDetector } from './phishing';

export type LookalikeHow = 'homoglyph' | 'edit-distance' | 'brand-in-name' | 'fuzzylist';

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
  /** The official site this one imitates (`of` is a host such as "app.uniswap.org"). */
  lookalike?: { of: string; how: LookalikeHow };
  /** Protocol id when this is one of that protocol's official sites. */
  officialOf?: string;
}

/** Shortest brand / label we compare by edit distance: shorter words ("ens", "blur") collide with ordinary names. */
const MIN_FUZZY_LENGTH = 5;

/** Whole hosts shorter than this ("blur.io") are compared by name only: "blue.io" is not an imitation. */
const MIN_HOST_FUZZY_LENGTH = 8;

function maxDistance(label: string): number {
  return label.length >= 9 ? 2 : 1;
}

/** The host names the protocol's brand: anywhere for distinctive names, as a whole word for common ones. */
function mentionsBrand(host: string, p: ProtocolInfo): boolean {
  if (p.brands.some((b) => host.includes(b))) return true;
  const words = host.split(/[.-]/);
  return p.brandWords.some((w) => words.includes(w));
}

/** A protocol's official sites with their registrable domains and names, computed once per registry. */
interface OfficialSite {
  protocol: ProtocolInfo;
  site: string;
  registrable: string;
  label: string;
}
const siteIndexes = new WeakMap<readonly ProtocolInfo[], readonly OfficialSite[]>();
function officialSites(protocols: readonly ProtocolInfo[]): readonly OfficialSite[] {
  let index = siteIndexes.get(protocols);
  if (index === undefined) {
    index = protocols.flatMap((protocol) =>
      protocol.sites.map((site) => {
        const registrable = registrableDomain(site);
        return { protocol, site, registrable, label: domainLabel(registrable) };
      }),
    );
    siteIndexes.set(protocols, index);
  }
  return index;
}

function officialProtocol(host: string, sites: readonly OfficialSite[]): string | undefined {
  return sites.find((s) => isSameOrSubdomain(host, s.registrable))?.protocol.id;
}

/** The protocol's main app ("app.uniswap.org"): what a lookalike is said to imitate. */
function mainSite(p: ProtocolInfo, fallback: string): string {
  return p.sites[0] ?? fallback;
}

function findLookalike(host: string, registrable: string, protocols: readonly ProtocolInfo[], sites: readonly OfficialSite[]): SiteFacts['lookalike'] {
  const unicode = hostToUnicode(host);
  if (unicode !== host) {
    // Map every confusable character to its Latin lookalike, then compare like an ASCII host.
    const skeleton = removeConfusables(unicode).toLowerCase();
    const skeletonLabel = domainLabel(registrableDomain(skeleton));
    for (const s of sites) {
      if (isSameOrSubdomain(skeleton, s.registrable) || levenshtein(skeletonLabel, s.label, 1) <= (s.label.length >= MIN_FUZZY_LENGTH ? 1 : 0)) {
        return { of: mainSite(s.protocol, s.site), how: 'homoglyph' };
      }
    }
    const brand = protocols.find((p) => mentionsBrand(skeleton, p));
    if (brand !== undefined) return { of: mainSite(brand, ''), how: 'homoglyph' };
  }
  const label = domainLabel(registrable);
  for (const s of sites) {
    // The whole host one or two edits from an official host: app-uniswap.org ↔ app.uniswap.org.
    if (s.site.length >= MIN_HOST_FUZZY_LENGTH && levenshtein(host, s.site, maxDistance(s.site)) <= maxDistance(s.site)) return { of: s.site, how: 'edit-distance' };
    // The name one or two edits from the official name: uniswop.org, opensae.io.
    if (s.label.length >= MIN_FUZZY_LENGTH && label !== s.label && levenshtein(label, s.label, maxDistance(s.label)) <= maxDistance(s.label)) {
      return { of: mainSite(s.protocol, s.site), how: 'edit-distance' };
    }
    // The official name under another suffix: uniswap.com, opensea.app.
    if (label === s.label) return { of: mainSite(s.protocol, s.site), how: 'brand-in-name' };
  }
  // The brand somewhere in another site's name: uniswap.claim-rewards.app, claim-opensea.xyz.
  const brand = protocols.find((p) => mentionsBrand(host, p));
  return brand === undefined ? undefined : { of: mainSite(brand, ''), how: 'brand-in-name' };
}

/** Judges a site against a given registry and phishing list (tests build their own; see `judgeSite`). */
export function judgeSiteWith(domainOrUrl: string, registry: Registry, detector: PhishingDetector): SiteFacts {
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
  const registrable = registrableDomain(host);
  const facts: SiteFacts = { host, registrableDomain: registrable, valid: true, phishing: { listed: false } };
  const unicode = hostToUnicode(host);
  if (unicode !== host) facts.unicodeHost = unicode;

  const check = detector.check(host);
  const listSource = detector.status.ok ? `${detector.status.meta.source} (${detector.status.meta.updated})` : undefined;
  if (check.type === 'unavailable') facts.phishing.unavailable = check.error;
  if (check.type === 'blocklist') facts.phishing = { listed: true, ...(listSource === undefined ? {} : { source: listSource }) };
  if (check.type === 'allowlist') facts.phishing.allowlisted = true;

  const protocols = registry.protocols();
  const sites = officialSites(protocols);
  const official = officialProtocol(host, sites);
  if (official !== undefined) {
    facts.officialOf = official;
    return facts;
  }
  if (check.type === 'allowlist') return facts;
  const lookalike = findLookalike(host, registrable, protocols, sites);
  if (lookalike !== undefined) facts.lookalike = lookalike;
  else if (check.type === 'fuzzy') facts.lookalike = { of: check.match, how: 'fuzzylist' };
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
