/**
 * CloseAccount of the user's token account with the proceeds sent to another
 * address: the rent, and for a wrapped-SOL account its whole balance, go to
 * that address. Dapps close accounts back to the user. Malicious.
 */
import { shortAddress } from '../../format/address';
import { actionsOf } from './user-accounts';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_CLOSE_TO_OTHER';

export function checkCloseAccount(input: SolanaRuleInput): RuleHit[] {
  return actionsOf(input.transactions).flatMap(({ action: a }) =>
    a.kind === 'token-close' && a.owner === input.user && a.destination !== input.user
      ? [hit(FEATURE_ID, 'Malicious', `Closes your token account ${shortAddress(a.account)} and sends what it holds in SOL to ${shortAddress(a.destination)} instead of you.`, { address: a.destination, reason: 'transfer_farming', stakes: true })]
      : [],
  );
}
