/**
 * The phishing list in use: the snapshot bundled at build time (data/phishing.json, written by
 * `npm run gen:phishing`) until the background installs a fresher copy of the public list.
 */
import phishingConfig from './data/phishing.json';
import phishingMeta from './data/phishing.meta.json';
import testEntries from './data/test-entries.json';
import { createPhishingDetector, type PhishingDetector } from './phishing';

let current: PhishingDetector | undefined;

export function bundledPhishingDetector(): PhishingDetector {
  return createPhishingDetector(phishingConfig, phishingMeta, testEntries.domains);
}

export function currentPhishingDetector(): PhishingDetector {
  current ??= bundledPhishingDetector();
  return current;
}

/**
 * Replaces the list in use with a downloaded one. A list that does not parse is refused and the
 * current one kept: returns the detector now in use.
 */
export function installPhishingList(config: unknown, meta: unknown): PhishingDetector {
  const next = createPhishingDetector(config, meta, testEntries.domains);
  if (next.status.ok) current = next;
  return currentPhishingDetector();
}

/** Where the list in use came from and when it was updated (the popup shows this). */
export function phishingListStatus(): PhishingDetector['status'] {
  return currentPhishingDetector().status;
}
