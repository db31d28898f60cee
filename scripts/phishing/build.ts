/**
 * Builds the bundled phishing-list snapshot (lib/knowledge/data/phishing.json) from the config that
 * MetaMask publishes in the eth-phishing-detect package, and its record (phishing.meta.json).
 * Entries are lower-cased, de-duplicated and sorted so a regeneration diff shows only real changes.
 * The extension and the CLI ship the list packed (lib/knowledge/phishing-packing.ts) and gzipped, as a
 * file beside the code (phishing.json.gz, ~57 kB instead of ~318 kB of plain JSON;
 * lib/knowledge/bundled-file.ts); lib/knowledge/phishing-list.ts reads it and unpacks it with
 * DecompressionStream at first use.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { gzipSmallest } from '../deflate-smallest';
import { phishingConfigSchema, type PhishingConfig } from '../../lib/knowledge/phishing';
import { packDomainList, PHISHING_PACKING } from '../../lib/knowledge/phishing-packing';

const require = createRequire(import.meta.url);
const PACKAGE = 'eth-phishing-detect';

export const PHISHING_LIST_HOME = 'https://github.com/MetaMask/eth-phishing-detect';

function normalise(list: readonly string[]): string[] {
  return [...new Set(list.map((d) => d.trim().toLowerCase().replace(/\.$/, '')).filter((d) => d !== ''))].sort();
}

export interface BuiltPhishingList {
  config: PhishingConfig;
  /** Text of the shipped snapshot: the config with its lists packed (lib/knowledge/phishing-packing.ts). */
  text: string;
  meta: { source: string; license: string; packageVersion: string; entries: { blacklist: number; whitelist: number; fuzzylist: number } };
}

export function buildPhishingList(): BuiltPhishingList {
  const entry = require.resolve(PACKAGE);
  const root = entry.slice(0, entry.lastIndexOf(`/node_modules/${PACKAGE}/`) + `/node_modules/${PACKAGE}/`.length);
  const manifest = z.object({ version: z.string(), license: z.string() }).parse(JSON.parse(readFileSync(`${root}package.json`, 'utf8')));
  const raw = phishingConfigSchema.parse(JSON.parse(readFileSync(`${root}src/config.json`, 'utf8')));
  const config: PhishingConfig = {
    version: raw.version,
    tolerance: raw.tolerance,
    fuzzylist: normalise(raw.fuzzylist),
    whitelist: normalise(raw.whitelist),
    blacklist: normalise(raw.blacklist),
  };
  const list = (name: string, values: string[]): string => `"${name}": ${JSON.stringify(packDomainList(values))}`;
  const text = `{\n"packing": "${PHISHING_PACKING}",\n"version": ${JSON.stringify(config.version ?? null)},\n"tolerance": ${JSON.stringify(config.tolerance ?? null)},\n${list('fuzzylist', config.fuzzylist)},\n${list('whitelist', config.whitelist)},\n${list('blacklist', config.blacklist)}\n}\n`;
  return {
    config,
    text,
    meta: {
      source: `MetaMask eth-phishing-detect ${manifest.version} (npm package, src/config.json; maintained at ${PHISHING_LIST_HOME})`,
      license: `${manifest.license} (Don't Be a Dick Public License 1.1: copying and modification permitted)`,
      packageVersion: manifest.version,
      entries: { blacklist: config.blacklist.length, whitelist: config.whitelist.length, fuzzylist: config.fuzzylist.length },
    },
  };
}

/** The shipped form (phishing.json.gz): the packed config's text, gzipped (Zopfli); source and license stay in phishing.meta.json. */
export async function packPhishingText(text: string): Promise<Uint8Array> {
  return gzipSmallest(text);
}
