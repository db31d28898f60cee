import { beforeAll, describe, expect, it } from 'vitest';
import { judgeSite, judgeSiteWith } from '../../../lib/knowledge/site';
import { bundledRegistry } from '../../../lib/knowledge/registry';
import { createPhishingDetector } from '../../../lib/knowledge/phishing';
import { registrableDomain } from '../../../lib/knowledge/domain';
import { loadPhishingList } from '../../../lib/knowledge/phishing-list';

// The bundled phishing list is unpacked at first use (the engine awaits it before every scan; these tests call the rules directly).
beforeAll(() => loadPhishingList());

describe('judgeSite', () => {
  it('app.uniswap.org is Uniswap\'s official site, not a lookalike', () => {
    const facts = judgeSite('https://app.uniswap.org');
    expect(facts).toMatchObject({ host: 'app.uniswap.org', registrableDomain: 'uniswap.org', valid: true, officialOf: 'uniswap' });
    expect(facts.lookalike).toBeUndefined();
    expect(facts.phishing.listed).toBe(false);
  });

  it.each([
    ['app-uniswap.org'],
    ['https://uniswap.claim-rewards.app'],
    ['uniswop.org'],
  ])('%s is flagged as a lookalike of app.uniswap.org', (site) => {
    const facts = judgeSite(site);
    expect(facts.officialOf).toBeUndefined();
    expect(facts.lookalike?.of).toBe('app.uniswap.org');
  });

  it('a name that misses an official one only at its first letter is another word, not a lookalike; the same miss inside the name is one', () => {
    // niswap / uniswap: readers know a name by its start (a real dapp, thena.fi, is one letter off ethena.fi this way).
    expect(judgeSite('https://niswap.org').lookalike).toBeUndefined();
    expect(judgeSite('https://yniswap.org').lookalike).toBeUndefined();
    expect(judgeSite('https://unswap.org').lookalike?.of).toBe('app.uniswap.org');
  });

  it('a brand word in the public suffix names no one: an app on .foundation or .finance is not a lookalike of foundation.app; the word in the name still is', () => {
    // foundation.app is a brand whose name is a common word, matched as a whole word of the site's name.
    for (const site of ['https://claim.example-dao.foundation', 'https://vault.example.finance']) expect(judgeSite(site).lookalike, site).toBeUndefined();
    expect(judgeSite('https://foundation.mint-drop.xyz').lookalike?.of).toBe('foundation.app');
  });

  it('a chain\'s name in front of an app\'s own site selects its network, not the chain\'s brand; on a lure site, a free host or inside the name it still imitates', () => {
    // Multi-chain apps serve each network under its name (scroll.<app>, arbitrum.<app>).
    for (const site of ['https://scroll.layerbank.finance', 'https://arbitrum.example-lend.xyz', 'https://base.example-dex.fi']) expect(judgeSite(site).lookalike, site).toBeUndefined();
    expect(judgeSite('https://scroll.airdrop-claim.com').lookalike?.of).toBe('portal.scroll.io');
    expect(judgeSite('https://scroll.pages.dev').lookalike?.of).toBe('portal.scroll.io');
    expect(judgeSite('https://scroll-bridge.example.com').lookalike?.of).toBe('portal.scroll.io');
    // The rest of the name is still judged: a network label does not hide another brand.
    expect(judgeSite('https://arbitrum.uniswap-app.com').lookalike?.of).toBe('app.uniswap.org');
  });

  it('a punycode homoglyph of uniswap (Cyrillic ѕ and а) is a homoglyph lookalike', () => {
    // uniѕwаp.org in its ASCII form, as the browser reports the origin.
    const facts = judgeSite('https://xn--uniwp-7ve1x.org');
    expect(facts.unicodeHost).toBe('uniѕwаp.org');
    expect(facts.lookalike).toEqual({
      of: 'app.uniswap.org',
      how: 'homoglyph',
      detail: 'homoglyph: Cyrillic ѕ at position 4, Cyrillic а at position 6; punycode xn--uniwp-7ve1x.org',
      list: expect.stringMatching(/^Preflight's registry of known protocols \(\d{4}-\d{2}-\d{2}\)$/),
    });
  });

  it('a lookalike names the list that makes the imitated site official, with its date', () => {
    expect(judgeSite('https://warpcast-login.com').lookalike).toMatchObject({ of: 'warpcast.com', list: expect.stringMatching(/^Preflight's list of popular apps' sites \(\d{4}-\d{2}-\d{2}\)$/) });
  });

  it('a domain on the bundled phishing list is listed, subdomains too', () => {
    expect(judgeSite('https://nfts-mints.com').phishing.listed).toBe(true);
    expect(judgeSite('https://claim.nfts-mints.com').phishing).toMatchObject({ listed: true, source: expect.stringContaining('eth-phishing-detect') });
    expect(judgeSite('drainer.preflight-test.invalid').phishing.listed).toBe(true);
  });

  it('an ordinary unrelated site is neither listed nor a lookalike', () => {
    const facts = judgeSite('https://example.com');
    expect(facts).toMatchObject({ valid: true, phishing: { listed: false } });
    expect(facts.lookalike).toBeUndefined();
    expect(facts.phishing.unavailable).toBeUndefined();
  });

  it('bad input gives facts that say so, never throws', () => {
    for (const bad of ['', '   ', 'http://', 'not a host at all']) {
      const facts = judgeSite(bad);
      expect(facts.valid).toBe(false);
      expect(facts.problem).toBeTruthy();
      expect(facts.phishing.unavailable).toBeTruthy();
    }
  });

  it('a phishing list that fails to load makes the answer "unknown", not "not listed"', () => {
    const broken = createPhishingDetector({ blacklist: 'oops' }, { source: 'x', license: 'x', updated: 'x' });
    const facts = judgeSiteWith('https://nfts-mints.com', bundledRegistry(), broken);
    expect(facts.phishing.listed).toBe(false);
    expect(facts.phishing.unavailable).toMatch(/phishing list failed to load/);
  });
});

describe('registrableDomain', () => {
  it.each([
    ['app.uniswap.org', 'uniswap.org'],
    ['uniswap.org', 'uniswap.org'],
    ['shop.example.co.uk', 'example.co.uk'],
    ['uniswap-claim.vercel.app', 'uniswap-claim.vercel.app'],
    ['a.b.uniswap-claim.github.io', 'uniswap-claim.github.io'],
    ['x.y.ipfs.dweb.link', 'y.ipfs.dweb.link'],
    ['127.0.0.1', '127.0.0.1'],
    ['localhost', 'localhost'],
  ])('%s → %s', (host, expected) => {
    expect(registrableDomain(host)).toBe(expected);
  });
});

describe('lookalikes of other protocols\' official sites', () => {
  it.each([
    ['https://opensae.io', 'opensea.io'],
    ['https://lookrare.org', 'looksrare.org'],
    ['https://aave-claim.com', 'app.aave.com'],
    ['https://lido-rewards.com', 'stake.lido.fi'],
    ['https://claim-1inch.xyz', 'app.1inch.io'],
  ])('%s looks like %s', (site, of) => {
    expect(judgeSite(site).lookalike?.of).toBe(of);
  });

  it.each([
    ['https://app.safe.global', 'safe'],
    ['https://swap.cow.fi', 'cow'],
    ['https://blur.io', 'blur'],
    ['https://app.ens.domains', 'ens'],
    ['https://curve.fi', 'curve'],
    ['https://matcha.xyz', '0x'],
  ])('%s is official for %s', (site, protocol) => {
    const facts = judgeSite(site);
    expect(facts.officialOf).toBe(protocol);
    expect(facts.lookalike).toBeUndefined();
  });

  it.each(['https://aavegotchi.com', 'https://blue.io', 'https://pancakeswap.finance', 'https://google.com'])(
    '%s, an unrelated site that merely shares letters, is not a lookalike',
    (site) => {
      expect(judgeSite(site).lookalike).toBeUndefined();
    },
  );
});
