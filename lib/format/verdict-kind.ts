/**
 * A scan outcome's verdict as one word and its headline: all the review's
 * first paint shows of it (entrypoints/review/shell.ts). Kept apart from
 * ./scan-view, which builds the full verdict, so that the shell's chunk stays small.
 */
import { shellStrings } from '../i18n/shell-strings';
import type { ScanOutcome } from '../scan/outcome';
import { resultKind } from './result-kind';

export const VERDICT_KINDS = ['benign', 'warning', 'malicious', 'unknown', 'scanning', 'unavailable'] as const;
export type VerdictKind = (typeof VERDICT_KINDS)[number];

/** How much a verdict warns; a verdict not yet there (scanning, unavailable) warns of nothing it has seen. */
const RISK: Partial<Record<VerdictKind, number>> = { warning: 1, unknown: 1, malicious: 2 };

/** Whether the stored verdict warns more than the one the user decided on: a later stage raised it meanwhile. */
export const riskRoseSince = (seen: VerdictKind, now: VerdictKind): boolean => (RISK[now] ?? 0) > (RISK[seen] ?? 0);

/** The verdict's headline, one per state (the banner and the review's first paint). */
export const VERDICT_TITLES: Record<VerdictKind, string> = {
  benign: shellStrings.verdictBenign,
  warning: shellStrings.verdictWarning,
  malicious: shellStrings.verdictMalicious,
  unknown: shellStrings.verdictUnknown,
  scanning: shellStrings.verdictScanning,
  unavailable: shellStrings.verdictUnavailable,
};

/** The verdict's kind: a scan that failed, gave an "Error" result or no verdict at all is unavailable. */
export function verdictKindOf(scan: ScanOutcome): VerdictKind {
  if (scan.state !== 'done') return scan.state;
  const v = scan.response.validation;
  if (!v || !v.result_type || v.result_type === 'Error' || v.status === 'Error') return 'unavailable';
  return resultKind(v.result_type);
}

/**
 * The one verdict vocabulary for every page (review, popup, history): a scanner's result_type
 * ("Malicious", "Benign") in the words the review's banner uses ("Dangerous request", "No risks found").
 */
export const verdictTitleOf = (resultType: string): string => VERDICT_TITLES[resultKind(resultType)];
