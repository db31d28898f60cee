/**
 * A delegate approved on the user's token account. Unlimited, or the whole
 * balance (known with an RPC): Malicious to a key Preflight does not know, Warning to a known
 * program. A limited amount: Warning to an unknown key.
 */
import { shortAddress } from '../../format/address';
import { UNLIMITED_TOKEN_AMOUNT, tokenAmount } from '../decode/describe';
import { knownProgram } from '../knowledge/programs';
import { actionsOf } from './user-accounts';
import { wholeHolding } from './whole-balance';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_TOKEN_DELEGATE';


export function checkDelegate(input: SolanaRuleInput): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const { action: a } of actionsOf(input.transactions)) {
    if (a.kind !== 'token-approve' || a.owner !== input.user || a.delegate === input.user) continue;
    const known = knownProgram(a.delegate);
    const whom = known?.name ?? shortAddress(a.delegate);
    const big = a.amount >= UNLIMITED_TOKEN_AMOUNT || wholeHolding(a.amount, input.balances?.tokenAccounts.get(a.source)?.amount);
    const what = a.amount >= UNLIMITED_TOKEN_AMOUNT ? 'everything in' : big ? 'the whole balance of' : tokenAmount(a.amount, a.decimals) + ' from';
    const sentence = `Lets ${whom} take ${what} your token account ${shortAddress(a.source)} whenever it wants, without asking you again.`;
    if (big && known === undefined) hits.push(hit(FEATURE_ID, 'Malicious', sentence, { address: a.delegate, reason: 'approval_farming', stakes: true }));
    else if (big || known === undefined) hits.push(hit(FEATURE_ID, 'Warning', sentence, { address: a.delegate, reason: 'approval_farming', stakes: true }));
  }
  return hits;
}
