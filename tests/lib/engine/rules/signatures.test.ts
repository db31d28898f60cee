import { keccak256, stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkEthSign } from '../../../../lib/engine/rules/eth-sign';
import { checkPersonalSign, decodeMessage } from '../../../../lib/engine/rules/personal-sign';
import { USER } from './support';

const siwe = (domain: string) =>
  `${domain} wants you to sign in with your Ethereum account:\n${USER}\n\nSign in.\n\nURI: https://${domain}\nVersion: 1\nChain ID: 1\nNonce: abcdef123456\nIssued At: 2025-01-01T00:00:00Z`;
const ids = (hits: { feature_id: string }[]) => hits.map((h) => h.feature_id);

describe('eth_sign rule', () => {
  it('a 32-byte hash is blind signing; other bytes a Warning; non-hex a Warning', () => {
    expect(checkEthSign(keccak256('0x01')).map((h) => [h.type, h.reason])).toEqual([['Malicious', 'raw_signature_farming']]);
    expect(checkEthSign('0x1234').map((h) => h.type)).toEqual(['Warning']);
    expect(checkEthSign('hello').map((h) => h.type)).toEqual(['Warning']);
    expect(checkEthSign(undefined).map((h) => h.type)).toEqual(['Warning']);
  });
});

describe('personal_sign rule', () => {
  it('decodes hex text and keeps binary as bytes', () => {
    expect(decodeMessage(stringToHex('héllo'))).toEqual({ kind: 'text', text: 'héllo' });
    expect(decodeMessage('0xff00fe')).toEqual({ kind: 'bytes', hex: '0xff00fe', length: 3 });
    expect(decodeMessage('plain words')).toEqual({ kind: 'text', text: 'plain words' });
  });

  it('SIWE must name the requesting host', () => {
    expect(ids(checkPersonalSign(stringToHex(siwe('app.example.com')), 'https://app.example.com'))).toEqual(['SIWE']);
    expect(ids(checkPersonalSign(siwe('app.example.com'), 'https://APP.example.com/'))).toEqual(['SIWE']);
    expect(checkPersonalSign(stringToHex(siwe('app.example.com')), 'https://evil.example.net').map((h) => [h.type, h.reason])).toEqual([['Malicious', 'other']]);
    expect(ids(checkPersonalSign(siwe('example.com'), 'https://app.example.com'))).toEqual(['SIWE_DOMAIN_MISMATCH']);
    expect(ids(checkPersonalSign(siwe('localhost:3000'), 'http://localhost:3000'))).toEqual(['SIWE']);
    expect(ids(checkPersonalSign(siwe('localhost:3000'), 'http://localhost:4000'))).toEqual(['SIWE_DOMAIN_MISMATCH']);
  });

  it('a SIWE-looking message that does not parse, or with no known origin, is a Warning', () => {
    expect(ids(checkPersonalSign(`\n${siwe('app.example.com')}`, 'https://app.example.com'))).toEqual(['SIWE_MALFORMED']);
    expect(ids(checkPersonalSign(siwe('app.example.com'), undefined))).toEqual(['SIWE_DOMAIN_UNCHECKED']);
  });

  it('a 32-byte hash and binary data are Warnings, plain text Info', () => {
    expect(ids(checkPersonalSign(keccak256('0x01'), 'https://a.com'))).toEqual(['PERSONAL_SIGN_HASH']);
    expect(ids(checkPersonalSign('0xff00fe', 'https://a.com'))).toEqual(['PERSONAL_SIGN_BINARY']);
    expect(checkPersonalSign('Hello', 'https://a.com').map((h) => h.type)).toEqual(['Info']);
    expect(ids(checkPersonalSign(42, 'https://a.com'))).toEqual(['PERSONAL_SIGN_MALFORMED']);
  });
});
