/** The words of issue 27: sign-in fields, listings in units, look-alike names, honest verdict reasons. */
import { describe, expect, it } from 'vitest';
import { markOddCharacters } from '../../../lib/format/odd-characters';
import { seaportOrderSummary } from '../../../lib/format/order';
import { readSiwe } from '../../../lib/format/siwe';
import { decodePersonalMessage } from '../../../lib/format/method';
import { parseTypedData } from '../../../lib/format/typed-data';
import { shownFeatures, verdictReason, verdictOf } from '../../../lib/format/scan-view';
import { strings } from '../../../lib/i18n/strings';
import { evmScanResponseSchema } from '../../../lib/api/schemas/evm';
import { loadAccuracyCorpus } from '../../fixtures/accuracy/run';

const corpus = loadAccuracyCorpus();
const caseParams = (id: string): unknown[] => {
  const c = corpus.find((x) => x.id === id);
  if (!c) throw new Error(`no corpus case ${id}`);
  return c.request.data.params;
};
const USER = '0xb3fE6FBBb9d3E6f1Bd2d1dC9B7d9A4e2F1A3C5d7';

describe('Sign-In with Ethereum as fields', () => {
  const text = decodePersonalMessage(String(caseParams('opensea-siwe')[0])).text;

  it('reads site, account, network; the site that asks is the one signed in to', () => {
    const f = readSiwe(text, { origin: 'https://opensea.io', account: USER, chainId: 1 });
    expect(f).toMatchObject({ domain: 'opensea.io', address: USER, chainId: 1, uri: 'https://opensea.io', mismatch: { domain: false, address: false, chain: false } });
    expect(f?.issuedAt?.toISOString()).toBe('2026-11-23T20:00:00.000Z');
    expect(f?.expirationTime).toBeUndefined();
    expect(f?.statement).toBe('Sign in to opensea.io');
    const expiring = readSiwe(`${text}\nExpiration Time: 2026-12-01T00:00:00Z`, { origin: 'https://opensea.io', account: USER, chainId: 1 });
    expect(expiring?.expirationTime?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(readSiwe(`${text}\nExpiration Time: tomorrow`, { origin: 'https://opensea.io', account: USER, chainId: 1 })?.expirationTime).toBeUndefined();
  });

  it('marks another site, another account and another chain', () => {
    const f = readSiwe(text, { origin: 'https://claim-rewards-event.app', account: '0x1111111111111111111111111111111111111111', chainId: 10 });
    expect(f?.mismatch).toEqual({ domain: true, address: true, chain: true });
    // A subdomain of the site is another site too (the message binds the exact host).
    expect(readSiwe(text, { origin: 'https://evil.opensea.io.example', account: USER, chainId: 1 })?.mismatch.domain).toBe(true);
  });

  it('plain messages are not sign-ins', () => {
    expect(readSiwe('Hello from Preflight!', { origin: 'https://a.example', account: USER, chainId: 1 })).toBeUndefined();
    expect(readSiwe('opensea.io wants you to sign in with your Ethereum account:\nnot an address\n', { origin: 'https://opensea.io', account: USER, chainId: 1 })).toBeUndefined();
  });
});

describe('a listing as You give / You get', () => {
  const ctx = {
    assetName: (a: string) => (a.toLowerCase() === '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d' ? 'BoredApeYachtClub' : undefined),
    tokenOf: () => undefined,
    nameOf: () => undefined,
    native: { symbol: 'ETH', decimals: 18 },
  };

  it('OpenSea listing of a BAYC for 12 ETH: the ape out, 11.7 ETH in, the OpenSea fee named, no wei', () => {
    const td = parseTypedData(caseParams('opensea-listing-eth')[1]);
    if (!td) throw new Error('typed data');
    const s = seaportOrderSummary(td, USER, ctx);
    expect(s?.give.map((l) => l.text)).toEqual(['BoredApeYachtClub #8520']);
    expect(s?.get.map((l) => l.text)).toEqual(['11.7 ETH']);
    expect(s?.fees.map((l) => [l.recipientName, l.text])).toEqual([['OpenSea fees', '0.3 ETH']]);
    expect(s?.others).toEqual([]);
  });

  it('an ERC-20 amount without known decimals says raw units; an unnamed collection is shortened', () => {
    const td = parseTypedData({
      primaryType: 'OrderComponents',
      domain: { name: 'Seaport' },
      message: {
        offerer: USER,
        offer: [{ itemType: 4, token: '0x2222222222222222222222222222222222222222', identifierOrCriteria: '0', startAmount: '2' }],
        consideration: [{ itemType: 1, token: '0x3333333333333333333333333333333333333333', startAmount: '5000', recipient: '0x4444444444444444444444444444444444444444' }],
      },
    });
    if (!td) throw new Error('typed data');
    const s = seaportOrderSummary(td, USER, ctx);
    expect(s?.give.map((l) => l.text)).toEqual(['2 × any 0x2222…2222']);
    expect(s?.get).toEqual([]);
    expect(s?.others.map((l) => l.text)).toEqual(['5000 0x3333…3333 (raw units)']);
  });
});

describe('look-alike names', () => {
  it('marks the characters outside ASCII and gives the punycode the browser uses', () => {
    const runs = markOddCharacters('аpp.uniswap.org looks like app.uniswap.org (letters that look alike) but is not it.');
    const [name, rest] = runs;
    expect(typeof name).toBe('object');
    if (typeof name !== 'object') return;
    expect(name.parts).toEqual([{ text: 'а', odd: true }, { text: 'pp.uniswap.org' }]);
    expect(name.punycode).toBe('xn--pp-6kc.uniswap.org');
    expect(rest).toBe(' looks like app.uniswap.org (letters that look alike) but is not it.');
    expect(markOddCharacters('plain ascii, app.uniswap.org')).toEqual(['plain ascii, app.uniswap.org']);
  });
});

describe('honest verdict words', () => {
  const scan = (features: Array<{ type: string; feature_id: string; description: string }>) =>
    verdictOf({
      state: 'done',
      source: 'local',
      requestId: undefined,
      response: evmScanResponseSchema.parse({ block: '1', chain: 'ethereum', validation: { status: 'Success', result_type: 'Malicious', reason: 'malicious_domain', classification: 'malicious_domain', description: 'x', features } }),
    });

  it('a look-alike that no list names is not "known for scams"; a listed site is', () => {
    const lookalike = scan([{ type: 'Malicious', feature_id: 'LOOKALIKE_DOMAIN', description: 'app.uniswaq.org looks like app.uniswap.org' }]);
    if (!('resultType' in lookalike)) throw new Error('verdict');
    expect(strings.reasonSentence(verdictReason(lookalike))).not.toContain('known for scams');
    expect(strings.reasonSentence(verdictReason(lookalike))).toContain('looks like a site');
    const listed = scan([{ type: 'Malicious', feature_id: 'KNOWN_MALICIOUS_DOMAIN', description: 'listed' }]);
    if (!('resultType' in listed)) throw new Error('verdict');
    expect(strings.reasonSentence(verdictReason(listed))).toContain('known for scams');
  });

  it('no Benign finding inside a dangerous review', () => {
    const v = scan([
      { type: 'Benign', feature_id: 'PERMIT_TO_KNOWN_SPENDER', description: 'This Permit2 signature gives Uniswap Universal Router access.' },
      { type: 'Malicious', feature_id: 'LOOKALIKE_DOMAIN', description: 'looks like' },
    ]);
    if (!('resultType' in v)) throw new Error('verdict');
    expect(shownFeatures(v).map((f) => f.type)).toEqual(['Malicious']);
  });
});
