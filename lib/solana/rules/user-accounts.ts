/**
 * Which token accounts are the user's, as far as the request itself says: an
 * account the user signs for as owner (transfer, approve, close, set-authority)
 * or one created for the user in the same transaction. With an RPC, the
 * chain's record of owners is used too.
 */
import type { Address } from '@solana/kit';
import type { DecodedTransaction } from '../decode/transaction';
import type { SolanaRuleInput } from './types';

export function userTokenAccounts(txs: readonly DecodedTransaction[], input: Pick<SolanaRuleInput, 'user' | 'balances'>): Set<Address> {
  const mine = new Set<Address>();
  const { user } = input;
  if (user === undefined) return mine;
  for (const [account, facts] of input.balances?.tokenAccounts ?? []) if (facts.owner === user) mine.add(account);
  for (const tx of txs) {
    for (const { action: a } of tx.instructions) {
      if (a.kind === 'token-transfer' && a.authority === user) mine.add(a.source);
      if ((a.kind === 'token-approve' || a.kind === 'token-revoke') && a.owner === user) mine.add(a.source);
      if (a.kind === 'token-close' && a.owner === user) mine.add(a.account);
      if (a.kind === 'token-set-authority' && a.authority === user) mine.add(a.account);
      if (a.kind === 'create-token-account' && a.owner === user) mine.add(a.account);
    }
  }
  return mine;
}

/** Destination token accounts known to belong to the user (created for them here, or per the chain). */
export function isUsersTokenAccount(account: Address, mine: ReadonlySet<Address>): boolean {
  return mine.has(account);
}

export function actionsOf(txs: readonly DecodedTransaction[]) {
  return txs.flatMap((tx) => tx.instructions.map((ix) => ({ tx, ix, action: ix.action })));
}
