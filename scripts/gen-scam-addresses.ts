/**
 * npm run gen:scam-addresses [-- path/to/phishing_scams.csv] — rewrites
 * lib/knowledge/data/scam-addresses.json (the full list, for review) and scam-prefixes.bin +
 * scam-prefixes.meta.json (the compact form the extension, the CLI and the server ship) from Forta's labelled-datasets (MIT),
 * pinned to one commit. Without a path it downloads that commit's file from GitHub.
 * (npm run gen:scam-prefixes rewrites only the compact form, offline, from scam-addresses.json.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildScamList, FORTA_RAW_URL, scamListText } from './scam/build';
import { writeScamPrefixes } from './scam/compact';

const path = process.argv[2];
const csv = path !== undefined ? readFileSync(path, 'utf8') : await (await fetch(FORTA_RAW_URL)).text();
const list = buildScamList(csv, new Date().toISOString().slice(0, 10));
const dataDir = fileURLToPath(new URL('../lib/knowledge/data/', import.meta.url));
writeFileSync(`${dataDir}scam-addresses.json`, scamListText(list));
writeScamPrefixes(list, dataDir);
console.log(`scam addresses: ${list.addresses.length} on every chain, ${Object.values(list.byChain).flat().length} contracts per chain`);
