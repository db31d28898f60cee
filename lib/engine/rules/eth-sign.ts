/**
 * eth_sign signs raw bytes with no prefix. A 32-byte value is a hash: it can be
 * a transaction or a permit the user cannot see (blind signing), Malicious
 * raw_signature_farming. Anything else is still an unusual raw signature: Warning.
 */
import { isBytes32 } from '../decode/hex';
import { hit, type RuleHit } from './types';

export const IDS = { blind: 'BLIND_SIGNATURE', raw: 'RAW_SIGNATURE', malformed: 'RAW_SIGNATURE_MALFORMED' } as const;

export function checkEthSign(data: unknown): RuleHit[] {
  if (typeof data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(data)) {
    return [hit(IDS.malformed, 'Warning', 'This eth_sign request asks to sign data that is not hex bytes; wallets treat it unpredictably.')];
  }
  if (isBytes32(data)) {
    return [hit(IDS.blind, 'Malicious', 'This asks you to sign a raw hash (eth_sign). It can authorise a transaction or transfer you cannot see.', { reason: 'raw_signature_farming' })];
  }
  return [hit(IDS.raw, 'Warning', 'This asks for a raw eth_sign signature; sites rarely need one and it may authorise something you cannot see.')];
}
