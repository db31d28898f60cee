/**
 * Hits that belong to the request as a whole, added once after the rules:
 * the site (phishing list, lookalike — Malicious when some rule said the
 * request moves or approves assets) and an unknown chain. Where chain facts
 * came from is said once, by the simulation source (simulate/source.ts).
 */
import { checkSite } from '../rules/domain';
import { hit, type RuleHit } from '../rules/types';
import type { ValidationContext } from '../contracts';
import { siteOf } from './facts';

export const IDS = { unknownChain: 'UNKNOWN_CHAIN' } as const;

export function requestHits(hits: readonly RuleHit[], ctx: ValidationContext): RuleHit[] {
  const out = checkSite(siteOf(ctx), hits.some((h) => h.stakes === true));
  if (ctx.chainId === undefined) {
    out.push(hit(IDS.unknownChain, 'Warning', 'Preflight does not know which chain this request is for, so no contract in it could be recognised.'));
  }
  return out;
}
