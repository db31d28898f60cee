/**
 * Whether a site imitates a protected brand's official site: the registry's protocols and the popular
 * dapps of data/brands.json. Homoglyphs (punycode decoded, confusable letters mapped with the
 * `confusables` package), a name one or two edits from an official one, the official name under
 * another suffix or on a free host, a brand inside another site's name. Each answer says exactly why.
 */
import { removeConfusables } from './confusables';
import type { ProtocolInfo } from './registry';
import { isDappBrand } from './brands';
import { domainLabel, freeHostOf, isSameOrSubdomain, registrableDomain, withoutSuffix } from './domain';
import { hostToUnicode } from './punycode';
import { typoDistance } from './levenshtein';
import { brandDetail, editDetail, homoglyphDetail } from './lookalike-detail';

export type LookalikeHow = 'homoglyph' | 'edit-distance' | 'brand-in-name' | 'fuzzylist';

export interface Lookalike {
  /** The official site imitated, a host such as "app.uniswap.org". */
  of: string;
  how: LookalikeHow;
  /** Why, in words: "homoglyph: Cyrillic а at position 2; punycode xn--…" (always set by findLookalike). */
  detail?: string;
  /** The list that names `of` an official site, with its date: "Preflight's list of popular apps' sites (2026-11-26)". */
  list?: string;
  /** A generated project's bare name under another suffix: the name may be another project's, so a Warning, never Malicious by itself. */
  tentative?: true;
}

/** Shortest name compared by edit distance: shorter words ("ens", "blur") collide with ordinary names. */
const MIN_FUZZY_LENGTH = 5;
/** Whole hosts shorter than this ("blur.io") are compared by name only: "blue.io" is not an imitation. */
const MIN_HOST_FUZZY_LENGTH = 8;

const maxDistance = (label: string): number => (label.length >= 9 ? 2 : 1);

/** An official site with its registrable domain, its name and whether the name is an ordinary word. */
export interface OfficialSite {
  brand: ProtocolInfo;
  site: string;
  registrable: string;
  label: string;
  /** A dapp whose name is an ordinary word ("spark", "venus"): a near-miss counts only under the same suffix. */
  common: boolean;
  /** The name is one the brand goes by: false for a dapp whose site's name alone is an ordinary word ("ether" of ether.fi). */
  named: boolean;
}

const indexes = new WeakMap<readonly ProtocolInfo[], readonly OfficialSite[]>();
/** The official sites of `brands`, computed once per list. */
export function officialSites(brands: readonly ProtocolInfo[]): readonly OfficialSite[] {
  let index = indexes.get(brands);
  if (index === undefined) {
    index = brands.flatMap((brand) => brand.sites.map((site) => {
      const registrable = registrableDomain(site);
      const label = domainLabel(registrable);
      const dapp = isDappBrand(brand);
      const named = !dapp || brand.brands.includes(label) || brand.brandWords.includes(label);
      return { brand, site, registrable, label, common: dapp && brand.brandWords.includes(label), named };
    }));
    indexes.set(brands, index);
  }
  return index;
}

/** The brand whose official site `host` is, if any. */
export function officialBrand(host: string, sites: readonly OfficialSite[]): ProtocolInfo | undefined {
  return sites.find((s) => isSameOrSubdomain(host, s.registrable))?.brand;
}

/** The brand name `host` carries: anywhere for distinctive names, as a whole word for common ones; never in its suffix (.foundation, .finance). */
function brandIn(host: string, brand: ProtocolInfo): string | undefined {
  const named = withoutSuffix(host);
  const anywhere = brand.brands.find((b) => named.includes(b));
  if (anywhere !== undefined) return anywhere;
  const words = named.split(/[.-]/);
  return brand.brandWords.find((w) => words.includes(w));
}

const mainSite = (brand: ProtocolInfo, fallback: string): string => brand.sites[0] ?? fallback;

