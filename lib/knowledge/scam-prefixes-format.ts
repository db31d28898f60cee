/**
 * The scam list's shipped form, shared by its writer (scripts/scam/compact.ts) and its reader
 * (scam-addresses.ts): scam-prefixes.bin holds the 6-byte prefixes of one group after another,
 * scam-prefixes.meta.json says where the list comes from and how many prefixes each group has.
 */
import { z } from 'zod/mini';
import { PREFIX_BYTES } from './address-prefixes';

export const scamMetaSchema = z.object({
  source: z.string(),
  license: z.string(),
  updated: z.string(),
  prefixBytes: z.literal(PREFIX_BYTES),
  /** How many prefixes of the file are listed on every chain (an externally owned account is the same key everywhere). */
  everywhere: z.int().check(z.nonnegative()),
  /** How many prefixes follow for each chain: contracts, listed only on the chain they were labelled on. */
  byChain: z.record(z.string().check(z.regex(/^[1-9][0-9]*$/)), z.int().check(z.nonnegative())),
});
export type ScamMeta = z.infer<typeof scamMetaSchema>;

/** The order of the per-chain groups in the file, after the "every chain" group: by ascending chain id. */
export function chainGroupOrder<T>(byChain: Readonly<Record<string, T>>): [string, T][] {
  return Object.entries(byChain).sort(([a], [b]) => Number(a) - Number(b));
}
