import { describe, expect, it } from 'vitest';
import { domainToASCII } from 'node:url';
import { deceptiveSite } from '../../../lib/knowledge/deceptive-site';
import { registrableDomain } from '../../../lib/knowledge/domain';
import { hostToUnicode } from '../../../lib/knowledge/punycode';

const judge = (host: string) => deceptiveSite(host, hostToUnicode(host));

describe('a site deceptive in itself, whatever brand it wears', () => {
  it('calls a name mixing Latin with Cyrillic letters a homoglyph, naming the letter', () => {
    const found = judge(domainToASCII('app.zоrbit.finance')); // Cyrillic о
    expect(found?.how).toBe('homoglyph');
    expect(found?.detail).toContain('о (U+043E)');
  });

  it('calls an unaccented letter drawn like an ASCII one (dotless ı) a homoglyph', () => {
    expect(judge(domainToASCII('quılt.exchange'))?.how).toBe('homoglyph');
  });

  it('calls a site\'s own name that writes 0 or 1 for a letter inside a word a homoglyph (#26)', () => {
    const found = judge('app.zorbitr0uter.com');
    expect(found).toEqual({ how: 'homoglyph', detail: 'its name writes 0 for o: a homoglyph of another name' });
    expect(judge('vau1tkeeper.finance')?.detail).toContain('writes 1 for l');
    // Names that count (web3, x2y2, random hex), the hex prefix 0x, a digit at a word's edge, and a subdomain stay.
    for (const host of ['web3auth.io', 'x2y2.io', 'a1b2c3d4.xyz', 'district0x.io', '0xsplits.xyz', '1inch.io', 'layer0-bridge.com', 'v1.zorbit.finance']) expect(judge(host), host).toBeUndefined();
  });

  it('calls a site\'s own name that is another address with its dot written as a hyphen a site wearing that address (#26)', () => {
    expect(judge('app.zorbit-finance.io')).toEqual({ how: 'domain-in-subdomain', detail: 'the address zorbit.finance with a hyphen for its dot' });
    expect(judge('zorbit-swap-org.com')?.detail).toContain('the address zorbit-swap.org with a hyphen');
    expect(judge('app.zorbit-network.io')?.detail).toContain('the address zorbit.network with a hyphen');
    // A hyphenated name that ends in a word, not a suffix; a product word left out (ai, eth, money); a subdomain.
    for (const host of ['zorbit-swap.com', 'zorbit-ai.com', 'stake-eth.xyz', 'zorbit-money.app', 'zorbit-finance.zorbit.xyz', 'finance.io']) expect(judge(host), host).toBeUndefined();
  });

  it('leaves ordinary international names with accented letters alone', () => {
    expect(judge(domainToASCII('münchen.de'))).toBeUndefined();
    expect(judge(domainToASCII('café-crème.fr'))).toBeUndefined();
    expect(judge(domainToASCII('пример.рф'))).toBeUndefined();
  });

  it('calls a page on a free host no app\'s official site', () => {
    const found = judge('zorbit-rewards.pages.dev');
    expect(found?.how).toBe('free-host');
    expect(found?.detail).toContain('pages.dev');
  });

  it('takes a page served from an ENS name (x.eth.limo) as that name\'s own site, not a free host\'s page', () => {
    expect(judge('zorbit.eth.limo')).toBeUndefined();
    expect(judge('app.zorbit.eth.link')).toBeUndefined();
    expect(registrableDomain('app.zorbit.eth.limo')).toBe('zorbit.eth.limo');
  });

  it('calls another site\'s address written in the subdomain a deception, naming the real site', () => {
    const found = judge('app.zorbit.xyz.claim-now.io');
    expect(found?.how).toBe('domain-in-subdomain');
    expect(found?.detail).toContain('app.zorbit.xyz');
    expect(found?.detail).toContain('the site is claim-now.io');
  });

  it('leaves ordinary subdomains alone', () => {
    expect(judge('app.zorbit.finance')).toBeUndefined();
    expect(judge('docs.app.zorbit.finance')).toBeUndefined();
    expect(judge('www.example.co.uk')).toBeUndefined();
  });
});

describe('a name written wholly in lookalike letters', () => {
  it('is a homoglyph even without a Latin letter', () => {
    expect(judge(domainToASCII('аррӏе.com'))?.how).toBe('homoglyph');
  });
});
