/**
 * Hits that belong to the request as a whole, added once after the rules:
 * the site (phishing list, lookalike — Malicious when some rule said the
 * request moves or approves assets; a name that is a lure, rules/lure-site.ts), an unknown chain and a scam-address list
 * that could not be read (its "not listed" means nothing then). Where chain facts
 * came from is said once, by the simulation source (simulate/source.ts).
 */
import { scamListStatus } from '../../knowledge/scam-addresses';
import { checkSite } from '../rules/domain';
import { checkLureSite } from '../rules/lure-site';
import { hit, type RuleHit } from '../rules/types';
import type { ValidationContext } from '../contracts';
import { siteOf } from './facts';

export const IDS = { unknownChain: 'UNKNOWN_CHAIN', scamListUnavailable: 'SCAM_LIST_UNAVAILABLE' } as const;

export function requestHits(hits: readonly RuleHit[], ctx: ValidationContext): RuleHit[] {
  const site = siteOf(ctx);
  const out = [...checkSite(site, hits.some((h) => h.stakes === true), hits.some((h) => h.toOther === true)), ...checkLureSite(site, hits)];
  if (ctx.chainId === undefined) {
    out.push(hit(IDS.unknownChain, 'Warning', 'Preflight does not know which chain this request is for, so no contract in it could be recognised.'));
  }
  const scamList = scamListStatus();
  if (!scamList.ok) out.push(scamListUnavailable(scamList.error));
  return out;
}

/** The Warning for a scam-address list that could not be read (also said by the address scan). */
export function scamListUnavailable(error: string): RuleHit {
  return hit(IDS.scamListUnavailable, 'Warning', `Preflight's list of scam addresses could not be loaded (${error}), so no address was checked against it.`);
}
