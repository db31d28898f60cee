/**
 * The phishing list in use: the snapshot bundled at build time (data/phishing.json.gz, written by
 * `npm run gen:phishing`) until the background installs a fresher copy of the public list.
 *
 * The snapshot ships packed (phishing-packing.ts) and gzipped beside the code (61 kB instead of 318 kB of JSON, and no base64
 * in the bundle: bundled-file.ts) and is read and unpacked at its first use, not when the worker
 * starts: callers that judge sites await `loadPhishingList()` first (the engine does, before every
 * validation). Until it is loaded, or when it cannot be read, `currentPhishingDetector()` answers
 * "unavailable", never "not listed".
 */
import phishingMeta from './data/phishing.meta.json';
import testEntries from './data/test-entries.json';
import { BundledFileError, readBundledFile, readBundledGzipJson, type BundledFileReader } from './bundled-file';
import { loadOnce } from './load-once';
import { createPhishingDetector, type PhishingDetector } from './phishing';
import { unpackPhishingSnapshot } from './phishing-packing';

const SNAPSHOT_FILE = 'phishing.json.gz';
const NOT_LOADED = 'phishing list not loaded yet';

function unavailable(error: string): PhishingDetector {
  return { status: { ok: false, error }, check: () => ({ type: 'unavailable', error }) };
}

/** The bundled snapshot's config (MetaMask's format), unpacked; throws a BundledFileError when it cannot be read. */
export async function bundledPhishingConfig(read: BundledFileReader = readBundledFile): Promise<unknown> {
  const value = await readBundledGzipJson(SNAPSHOT_FILE, read);
  try {
    return unpackPhishingSnapshot(value);
  } catch (error) {
    throw new BundledFileError('corrupt', SNAPSHOT_FILE, error instanceof Error ? error.message : String(error));
  }
}

/** A detector over the bundled snapshot; one that answers "unavailable" when it cannot be read. */
export async function bundledPhishingDetector(read: BundledFileReader = readBundledFile): Promise<PhishingDetector> {
  let config: unknown;
  try {
    config = await bundledPhishingConfig(read);
  } catch (error) {
    return unavailable(`phishing list failed to load: ${error instanceof Error ? error.message : String(error)}`);
  }
  return createPhishingDetector(config, phishingMeta, testEntries.domains);
}

const snapshot = loadOnce(() => bundledPhishingDetector(), (detector) => detector.status.ok);
/** A list downloaded by a refresh (phishing-refresh.ts): newer than the snapshot, so it wins. */
let installed: PhishingDetector | undefined;

/** The list in use, once loaded (the snapshot is read once, at the first call that needs it). */
export async function loadPhishingList(): Promise<PhishingDetector> {
  if (installed !== undefined) return installed;
  const bundled = await snapshot.load();
  // A list installed while the snapshot was unpacking is newer: it stays.
  return installed ?? bundled;
}

/** The list in use; "unavailable" until `loadPhishingList()` has settled, or when the snapshot could not be read. */
export function currentPhishingDetector(): PhishingDetector {
  return installed ?? snapshot.latest() ?? unavailable(NOT_LOADED);
}

/**
 * Replaces the list in use with a downloaded one. A list that does not parse is refused and the
 * current one kept: returns the detector now in use.
 */
export function installPhishingList(config: unknown, meta: unknown): PhishingDetector {
  const next = createPhishingDetector(config, meta, testEntries.domains);
  if (next.status.ok) installed = next;
  return currentPhishingDetector();
}

/** Where the list in use came from and when it was updated. */
export function phishingListStatus(): PhishingDetector['status'] {
  return currentPhishingDetector().status;
}
