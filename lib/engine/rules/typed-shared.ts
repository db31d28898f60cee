/** What typed-data rules take and give. */
import type { SignatureExposure } from '../contracts';
import type { SanitizedTypedData } from '../typed-data/types';
import type { RuleFacts, RuleHit } from './types';

export interface TypedRuleOutput {
  hits: RuleHit[];
  exposures: SignatureExposure[];
  /** True when the rule recognised the message kind (the generic rule then stays quiet). */
  recognised: boolean;
}

export type TypedRule = (typed: SanitizedTypedData, facts: RuleFacts) => Promise<TypedRuleOutput>;

export const NOT_MINE: TypedRuleOutput = { hits: [], exposures: [], recognised: false };

export function sameAddress(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
}
