/**
 * Hits that belong to the request as a whole, added once after the rules:
 * the site (phishing list, lookalike — Malicious when some rule said the
 * request moves or approves assets), an unknown chain, and where chain facts
 * came from when the page's own wallet connection supplied them.
 */
import { checkSite } from '../rules/domain';
import { hit, type RuleHit } from '../rules/types';
import type { ValidationContext } from '../contracts';
import { siteOf } from './facts';

export const IDS = { unknownChain: 'UNKNOWN_CHAIN', unverified: 'CHAIN_FACTS_UNVERIFIED' } as const;

export function requestHits(hits: readonly RuleHit[], ctx: ValidationContext): RuleHit[] {
  const out = checkSite(siteOf(ctx), hits.some((h) => h.stakes === true));
  if (ctx.chainId === undefined) {
    out.push(hit(IDS.unknownChain, 'Warning', 'Preflight does not know which chain this request is for, so no contract in it could be recognised.'));
  }
  if (ctx.chain !== undefined && ctx.chainSource === 'page') {
    out.push(hit(IDS.unverified, 'Info', "Chain facts (whether an address is a contract) were reported by the site's wallet connection, not verified: they were only allowed to add risk."));
  }
  return out;
}
