import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPhishingList } from '../../../scripts/phishing/build';
import meta from '../../../lib/knowledge/data/phishing.meta.json';
import { judgeSite } from '../../../lib/knowledge/site';

describe('bundled phishing-list snapshot', () => {
  const built = buildPhishingList();

  it('is what `npm run gen:phishing` writes from the installed eth-phishing-detect', () => {
    expect(readFileSync(new URL('../../../lib/knowledge/data/phishing.json', import.meta.url), 'utf8')).toBe(built.text);
    expect(meta).toMatchObject({ source: built.meta.source, license: built.meta.license, packageVersion: built.meta.packageVersion, entries: built.meta.entries });
    expect(meta.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps the license beside the data, and it is not a copyleft one', () => {
    expect(meta.license).toMatch(/^DBAD/);
    expect(meta.license).not.toMatch(/GPL/);
  });

  it('MetaMask\'s fuzzylist flags a near miss of a common target that the registry does not know', () => {
    expect(judgeSite('https://myetherwallot.xyz').lookalike).toEqual({ of: 'myetherwallet.com', how: 'fuzzylist' });
  });

  it('MetaMask\'s allowlist wins: a listed legitimate site is not called a lookalike', () => {
    const facts = judgeSite('https://etherscan.io');
    expect(facts.phishing).toMatchObject({ listed: false, allowlisted: true });
    expect(facts.lookalike).toBeUndefined();
  });
});
