/**
 * One typed-data text, two readings (#25 item 4): a wallet reading the JSON
 * text exactly signs the number written; a wallet using JSON.parse signs the
 * rounded double, or fails, or signs something else when that double does not
 * fit the declared type. Both are judged; the more dangerous verdict stands
 * (a tie keeps the exact reading's findings), and the situation itself is a
 * Warning: writing a number so is an evasion signal.
 */
import type { SignatureExposure } from '../contracts';
import { groupThousands, isUnlimitedAmount } from '../../format/amount';
import type { TwoReadings } from '../../json/exact';
import { worstType } from '../validate/combine';
import { hit, type RuleHit } from '../rules/types';
import { ISSUE_IDS } from './sanitize';
import type { SanitizeIssue } from './types';

export interface Reading {
  hits: RuleHit[];
  exposures: SignatureExposure[];
  issues: SanitizeIssue[];
}

const RANK = { Benign: 0, Warning: 1, Malicious: 2 } as const;

/** The more dangerous of the two readings; on a tie, the exact one. */
export function worseReading<T extends Pick<Reading, 'hits'>>(exact: T, rounded: T): T {
  return RANK[worstType(rounded.hits)] > RANK[worstType(exact.hits)] ? rounded : exact;
}

const grouped = (n: bigint): string => (n < 0n ? `-${groupThousands((-n).toString())}` : groupThousands(n.toString()));

/** 2^k − 1 for a whole number of bytes: the maximum of a uintN. */
function isTypeMaximum(n: bigint): boolean {
  const bits = (n + 1n).toString(2);
  return n > 0n && /^10+$/.test(bits) && (bits.length - 1) % 8 === 0;
}

function amountNote(n: bigint): string {
  if (isTypeMaximum(n)) return ' (the maximum, unlimited)';
  return isUnlimitedAmount(n) ? ' (unlimited)' : '';
}

function roundedWords(r: TwoReadings, roundedIssues: readonly SanitizeIssue[]): string {
  if (!Number.isFinite(r.double)) return 'read as Infinity by JSON.parse, which no wallet can sign';
  const value = BigInt(r.double);
  const misfit = roundedIssues.some((i) => i.path === r.path && i.feature_id === ISSUE_IDS.badValue);
  return `rounded to ${grouped(value)}${amountNote(value)}${misfit ? ', which does not fit its type: a wallet reading it so fails or signs something else' : ''}`;
}

/** One Warning per number read two ways, naming both values in plain words. */
export function twoReadingsHits(numbers: readonly TwoReadings[], roundedIssues: readonly SanitizeIssue[]): RuleHit[] {
  return numbers.map((r) =>
    hit(
      ISSUE_IDS.ambiguousNumber,
      'Warning',
      `The number ${r.path} is written so that wallets may read it differently: exactly ${grouped(r.exact)}${amountNote(r.exact)}, or ${roundedWords(r, roundedIssues)}. Preflight judged the more dangerous reading; writing a number so is often used to slip past scanners.`,
    ),
  );
}