function homoglyphOf(host: string, unicode: string, sites: readonly OfficialSite[], brands: readonly ProtocolInfo[]): Lookalike | undefined {
  const skeleton = removeConfusables(unicode).toLowerCase();
  const skeletonLabel = domainLabel(registrableDomain(skeleton));
  const detail = homoglyphDetail(unicode, host);
  const site = sites.find((s) => isSameOrSubdomain(skeleton, s.registrable) || typoDistance(skeletonLabel, s.label, 1) <= (s.label.length >= MIN_FUZZY_LENGTH ? 1 : 0));
  if (site !== undefined) return { of: mainSite(site.brand, site.site), how: 'homoglyph', detail };
  const brand = brands.find((b) => brandIn(skeleton, b) !== undefined);
  return brand === undefined ? undefined : { of: mainSite(brand, ''), how: 'homoglyph', detail };
}

/** Readers know a name by its first letter: a miss there makes another word (thena / ethena), not a typo. */
const typoStart = (name: string, official: string): boolean => name[0] === official[0];

/** How far `host` is from imitating `s`, and how; undefined when it does not (0 = the official name itself elsewhere). */
function nearMiss(host: string, registrable: string, s: OfficialSite): { distance: number; found: Lookalike } | undefined {
  const label = domainLabel(registrable);
  // The whole host an edit or two from an official host: app-uniswap.org ↔ app.uniswap.org. No more edits than
  // the official name itself allows: app.ubeswap.org is another name (two letters of seven), not a typo.
  if (s.site.length >= MIN_HOST_FUZZY_LENGTH && host !== s.site && typoStart(host, s.site)) {
    const max = Math.min(maxDistance(s.site), maxDistance(s.label));
    const distance = typoDistance(host, s.site, max);
    if (distance <= max) return { distance, found: { of: s.site, how: 'edit-distance', detail: editDetail(host, s.site) } };
  }
  if (!s.named) return undefined;
  // The official name under another suffix or on a free host (uniswap.com, uniswap.pages.dev), or cut by hyphens (uni-swap.app).
  if (label === s.label) return { distance: 0, found: { of: mainSite(s.brand, s.site), how: 'brand-in-name', detail: brandDetail(label, host, registrable, freeHostOf(host)) } };
  if (label.includes('-') && label.replaceAll('-', '') === s.label) return { distance: 1, found: { of: mainSite(s.brand, s.site), how: 'edit-distance', detail: `the name ${s.label} cut by hyphens: ${label}` } };
  // The name one or two edits from the official name (uniswop.org); an ordinary word only under its own suffix (sparck.fi).
  const sameSuffix = registrable.slice(label.length) === s.registrable.slice(s.label.length);
  if (s.label.length < MIN_FUZZY_LENGTH || (s.common && !sameSuffix)) return undefined;
  if (!typoStart(label, s.label)) return undefined;
  const distance = typoDistance(label, s.label, maxDistance(s.label));
  return distance <= maxDistance(s.label) ? { distance, found: { of: mainSite(s.brand, s.site), how: 'edit-distance', detail: editDetail(label, s.label) } } : undefined;
}

/** The closest official site `host` misses by a letter or two (or by its suffix). */
function closestMiss(host: string, sites: readonly OfficialSite[]): Lookalike | undefined {
  const registrable = registrableDomain(host);
  let best: { distance: number; found: Lookalike } | undefined;
  for (const s of sites) {
    const miss = nearMiss(host, registrable, s);
    if (miss !== undefined && (best === undefined || miss.distance < best.distance)) best = miss;
  }
  return best?.found;
}

/** The longest brand name inside another site's name: uniswap.claim-rewards.app, claim-opensea.xyz. */
function brandInName(host: string, brands: readonly ProtocolInfo[]): Lookalike | undefined {
  let best: { brand: ProtocolInfo; name: string } | undefined;
  for (const brand of brands) {
    const name = brandIn(host, brand);
    if (name !== undefined && (best === undefined || name.length > best.name.length)) best = { brand, name };
  }
  return best === undefined ? undefined : { of: mainSite(best.brand, ''), how: 'brand-in-name', detail: brandDetail(best.name, host, registrableDomain(host), freeHostOf(host)) };
}

/** The official site `host` imitates, with how and why; undefined when it imitates none. */
export function findLookalike(host: string, brands: readonly ProtocolInfo[], sites: readonly OfficialSite[]): Lookalike | undefined {
  const unicode = hostToUnicode(host);
  if (unicode !== host) {
    const found = homoglyphOf(host, unicode, sites, brands);
    if (found !== undefined) return found;
  }
  return closestMiss(host, sites) ?? brandInName(host, brands);
}
