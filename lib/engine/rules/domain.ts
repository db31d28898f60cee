/** KNOWN_MALICIOUS_DOMAIN: the requesting page is on the bundled phishing list. */
import type { ValidationFeature } from '../../api/schemas/evm';
import { hostOf, isBlocklistedDomain } from '../blocklist';
import { hit, type RuleHit } from './types';

export const FEATURE_ID = 'KNOWN_MALICIOUS_DOMAIN';

export function checkDomainRule(domain: string | undefined): RuleHit[] {
  if (domain === undefined || !isBlocklistedDomain(domain)) return [];
  const host = hostOf(domain) ?? domain;
  return [hit(FEATURE_ID, 'Malicious', `The requesting site ${host} is a known phishing site.`, { reason: 'malicious_domain' })];
}

/** The public form: a ValidationFeature, or undefined when the domain is not listed. */
export function checkDomain(domain: string | undefined): ValidationFeature | undefined {
  const [first] = checkDomainRule(domain);
  if (first === undefined) return undefined;
  return { type: first.type, feature_id: first.feature_id, description: first.description };
}
