import { describe, expect, it } from 'vitest';
import { buildPhishingList } from '../../../scripts/phishing/build';
import { packDomainList, unpackDomainList, unpackPhishingSnapshot } from '../../../lib/knowledge/phishing-packing';
import { bundledPhishingConfig } from '../../../lib/knowledge/phishing-list';

describe('the phishing snapshot packing (phishing.json.gz)', () => {
  it('the shipped snapshot unpacks to exactly the lists MetaMask\'s package holds', async () => {
    const built = buildPhishingList();
    expect(await bundledPhishingConfig()).toEqual(built.config);
  });

  it('keeps names that share long beginnings, single labels and look-alike orders apart', () => {
    const domains = ['a.b', 'b', 'x.app.uniswap.org', 'app.uniswap.org', 'uniswap.org', `${'q'.repeat(90)}.com`, `${'q'.repeat(91)}.com`, 'xn--80ak6aa92e.com'];
    const packed = packDomainList(domains);
    expect(packed.rest.split(' ')).toHaveLength(domains.length);
    expect(unpackDomainList(packed)).toEqual([...domains].sort());
    expect(unpackDomainList(packDomainList([]))).toEqual([]);
  });

  it('refuses a name it could not give back, and a packed list or snapshot whose parts do not fit', () => {
    expect(() => packDomainList(['a b.com'])).toThrow(/holds a space/);
    expect(() => unpackDomainList({ shared: '00', rest: 'com.a' })).toThrow(/2 counts for 1 names/);
    expect(() => unpackDomainList({ shared: '09', rest: 'com.a b' })).toThrow(/count 1 does not fit/);
    expect(() => unpackDomainList({ shared: '', rest: 'com.a' })).toThrow(/no counts/);
    expect(() => unpackPhishingSnapshot({ version: 2, blacklist: ['a.com'] })).toThrow(/not a packed phishing list/);
  });
});
