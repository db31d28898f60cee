/** KNOWN_MALICIOUS_ADDRESS flags each address the request names that is on the bundled blocklist. */
import { isBlocklistedAddress } from '../blocklist';
import { hit, type Reason, type RuleHit } from './types';

export const FEATURE_ID = 'KNOWN_MALICIOUS_ADDRESS';

export function checkBlocklistedAddress(address: string | undefined, role: string, reason: Reason): RuleHit[] {
  if (!isBlocklistedAddress(address)) return [];
  return [hit(FEATURE_ID, 'Malicious', `The ${role} ${address} is a known scam address.`, { address, reason })];
}
