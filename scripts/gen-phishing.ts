/**
 * npm run gen:phishing — rewrites the bundled phishing-list snapshot from the installed
 * eth-phishing-detect package (MetaMask's list, DBAD license), gzipped in phishing.json.gz, and
 * phishing.meta.json beside it.
 * The extension refreshes the list from MetaMask's public copy at run time (lib/knowledge/phishing-refresh.ts);
 * this snapshot is what it uses before the first refresh and whenever it is offline.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildPhishingList, packPhishingText } from './phishing/build';

const dataDir = fileURLToPath(new URL('../lib/knowledge/data/', import.meta.url));
const built = buildPhishingList();
writeFileSync(`${dataDir}phishing.json.gz`, await packPhishingText(built.text));
const meta = { source: built.meta.source, license: built.meta.license, updated: new Date().toISOString().slice(0, 10), packageVersion: built.meta.packageVersion, entries: built.meta.entries };
writeFileSync(`${dataDir}phishing.meta.json`, `${JSON.stringify(meta, null, 1)}\n`);
console.log(`phishing list: ${JSON.stringify(built.meta.entries)}`);
