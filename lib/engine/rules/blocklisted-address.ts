/** KNOWN_MALICIOUS_ADDRESS flags each address the request names that a scam list names (facts.listed). */
import type { Address } from 'viem';
import { partyName } from './names';
import { hit, type Reason, type RuleFacts, type RuleHit } from './types';

export const FEATURE_ID = 'KNOWN_MALICIOUS_ADDRESS';

export function checkBlocklistedAddress(address: Address, facts: RuleFacts, role: string, reason: Reason): RuleHit[] {
  const listed = facts.listed(address);
  if (!listed) return [];
  return [hit(FEATURE_ID, 'Malicious', `The ${role} ${partyName(address, facts)} is a known scam address (listed by ${listed.source}).`, { address, reason, stakes: true })];
}
