/**
 * The requesting site (phishing list, lookalikes, a list that could not be
 * read), EIP-7702 delegations and typed data for another chain: exact
 * verdicts, feature ids and the sentence the user reads.
 */
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkSite } from '../../../../lib/engine/rules/domain';
import { checkAuthorizationList } from '../../../../lib/engine/rules/eip7702';
import { checkTypedChain } from '../../../../lib/engine/rules/typed-chain';
import type { SanitizedTypedData } from '../../../../lib/engine/typed-data/types';
import type { KnownContract } from '../../../../lib/knowledge/registry';
import { CONTRACT, PERMIT2, SCAMMER, facts, site } from './support';

describe('checkSite', () => {
  it('no site, or an address that is not a site, is not judged', () => {
    expect(checkSite(undefined, true)).toEqual([]);
    expect(checkSite({ ...site('app.example'), valid: false, phishing: { listed: true, source: 'x' } }, true)).toEqual([]);
  });

  it('a listed site is Malicious malicious_domain whatever the request, naming the list', () => {
    expect(checkSite(site('claim-uniswap.example', { phishing: { listed: true, source: 'MetaMask eth-phishing-detect' } }), false)).toEqual([{
      feature_id: 'KNOWN_MALICIOUS_DOMAIN', type: 'Malicious', reason: 'malicious_domain',
      description: 'The requesting site claim-uniswap.example is a known phishing site (listed by MetaMask eth-phishing-detect).',
    }]);
    expect(checkSite(site('claim-uniswap.example', { phishing: { listed: true } }), false)[0]?.description)
      .toBe('The requesting site claim-uniswap.example is a known phishing site.');
  });

  it('a listed site that also looks like another is reported once, as listed', () => {
    const hits = checkSite(site('uniswap-app.example', { phishing: { listed: true }, lookalike: { of: 'app.uniswap.org', how: 'brand-in-name' } }), true);
    expect(hits.map((h) => h.feature_id)).toEqual(['KNOWN_MALICIOUS_DOMAIN']);
  });

  it('a lookalike is a Warning when nothing is at stake, Malicious when assets move, naming the real site and how', () => {
    const look = site('app.uniswap-org.example', { lookalike: { of: 'app.uniswap.org', how: 'brand-in-name' } });
    expect(checkSite(look, false)).toEqual([{
      feature_id: 'LOOKALIKE_DOMAIN', type: 'Warning',
      description: "app.uniswap-org.example looks like app.uniswap.org (the brand's name inside another site's address) but is not it.",
    }]);
    expect(checkSite(look, true)).toEqual([{
      feature_id: 'LOOKALIKE_DOMAIN', type: 'Malicious', reason: 'malicious_domain',
      description: "app.uniswap-org.example looks like app.uniswap.org (the brand's name inside another site's address) but is not it. Do not approve or send anything here.",
    }]);
  });

  it('says how each lookalike imitates, and names an internationalised host as the user sees it', () => {
    const how = (h: 'homoglyph' | 'edit-distance' | 'fuzzylist') => checkSite(site('xn--pp-uniswap.example', { lookalike: { of: 'app.uniswap.org', how: h } }), false)[0]?.description;
    expect(how('homoglyph')).toBe('xn--pp-uniswap.example looks like app.uniswap.org (letters that look alike) but is not it.');
    expect(how('edit-distance')).toBe('xn--pp-uniswap.example looks like app.uniswap.org (a name a letter or two off) but is not it.');
    expect(how('fuzzylist')).toBe('xn--pp-uniswap.example looks like app.uniswap.org (a name close to a site phishing lists protect) but is not it.');
    const idn = site('xn--uniswp-1ua.org', { unicodeHost: 'uniswäp.org', lookalike: { of: 'app.uniswap.org', how: 'homoglyph' } });
    expect(checkSite(idn, false)[0]?.description).toBe('uniswäp.org looks like app.uniswap.org (letters that look alike) but is not it.');
  });

  it('a site deceptive in itself is Malicious when a finding gives value or control to another address, naming the site fact', () => {
    const page = site('zorbit-rewards.pages.dev', { deceptive: { how: 'free-host', detail: "a page on pages.dev, where anyone publishes for free: it is no app's official site" } });
    expect(checkSite(page, true, true)).toEqual([{
      feature_id: 'DECEPTIVE_SITE', type: 'Malicious', reason: 'malicious_domain',
      description: "zorbit-rewards.pages.dev deceives by itself: a page on pages.dev, where anyone publishes for free: it is no app's official site. It asks you to give value or control to an address that is not yours: do not approve.",
    }]);
    // Assets at stake but nothing given to a stranger (an approval to a contract the site uses): shown, not a verdict.
    expect(checkSite(page, true, false).map((h) => h.type)).toEqual(['Info']);
    expect(checkSite(page, false, false)).toEqual([]);
  });

  it('a phishing list that could not be consulted is a Warning saying why, never silence', () => {
    expect(checkSite(site('app.example', { phishing: { listed: false, unavailable: 'the list failed to load' } }), false)).toEqual([{
      feature_id: 'PHISHING_LIST_UNAVAILABLE', type: 'Warning',
      description: 'The phishing list could not be consulted (the list failed to load), so app.example was not checked against it.',
    }]);
  });

  it('an ordinary site gives nothing', () => {
    expect(checkSite(site('app.uniswap.org'), true)).toEqual([]);
  });
});

