/**
 * SetAuthority on the user's token account giving its owner or close authority
 * to another key: that key then controls the account (owner) or takes its rent
 * and wrapped SOL (close). Drainer kits use it to take accounts without a
 * transfer showing. Malicious. A new mint or freeze authority on a mint the
 * user controls: Warning (token creators are targeted the same way).
 */
import { shortAddress } from '../../format/address';
import { actionsOf } from './user-accounts';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_TOKEN_AUTHORITY_CHANGED';
export const MINT_FEATURE_ID = 'SOLANA_MINT_AUTHORITY_CHANGED';

export function checkSetAuthority(input: SolanaRuleInput): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const { action: a } of actionsOf(input.transactions)) {
    if (a.kind !== 'token-set-authority' || a.authority !== input.user) continue;
    if (a.newAuthority === undefined || a.newAuthority === input.user) continue;
    const to = shortAddress(a.newAuthority);
    if (a.authorityType === 'owner') {
      hits.push(hit(FEATURE_ID, 'Malicious', `Makes ${to} the owner of your token account ${shortAddress(a.account)}: it could move everything in it, now and later.`, { address: a.newAuthority, reason: 'other', stakes: true }));
    } else if (a.authorityType === 'close') {
      hits.push(hit(FEATURE_ID, 'Malicious', `Lets ${to} close your token account ${shortAddress(a.account)} and take what it holds back in SOL.`, { address: a.newAuthority, reason: 'other', stakes: true }));
    } else {
      hits.push(hit(MINT_FEATURE_ID, 'Warning', `Gives the ${a.authorityType} authority of ${shortAddress(a.account)} to ${to}.`, { address: a.newAuthority, reason: 'other', stakes: true }));
    }
  }
  return hits;
}
