/**
 * A durable-nonce transaction (AdvanceNonceAccount first) stays valid until it
 * is used, not ~1 minute: whoever holds the signed transaction can send it
 * days later. For programs Preflight knows, dapps use this for scheduled
 * orders; with a program it does not know, it is a Warning. When that program
 * is also given the wallet as a signer and no list vouches for the site, the
 * request hands an unread program the wallet's power for good, to be used
 * whenever the holder likes: Malicious (issue #26: the weight of what is given
 * rises with how long it lasts).
 */
import { shortAddress } from '../../format/address';
import { knownProgram } from '../knowledge/programs';
import { vouchedSite } from './suspect-site';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_DURABLE_NONCE_UNKNOWN_PROGRAM';

export function checkDurableNonce(input: SolanaRuleInput): RuleHit[] {
  const vouched = vouchedSite(input.site);
  return input.transactions.flatMap((tx) => {
    if (tx.nonce === undefined) return [];
    const unknown = tx.instructions.filter((ix) => knownProgram(ix.programAddress) === undefined);
    const signed = unknown.find((ix) => ix.accounts.some((a) => a.address === input.user && a.signer));
    const first = signed ?? unknown[0];
    if (first === undefined) return [];
    const program = shortAddress(first.programAddress);
    const base = `This transaction uses a durable nonce, so it stays valid until it is sent (days or months from now, not a minute), and it calls program ${program}, which Preflight does not know`;
    return signed !== undefined && !vouched
      ? [hit(FEATURE_ID, 'Malicious', `${base}, with your wallet as its signer, to be sent whenever its holder likes.`, { address: first.programAddress, reason: 'other', stakes: true })]
      : [hit(FEATURE_ID, 'Warning', `${base}.`, { address: first.programAddress, reason: 'other', stakes: true })];
  });
}
