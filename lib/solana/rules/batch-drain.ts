/**
 * Many of the user's token accounts sent to others in one request (one
 * transaction, or a signAllTransactions batch): the shape of a drainer
 * sweeping a wallet. Malicious from MANY_ACCOUNTS distinct accounts.
 */
import type { Address } from '@solana/kit';
import { actionsOf, userTokenAccounts } from './user-accounts';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_MANY_ACCOUNTS_DRAINED';
export const MANY_ACCOUNTS = 3;

export function checkBatchDrain(input: SolanaRuleInput): RuleHit[] {
  const mine = userTokenAccounts(input.transactions, input);
  const drained = new Set<Address>();
  for (const { action: a } of actionsOf(input.transactions)) {
    if (a.kind === 'token-transfer' && a.authority === input.user && !mine.has(a.destination)) drained.add(a.source);
    if (a.kind === 'token-close' && a.owner === input.user && a.destination !== input.user) drained.add(a.account);
  }
  if (drained.size < MANY_ACCOUNTS) return [];
  const where = input.transactions.length > 1 ? `across the ${input.transactions.length} transactions of this batch` : 'in one transaction';
  return [hit(FEATURE_ID, 'Malicious', `Empties ${drained.size} of your token accounts to other addresses ${where}: wallet drainers sweep wallets this way.`, { reason: 'transfer_farming', stakes: true })];
}
