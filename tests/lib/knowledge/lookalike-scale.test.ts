/**
 * The lookalike check at scale (tests/fixtures/lookalike/measure.ts; figures in npm run bench:accuracy):
 * no legitimate site MetaMask vouches for and no official site is called a lookalike, and every
 * typosquat, homoglyph, brand-in-subdomain and free-host variant of the 100 most used dapp domains is
 * caught as a lookalike of the right brand, with the reason in words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { measureScale, projectSitesAgainstOthers, projectVariantsCaught } from '../../fixtures/lookalike/measure';
import { currentProjectSites, loadProjectSites } from '../../../lib/knowledge/project-sites';
import { loadPhishingList } from '../../../lib/knowledge/phishing-list';
import { judgeSite } from '../../../lib/knowledge/site';

beforeAll(() => loadPhishingList());

describe('lookalike check over the popular dapps', () => {
  const figures = () => measureScale();

  it('calls none of MetaMask\'s allowlisted domains and none of the official sites a lookalike', () => {
    const f = figures();
    expect(f.allowlisted).toBeGreaterThan(1000);
    expect(f.allowlistAsMet).toEqual([]);
    expect(f.officialFlagged).toEqual([]);
    expect(f.officialSites).toBeGreaterThan(200);
  });

  it('catches every generated variant of the 100 most used dapp domains as a lookalike of the right brand', () => {
    const f = figures();
    expect(f.missed).toEqual([]);
    expect(Object.values(f.caught).reduce((n, t) => n + t.of, 0)).toBeGreaterThan(700);
  });

  it('with the registry\'s brands alone most variants went uncaught (what the bundled dapps add)', () => {
    expect(measureScale([]).missed.length).toBeGreaterThan(500);
  });

  it.each([
    ['https://app.xn--hyperlquid-22i.xyz', 'app.hyperliquid.xyz', 'homoglyph: Cyrillic і at position 7; punycode app.xn--hyperlquid-22i.xyz'],
    ['https://app.hyperliqiud.xyz', 'app.hyperliquid.xyz', "one letter off app.hyperliquid.xyz: 'u' and 'i' swapped at position 13"],
    ['https://aerodrorne.finance', 'aerodrome.finance', 'a letter or two off aerodrome.finance'],
    ['https://hyperliquid-points.pages.dev', 'app.hyperliquid.xyz', "free-host page: hyperliquid-points on pages.dev, anyone's to publish, wearing the name hyperliquid"],
    ['https://jumper.exchange.swap-bonus.com', 'jumper.exchange', "the name jumper in front of another site's address: the site is swap-bonus.com"],
    ['https://portalbridge.app', 'portalbridge.com', 'the name portalbridge under another suffix (.app)'],
    ['https://sparck.fi', 'app.spark.fi', "one letter off spark: an extra 'c' at position 5"],
  ])('%s looks like %s (%s)', (site, of, detail) => {
    expect(judgeSite(site).lookalike).toMatchObject({ of, detail });
  });

  it.each(['https://sparkle.com', 'https://ether.cards', 'https://blue.io', 'https://www.venusfashion.com'])('%s, an ordinary site, is not called a lookalike', (site) => {
    expect(judgeSite(site).lookalike).toBeUndefined();
  });

  it('a popular dapp\'s own site is official, not a lookalike', () => {
    expect(judgeSite('https://app.hyperliquid.xyz')).toMatchObject({ officialDapp: 'Hyperliquid' });
    expect(judgeSite('https://app.hyperliquid.xyz').lookalike).toBeUndefined();
    expect(judgeSite('https://app.uniswap.org').officialOf).toBe('uniswap');
  });
});

describe('lookalike check with the generated projects\' sites (data/sites.json.gz)', () => {
  beforeAll(() => loadProjectSites());

  it('calls no generated site a lookalike of another brand or of another generated site', () => {
    expect(currentProjectSites().official.size).toBeGreaterThan(2000);
    expect(projectSitesAgainstOthers(currentProjectSites())).toEqual([]);
  });

  it('still calls no allowlisted domain and no official site a lookalike, and still catches every top-100 variant', () => {
    const f = measureScale(undefined, currentProjectSites());
    expect(f.allowlistAsMet).toEqual([]);
    expect(f.officialFlagged).toEqual([]);
    expect(f.missed).toEqual([]);
  });

  it('catches most variants of a seeded sample of 300 generated brands as lookalikes of the right site', () => {
    const v = projectVariantsCaught(currentProjectSites());
    expect(v.sampled).toBe(300);
    expect(v.caught.homoglyph.caught / v.caught.homoglyph.of).toBeGreaterThan(0.95);
    expect(v.caught.typosquat.caught / v.caught.typosquat.of).toBeGreaterThan(0.8);
  });
});