describe('checkAuthorizationList: the words and what is at stake', () => {
  const smartAccount: KnownContract = { address: CONTRACT, chainId: 1, name: 'Example Smart Account', protocol: 'metamask', role: 'smart-account', sites: [] } as unknown as KnownContract;
  const withAccount = { ...facts(), known: (a: Address) => (a.toLowerCase() === CONTRACT.toLowerCase() ? smartAccount : facts().known(a)) };

  it('unknown code is Malicious, at the delegate, with the sentence the user reads', () => {
    const [h] = checkAuthorizationList([{ address: CONTRACT.toLowerCase(), chainId: 1, nonce: 0 }], facts());
    expect(h).toMatchObject({ feature_id: 'EIP7702_DELEGATION_UNKNOWN', type: 'Malicious', reason: 'other', address: CONTRACT, stakes: true });
    expect(h?.description).toMatch(/^Turns your account into a smart account running .+, code Preflight does not know \(EIP-7702\): it could move everything your account holds, now and later\.$/);
  });

  it('a known wallet\'s account code is Info; a known contract that is no account code is a Warning', () => {
    const [info] = checkAuthorizationList([{ address: CONTRACT }], withAccount);
    expect(info).toMatchObject({ feature_id: 'EIP7702_KNOWN_SMART_ACCOUNT', type: 'Info', address: CONTRACT, stakes: true });
    expect(info?.description).toBe('Turns your account into a Example Smart Account (EIP-7702): wallet code Preflight knows, published by its maker. Your key still controls the account.');
    const [warn] = checkAuthorizationList([{ address: PERMIT2 }], facts());
    expect(warn).toMatchObject({ feature_id: 'EIP7702_DELEGATION', type: 'Warning', address: PERMIT2, stakes: true });
    expect(warn?.description).toBe('Turns your account into a smart account running Uniswap Permit2 (EIP-7702). That code could move everything your account holds.');
    expect(warn?.reason).toBeUndefined();
  });

  it('a listed scam delegate is Malicious and says so', () => {
    const [h] = checkAuthorizationList([{ address: SCAMMER }], facts());
    expect(h).toMatchObject({ feature_id: 'EIP7702_DELEGATION_TO_KNOWN_MALICIOUS', type: 'Malicious', reason: 'other', stakes: true });
    expect(h?.description).toMatch(/^Hands control of your account to a known scam contract \(.+\) through an EIP-7702 delegation\.$/);
  });

  it('an unreadable list, an unreadable entry and an empty list are Warnings in words', () => {
    expect(checkAuthorizationList({ address: CONTRACT }, facts())).toEqual([{ feature_id: 'EIP7702_MALFORMED', type: 'Warning', description: 'The transaction carries an EIP-7702 authorization list that cannot be read.' }]);
    expect(checkAuthorizationList([{ address: '0x1234' }], facts())).toEqual([{ feature_id: 'EIP7702_MALFORMED', type: 'Warning', description: 'The transaction carries an EIP-7702 authorization that cannot be read.' }]);
    expect(checkAuthorizationList([], facts())).toEqual([{ feature_id: 'EIP7702_MALFORMED', type: 'Warning', description: 'The transaction carries an empty EIP-7702 authorization list.' }]);
    expect(checkAuthorizationList(null, facts())).toEqual([]);
  });

  it('every entry is judged (an unknown delegate hidden behind a known one is still Malicious), up to 64', () => {
    expect(checkAuthorizationList([{ address: PERMIT2 }, { address: CONTRACT }], facts()).map((h) => h.type)).toEqual(['Warning', 'Malicious']);
    expect(checkAuthorizationList(Array.from({ length: 70 }, () => ({ address: CONTRACT })), facts())).toHaveLength(64);
  });
});

describe('checkTypedChain', () => {
  const typed = (chainId?: number) => ({ primaryType: 'Permit', domain: { name: 'USD Coin', chainId }, message: {}, types: {} }) as unknown as SanitizedTypedData;

  it('a signature for another chain than the wallet\'s is Malicious, naming both chains', () => {
    expect(checkTypedChain(typed(137), facts(1))).toEqual([{
      feature_id: 'SIGNATURE_FOR_ANOTHER_CHAIN', type: 'Malicious', reason: 'other',
      description: 'This is a signature for another chain (chain 137) than the one you are on (chain 1).',
    }]);
  });

  it('the same chain, no chain in the domain, or an unknown wallet chain is not flagged', () => {
    expect(checkTypedChain(typed(1), facts(1))).toEqual([]);
    expect(checkTypedChain(typed(undefined), facts(1))).toEqual([]);
    expect(checkTypedChain(typed(137), { ...facts(1), chainId: undefined })).toEqual([]);
  });
});
