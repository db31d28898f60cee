/**
 * Why the requesting site cannot stand behind a request it makes: no readable
 * site, a phishing-listed one, a look-alike, a site deceptive in itself (a free
 * host, a domain inside a subdomain…) or one whose own name is a lure. The
 * same site facts the EVM rules weigh (lib/knowledge/site.ts, lure-site.ts).
 */
import type { SiteFacts } from '../../knowledge/site';
import { lureWord } from '../../engine/rules/lure-site';
import { unvouchedSite } from '../../engine/rules/own-site';

/** Why the site is suspect, in words ("a look-alike of jup.ag"), or undefined when nothing flags it. */
export function siteSuspicion(site: SiteFacts | undefined): string | undefined {
  if (site === undefined) return 'the request names no site';
  if (!site.valid) return 'the requesting site could not be read';
  if (site.phishing.listed) return `${site.host} is a listed phishing site`;
  if (site.lookalike !== undefined) return `${site.host} imitates ${site.lookalike.of}`;
  if (site.deceptive !== undefined) return `${site.host} deceives by itself (${site.deceptive.detail})`;
  const word = lureWord(site);
  return word === undefined ? undefined : `${site.host} offers "${word}" in its name, a drainer site's bait`;
}

/** Whether a list vouches for the readable site (an app's official site, an allowlisted one): what it asks is trusted more. */
export function vouchedSite(site: SiteFacts | undefined): boolean {
  return site?.valid === true && unvouchedSite({ site }) === undefined;
}
