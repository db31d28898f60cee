/**
 * The site fact that lowers risk: the request comes from the official site of an app Preflight
 * knows (a registry protocol, or a popular dapp of data/brands.json) that no phishing list names.
 * Lookalikes never carry it (lib/knowledge/site.ts stops at an official site).
 *
 * A registry protocol's contracts are known per chain, so on its site an unknown contract is not
 * one of its own: there the site vouches for nothing more. A popular dapp of the brand list has no
 * contracts in the registry: its own site is the fact that vouches for them (`dappSiteName`).
 */
import type { SiteFacts } from '../../knowledge/site';
import type { RuleFacts } from './types';

/** The app whose official site asked ("PancakeSwap", or the host for a registry protocol), if it is one. */
export function officialSiteName(facts: Pick<RuleFacts, 'site'>): string | undefined {
  const site = facts.site;
  if (site === undefined || site.phishing.listed) return undefined;
  if (site.officialDapp !== undefined) return site.officialDapp;
  return site.officialOf === undefined ? undefined : site.host;
}

/** The popular dapp (brand list, no contracts in the registry) whose official site asked, if it is one. */
export function dappSiteName(facts: RuleFacts): string | undefined {
  const site = facts.site;
  return site === undefined || site.phishing.listed ? undefined : site.officialDapp;
}

/** The requesting site when no list vouches for it (readable, not official, not allowlisted): what it asks is weighed, not trusted. */
export function unvouchedSite(facts: Pick<RuleFacts, 'site'>): SiteFacts | undefined {
  const site = facts.site;
  return site?.valid === true && site.phishing.allowlisted !== true && officialSiteName(facts) === undefined ? site : undefined;
}
