/**
 * A constant message whose signature is an app account's key (roles/key-seed.ts). Its weight is the
 * site's relation to the app the signature is for:
 *  - the app's own site (named like the signature's domain, or its registry protocol's site): shown;
 *  - a site that imitates the app, or one a list or its own shape flags: Malicious — it asks for the key;
 *  - any other site: a Warning saying the signature hands that account over (an honest third-party
 *    front-end may ask for it, so no worse without another sign).
 */
import { keySeedText } from '../roles/key-seed';
import type { SanitizedTypedData } from '../typed-data/types';
import { relationOf, siteWords } from './typed-roles';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = { seed: 'ACCOUNT_KEY_SIGNATURE' } as const;

export function judgeKeySeed(typed: SanitizedTypedData, facts: RuleFacts): RuleHit[] {
  const text = keySeedText(typed, facts.signer);
  if (text === undefined) return [];
  const app = typed.domain.name ?? 'an app';
  const relation = relationOf(typed, facts);
  const what = `This ${typed.primaryType} signature ("${text.slice(0, 60)}") is the same fixed message for every user: ${app} derives your account's private key from it, so whoever gets the signature controls your ${app} account and can withdraw from it.`;
  if (relation.kind === 'own') return [hit(IDS.seed, 'Info', `${what} The site is ${relation.app}'s own: ${relation.how}.`)];
  const flagged = relation.kind === 'imitates' || facts.site?.phishing.listed === true || facts.site?.deceptive !== undefined;
  const sentence = `${what}${siteWords(relation, typed.domain.name, facts)}`;
  return [flagged ? hit(IDS.seed, 'Malicious', `${sentence} Do not sign it here.`, { reason: 'raw_signature_farming', stakes: true }) : hit(IDS.seed, 'Warning', sentence, { stakes: true, toOther: true })];
}
