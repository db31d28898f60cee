/**
 * eth_signTypedData / _v3 / _v4: sanitise first, then the typed-data rules.
 * JSON text whose numbers read two ways is judged both ways (../typed-data/readings).
 */
import type { SignatureExposure } from '../contracts';
import { checkBlur } from '../rules/blur';
import { checkGenericTyped } from '../rules/typed-generic';
import { checkPermit } from '../rules/permit';
import { checkPermit2 } from '../rules/permit2';
import { checkPermitForAll } from '../rules/permit-for-all';
import { checkLooksRare } from '../rules/looksrare';
import { checkSafeTx } from '../rules/safe';
import { checkSeaport } from '../rules/seaport';
import { checkTradeOrder } from '../rules/trade-order';
import { checkTypedChain } from '../rules/typed-chain';
import type { TypedRule } from '../rules/typed-shared';
import { hit, type RuleFacts, type RuleHit } from '../rules/types';
import { sanitizeLegacyTypedData } from '../typed-data/legacy';
import { twoReadingsHits, worseReading, type Reading } from '../typed-data/readings';
import { readTypedDataParams } from '../typed-data/request';
import { ISSUE_IDS, sanitizeTypedData } from '../typed-data/sanitize';
import type { SanitizeIssue } from '../typed-data/types';

const TYPED_RULES: readonly TypedRule[] = [checkPermit, checkPermitForAll, checkPermit2, checkSeaport, checkBlur, checkLooksRare, checkTradeOrder, checkSafeTx];

export function issueToHit(issue: SanitizeIssue): RuleHit {
  return hit(issue.feature_id, issue.severity, issue.description, issue.severity === 'Malicious' ? { reason: 'other' } : {});
}

/**
 * The rules' verdict on one reading of the typed data. `named`: paths of numbers
 * already named as read two ways (the rounded reading's own "may read differently"
 * note on them would quote the double, not the text).
 */
async function judge(data: unknown, facts: RuleFacts, named: ReadonlySet<string> = new Set()): Promise<Reading> {
  const sanitized = sanitizeTypedData(data);
  const issues = sanitized.issues.filter((i) => !(i.feature_id === ISSUE_IDS.ambiguousNumber && named.has(i.path)));
  const issueHits = issues.map(issueToHit);
  if (!sanitized.ok) return { hits: issueHits, exposures: [], issues };
  const typed = sanitized.typedData;
  // Rule hits first so a specific pattern (permit_farming…) names the verdict.
  const hits: RuleHit[] = [];
  const exposures: SignatureExposure[] = [];
  let recognised = false;
  for (const rule of TYPED_RULES) {
    const out = await rule(typed, facts);
    hits.push(...out.hits);
    exposures.push(...out.exposures);
    recognised ||= out.recognised;
  }
  if (!recognised) hits.push(...(await checkGenericTyped(typed, facts)));
  hits.push(...checkTypedChain(typed, facts));
  return { hits: [...hits, ...issueHits], exposures, issues };
}

export async function typedDataHits(
  method: string,
  params: readonly unknown[],
  facts: RuleFacts,
): Promise<{ hits: RuleHit[]; exposures: SignatureExposure[] }> {
  const request = readTypedDataParams(method, params);
  if (request.kind === 'invalid') return { hits: [issueToHit(request.issue)], exposures: [] };
  if (request.kind === 'v1') {
    const { issues } = sanitizeLegacyTypedData(request.entries);
    return { hits: [hit('LEGACY_TYPED_DATA', 'Info', 'Signs legacy (v1) typed data; it cannot authorise token transfers on standard contracts.'), ...issues.map(issueToHit)], exposures: [] };
  }
  const exact = await judge(request.data, facts);
  if (!request.rounded) return { hits: exact.hits, exposures: exact.exposures };
  const rounded = await judge(request.rounded.data, facts, new Set(request.rounded.numbers.map((n) => n.path)));
  // The review shows the exact value, so the exposures it lists are the exact reading's.
  return { hits: [...worseReading(exact, rounded).hits, ...twoReadingsHits(request.rounded.numbers, rounded.issues)], exposures: exact.exposures };
}
