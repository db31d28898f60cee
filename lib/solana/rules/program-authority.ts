/**
 * The upgrade authority of a program (its ProgramData account) or of a buffer,
 * held by the user, handed to another key (BPF Upgradeable Loader
 * SetAuthority / SetAuthorityChecked). Whoever holds it can replace the
 * program's code, and with it take everything the program holds or controls:
 * attackers who phish a developer ask for exactly this.
 *  - to a key that does not sign this request: Malicious (plain SetAuthority
 *    to a stranger);
 *  - to a key that co-signs (the Checked form: the new holder signs too, as
 *    when a team moves it to its own multisig or key), or to nobody (the
 *    program made immutable, which cannot be undone): Warning;
 *  - from a suspect site (suspect-site.ts) any handover is Malicious.
 */
import { shortAddress } from '../../format/address';
import { siteSuspicion } from './suspect-site';
import { actionsOf } from './user-accounts';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_PROGRAM_AUTHORITY_CHANGED';

export function checkProgramAuthority(input: SolanaRuleInput): RuleHit[] {
  const suspicion = siteSuspicion(input.site);
  const hits: RuleHit[] = [];
  for (const { action: a } of actionsOf(input.transactions)) {
    if (a.kind !== 'program-authority' || a.authority !== input.user || a.newAuthority === input.user) continue;
    const onSite = suspicion === undefined ? '' : `, and ${suspicion}`;
    if (a.newAuthority === undefined) {
      hits.push(hit(FEATURE_ID, suspicion === undefined ? 'Warning' : 'Malicious', `Makes the program of account ${shortAddress(a.account)} immutable for good: nobody, you included, can change or fix its code again${onSite}.`, { reason: 'other', stakes: true }));
      continue;
    }
    const severity = a.newAuthoritySigns && suspicion === undefined ? 'Warning' : 'Malicious';
    const cosigns = a.newAuthoritySigns ? ' (that key signs this transaction too)' : '';
    hits.push(hit(FEATURE_ID, severity, `Hands control of the program of account ${shortAddress(a.account)} to ${shortAddress(a.newAuthority)}${cosigns}: it could replace the program's code and take what the program holds${onSite}.`, { address: a.newAuthority, reason: 'other', stakes: true, toOther: true }));
  }
  return hits;
}
