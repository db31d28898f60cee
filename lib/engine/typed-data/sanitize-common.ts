/** What the parts of the typed-data sanitiser (sanitize.ts) share: the issue ids, the walk's state, guards. */
import type { SanitizeIssue, TypedTypes } from './types';

export const ISSUE_IDS = {
  malformed: 'TYPED_DATA_MALFORMED',
  tooLarge: 'TYPED_DATA_TOO_LARGE',
  undeclared: 'TYPED_DATA_UNDECLARED_FIELD',
  integerAddress: 'TYPED_DATA_INTEGER_ADDRESS',
  badValue: 'TYPED_DATA_BAD_VALUE',
  badChainId: 'TYPED_DATA_BAD_CHAIN_ID',
  unknownType: 'TYPED_DATA_UNKNOWN_TYPE',
  ambiguousNumber: 'TYPED_DATA_AMBIGUOUS_NUMBER',
  missing: 'TYPED_DATA_MISSING_FIELD',
} as const;

/** Thrown when a payload exceeds the walk's bounds: the whole message is then refused as too large. */
export class TooLarge extends Error {}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The state of one walk over a message: its declared types, the issues found, the values read so far. */
export interface Walk {
  types: TypedTypes;
  issues: SanitizeIssue[];
  nodes: number;
}
