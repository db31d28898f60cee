/**
 * The functions the review names by 4-byte selector (data/selectors.json.gz, written by
 * `npm run gen:selectors`: published ABIs of token standards and the registry's protocols; sources
 * and licenses in selectors.sources.json), so a call is named without hashing or parsing ABIs.
 *
 * Ships gzipped beside the code (bundled-file.ts: ~4 kB instead of ~21 kB of background.js) and is
 * read once, at its first use: whoever works out a request's calls awaits `loadSelectors()` and
 * hands the table to the decoder (lib/calls/request-calls.ts). A table that could not be read names
 * nothing: every call then shows its selector, never a wrong name, and its status says why.
 */
import type { AbiFunction, AbiParameter } from 'viem';
import { BundledFileError, readBundledFile, readBundledGzipJson, type BundledFileReader } from './bundled-file';
import { loadOnce } from './load-once';

const TABLE_FILE = 'selectors.json.gz';

/** A function kept by name and signature only (structs within structs): its arguments are left to the raw data. */
export interface NamedFunction {
  name: string;
  signature: string;
}

export interface SelectorTable {
  /** ok, or why no function is named (the review says so beside the selector). */
  readonly status: { ok: true; functions: number } | { ok: false; error: string };
  /** A function with its parameters, by lower-case selector. */
  known(selector: string): AbiFunction | undefined;
  /** A function known by name and signature only. */
  named(selector: string): NamedFunction | undefined;
}

function unavailable(error: string): SelectorTable {
  return { status: { ok: false, error }, known: () => undefined, named: () => undefined };
}

/** The table is generated, but checked like any data: a bad entry is skipped, never trusted. */
function abiParam(v: unknown): AbiParameter | undefined {
  if (!Array.isArray(v)) return undefined;
  const [type, name, components]: unknown[] = v;
  if (typeof type !== 'string' || typeof name !== 'string') return undefined;
  if (components === undefined) return { type, name };
  const parts = Array.isArray(components) ? components.map(abiParam) : [undefined];
  return parts.every((c) => c !== undefined) ? { type, name, components: parts } : undefined;
}

function tableFunction(v: unknown): AbiFunction | undefined {
  if (!Array.isArray(v) || typeof v[0] !== 'string' || !Array.isArray(v[1])) return undefined;
  const inputs = v[1].map(abiParam);
  if (!inputs.every((i) => i !== undefined)) return undefined;
  return { type: 'function', name: v[0], inputs, outputs: [], stateMutability: 'nonpayable' };
}

/**
 * The table from its JSON: selector → [name, inputs as [type, name] or [type, name, components]
 * (or, for structs within structs, the signature; for the general interfaces, the type list alone), source id]. Throws a BundledFileError when it is no such table.
 */
export function selectorTableFrom(json: unknown): SelectorTable {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new BundledFileError('corrupt', TABLE_FILE, 'not a table of selectors');
  const known = new Map<string, AbiFunction>();
  const named = new Map<string, NamedFunction>();
  for (const [selector, entry] of Object.entries(json)) {
    const f = tableFunction(entry);
    if (f) known.set(selector, f);
    // The signature is kept whole, or as its type list alone ("(address,uint256)") after the name.
    else if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string') named.set(selector, { name: entry[0], signature: entry[1].startsWith('(') ? `${entry[0]}${entry[1]}` : entry[1] });
  }
  // An empty table would pass every call off as unknown without saying the table is missing.
  if (known.size + named.size === 0) throw new BundledFileError('corrupt', TABLE_FILE, 'a table of selectors with no function in it');
  return {
    status: { ok: true, functions: known.size + named.size },
    known: (selector) => known.get(selector.toLowerCase()),
    named: (selector) => named.get(selector.toLowerCase()),
  };
}

/** The shipped table; one that names nothing, and says why, when it cannot be read. */
export async function bundledSelectorTable(read: BundledFileReader = readBundledFile): Promise<SelectorTable> {
  try {
    return selectorTableFrom(await readBundledGzipJson(TABLE_FILE, read));
  } catch (error) {
    return unavailable(`function names failed to load: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const table = loadOnce(() => bundledSelectorTable(), (t) => t.status.ok);

/** The table, read at the first call; a failed read is tried again at the next. */
export function loadSelectors(): Promise<SelectorTable> {
  return table.load();
}
