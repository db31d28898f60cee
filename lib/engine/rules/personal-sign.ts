/**
 * personal_sign: decode the message; a Sign-In with Ethereum message must be
 * for the requesting page's host (else a phishing page is logging in to
 * another site as you: Malicious); a bare 32-byte hash is signed blind: Warning; a text that
 * registers a key on an app account or orders a payment is weighed by the site (text-key.ts, text-payment.ts).
 */
import { hexToBytes, type Address } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { hostOf } from '../../knowledge/domain';
import type { SiteFacts } from '../../knowledge/site';
import { checkTextKey } from './text-key';
import { checkTextPayment } from './text-payment';
import { hit, type RuleHit } from './types';

export const IDS = {
  siweMismatch: 'SIWE_DOMAIN_MISMATCH',
  siweAddress: 'SIWE_ADDRESS_MISMATCH',
  siweExpired: 'SIWE_NOT_VALID_NOW',
  siwe: 'SIWE',
  siweMalformed: 'SIWE_MALFORMED',
  siweUnchecked: 'SIWE_DOMAIN_UNCHECKED',
  hash: 'PERSONAL_SIGN_HASH',
  text: 'PERSONAL_SIGN_TEXT',
  binary: 'PERSONAL_SIGN_BINARY',
  tooLarge: 'PERSONAL_SIGN_TOO_LARGE',
  malformed: 'PERSONAL_SIGN_MALFORMED',
} as const;

/** Messages past this are not searched for SIWE (regex cost); they get a Warning instead. */
export const MAX_MESSAGE_CHARS = 64 * 1024;
const SIWE_MARKER = 'wants you to sign in with your Ethereum account';

export type DecodedMessage = { kind: 'text'; text: string } | { kind: 'bytes'; hex: string; length: number };

export function decodeMessage(message: string): DecodedMessage {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(message)) return { kind: 'text', text: message };
  const bytes = hexToBytes(`0x${message.slice(2)}`);
  const length = (message.length - 2) / 2;
  if (length === 32) return { kind: 'bytes', hex: message, length };
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // Control characters other than whitespace mean binary, not text.
    if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) return { kind: 'bytes', hex: message, length };
    return { kind: 'text', text };
  } catch {
    return { kind: 'bytes', hex: message, length };
  }
}

type Siwe = ReturnType<typeof parseSiweMessage>;

/** EIP-4361: the domain is the authority (host[:port]) of the requesting origin; viem compares it. */
function siweHostMatches(siwe: Siwe, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin.includes('://') ? origin : `https://${origin}`);
  } catch {
    return false;
  }
  const message = { ...identityOf(siwe), domain: siwe.domain?.toLowerCase() };
  return [url.host, url.hostname].some((d) => validateSiweMessage({ message, domain: d.toLowerCase() }));
}

/** Who and where only: lifetime, nonce and version are judged on their own (a bad nonce is not another site). */
function identityOf(siwe: Siwe): Siwe {
  return { domain: siwe.domain, address: siwe.address };
}

/** `site`: the requesting site's facts, which weigh a text that registers a key or orders a payment. */
export function checkPersonalSign(message: unknown, domain: string | undefined, signer?: Address, site?: SiteFacts): RuleHit[] {
  if (typeof message !== 'string') return [hit(IDS.malformed, 'Warning', 'The message to sign is not a string.')];
  // Hex doubles the size; either way, past the cap nothing is decoded or searched.
  if (message.length > 2 * MAX_MESSAGE_CHARS + 2) return [hit(IDS.tooLarge, 'Warning', 'This message is too long for Preflight to check completely.')];
  const decoded = decodeMessage(message);
  if (decoded.kind === 'bytes') {
    if (decoded.length === 32) {
      return [hit(IDS.hash, 'Warning', 'This asks you to sign a bare 32-byte hash; you cannot see what it stands for. It may be a transaction hash (for example a Safe transaction hash) that authorises moving your assets.')];
    }
    return [hit(IDS.binary, 'Warning', `This asks you to sign ${decoded.length} bytes of binary data that are not readable text.`)];
  }
  const text = decoded.text;
  if (text.length > MAX_MESSAGE_CHARS) return [hit(IDS.tooLarge, 'Warning', 'This message is too long for Preflight to check completely.')];
  if (!text.includes(SIWE_MARKER)) {
    const found = [...checkTextKey(text, site, signer), ...checkTextPayment(text, site, signer)];
    return found.length > 0 ? found : [hit(IDS.text, 'Info', 'Signs a plain text message; no assets move.')];
  }
  const siwe = parseSiweMessage(text);
  if (siwe.domain === undefined || siwe.domain === '' || siwe.address === undefined) {
    return [hit(IDS.siweMalformed, 'Warning', 'This looks like a sign-in message but is not in the standard format, so the site it is for cannot be checked.')];
  }
  if (domain === undefined || hostOf(domain) === undefined) {
    return [hit(IDS.siweUnchecked, 'Warning', `This sign-in message is for ${siwe.domain}; Preflight could not tell which site is asking.`)];
  }
  if (!siweHostMatches(siwe, domain)) {
    return [hit(IDS.siweMismatch, 'Malicious', `This is a sign-in message for another site (${siwe.domain}), but ${hostOf(domain) ?? domain} is asking you to sign it.`, { reason: 'other' })];
  }
  if (signer !== undefined && !validateSiweMessage({ message: identityOf(siwe), address: signer })) {
    return [hit(IDS.siweAddress, 'Warning', `This sign-in message names another account than the one signing.`)];
  }
  if (!validateSiweMessage({ message: siwe })) {
    return [hit(IDS.siweExpired, 'Warning', `This sign-in message for ${siwe.domain} is expired, not valid yet, or malformed (nonce, version).`)];
  }
  return [hit(IDS.siwe, 'Info', `Signs you in to ${siwe.domain}; no assets move.`)];
}
