/**
 * npm run gen:registry — regenerates lib/knowledge/data/contracts.json from the installed protocol
 * packages plus scripts/registry/hand-kept.ts, and contracts.sources.json beside it (packages,
 * versions, licenses, hand-kept source URLs, date). Re-run after bumping a protocol package.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeBundledTables } from './bundled-tables';
import { buildRegistry } from './registry/build';

const dataDir = fileURLToPath(new URL('../lib/knowledge/data/', import.meta.url));
const built = await buildRegistry();
writeFileSync(`${dataDir}contracts.json`, built.contracts);
const sources = { generated: new Date().toISOString().slice(0, 10), ...built.sources };
writeFileSync(`${dataDir}contracts.sources.json`, `${JSON.stringify(sources, null, 1)}\n`);
await writeBundledTables();
console.log(`registry: ${built.sources.counts.contracts} contracts on ${Object.keys(built.sources.counts.perChain).length} chains`);
console.log(JSON.stringify(built.sources.counts.perProtocol));
