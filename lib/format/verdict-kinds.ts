/**
 * A scan outcome's verdict as one word, without the headlines (./verdict-kind): what the background
 * needs to tell whether a verdict rose after the user decided, and no review strings with it.
 */
import type { ScanOutcome } from '../scan/outcome';
import { resultKind } from './result-kind';

export const VERDICT_KINDS = ['benign', 'warning', 'malicious', 'unknown', 'scanning', 'unavailable'] as const;
export type VerdictKind = (typeof VERDICT_KINDS)[number];

/** The verdict's kind: a scan that failed, gave an "Error" result or no verdict at all is unavailable. */
export function verdictKindOf(scan: ScanOutcome): VerdictKind {
  if (scan.state !== 'done') return scan.state;
  const v = scan.response.validation;
  if (!v || !v.result_type || v.result_type === 'Error' || v.status === 'Error') return 'unavailable';
  return resultKind(v.result_type);
}

/** How much a verdict warns; a verdict not yet there (scanning, unavailable) warns of nothing it has seen. */
const RISK: Partial<Record<VerdictKind, number>> = { warning: 1, unknown: 1, malicious: 2 };

/** Whether the stored verdict warns more than the one the user decided on: a later stage raised it meanwhile. */
export const riskRoseSince = (seen: VerdictKind, now: VerdictKind): boolean => (RISK[now] ?? 0) > (RISK[seen] ?? 0);
