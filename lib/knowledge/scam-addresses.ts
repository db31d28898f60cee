/**
 * Addresses that public scam lists name (phishing receivers and fake-token contracts). Only data
 * whose license allows bundling goes into data/scam-addresses.json, with its source, license and
 * date beside it (npm run gen:scam-addresses: Forta's labelled-datasets, MIT). ScamSniffer's
 * database publishes no license and is not used. The synthetic test entries are always listed so
 * tests and demos do not depend on a real listing.
 */
import { z } from 'zod';
import scamFile from './data/scam-addresses.json';
import testEntries from './data/test-entries.json';

const addressSchema = z.string().regex(/^0x[0-9a-f]{40}$/, 'lower-case 0x address');
export const scamFileSchema = z.object({
  source: z.string(),
  license: z.string(),
  updated: z.string(),
  /** Listed on every chain: an externally owned account is the same key everywhere. */
  addresses: z.array(addressSchema),
  /** Contracts, listed only on the chain they were labelled on. */
  byChain: z.record(z.string().regex(/^[1-9][0-9]*$/), z.array(addressSchema)),
});

interface ScamList {
  source: string;
  everywhere: ReadonlySet<string>;
  byChain: ReadonlyMap<string, ReadonlySet<string>>;
  /** Set when the bundled file did not load: callers must not read "not listed" as "safe". */
  error?: string;
}

export function createScamList(raw: unknown): ScamList {
  const parsed = scamFileSchema.safeParse(raw);
  if (!parsed.success) {
    return { source: 'unavailable', everywhere: new Set(), byChain: new Map(), error: `scam-address list failed to load: ${parsed.error.issues[0]?.message ?? 'invalid data'}` };
  }
  return {
    source: `${parsed.data.source}, ${parsed.data.license} (${parsed.data.updated})`,
    everywhere: new Set(parsed.data.addresses),
    byChain: new Map(Object.entries(parsed.data.byChain).map(([chain, list]) => [chain, new Set(list)])),
  };
}

let loaded: ScamList | undefined;
function scamList(): ScamList {
  loaded ??= createScamList(scamFile);
  return loaded;
}

const testAddresses = new Set(testEntries.addresses.map((a) => a.toLowerCase()));

/** Whether the bundled list loaded; when it did not, the error says why. */
export function scamListStatus(): { ok: true; entries: number } | { ok: false; error: string } {
  const list = scamList();
  if (list.error !== undefined) return { ok: false, error: list.error };
  let entries = list.everywhere.size;
  for (const set of list.byChain.values()) entries += set.size;
  return { ok: true, entries };
}

/** The list naming `address` as a scam address on `chainId`, or undefined. */
export function listedAddress(chainId: number, address: string): { source: string } | undefined {
  if (typeof address !== 'string') return undefined;
  const key = address.toLowerCase();
  if (testAddresses.has(key)) return { source: 'Preflight test entries' };
  const list = scamList();
  return list.everywhere.has(key) || list.byChain.get(String(chainId))?.has(key) === true ? { source: list.source } : undefined;
}
