/**
 * Addresses that public scam lists name (drainers, phishing receivers). Only data whose license
 * allows bundling goes into data/scam-addresses.json, with its source, license and date beside it;
 * the synthetic test entries are always listed so tests and demos do not depend on a real listing.
 */
import { z } from 'zod';
import scamFile from './data/scam-addresses.json';
import testEntries from './data/test-entries.json';

const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
export const scamFileSchema = z.object({
  source: z.string(),
  license: z.string(),
  updated: z.string(),
  /** Listed on every chain (the lists do not say which chain an address drained on). */
  addresses: z.array(addressSchema),
});

interface ScamList {
  source: string;
  addresses: Set<string>;
}

let loaded: ScamList | undefined;
function scamList(): ScamList {
  if (loaded === undefined) {
    const parsed = scamFileSchema.safeParse(scamFile);
    const listed = parsed.success ? parsed.data.addresses : [];
    loaded = {
      source: parsed.success ? `${parsed.data.source} (${parsed.data.updated})` : 'unavailable',
      addresses: new Set(listed.map((a) => a.toLowerCase())),
    };
  }
  return loaded;
}

const testAddresses = new Set(testEntries.addresses.map((a) => a.toLowerCase()));

/** The list naming `address` as a scam address, or undefined. Chain-independent today; the chain id is kept for per-chain lists. */
export function listedAddress(_chainId: number, address: string): { source: string } | undefined {
  if (typeof address !== 'string') return undefined;
  const key = address.toLowerCase();
  if (testAddresses.has(key)) return { source: 'Preflight test entries' };
  const list = scamList();
  return list.addresses.has(key) ? { source: list.source } : undefined;
}
