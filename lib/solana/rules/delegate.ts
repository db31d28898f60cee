/**
 * A delegate approved on the user's token account. Unlimited, or the whole
 * balance (known with an RPC): Malicious to a key Preflight does not know, Warning to a known
 * program. A limited amount: Warning to an unknown key, except a program's own
 * signer (below).
 *
 * A bridge or vault asks for an exact amount to its own signer (an address off
 * the curve, which no key holds: only its program can sign for it) and spends it
 * in the next call of the same transaction, which is passed both that signer and
 * the user's account: EVM's bounded approval to a contract the same request
 * spends (issue #26 item 3). On a site nothing flags it is shown (Info).
 */
import { isOffCurveAddress, type Address } from '@solana/kit';
import { shortAddress } from '../../format/address';
import { UNLIMITED_TOKEN_AMOUNT, tokenAmount } from '../decode/describe';
import type { DecodedTransaction } from '../decode/transaction';
import { knownProgram } from '../knowledge/programs';
import { siteSuspicion } from './suspect-site';
import { actionsOf } from './user-accounts';
import { wholeHolding } from './whole-balance';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_TOKEN_DELEGATE';

/** The delegate is a program's own signer that a program call of the same transaction is given, with the account it may spend. */
function spentByItsProgram(tx: DecodedTransaction, delegate: Address, source: Address): boolean {
  if (!isOffCurveAddress(delegate)) return false;
  return tx.instructions.some((ix) => ix.action.kind === 'program-call'
    && ix.accounts.some((x) => x.address === delegate) && ix.accounts.some((x) => x.address === source));
}

export function checkDelegate(input: SolanaRuleInput): RuleHit[] {
  const hits: RuleHit[] = [];
  const plainSite = siteSuspicion(input.site) === undefined;
  for (const { tx, action: a } of actionsOf(input.transactions)) {
    if (a.kind !== 'token-approve' || a.owner !== input.user || a.delegate === input.user) continue;
    const known = knownProgram(a.delegate);
    const whom = known?.name ?? shortAddress(a.delegate);
    const big = a.amount >= UNLIMITED_TOKEN_AMOUNT || wholeHolding(a.amount, input.balances?.tokenAccounts.get(a.source)?.amount);
    const what = a.amount >= UNLIMITED_TOKEN_AMOUNT ? 'everything in' : big ? 'the whole balance of' : tokenAmount(a.amount, a.decimals) + ' from';
    const sentence = `Lets ${whom} take ${what} your token account ${shortAddress(a.source)} whenever it wants, without asking you again.`;
    if (big && known === undefined) hits.push(hit(FEATURE_ID, 'Malicious', sentence, { address: a.delegate, reason: 'approval_farming', stakes: true }));
    else if (!big && known === undefined && plainSite && spentByItsProgram(tx, a.delegate, a.source)) {
      hits.push(hit(FEATURE_ID, 'Info', sentence, { address: a.delegate, reason: 'approval_farming', stakes: true }));
    } else if (big || known === undefined) hits.push(hit(FEATURE_ID, 'Warning', sentence, { address: a.delegate, reason: 'approval_farming', stakes: true }));
  }
  return hits;
}
