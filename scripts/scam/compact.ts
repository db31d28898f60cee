/**
 * The shipped form of the scam-address list: each address cut to its first PREFIX_BYTES bytes,
 * sorted and Rice-coded as gaps (lib/knowledge/prefix-gaps.ts), the groups one after the other in
 * scam-prefixes.bin (~29 kB instead of 37 kB of plain prefixes or the full list's ~300 kB of JSON),
 * and scam-prefixes.meta.json beside it: source, license, date and how many prefixes each group has.
 * lib/knowledge/scam-addresses.ts unpacks each group and looks an address up by binary search. The full list (scam-addresses.json) stays checked in beside it as the reviewable record.
 */
import { writeFileSync } from 'node:fs';
import { PREFIX_BYTES } from '../../lib/knowledge/address-prefixes';
import { encodePrefixGroup, prefixValue } from '../../lib/knowledge/prefix-gaps';
import { chainGroupOrder, type ScamMeta } from '../../lib/knowledge/scam-prefixes-format';
import type { ScamList } from './build';

export interface ScamPrefixes {
  /** scam-prefixes.meta.json, with a sentence on the file's format for its reader. */
  meta: ScamMeta & { format: string };
  /** scam-prefixes.bin */
  bytes: Buffer;
}

/** A group's distinct prefixes, sorted (hex text of equal length sorts like the numbers). */
function prefixesOf(addresses: readonly string[]): number[] {
  return [...new Set(addresses.map((a) => a.slice(2, 2 + PREFIX_BYTES * 2).toLowerCase()))].sort().map(prefixValue);
}

export function compactScamList(list: ScamList): ScamPrefixes {
  const everywhere = prefixesOf(list.addresses);
  const chains = chainGroupOrder(list.byChain).map(([chain, values]): [string, number[]] => [chain, prefixesOf(values)]);
  return {
    meta: {
      source: list.source,
      license: list.license,
      updated: list.updated,
      format: `scam-prefixes.bin: the first ${PREFIX_BYTES} bytes of each address, sorted within each group and stored as the gaps between them, Golomb-Rice coded (lib/knowledge/prefix-gaps.ts), each group from a byte boundary; the group listed on every chain first, then each chain's by ascending chain id, with the counts below (full addresses: scam-addresses.json)`,
      prefixBytes: PREFIX_BYTES,
      everywhere: everywhere.length,
      byChain: Object.fromEntries(chains.map(([chain, values]) => [chain, values.length])),
    },
    bytes: Buffer.concat([encodePrefixGroup(everywhere), ...chains.map(([, values]) => encodePrefixGroup(values))]),
  };
}

export function scamPrefixesMetaText(prefixes: ScamPrefixes): string {
  return `${JSON.stringify(prefixes.meta, null, 1)}\n`;
}

/** Writes scam-prefixes.bin and scam-prefixes.meta.json into `dataDir` (both generators end here). */
export function writeScamPrefixes(list: ScamList, dataDir: string): ScamPrefixes {
  const compact = compactScamList(list);
  writeFileSync(`${dataDir}scam-prefixes.bin`, compact.bytes);
  writeFileSync(`${dataDir}scam-prefixes.meta.json`, scamPrefixesMetaText(compact));
  return compact;
}
