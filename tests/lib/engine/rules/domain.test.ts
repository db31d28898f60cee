import { describe, expect, it } from 'vitest';
import blocklistFile from '../../../../lib/engine/blocklist/blocklist.json';
import { blocklistSchema, hostOf, isBlocklistedAddress, isBlocklistedDomain } from '../../../../lib/engine/blocklist';
import { checkDomain } from '../../../../lib/engine/rules/domain';

describe('bundled blocklist', () => {
  it('parses and names its source and date', () => {
    const list = blocklistSchema.parse(blocklistFile);
    expect(list.source.length).toBeGreaterThan(20);
    expect(list.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(list.addresses.length).toBeGreaterThan(0);
  });

  it('matches addresses in any case', () => {
    expect(isBlocklistedAddress('0xAC8F8A4F693C6BEF022D31936FB75E12172EFAA3')).toBe(true);
    expect(isBlocklistedAddress('0x0000000000000000000000000000000000000001')).toBe(false);
    expect(isBlocklistedAddress(undefined)).toBe(false);
  });

  it.each([
    ['https://stonesquad.club', true],
    ['https://www.stonesquad.club:8443', true],
    ['STONESQUAD.CLUB.', true],
    ['https://stonesquad.club.example.com', false],
    ['https://notstonesquad.club', false],
    ['https://astroapesbbabys.netlify.app', true],
    ['https://other-site.netlify.app', false],
    ['https://drainer.preflight-test.invalid', true],
    ['not a url at all', false],
    ['', false],
  ])('domain %s listed: %s', (domain, listed) => {
    expect(isBlocklistedDomain(domain)).toBe(listed);
  });

  it('reads hosts from origins, URLs and bare hosts', () => {
    expect(hostOf('https://App.Example.com:8080/path')).toBe('app.example.com');
    expect(hostOf('app.example.com')).toBe('app.example.com');
    expect(hostOf('   ')).toBeUndefined();
  });
});

describe('checkDomain', () => {
  it('returns a Malicious feature for a listed site and nothing otherwise', () => {
    expect(checkDomain('https://www.stonesquad.club')).toEqual({ type: 'Malicious', feature_id: 'KNOWN_MALICIOUS_DOMAIN', description: expect.stringContaining('www.stonesquad.club') });
    expect(checkDomain('https://app.uniswap.org')).toBeUndefined();
    expect(checkDomain(undefined)).toBeUndefined();
  });
});
