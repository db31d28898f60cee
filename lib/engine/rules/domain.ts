/**
 * The requesting site, judged once per request (lib/knowledge/site.ts):
 *  - on a phishing list: Malicious malicious_domain, whatever the request;
 *  - a lookalike of an official site: Warning, Malicious when the request
 *    moves or approves assets (unless the finding is tentative: a generated project's bare name
 *    under another suffix); the sentence names the site it imitates;
 *  - deceptive in itself (a homoglyph of some name, a free-host page, another site's address in its
 *    subdomain; knowledge/deceptive-site.ts): Malicious when a finding gives value or control to an
 *    address that is not the user's, else shown;
 *  - a list that could not be consulted (phishing, registry, the lookalike check's brands and
 *    look-alike letters): Warning (never silently "not listed").
 */
import type { ValidationFeature } from '../../api/schemas/evm';
import { registryStatus } from '../../knowledge/registry';
import { brandsMissing } from '../../knowledge/brands';
import { confusablesMissing } from '../../knowledge/confusables';
import type { SiteFacts } from '../../knowledge/site';
import { requestSite } from '../validate/facts';
import { DOMAIN_FEATURE_IDS } from './domain-ids';
import { hit, type RuleHit } from './types';

export const IDS = DOMAIN_FEATURE_IDS;
export const FEATURE_ID = IDS.listed;

const HOW: Record<NonNullable<SiteFacts['lookalike']>['how'], string> = {
  homoglyph: 'letters that look alike',
  'edit-distance': 'a name a letter or two off',
  'brand-in-name': "the brand's name inside another site's address",
  fuzzylist: 'a name close to a site phishing lists protect',
};

/**
 * `stakes`: the request moves or approves assets (some rule hit said so); `toOther`: some finding gives
 * value or control to an address that is neither the user nor a contract the site is known to use.
 */
export function checkSite(site: SiteFacts | undefined, stakes: boolean, toOther = false): RuleHit[] {
  const hits: RuleHit[] = [];
  const registry = registryStatus();
  if (!registry.ok) hits.push(hit(IDS.registryUnavailable, 'Warning', `Preflight's list of known contracts could not be loaded (${registry.error}), so no contract can be recognised.`));
  if (site === undefined || !site.valid) return hits;
  const lookalikeLists = [brandsMissing(), confusablesMissing()].filter((why) => why !== undefined);
  if (lookalikeLists.length > 0) hits.push(hit(IDS.lookalikeListsUnavailable, 'Warning', `Preflight's lists for spotting imitations could not be loaded (${lookalikeLists.join('; ')}), so ${site.host} was checked only against the registry's protocols, and letters that look alike were not compared.`));
  if (site.phishing.listed) {
    const by = site.phishing.source ? ` (listed by ${site.phishing.source})` : '';
    return [...hits, hit(IDS.listed, 'Malicious', `The requesting site ${site.host} is a known phishing site${by}.`, { reason: 'malicious_domain' })];
  }
  if (site.phishing.unavailable) hits.push(hit(IDS.listUnavailable, 'Warning', `The phishing list could not be consulted (${site.phishing.unavailable}), so ${site.host} was not checked against it.`));
  if (site.lookalike) {
    const official = site.lookalike.list === undefined ? '' : ` ${site.lookalike.of} is an official site on ${site.lookalike.list}.`;
    const sentence = `${site.unicodeHost ?? site.host} looks like ${site.lookalike.of} (${site.lookalike.detail ?? HOW[site.lookalike.how]}) but is not it.${official}`;
    hits.push(stakes && site.lookalike.tentative !== true
      ? hit(IDS.lookalike, 'Malicious', `${sentence} Do not approve or send anything here.`, { reason: 'malicious_domain' })
      : hit(IDS.lookalike, 'Warning', sentence));
  } else if (site.deceptive && (stakes || toOther)) hits.push(deceptiveHit(site, site.deceptive, toOther));
  return hits;
}

/** A site deceptive in itself: Malicious when it asks to give value or control to another address, else shown. */
function deceptiveHit(site: SiteFacts, deceptive: NonNullable<SiteFacts['deceptive']>, toOther: boolean): RuleHit {
  const sentence = `${site.unicodeHost ?? site.host} deceives by itself: ${deceptive.detail}.`;
  return toOther
    ? hit(IDS.deceptive, 'Malicious', `${sentence} It asks you to give value or control to an address that is not yours: do not approve.`, { reason: 'malicious_domain' })
    : hit(IDS.deceptive, 'Info', sentence);
}

/** The public form for the extension (listed domains only): a ValidationFeature, or undefined. */
export function checkDomain(domain: string | undefined): ValidationFeature | undefined {
  if (domain === undefined) return undefined;
  const first = checkSite(requestSite(domain), false).find((h) => h.feature_id === IDS.listed);
  if (first === undefined) return undefined;
  return { type: first.type, feature_id: first.feature_id, description: first.description };
}
