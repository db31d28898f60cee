/**
 * A typed-data domain for a chain other than the one the wallet is on: the
 * signature is meant to be used elsewhere, a common trick to dodge review.
 */
import type { SanitizedTypedData } from '../typed-data/types';
import { hit, type RuleFacts, type RuleHit } from './types';

export const FEATURE_ID = 'SIGNATURE_FOR_ANOTHER_CHAIN';

export function checkTypedChain(typed: SanitizedTypedData, facts: RuleFacts): RuleHit[] {
  const signed = typed.domain.chainId;
  if (signed === undefined || facts.chainId === undefined || signed === facts.chainId) return [];
  return [hit(FEATURE_ID, 'Malicious', `This is a signature for another chain (chain ${signed}) than the one you are on (chain ${facts.chainId}).`, { reason: 'other' })];
}
