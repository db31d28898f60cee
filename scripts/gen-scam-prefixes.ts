/**
 * npm run gen:scam-prefixes — rewrites lib/knowledge/data/scam-prefixes.bin and
 * scam-prefixes.meta.json from the checked-in full list, scam-addresses.json, offline: for a change
 * of the compact form (scripts/scam/compact.ts) without fetching Forta's CSV again. Source, license
 * and date stay the full list's.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scamListSchema } from './scam/build';
import { writeScamPrefixes } from './scam/compact';

const dataDir = fileURLToPath(new URL('../lib/knowledge/data/', import.meta.url));
const list = scamListSchema.parse(JSON.parse(readFileSync(`${dataDir}scam-addresses.json`, 'utf8')));
const { bytes, meta } = writeScamPrefixes(list, dataDir);
console.log(`scam-prefixes.bin: ${bytes.length} B, ${meta.everywhere} prefixes on every chain, ${Object.values(meta.byChain).reduce((a, b) => a + b, 0)} per chain`);
