/**
 * The phishing list in use: the snapshot bundled at build time (data/phishing.gz.json, written by
 * `npm run gen:phishing`) until the background installs a fresher copy of the public list.
 *
 * The snapshot is gzipped (97 kB instead of 318 kB of JSON) and unpacked with DecompressionStream
 * (service workers, Firefox, Node 20) at its first use, not when the worker starts: callers that
 * judge sites await `loadPhishingList()` first (the engine does, before every validation). Until
 * it is loaded, `currentPhishingDetector()` answers "unavailable", never "not listed".
 */
import packedSnapshot from './data/phishing.gz.json';
import phishingMeta from './data/phishing.meta.json';
import testEntries from './data/test-entries.json';
import { createPhishingDetector, type PhishingDetector } from './phishing';

const NOT_LOADED = 'phishing list not loaded yet';
const notLoaded: PhishingDetector = { status: { ok: false, error: NOT_LOADED }, check: () => ({ type: 'unavailable', error: NOT_LOADED }) };

let current: PhishingDetector | undefined;
let loading: Promise<PhishingDetector> | undefined;

async function gunzipBase64(base64: string): Promise<string> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

/** The bundled snapshot's config (MetaMask's format), unpacked; undefined when it cannot be read. */
export async function bundledPhishingConfig(packed: unknown = packedSnapshot): Promise<unknown> {
  try {
    const gzip = typeof packed === 'object' && packed !== null && 'gzip' in packed ? packed.gzip : undefined;
    if (typeof gzip !== 'string') return undefined;
    const parsed: unknown = JSON.parse(await gunzipBase64(gzip));
    return parsed;
  } catch {
    return undefined;
  }
}

/** A detector over the bundled snapshot; one that answers "unavailable" when it cannot be read. */
export async function bundledPhishingDetector(packed: unknown = packedSnapshot): Promise<PhishingDetector> {
  return createPhishingDetector(await bundledPhishingConfig(packed), phishingMeta, testEntries.domains);
}

/** The list in use, once loaded (the snapshot is unpacked once, at the first call). */
export function loadPhishingList(): Promise<PhishingDetector> {
  if (current !== undefined) return Promise.resolve(current);
  // A list installed while the snapshot was unpacking is newer: it stays.
  loading ??= bundledPhishingDetector().then((bundled) => (current ??= bundled));
  return loading;
}

/** The list in use; "unavailable" until `loadPhishingList()` has settled. */
export function currentPhishingDetector(): PhishingDetector {
  return current ?? notLoaded;
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

/** Where the list in use came from and when it was updated. */
export function phishingListStatus(): PhishingDetector['status'] {
  return currentPhishingDetector().status;
}
