/**
 * personal_sign beyond the common cases (lib/engine/rules/personal-sign.ts):
 * a sign-in message for the right site but the wrong account or outside its
 * lifetime, messages too long to check, text that is really binary, and the
 * exact words each finding says.
 */
import { stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkPersonalSign, decodeMessage, MAX_MESSAGE_CHARS } from '../../../../lib/engine/rules/personal-sign';
import { EOA, USER } from './support';

const siwe = (domain: string, account: string, extra = '') =>
  `${domain} wants you to sign in with your Ethereum account:\n${account}\n\nSign in.\n\nURI: https://${domain}\nVersion: 1\nChain ID: 1\nNonce: abcdef123456\nIssued At: 2025-01-01T00:00:00Z${extra}`;

describe('a sign-in message for the site that asks', () => {
  it('naming the account that signs: Info, no assets move', () => {
    expect(checkPersonalSign(siwe('app.example.com', USER), 'https://app.example.com', USER)).toEqual([
      { feature_id: 'SIWE', type: 'Info', description: 'Signs you in to app.example.com; no assets move.' },
    ]);
  });

  it('naming another account than the one signing: a Warning that says so', () => {
    expect(checkPersonalSign(siwe('app.example.com', EOA), 'https://app.example.com', USER)).toEqual([
      { feature_id: 'SIWE_ADDRESS_MISMATCH', type: 'Warning', description: 'This sign-in message names another account than the one signing.' },
    ]);
    // Without a known signer there is nothing to compare.
    expect(checkPersonalSign(siwe('app.example.com', EOA), 'https://app.example.com').map((h) => h.feature_id)).toEqual(['SIWE']);
  });

  it('expired: a Warning naming the site', () => {
    expect(checkPersonalSign(siwe('app.example.com', USER, '\nExpiration Time: 2025-01-02T00:00:00Z'), 'https://app.example.com', USER)).toEqual([
      { feature_id: 'SIWE_NOT_VALID_NOW', type: 'Warning', description: 'This sign-in message for app.example.com is expired, not valid yet, or malformed (nonce, version).' },
    ]);
  });

  it('a host given without a scheme is read as https', () => {
    expect(checkPersonalSign(siwe('app.example.com', USER), 'app.example.com', USER).map((h) => h.feature_id)).toEqual(['SIWE']);
  });

  it('for another site: Malicious, naming both', () => {
    expect(checkPersonalSign(siwe('app.example.com', USER), 'https://evil.example.net', USER)).toEqual([
      { feature_id: 'SIWE_DOMAIN_MISMATCH', type: 'Malicious', description: 'This is a sign-in message for another site (app.example.com), but evil.example.net is asking you to sign it.', reason: 'other' },
    ]);
  });
});

describe('what cannot be checked, in words', () => {
  it('text past the limit, as text or as hex: a Warning, nothing searched', () => {
    const long = 'a'.repeat(MAX_MESSAGE_CHARS + 1);
    const expected = [{ feature_id: 'PERSONAL_SIGN_TOO_LARGE', type: 'Warning', description: 'This message is too long for Preflight to check completely.' }];
    expect(checkPersonalSign(long, 'https://a.com')).toEqual(expected);
    expect(checkPersonalSign(stringToHex(long), 'https://a.com')).toEqual(expected);
    // At the limit it is still read.
    expect(checkPersonalSign('a'.repeat(MAX_MESSAGE_CHARS), 'https://a.com').map((h) => h.feature_id)).toEqual(['PERSONAL_SIGN_TEXT']);
  });

  it('the common cases say what they are', () => {
    expect(checkPersonalSign('Hello', 'https://a.com')).toEqual([{ feature_id: 'PERSONAL_SIGN_TEXT', type: 'Info', description: 'Signs a plain text message; no assets move.' }]);
    expect(checkPersonalSign('0xff00fe', 'https://a.com')).toEqual([{ feature_id: 'PERSONAL_SIGN_BINARY', type: 'Warning', description: 'This asks you to sign 3 bytes of binary data that are not readable text.' }]);
    expect(checkPersonalSign(7, 'https://a.com')).toEqual([{ feature_id: 'PERSONAL_SIGN_MALFORMED', type: 'Warning', description: 'The message to sign is not a string.' }]);
  });

  it('hex that decodes to text with control characters is binary; tabs and newlines are text', () => {
    expect(decodeMessage(stringToHex('ab\u0001cd'))).toEqual({ kind: 'bytes', hex: stringToHex('ab\u0001cd'), length: 5 });
    expect(decodeMessage(stringToHex('a\tb\nc\rd'))).toEqual({ kind: 'text', text: 'a\tb\nc\rd' });
    expect(decodeMessage('0xabc')).toEqual({ kind: 'text', text: '0xabc' });
  });
});
