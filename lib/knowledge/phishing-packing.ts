/**
 * The shipped form of the phishing-list snapshot (docs/performance.md, "Build size"): MetaMask's
 * config with each list of domains front-coded, written by scripts/phishing/build.ts and read back
 * into MetaMask's own form here. Each domain is turned around ("app.uniswap.org" → "org.uniswap.app")
 * so names under one site sort together, and stored as how many leading characters it shares with
 * the one before (one character of SHARED_DIGITS, in `shared`) and the rest (space-separated, in
 * `rest`: no domain holds a space). Gzipped, that is 61 kB where the plain JSON took 75 kB.
 */
import { z } from 'zod/mini';

export const PHISHING_PACKING = 'reversed-front-coded-1';
/** One character per count of shared leading characters, 0–61. */
const SHARED_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MAX_SHARED = SHARED_DIGITS.length - 1;
const LISTS = ['fuzzylist', 'whitelist', 'blacklist'] as const;

const packedListSchema = z.object({ shared: z.string(), rest: z.string() });
export type PackedList = z.infer<typeof packedListSchema>;
const packedSnapshotSchema = z.looseObject({ packing: z.literal(PHISHING_PACKING), fuzzylist: packedListSchema, whitelist: packedListSchema, blacklist: packedListSchema });

const turned = (domain: string): string => domain.split('.').reverse().join('.');

/** A list of domains in its packed form (for the generator). */
export function packDomainList(domains: readonly string[]): PackedList {
  let previous = '';
  let shared = '';
  const rest: string[] = [];
  for (const name of domains.map(turned).sort()) {
    if (name === '' || name.includes(' ')) throw new Error(`"${name}" cannot be packed: empty or holds a space`);
    let n = 0;
    while (n < MAX_SHARED && n < previous.length && previous[n] === name[n]) n++;
    shared += SHARED_DIGITS[n];
    rest.push(name.slice(n));
    previous = name;
  }
  return { shared, rest: rest.join(' ') };
}

/** The domains of a packed list, sorted; throws on a list whose parts do not fit together. */
export function unpackDomainList(list: PackedList): string[] {
  if (list.shared === '') {
    if (list.rest !== '') throw new Error('a packed list has names but no counts');
    return [];
  }
  const rest = list.rest.split(' ');
  if (rest.length !== list.shared.length) throw new Error(`a packed list has ${list.shared.length} counts for ${rest.length} names`);
  let previous = '';
  return rest
    .map((tail, i) => {
      const n = SHARED_DIGITS.indexOf(list.shared.charAt(i));
      if (n < 0 || n > previous.length) throw new Error(`a packed list's count ${i} does not fit`);
      previous = previous.slice(0, n) + tail;
      return turned(previous);
    })
    .sort();
}

/** MetaMask's config from the shipped snapshot's value; throws when it is not a packed snapshot. */
export function unpackPhishingSnapshot(value: unknown): Record<string, unknown> {
  const parsed = packedSnapshotSchema.safeParse(value);
  if (!parsed.success) throw new Error(`not a packed phishing list (${parsed.error.issues[0]?.message ?? 'invalid'})`);
  const { packing: _packing, ...config } = parsed.data;
  return { ...config, ...Object.fromEntries(LISTS.map((name) => [name, unpackDomainList(parsed.data[name])])) };
}
