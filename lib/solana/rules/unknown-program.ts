/**
 * A program Preflight does not know that gets the user's wallet as a writable
 * signer: it may spend the wallet's SOL and act for it in any way the program
 * was written to. Known programs (data/programs.json) are called from many
 * sites; an unknown one has no official site, so the request's site cannot
 * vouch for it. Warning.
 */
import { shortAddress } from '../../format/address';
import { knownProgram } from '../knowledge/programs';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_UNKNOWN_PROGRAM_SIGNER';

export function checkUnknownProgram(input: SolanaRuleInput): RuleHit[] {
  const seen = new Set<string>();
  const hits: RuleHit[] = [];
  for (const tx of input.transactions) {
    for (const ix of tx.instructions) {
      if (ix.action.kind !== 'program-call' || knownProgram(ix.programAddress) !== undefined || seen.has(ix.programAddress)) continue;
      const user = ix.accounts.find((a) => a.address === input.user);
      if (user === undefined || !user.signer || !user.writable) continue;
      seen.add(ix.programAddress);
      hits.push(hit(FEATURE_ID, 'Warning', `Program ${shortAddress(ix.programAddress)}, which Preflight does not know, gets your wallet as a signer that can spend from it, on ${input.domain || 'a site that is not named'}.`, { address: ix.programAddress, reason: 'other', stakes: true }));
    }
  }
  return hits;
}
