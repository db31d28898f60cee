/**
 * A stake account of the user's handed to another key (Stake Authorize, any
 * form). The withdrawer takes the stake's SOL out whenever it likes: handing
 * it to another key is a transfer of everything staked, as token SetAuthority
 * of an owner is (set-authority.ts): Malicious, unless a list vouches for the
 * site (an app's official site: a stake pool or an unstake service takes a
 * deposited stake account this way) or, on a site nothing flags, the new key
 * co-signs (the Checked form, as when moving it to one's own cold key):
 * Warning. The staker only manages the stake (delegate, deactivate): Warning.
 * From a suspect site (suspect-site.ts) either is Malicious.
 */
import { unvouchedSite } from '../../engine/rules/own-site';
import { shortAddress } from '../../format/address';
import type { SolanaAction } from '../decode/actions';
import { siteSuspicion } from './suspect-site';
import { actionsOf } from './user-accounts';
import { hit, type RuleHit, type SolanaRuleInput } from './types';
import type { FeatureType } from '../../engine/rules/types';

export const FEATURE_ID = 'SOLANA_STAKE_AUTHORITY_CHANGED';

type Authorize = Extract<SolanaAction, { kind: 'stake-authorize' }>;

function severityOf(a: Authorize, input: SolanaRuleInput, suspicion: string | undefined): FeatureType {
  if (suspicion !== undefined) return 'Malicious';
  return a.role === 'staker' || a.newAuthoritySigns || unvouchedSite({ site: input.site }) === undefined ? 'Warning' : 'Malicious';
}

export function checkStakeAuthority(input: SolanaRuleInput): RuleHit[] {
  const suspicion = siteSuspicion(input.site);
  return actionsOf(input.transactions).flatMap(({ action: a }) => {
    if (a.kind !== 'stake-authorize' || a.authority !== input.user || a.newAuthority === input.user) return [];
    const what = a.role === 'withdrawer' ? 'withdraw all its SOL' : 'manage the stake';
    const sentence = `Makes ${shortAddress(a.newAuthority)} the ${a.role} of your stake account ${shortAddress(a.stakeAccount)}: it could ${what}${suspicion === undefined ? '' : `, and ${suspicion}`}.`;
    return [hit(FEATURE_ID, severityOf(a, input, suspicion), sentence, { address: a.newAuthority, reason: 'other', stakes: true, toOther: true })];
  });
}
