/**
 * Sign-In-With-Solana for another site: the domain in the sign-in input (or in
 * a SIWS text passed to signMessage) is not the requesting site, so a phishing
 * page is relaying a login meant for the real one. Malicious.
 */
import { hostOf } from '../../knowledge/domain';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_SIGN_IN_OTHER_SITE';

/** The first line of a SIWS message (CAIP-122 / EIP-4361 form): "<domain> wants you to sign in with your Solana account:". */
const SIWS_HEADER = /^([^\s]+) wants you to sign in with your Solana account:/;

export function siwsDomainOf(message: Uint8Array): string | undefined {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(message.subarray(0, 300));
  return SIWS_HEADER.exec(text)?.[1];
}

function mismatch(claimed: string, input: SolanaRuleInput): RuleHit[] {
  const claimedHost = hostOf(claimed);
  const requester = hostOf(input.domain);
  if (claimedHost !== undefined && claimedHost === requester) return [];
  return [hit(FEATURE_ID, 'Malicious', `This sign-in is for ${claimed}, but the request comes from ${input.domain || 'an unnamed site'}: a site asking you to sign in to another one is stealing that login.`, { reason: 'raw_signature_farming', stakes: true })];
}

export function checkSignIn(input: SolanaRuleInput): RuleHit[] {
  const claimed = input.signIn?.domain ?? (input.message === undefined ? undefined : siwsDomainOf(input.message));
  // No domain: the wallet writes the requesting site's own domain into the message.
  return claimed === undefined ? [] : mismatch(claimed, input);
}
