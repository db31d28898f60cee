/**
 * Lookalikes of generated projects' sites (lib/knowledge/lookalike-project.ts, judged through
 * site.ts and the domain rule): what a generated brand may claim, in words, and what it may not.
 */
import { domainToASCII } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledRegistry } from '../../../lib/knowledge/registry';
import { createPhishingDetector } from '../../../lib/knowledge/phishing';
import { judgeSite, judgeSiteWith } from '../../../lib/knowledge/site';
import { bundledBrands } from '../../../lib/knowledge/brands';
import { indexProjectSites, loadProjectSites, currentProjectSites } from '../../../lib/knowledge/project-sites';
import { loadPhishingList } from '../../../lib/knowledge/phishing-list';
import { checkSite } from '../../../lib/engine/rules/domain';

const noList = createPhishingDetector({ blacklist: [], whitelist: [], fuzzylist: [], tolerance: 0 }, { source: 'none', license: 'none', updated: 'never' });
const projects = indexProjectSites(['kwenta.io', 'tanssi.network', 'grvt.io', 'moonsama.network'], ['ethereum.org']);
const judge = (host: string) => judgeSiteWith(host, bundledRegistry(), noList, bundledBrands(), projects);

describe('generated projects\' sites', () => {
  it.each(['kwenta.io', 'app.kwenta.io', 'tanssi.network', 'grvt.io', 'ethereum.org'])('calls the official site %s no lookalike', (host) => {
    expect(judge(host).lookalike).toBeUndefined();
  });

  it.each([
    ['kvventa.io', 'kwenta.io', 'edit-distance', 'drawn to read as kwenta: kvventa (letters drawn alike or repeated)'],
    ['kwennnta.io', 'kwenta.io', 'edit-distance', 'drawn to read as kwenta: kwennnta (letters drawn alike or repeated)'],
    ['kwemta.io', 'kwenta.io', 'edit-distance', "one letter off kwenta: 'm' in place of 'n' at position 4"],
    ['kwe-nta.io', 'kwenta.io', 'edit-distance', 'the name kwenta cut by hyphens: kwe-nta'],
    ['tansi.network', 'tanssi.network', 'edit-distance', 'drawn to read as tanssi: tansi (letters drawn alike or repeated)'],
    ['moonsana.app', 'moonsama.network', 'edit-distance', "one letter off moonsama: 'n' in place of 'm' at position 7"],
    ['moonsama.airdrop-claim.com', 'moonsama.network', 'brand-in-name', "the name moonsama in front of another site's address: the site is airdrop-claim.com"],
    ['kwenta.pages.dev', 'kwenta.io', 'brand-in-name', "free-host page: kwenta on pages.dev, anyone's to publish, wearing the name kwenta"],
    ['kwenta.io.claim-rewards.app', 'kwenta.io', 'brand-in-name', "the name kwenta in front of another site's address: the site is claim-rewards.app"],
    ['grvt.io.claim-rewards.app', 'grvt.io', 'brand-in-name', "the name grvt in front of another site's address: the site is claim-rewards.app"],
    [domainToASCII('kwеnta.io'), 'kwenta.io', 'homoglyph', `homoglyph: Cyrillic е at position 3; punycode ${domainToASCII('kwеnta.io')}`],
    [domainToASCII('grvт.io'), 'grvt.io', 'homoglyph', `homoglyph: Cyrillic т at position 4; punycode ${domainToASCII('grvт.io')}`],
  ])('catches %s as a lookalike of %s, saying why and which list', (host, of, how, detail) => {
    const found = judge(host).lookalike;
    expect(found).toMatchObject({ of, how, detail });
    expect(found?.list).toMatch(/^Preflight's list of projects' sites from chain registries, token lists and MetaMask's allowlist \(\d{4}-\d{2}-\d{2}\)$/);
    expect(found?.tentative).toBeUndefined();
  });

  it('calls the bare name under another suffix only tentatively: a Warning even when assets move', () => {
    const site = judge('moonsama.xyz');
    expect(site.lookalike).toMatchObject({ of: 'moonsama.network', how: 'brand-in-name', detail: 'the name moonsama under another suffix (.xyz)', tentative: true });
    expect(checkSite(site, true).map((h) => h.type)).toEqual(['Warning']);
    expect(checkSite(judge('kvventa.io'), true).map((h) => h.type)).toEqual(['Malicious']);
  });

  it.each([
    ['gravt.io', 'a short name claims no changed letter'],
    ['grvt.app', 'a short name claims no other suffix'],
    ['kwendo.xyz', 'a letter off under another suffix claims only from 8 letters'],
    ['tanssi.claim.com', 'a name under 8 letters is not claimed from a subdomain of another site unless written as the site'],
    ['kwenta.xyz', 'the bare name under another suffix is claimed only from 8 letters'],
    ['ethereum.com', 'a quiet site claims nothing'],
  ])('leaves %s alone (%s)', (host) => {
    expect(judge(host).lookalike).toBeUndefined();
  });

  it('the hand-kept brands are judged first: their finding stands', () => {
    expect(judge('uniswap.com').lookalike).toMatchObject({ of: 'app.uniswap.org', how: 'brand-in-name' });
  });
});

describe('the shipped list (data/sites.json.gz)', () => {
  beforeAll(() => Promise.all([loadProjectSites(), loadPhishingList()]));

  it('is read and indexed at the first scan, a thousand sites, most of them claiming', () => {
    const sites = currentProjectSites();
    expect(sites.official.size).toBeGreaterThan(900);
    expect(sites.claiming).toBeGreaterThan(900);
  });

  it('catches a typosquat of a chain\'s site the hand-kept list never named, and leaves the site alone', () => {
    expect(judgeSite('https://flarre.network').lookalike).toMatchObject({ of: 'flare.network', how: 'edit-distance' });
    expect(judgeSite('https://flare.network').lookalike).toBeUndefined();
  });
});
