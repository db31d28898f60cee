/**
 * System.Assign of the user's wallet account to another program: the program
 * then owns the account and can take its SOL; the wallet can no longer sign
 * for it. No dapp needs this. Malicious.
 */
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { shortAddress } from '../../format/address';
import { actionsOf } from './user-accounts';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_ACCOUNT_ASSIGNED';

export function checkAssign(input: SolanaRuleInput): RuleHit[] {
  return actionsOf(input.transactions).flatMap(({ action: a }) =>
    a.kind === 'assign' && a.account === input.user && a.owner !== SYSTEM_PROGRAM_ADDRESS
      ? [hit(FEATURE_ID, 'Malicious', `Hands your wallet account over to program ${shortAddress(a.owner)}: it would own your SOL and your wallet could no longer move it.`, { address: a.owner, reason: 'other', stakes: true })]
      : [],
  );
}
