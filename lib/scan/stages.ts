/**
 * Joining the two stages of a scan (#25). The second stage (reads: contract
 * checks, balances, simulation; or the remote service) may raise the
 * first-stage verdict, add detail or say it could not run; it never lowers
 * it. One exception, and only with a verdict of its own judged on the user's
 * own node: a first-stage finding that rests on a missing fact read the
 * dangerous way (lib/engine/assumed.ts) gives way to it. Reads the page's
 * wallet connection answered settle nothing: a page that says "personal
 * account" with a balance far above the amount could otherwise turn a
 * payment call's Warning into "No risks found".
 */
import type { ValidationFeature, ValidationResult } from '../api/schemas/evm';
import { isAssumedFeature } from '../engine/assumed';
import type { ChainSource } from '../engine/rules/types';
import type { Reads, ScanOutcome } from './outcome';

const RANK: Record<string, number> = { Benign: 1, Warning: 2, Malicious: 3 };
const TYPES = ['Benign', 'Warning', 'Malicious'] as const;

/** A verdict's rank; 0 for none, an error or a result type we do not know (then it decides nothing). */
function rankOf(v: ValidationResult | undefined): number {
  if (!v || v.status === 'Error') return 0;
  return RANK[v.result_type ?? ''] ?? 0;
}

/** The first stage without its assumptions, its verdict worked out again from the findings left (as lib/engine/validate/combine does). */
function withoutAssumptions(v: ValidationResult): ValidationResult {
  const features = v.features.filter((f) => !isAssumedFeature(f.feature_id));
  if (features.length === v.features.length) return v;
  const rank = Math.max(1, ...features.map((f) => RANK[f.type] ?? 1));
  const type = TYPES[rank - 1] ?? 'Benign';
  const first = features.find((f) => f.type === type);
  return { ...v, result_type: type, description: first?.description ?? '', reason: type === 'Malicious' ? v.reason : '', classification: type === 'Malicious' ? v.classification : '', features };
}

const featureKey = (f: ValidationFeature): string => `${f.feature_id}|${(f.address ?? '').toLowerCase()}|${f.description}`;

/**
 * The worse of the two verdicts, with the findings of both. `facts`: who answered the second stage's reads; only
 * the user's own node settles an assumption, and the page's words never replace the request's on a tie.
 */
export function mergeValidations(first: ValidationResult, second: ValidationResult | undefined, facts: ChainSource): ValidationResult {
  if (!second || rankOf(second) === 0) return first;
  const floor = facts === 'user' ? withoutAssumptions(first) : first;
  const worse = rankOf(floor) > rankOf(second) || (facts === 'page' && rankOf(floor) === rankOf(second)) ? floor : second;
  const seen = new Set(second.features.map(featureKey));
  return { ...worse, features: [...second.features, ...floor.features.filter((f) => !seen.has(featureKey(f)))] };
}

type Done = Extract<ScanOutcome, { state: 'done' }>;

/** The first stage's verdict with a note of why its reads did not come. */
export function readsFailed(first: Done, why: { reason: Extract<Reads, { state: 'unavailable' }>['reason']; message: string }): Done {
  return { ...first, reads: { state: 'unavailable', ...why } };
}

/**
 * The outcome shown once the second stage answered. `first` undefined: the
 * first stage itself failed, and the second stage's outcome is all there is.
 */
export function joinStages(first: Done | undefined, second: ScanOutcome): ScanOutcome {
  if (!first) return second;
  if (second.state === 'scanning') return readsFailed(first, { reason: 'invalid_response', message: 'The scanner gave no usable result.' });
  if (second.state === 'unavailable') return readsFailed(first, second);
  const theirs = second.response.validation ?? undefined;
  const mine = first.response.validation;
  if (!mine) return second;
  // The scanning service the user chose judged the same snapshot with more knowledge, and no page can reach
  // it: its own verdict stands. The first stage covers only its absence (stalled, failed, no verdict).
  if (second.source === 'remote' && rankOf(theirs) > 0) return second;
  // A local second stage that does not say whose node answered is taken as the page's.
  const validation = mergeValidations(mine, theirs, second.chainSource ?? 'page');
  const joined: Done = { ...second, response: { ...second.response, validation } };
  delete joined.reads;
  if (rankOf(theirs) === 0) {
    return { ...joined, reads: { state: 'unavailable', reason: 'invalid_response', message: theirs?.error || theirs?.description || 'The full scan gave no verdict.' } };
  }
  return joined;
}
