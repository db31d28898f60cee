/**
 * Reads a bundled data file in the extension: the build copies it to the extension's root (wxt.config.ts) and the
 * background fetches it from its own origin (Chrome's service worker and Firefox's event page alike).
 */
import { browser } from 'wxt/browser';
import { BundledFileError, type BundledFileReader } from './bundled-file';

export const browserBundledFileReader: BundledFileReader = async (file) => {
  const response = await fetch(browser.runtime.getURL(`/${file}`));
  if (!response.ok) throw new BundledFileError('missing', file, `the extension answered HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};
