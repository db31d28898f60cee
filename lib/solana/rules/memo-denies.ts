/**
 * A note (Memo instruction) in the request that says nothing moves, while the
 * same request sends SOL or tokens to another address: the request's own
 * words contradict what it does. Wallets show memos as text, and fake
 * "verification" pages write one to calm the user. Malicious.
 */
import { paysAnotherAddress } from './gives-away';
import { actionsOf } from './user-accounts';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_MEMO_DENIES_TRANSFER';

/** "No funds will move", "nothing leaves your wallet", "will not be charged"… */
const DENIAL = /\b(?:no|zero)\s+(?:funds?|sol|tokens?|money|assets?|payment|charges?)\b|\bnothing\s+(?:will\s+)?(?:moves?|leaves?|is\s+(?:sent|spent|charged|moved))\b|\b(?:will\s+not|won't|doesn't|does\s+not|never)\s+(?:move|spend|send|charge|transfer|debit)\b/i;

export function checkMemoDenies(input: SolanaRuleInput): RuleHit[] {
  const paid = paysAnotherAddress(input);
  if (paid === undefined) return [];
  const memo = actionsOf(input.transactions).map(({ action }) => action).find((a) => a.kind === 'memo' && DENIAL.test(a.text));
  if (memo?.kind !== 'memo') return [];
  return [hit(FEATURE_ID, 'Malicious', `The request's note says "${memo.text.slice(0, 120)}", yet ${paid}: its own words hide what it does.`, { reason: 'transfer_farming', stakes: true, toOther: true })];
}
