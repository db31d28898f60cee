/**
 * Address lookup tables that could not be read (offline, or the RPC did not
 * answer): the accounts they stand for are unknown. When the user's SOL or
 * tokens go to such an address, or it receives power over them, the
 * destination is hidden: Warning. Other unread entries (a swap's pools) are
 * only shown in the instruction descriptions.
 */
import type { Address } from '@solana/kit';
import { actionsOf } from './user-accounts';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_HIDDEN_DESTINATION';

function beneficiary(a: ReturnType<typeof actionsOf>[number]['action'], user: Address | undefined): Address | undefined {
  switch (a.kind) {
    case 'sol-transfer': return a.from === user ? a.to : undefined;
    case 'token-transfer': return a.authority === user ? a.destination : undefined;
    case 'token-approve': return a.owner === user ? a.delegate : undefined;
    case 'token-close': return a.owner === user ? a.destination : undefined;
    case 'stake-authorize': return a.authority === user ? a.newAuthority : undefined;
    case 'token-set-authority':
    case 'program-authority': return a.authority === user ? a.newAuthority : undefined;
    default: return undefined;
  }
}

export function checkLookupTables(input: SolanaRuleInput): RuleHit[] {
  const hidden = actionsOf(input.transactions).filter(({ tx, action }) => {
    const to = beneficiary(action, input.user);
    return to !== undefined && tx.accounts.unresolved.has(to);
  });
  if (hidden.length === 0) return [];
  return [hit(FEATURE_ID, 'Warning', `${hidden.length === 1 ? 'An instruction sends' : `${hidden.length} instructions send`} your assets to an address kept in a lookup table that Preflight could not read without an RPC URL, so the recipient cannot be shown.`, { reason: 'other', stakes: true })];
}
