import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPhishingList } from '../../../scripts/phishing/build';
import meta from '../../../lib/knowledge/data/phishing.meta.json';
import packed from '../../../lib/knowledge/data/phishing.gz.json';
import { judgeSite } from '../../../lib/knowledge/site';
import { bundledPhishingDetector, loadPhishingList } from '../../../lib/knowledge/phishing-list';

// The bundled phishing list is unpacked at first use (the engine awaits it before every scan; these tests call the rules directly).
beforeAll(() => loadPhishingList());

describe('bundled phishing-list snapshot', () => {
  const built = buildPhishingList();

  it('is what `npm run gen:phishing` writes from the installed eth-phishing-detect', () => {
    // Compared unpacked: gzip's bytes may differ between zlib versions, the list may not.
    expect(gunzipSync(Buffer.from(packed.gzip, 'base64')).toString('utf8')).toBe(built.text);
    expect(readFileSync(new URL('../../../lib/knowledge/data/phishing.gz.json', import.meta.url), 'utf8').length).toBeLessThan(120_000);
    expect(meta).toMatchObject({ source: built.meta.source, license: built.meta.license, packageVersion: built.meta.packageVersion, entries: built.meta.entries });
    expect(meta.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('the packed snapshot unpacks (DecompressionStream) to the whole list', async () => {
    expect((await bundledPhishingDetector()).status).toMatchObject({ ok: true, entries: meta.entries.blacklist });
  });

  it('a packed snapshot that cannot be unpacked gives a detector that answers "unavailable", not "not listed"', async () => {
    const broken = await bundledPhishingDetector({ gzip: Buffer.from('not gzip').toString('base64') });
    expect(broken.status.ok).toBe(false);
    expect(broken.check('defiuni.network')).toMatchObject({ type: 'unavailable' });
    expect((await bundledPhishingDetector({})).check('defiuni.network')).toMatchObject({ type: 'unavailable' });
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
