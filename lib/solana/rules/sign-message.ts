/**
 * signMessage of bytes that are a Solana transaction or transaction message:
 * the signature is a valid transaction signature, so the site can send the
 * transaction without the wallet ever showing it. Malicious.
 */
import { decodeWire } from '../decode/wire';
import { hit, type RuleHit, type SolanaRuleInput } from './types';

export const FEATURE_ID = 'SOLANA_MESSAGE_IS_TRANSACTION';

export function messageAsTransaction(bytes: Uint8Array): boolean {
  try {
    decodeWire(bytes);
    return true;
  } catch {
    return false;
  }
}

export function checkSignMessage(input: SolanaRuleInput): RuleHit[] {
  if (input.message === undefined || !messageAsTransaction(input.message)) return [];
  return [hit(FEATURE_ID, 'Malicious', 'The "message" to sign is a Solana transaction: signing it lets the site send that transaction as if you had approved it in your wallet.', { reason: 'raw_signature_farming', stakes: true })];
}
