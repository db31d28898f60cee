/**
 * Bundled data files (lib/knowledge/bundled-file.ts): a list whose file cannot be read is reported as
 * unavailable, whatever the reason, and is read again at the next use.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { BUNDLED_FILES, BundledFileError, readBundledFile, setBundledFileReader } from '../../../lib/knowledge/bundled-file';
import { nodeBundledFileReader } from '../../../lib/knowledge/bundled-file-node';

describe('bundled data files', () => {
  it('every file the builds ship is checked in beside its record, and Node reads it', async () => {
    for (const file of BUNDLED_FILES) {
      expect(existsSync(new URL(`../../../lib/knowledge/data/${file}`, import.meta.url)), file).toBe(true);
      expect((await nodeBundledFileReader(file)).length, file).toBeGreaterThan(1000);
    }
  });

  it('where nothing registered a reader, reading fails with a typed error, and the phishing list is "unavailable", not "not listed"', async () => {
    vi.resetModules();
    const fresh = await import('../../../lib/knowledge/bundled-file');
    await expect(fresh.readBundledFile('phishing.json.gz')).rejects.toMatchObject({ name: 'BundledFileError', kind: 'no-reader', file: 'phishing.json.gz' });
    const { loadPhishingList } = await import('../../../lib/knowledge/phishing-list');
    expect((await loadPhishingList()).check('defiuni.network')).toMatchObject({ type: 'unavailable', error: expect.stringContaining('no reader for bundled files') });
  });

  it('a reader that fails in its own way is reported as an unreadable file', async () => {
    setBundledFileReader(() => Promise.reject(new TypeError('Failed to fetch')));
    try {
      const error: unknown = await readBundledFile('phishing.json.gz').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BundledFileError);
      expect(error).toMatchObject({ kind: 'unreadable', message: 'phishing.json.gz: Failed to fetch' });
    } finally {
      setBundledFileReader(nodeBundledFileReader);
    }
  });

  it('a list that failed to load is read again at the next scan: a passing failure does not leave it off until a restart', async () => {
    vi.resetModules();
    const { setBundledFileReader: setReader, BundledFileError: FreshError } = await import('../../../lib/knowledge/bundled-file');
    const { loadPhishingList, currentPhishingDetector } = await import('../../../lib/knowledge/phishing-list');
    let reads = 0;
    setReader((file) => (++reads === 1 ? Promise.reject(new FreshError('unreadable', file, 'busy')) : nodeBundledFileReader(file)));
    expect((await loadPhishingList()).status).toMatchObject({ ok: false, error: 'phishing list failed to load: phishing.json.gz: busy' });
    expect(currentPhishingDetector().check('defiuni.network')).toMatchObject({ type: 'unavailable' });
    expect((await loadPhishingList()).check('defiuni.network')).toEqual({ type: 'blocklist', listed: 'defiuni.network' });
    await loadPhishingList();
    expect(reads).toBe(2);
  });
});
