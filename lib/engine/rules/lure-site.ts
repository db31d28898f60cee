/**
 * A site whose own name is a lure (issue #26): the name a site chose for itself (its registrable
 * domain, not a subdomain an app gives a page) offers something — an airdrop, a claim, rewards, points,
 * a bonus, a migration — instead of naming an app. Drainer kits pick such names
 * (`superstream-rewards.xyz`, `perp-points-checker.xyz`); apps name themselves.
 *
 * The fact never flags alone: it raises to Malicious a finding that already gives value or control to an
 * address that is neither the user nor a contract the site is known to use (a hit's `toOther`: a Warning, or a
 * payment shown as Info), or that moves or approves the user's assets (`stakes`: an approval, a call Preflight
 * cannot read). No everyday flow of the accuracy corpus (590) comes from a lure-named site; drainers' do.
 * Official, allowlisted, listed, lookalike and deceptive sites are judged elsewhere (domain.ts) and never reach it.
 */
import { lureWordIn } from '../../knowledge/lure-words';
import type { SiteFacts } from '../../knowledge/site';
import { unvouchedSite } from './own-site';
import { hit, type RuleHit } from './types';

export const LURE_SITE = 'LURE_SITE';

/** The lure word in the site's own name (`rewards` of superstream-rewards.xyz), if any. */
export function lureWord(site: Pick<SiteFacts, 'registrableDomain'>): string | undefined {
  return lureWordIn(site.registrableDomain.split('.')[0] ?? '');
}

/**
 * A finding that gives value or control to another address (a Warning or a shown payment: the bait's site
 * asks you to pay someone), or that moves or approves your assets in a way Preflight could not clear.
 */
const givesOrStakes = (h: RuleHit): boolean => (h.toOther === true && (h.type === 'Warning' || h.type === 'Info')) || (h.stakes === true && h.type !== 'Benign');

/** Malicious when some finding gives value or control to another address, or moves or approves your assets, on a site whose name is a lure; else nothing. */
export function checkLureSite(asked: SiteFacts | undefined, hits: readonly RuleHit[]): RuleHit[] {
  const site = unvouchedSite({ site: asked });
  // Listed, lookalike and deceptive sites are weighed by domain.ts.
  if (site === undefined || site.phishing.listed || site.lookalike !== undefined || site.deceptive !== undefined) return [];
  const word = lureWord(site);
  if (word === undefined || !hits.some(givesOrStakes)) return [];
  return [
    hit(LURE_SITE, 'Malicious', `${site.host} offers "${word}" in its name, a drainer site's bait, and asks you to give, move or approve what you hold: do not approve.`, { reason: 'malicious_domain' }),
  ];
}
