/**
 * SetAuthority on the user's token account giving its owner or close authority
 * to another key: that key then controls the account (owner) or takes its rent
 * and wrapped SOL (close). Drainer kits use it to take accounts without a
 * transfer showing. Malicious. The mint authority of a mint the user controls
 * handed to a key that does not sign this transaction: that key can mint
 * without limit, as a program's upgrade authority handed over
 * (program-authority.ts); token creators are phished for it. Malicious,
 * unless a list vouches for the site (a launchpad's or multisig's official
 * site) or the new key co-signs: Warning. A freeze authority: Warning.
 */
import type { Address } from '@solana/kit';
import { shortAddress } from '../../format/address';
import type { FeatureType } from '../../engine/rules/types';
import type { AuthorityKind } from '../decode/actions';
import type { DecodedTransaction } from '../decode/transaction';
import { actionsOf } from './user-accounts';
import { vouchedSite } from './suspect-site';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_TOKEN_AUTHORITY_CHANGED';
export const MINT_FEATURE_ID = 'SOLANA_MINT_AUTHORITY_CHANGED';

function mintSeverity(input: SolanaRuleInput, tx: DecodedTransaction, authorityType: AuthorityKind, to: Address): FeatureType {
  const vouched = vouchedSite(input.site);
  return authorityType === 'mint' && !vouched && !tx.signers.includes(to) ? 'Malicious' : 'Warning';
}

export function checkSetAuthority(input: SolanaRuleInput): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const { tx, action: a } of actionsOf(input.transactions)) {
    if (a.kind !== 'token-set-authority' || a.authority !== input.user) continue;
    if (a.newAuthority === undefined || a.newAuthority === input.user) continue;
    const to = shortAddress(a.newAuthority);
    if (a.authorityType === 'owner') {
      hits.push(hit(FEATURE_ID, 'Malicious', `Makes ${to} the owner of your token account ${shortAddress(a.account)}: it could move everything in it, now and later.`, { address: a.newAuthority, reason: 'other', stakes: true }));
    } else if (a.authorityType === 'close') {
      hits.push(hit(FEATURE_ID, 'Malicious', `Lets ${to} close your token account ${shortAddress(a.account)} and take what it holds back in SOL.`, { address: a.newAuthority, reason: 'other', stakes: true }));
    } else {
      const severity = mintSeverity(input, tx, a.authorityType, a.newAuthority);
      const power = severity === 'Malicious' ? ', which does not sign here: it could mint without limit' : '';
      hits.push(hit(MINT_FEATURE_ID, severity, `Gives the ${a.authorityType} authority of ${shortAddress(a.account)} to ${to}${power}.`, { address: a.newAuthority, reason: 'other', stakes: true, toOther: true }));
    }
  }
  return hits;
}
