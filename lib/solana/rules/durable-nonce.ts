/**
 * A durable-nonce transaction (AdvanceNonceAccount first) stays valid until it
 * is used, not ~1 minute: whoever holds the signed transaction can send it
 * days later. For programs Preflight knows, dapps use this for scheduled
 * orders; with a program it does not know, it is a Warning.
 */
import { shortAddress } from '../../format/address';
import { knownProgram } from '../knowledge/programs';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_DURABLE_NONCE_UNKNOWN_PROGRAM';

export function checkDurableNonce(input: SolanaRuleInput): RuleHit[] {
  return input.transactions.flatMap((tx) => {
    if (tx.nonce === undefined) return [];
    const unknown = tx.instructions.find((ix) => knownProgram(ix.programAddress) === undefined);
    if (unknown === undefined) return [];
    return [hit(FEATURE_ID, 'Warning', `This transaction uses a durable nonce, so it stays valid until it is sent (days or months from now, not a minute), and it calls program ${shortAddress(unknown.programAddress)}, which Preflight does not know.`, { address: unknown.programAddress, reason: 'other', stakes: true })];
  });
}
