/**
 * The bundled form of the scam-address list: each address cut to its first PREFIX_BYTES bytes,
 * sorted, and joined as one base64 string per group (scam-prefixes.json, ~66 kB instead of the
 * full list's ~300 kB). lib/knowledge/scam-addresses.ts looks an address up by binary search.
 * The full list (scam-addresses.json) stays checked in beside it as the reviewable record.
 */
import { PREFIX_BYTES } from '../../lib/knowledge/address-prefixes';
import type { ScamList } from './build';

export interface ScamPrefixes {
  source: string;
  license: string;
  updated: string;
  /** How the addresses are stored, for a reader of the file. */
  format: string;
  prefixBytes: number;
  /** Listed on every chain. */
  addresses: string;
  /** Listed only on the chain named. */
  byChain: Record<string, string>;
}

function packPrefixes(addresses: readonly string[]): string {
  const prefixes = [...new Set(addresses.map((a) => a.slice(2, 2 + PREFIX_BYTES * 2)))].sort();
  return Buffer.from(prefixes.join(''), 'hex').toString('base64');
}

export function compactScamList(list: ScamList): ScamPrefixes {
  return {
    source: list.source,
    license: list.license,
    updated: list.updated,
    format: `the first ${PREFIX_BYTES} bytes of each address, sorted, concatenated, base64 (full addresses: scam-addresses.json)`,
    prefixBytes: PREFIX_BYTES,
    addresses: packPrefixes(list.addresses),
    byChain: Object.fromEntries(Object.entries(list.byChain).map(([chain, values]) => [chain, packPrefixes(values)])),
  };
}

export function scamPrefixesText(prefixes: ScamPrefixes): string {
  return `${JSON.stringify(prefixes, null, 1)}\n`;
}
