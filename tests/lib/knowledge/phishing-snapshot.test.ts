import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPhishingList } from '../../../scripts/phishing/build';
import meta from '../../../lib/knowledge/data/phishing.meta.json';
import { BundledFileError } from '../../../lib/knowledge/bundled-file';
import { judgeSite } from '../../../lib/knowledge/site';
import { bundledPhishingDetector, loadPhishingList } from '../../../lib/knowledge/phishing-list';

// The bundled phishing list is unpacked at first use (the engine awaits it before every scan; these tests call the rules directly).
beforeAll(() => loadPhishingList());

describe('bundled phishing-list snapshot', () => {
  const built = buildPhishingList();

  it('is what `npm run gen:phishing` writes from the installed eth-phishing-detect', () => {
    // Compared unpacked: gzip's bytes may differ between zlib versions, the list may not.
    const packed = readFileSync(new URL('../../../lib/knowledge/data/phishing.json.gz', import.meta.url));
    expect(gunzipSync(packed).toString('utf8')).toBe(built.text);
    // Shipped as bytes beside the code, not as base64 inside it.
    expect(packed.length).toBeLessThan(80_000);
    expect(meta).toMatchObject({ source: built.meta.source, license: built.meta.license, packageVersion: built.meta.packageVersion, entries: built.meta.entries });
    expect(meta.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('the shipped snapshot unpacks (DecompressionStream) to the whole list', async () => {
    expect((await bundledPhishingDetector()).status).toMatchObject({ ok: true, entries: meta.entries.blacklist });
  });

  it('a snapshot file that is corrupt, truncated or missing gives a detector that answers "unavailable", not "not listed"', async () => {
    const corrupt = await bundledPhishingDetector(() => Promise.resolve(new Uint8Array(Buffer.from('not gzip'))));
    expect(corrupt.status).toMatchObject({ ok: false, error: expect.stringMatching(/^phishing list failed to load: phishing.json.gz: not gzipped JSON/) });
    expect(corrupt.check('defiuni.network')).toMatchObject({ type: 'unavailable' });
    const whole = readFileSync(new URL('../../../lib/knowledge/data/phishing.json.gz', import.meta.url));
    const truncated = await bundledPhishingDetector(() => Promise.resolve(new Uint8Array(whole.subarray(0, whole.length / 2))));
    expect(truncated.check('defiuni.network')).toMatchObject({ type: 'unavailable' });
    const missing = await bundledPhishingDetector((file) => Promise.reject(new BundledFileError('missing', file, 'the extension answered HTTP 404')));
    expect(missing.check('defiuni.network')).toEqual({ type: 'unavailable', error: 'phishing list failed to load: phishing.json.gz: the extension answered HTTP 404' });
  });

  it('keeps the license beside the data, and it is not a copyleft one', () => {
    expect(meta.license).toMatch(/^DBAD/);
    expect(meta.license).not.toMatch(/GPL/);
  });

  it('MetaMask\'s fuzzylist flags a near miss of a common target that the registry does not know', () => {
    expect(judgeSite('https://myetherwallot.xyz').lookalike).toMatchObject({ of: 'myetherwallet.com', how: 'fuzzylist', detail: expect.stringMatching(/^close to myetherwallet\.com, a name MetaMask's eth-phishing-detect fuzzylist protects \(list of \d{4}-\d\d-\d\d\)$/) });
  });

  it('MetaMask\'s allowlist wins: a listed legitimate site is not called a lookalike', () => {
    const facts = judgeSite('https://etherscan.io');
    expect(facts.phishing).toMatchObject({ listed: false, allowlisted: true });
    expect(facts.lookalike).toBeUndefined();
  });
});
