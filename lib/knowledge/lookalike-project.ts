/**
 * Lookalikes of the generated projects' sites (project-sites.ts), weighed for a list of thousands
 * whose names were never read by a maintainer: a name is claimed only by a claiming site, and only
 * by changes a reader would not notice — a letter drawn alike (homoglyph, "vv" for w), a repeated
 * or a single mistyped letter in a name of MIN_CLAIM letters or more (under another suffix only
 * from MIN_ANY_SUFFIX letters), the name cut by hyphens, the name on a free host, the site's
 * address or a name of MIN_ANY_SUFFIX letters in front of another site. The bare name of
 * MIN_ANY_SUFFIX letters under another suffix is "tentative" (the name may be another project's):
 * a Warning, never Malicious by itself. Hand-kept and registry brands are judged first
 * (lookalike.ts); this only answers when they found nothing.
 */
import { removeConfusables } from './confusables';
import { domainLabel, freeHostOf, registrableDomain } from './domain';
import { typoDistance } from './levenshtein';
import type { Lookalike } from './lookalike';
import { brandDetail, editDetail, homoglyphDetail } from './lookalike-detail';
import { projectShape, type ProjectSite, type ProjectSites } from './project-sites';

/** Shortest name a generated site claims by a changed letter: shorter ones collide with other words. */
export const MIN_CLAIM = 6;
/** Shortest name claimed by a changed letter under another suffix ("kwenda.xyz" for kwenta.io needs the same suffix). */
export const MIN_ANY_SUFFIX = 8;
/** Shortest name claimed on a free host, where every page is anyone's ("asol.pages.dev"). */
const MIN_ON_FREE_HOST = 4;

const maxDistance = (label: string): number => (label.length >= 10 ? 2 : 1);

/** The claiming site named exactly `word`, when its name is long enough to claim (and not `except`). */
function named(sites: ProjectSites, word: string, except?: string): ProjectSite | undefined {
  return word.length >= MIN_CLAIM ? sites.byLabel.get(word)?.find((s) => s.site !== except) : undefined;
}

/** The closest claiming site one or two letters from `label` (same first letter, as readers know a name by it). */
function nearest(label: string, suffix: string, sites: ProjectSites, except?: string): { site: ProjectSite; distance: number } | undefined {
  let best: { site: ProjectSite; distance: number } | undefined;
  for (const s of sites.byFirst.get(label[0] ?? '') ?? []) {
    if (s.site === except || s.label === label || s.label.length < MIN_CLAIM || (s.suffix !== suffix && s.label.length < MIN_ANY_SUFFIX)) continue;
    const max = maxDistance(s.label);
    const distance = typoDistance(label, s.label, max);
    if (distance <= max && (best === undefined || distance < best.distance)) best = { site: s, distance };
  }
  return best;
}

/** A name that reads as a claiming site's: its shape, its letters cut by hyphens, or a letter or two off. */
function misspelt(label: string, suffix: string, sites: ProjectSites, except?: string): Lookalike | undefined {
  const shaped = sites.byShape.get(projectShape(label))?.find((s) => s.site !== except && s.label !== label && (s.suffix === suffix || s.label.length >= MIN_ANY_SUFFIX));
  if (shaped !== undefined) return { of: shaped.site, how: 'edit-distance', detail: `drawn to read as ${shaped.label}: ${label} (letters drawn alike or repeated)` };
  const unhyphened = label.includes('-') ? named(sites, label.replaceAll('-', ''), except) : undefined;
  if (unhyphened !== undefined) return { of: unhyphened.site, how: 'edit-distance', detail: `the name ${unhyphened.label} cut by hyphens: ${label}` };
  if (label.length + 2 < MIN_CLAIM) return undefined;
  const near = nearest(label, suffix, sites, except);
  return near === undefined ? undefined : { of: near.site.site, how: 'edit-distance', detail: editDetail(label, near.site.label) };
}

/** A listed site's whole address written out in front of another site ("naxar.net.claim-rewards.app"): quiet sites too, as a whole address is no near-miss. */
function siteInFront(front: string, sites: ProjectSites, except?: string): string | undefined {
  const labels = front.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const site = labels.slice(i).join('.');
    if (site !== except && sites.official.has(site)) return site;
  }
  return undefined;
}

/** A claiming site's name on a free host or in front of another site ("kwenta.io.claim.app", "kwenta-app.vercel.app"). */
function worn(host: string, registrable: string, sites: ProjectSites, except?: string): Lookalike | undefined {
  const freeHost = freeHostOf(host);
  const front = freeHost === undefined ? host.slice(0, -registrable.length - 1) : host.slice(0, -freeHost.length - 1);
  if (front === '') return undefined;
  const written = siteInFront(front, sites, except);
  if (written !== undefined) return { of: written, how: 'brand-in-name', detail: brandDetail(domainLabel(written), host, registrable, freeHost) };
  // Outside free hosts a subdomain is its own site's word ("carbon.example.com"): only long names count.
  const min = freeHost === undefined ? MIN_ANY_SUFFIX : MIN_ON_FREE_HOST;
  for (const word of front.split(/[.-]/)) {
    const s = word.length >= min ? sites.byLabel.get(word)?.find((x) => x.site !== except) : undefined;
    if (s !== undefined) return { of: s.site, how: 'brand-in-name', detail: brandDetail(s.label, host, registrable, freeHost) };
  }
  return undefined;
}

/** The generated project's site `host` imitates, with how and why; `except` leaves one site out (the bench asks each site about the others). */
export function findProjectLookalike(host: string, unicode: string, sites: ProjectSites, except?: string): Lookalike | undefined {
  if (sites.claiming === 0) return undefined;
  const registrable = registrableDomain(host);
  if (unicode !== host) {
    const skeleton = removeConfusables(unicode).toLowerCase();
    const skeletonRegistrable = registrableDomain(skeleton);
    const label = domainLabel(skeletonRegistrable);
    const exact = skeletonRegistrable !== except && sites.official.has(skeletonRegistrable) ? skeletonRegistrable : undefined;
    const of = exact ?? named(sites, label, except)?.site ?? misspelt(label, skeletonRegistrable.slice(label.length), sites, except)?.of;
    if (of !== undefined) return { of, how: 'homoglyph', detail: homoglyphDetail(unicode, host) };
  }
  const wearing = worn(host, registrable, sites, except);
  if (wearing !== undefined) return wearing;
  if (freeHostOf(host) !== undefined) return undefined;
  const label = domainLabel(registrable);
  const suffix = registrable.slice(label.length);
  const found = misspelt(label, suffix, sites, except);
  if (found !== undefined) return found;
  const elsewhere = label.length >= MIN_ANY_SUFFIX ? named(sites, label, except) : undefined;
  return elsewhere === undefined || elsewhere.suffix === suffix ? undefined : { of: elsewhere.site, how: 'brand-in-name', detail: brandDetail(label, host, registrable, undefined), tentative: true };
}
