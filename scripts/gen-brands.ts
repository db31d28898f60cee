/**
 * npm run gen:brands — regenerates lib/knowledge/data/brands.json (the lookalike brand list beyond
 * the registry's protocols) from scripts/brands/dapps.ts, and brands.sources.json beside it
 * (source, date, licenses). Re-run after editing the list.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildBrands } from './brands/build';
import { writeBundledTables } from './bundled-tables';

const dataDir = fileURLToPath(new URL('../lib/knowledge/data/', import.meta.url));
const built = buildBrands();
writeFileSync(`${dataDir}brands.json`, built.json);
writeFileSync(`${dataDir}brands.sources.json`, `${JSON.stringify({ generated: new Date().toISOString().slice(0, 10), ...built.sources }, null, 1)}\n`);
await writeBundledTables();
console.log(`brands: ${JSON.stringify(built.sources.counts)}`);
