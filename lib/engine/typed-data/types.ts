/** Shapes of EIP-712 typed data after sanitising (see sanitize.ts). */
import type { Address } from 'viem';

export interface TypedField {
  name: string;
  type: string;
}
export type TypedTypes = Record<string, TypedField[]>;

/**
 * A sanitised value: addresses are checksummed strings, integers are bigints,
 * bools are booleans, structs keep only declared fields.
 */
export type TypedValue = string | bigint | boolean | TypedValue[] | TypedStruct;
export interface TypedStruct {
  [field: string]: TypedValue;
}

export interface SanitizedDomain {
  name?: string;
  version?: string;
  /** Normalised from number, decimal string, hex or zero-padded hex. */
  chainId?: number;
  verifyingContract?: Address;
  salt?: string;
}

export interface SanitizedTypedData {
  types: TypedTypes;
  primaryType: string;
  domain: SanitizedDomain;
  message: TypedStruct;
}

export type IssueSeverity = 'Malicious' | 'Warning' | 'Info';

/** Something the sanitiser had to drop, coerce or refuse; becomes a validation feature. */
export interface SanitizeIssue {
  feature_id: string;
  severity: IssueSeverity;
  /** Dotted path of the field (message.details.spender). */
  path: string;
  description: string;
}

export type SanitizeResult =
  | { ok: true; typedData: SanitizedTypedData; issues: SanitizeIssue[] }
  | { ok: false; issues: SanitizeIssue[] };
