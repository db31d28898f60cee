/**
 * Addresses that public scam lists name (phishing receivers and fake-token contracts). Only data
 * whose license allows bundling goes into the bundle, with its source, license and date beside it
 * (npm run gen:scam-addresses: Forta's labelled-datasets, MIT). The bundle carries the compact
 * form, data/scam-prefixes.json (8-byte prefixes, see address-prefixes.ts); the full addresses
 * stay in data/scam-addresses.json for review. ScamSniffer's database publishes no license and is
 * not used. The synthetic test entries are always listed so tests and demos do not depend on a
 * real listing.
 */
import { z } from 'zod';
import scamFile from './data/scam-prefixes.json';
import testEntries from './data/test-entries.json';
import { createPrefixSet, PREFIX_BYTES, type PrefixSet } from './address-prefixes';

export const scamFileSchema = z.object({
  source: z.string(),
  license: z.string(),
  updated: z.string(),
  prefixBytes: z.literal(PREFIX_BYTES),
  /** Listed on every chain: an externally owned account is the same key everywhere. */
  addresses: z.string(),
  /** Contracts, listed only on the chain they were labelled on. */
  byChain: z.record(z.string().regex(/^[1-9][0-9]*$/), z.string()),
});

interface ScamList {
  source: string;
  everywhere: PrefixSet;
  byChain: ReadonlyMap<string, PrefixSet>;
  /** Set when the bundled file did not load: callers must not read "not listed" as "safe". */
  error?: string;
}

const empty: PrefixSet = { size: 0, has: () => false };

export function createScamList(raw: unknown): ScamList {
  const parsed = scamFileSchema.safeParse(raw);
  const failed = (why: string): ScamList => ({ source: 'unavailable', everywhere: empty, byChain: new Map(), error: `scam-address list failed to load: ${why}` });
  if (!parsed.success) return failed(parsed.error.issues[0]?.message ?? 'invalid data');
  try {
    return {
      source: `${parsed.data.source}, ${parsed.data.license} (${parsed.data.updated})`,
      everywhere: createPrefixSet(parsed.data.addresses),
      byChain: new Map(Object.entries(parsed.data.byChain).map(([chain, list]) => [chain, createPrefixSet(list)])),
    };
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
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
