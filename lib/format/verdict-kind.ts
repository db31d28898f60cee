/**
 * A scan outcome's verdict as one word and its headline: all the review's
 * first paint shows of it (entrypoints/review/shell.ts). Kept apart from
 * ./scan-view, which builds the full verdict, so that the shell's chunk stays small.
 */
import { shellStrings } from '../i18n/shell-strings';
import { resultKind } from './result-kind';
import type { VerdictKind } from './verdict-kinds';

export { verdictKindOf, type VerdictKind } from './verdict-kinds';

/** The verdict's headline, one per state (the banner and the review's first paint). */
export const VERDICT_TITLES: Record<VerdictKind, string> = {
  benign: shellStrings.verdictBenign,
  warning: shellStrings.verdictWarning,
  malicious: shellStrings.verdictMalicious,
  unknown: shellStrings.verdictUnknown,
  scanning: shellStrings.verdictScanning,
  unavailable: shellStrings.verdictUnavailable,
};

/**
 * The one verdict vocabulary for every page (review, popup, history): a scanner's result_type
 * ("Malicious", "Benign") in the words the review's banner uses ("Dangerous request", "No risks found").
 */
export const verdictTitleOf = (resultType: string): string => VERDICT_TITLES[resultKind(resultType)];
