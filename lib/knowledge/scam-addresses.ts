/**
 * Addresses that public scam lists name (phishing receivers and fake-token contracts). Only data
 * whose license allows bundling goes into the bundle, with its source, license and date beside it
 * (npm run gen:scam-addresses: Forta's labelled-datasets, MIT). The extension and the CLI ship the
 * compact form as a file beside the code, data/scam-prefixes.bin (6-byte prefixes, see
 * address-prefixes.ts; bundled-file.ts), described by data/scam-prefixes.meta.json; the full
 * addresses stay in data/scam-addresses.json for review. ScamSniffer's database publishes no
 * license and is not used. The synthetic test entries are always listed so tests and demos do not
 * depend on a real listing.
 *
 * The file is read at its first use, like the phishing snapshot: the engine awaits `loadScamList()`
 * before every scan, and until the list is loaded, or when it cannot be read, `scamListStatus()`
 * says so (the engine then warns that addresses were not checked).
 */
import scamMeta from './data/scam-prefixes.meta.json';
import testEntries from './data/test-entries.json';
import { createPrefixSet, type PrefixSet } from './address-prefixes';
import { readBundledFile, type BundledFileReader } from './bundled-file';
import { loadOnce } from './load-once';
import { decodePrefixGroup } from './prefix-gaps';
import { chainGroupOrder, scamMetaSchema } from './scam-prefixes-format';

const PREFIXES_FILE = 'scam-prefixes.bin';

interface ScamList {
  source: string;
  everywhere: PrefixSet;
  byChain: ReadonlyMap<string, PrefixSet>;
  /** Set when the bundled file did not load: callers must not read "not listed" as "safe". */
  error?: string;
}

const empty: PrefixSet = { size: 0, has: () => false };
const failed = (why: string): ScamList => ({ source: 'unavailable', everywhere: empty, byChain: new Map(), error: `scam-address list failed to load: ${why}` });

/** The list from its record and the file's bytes; never throws — a mismatch gives a list whose error says why. */
export function createScamList(rawMeta: unknown, bytes: Uint8Array): ScamList {
  const parsed = scamMetaSchema.safeParse(rawMeta);
  if (!parsed.success) return failed(parsed.error.issues[0]?.message ?? 'invalid data');
  const meta = parsed.data;
  try {
    // Each group is Rice-coded gaps (prefix-gaps.ts), one after the other, and nothing after the last.
    let offset = 0;
    const group = (count: number): PrefixSet => {
      const { prefixes, end } = decodePrefixGroup(bytes, offset, count);
      offset = end;
      return createPrefixSet(prefixes);
    };
    const everywhere = group(meta.everywhere);
    const byChain = new Map<string, PrefixSet>();
    for (const [chain, n] of chainGroupOrder(meta.byChain)) byChain.set(chain, group(n));
    if (offset !== bytes.length) throw new Error(`has ${bytes.length - offset} bytes after its ${everywhere.size + [...byChain.values()].reduce((sum, set) => sum + set.size, 0)} prefixes`);
    return { source: `${meta.source}, ${meta.license} (${meta.updated})`, everywhere, byChain };
  } catch (error) {
    return failed(`${PREFIXES_FILE}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The bundled list; one that reports its error when the file cannot be read. */
export async function bundledScamList(read: BundledFileReader = readBundledFile): Promise<ScamList> {
  try {
    return createScamList(scamMeta, await read(PREFIXES_FILE));
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
}

const bundled = loadOnce(() => bundledScamList(), (list) => list.error === undefined);

/** Reads the bundled list at the first call (later calls share it); the engine awaits this before a scan. */
export async function loadScamList(): Promise<void> {
  await bundled.load();
}

const testAddresses = new Set(testEntries.addresses.map((a) => a.toLowerCase()));

/** Whether the bundled list loaded; when it did not (or not yet), the error says why. */
export function scamListStatus(): { ok: true; entries: number } | { ok: false; error: string } {
  const list = bundled.latest();
  if (list === undefined) return { ok: false, error: 'scam-address list not loaded yet' };
  if (list.error !== undefined) return { ok: false, error: list.error };
  let entries = list.everywhere.size;
  for (const set of list.byChain.values()) entries += set.size;
  return { ok: true, entries };
}

/**
 * The list naming `address` as a scam address on `chainId`, or undefined. Undefined also while the
 * list is not loaded: check `scamListStatus()` before reading it as "not listed".
 */
export function listedAddress(chainId: number, address: string): { source: string } | undefined {
  if (typeof address !== 'string') return undefined;
  const key = address.toLowerCase();
  if (testAddresses.has(key)) return { source: 'Preflight test entries' };
  const list = bundled.latest();
  if (list === undefined) return undefined;
  return list.everywhere.has(key) || list.byChain.get(String(chainId))?.has(key) === true ? { source: list.source } : undefined;
}
