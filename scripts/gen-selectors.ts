/**
 * npm run gen:selectors — regenerates lib/knowledge/data/selectors.json.gz (the functions the review
 * names instead of "an unknown function", gzipped) and selectors.sources.json beside it (packages, versions,
 * licenses, date). Re-run after bumping a package it reads.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSelectors, packSelectorTable } from './selectors/build';

const dataDir = fileURLToPath(new URL('../lib/knowledge/data/', import.meta.url));
const built = buildSelectors();
const packed = await packSelectorTable(built.table);
writeFileSync(`${dataDir}selectors.json.gz`, packed);
writeFileSync(`${dataDir}selectors.sources.json`, `${JSON.stringify({ generated: new Date().toISOString().slice(0, 10), ...built.sources }, null, 1)}\n`);
console.log(`selectors: ${built.sources.count} functions (${built.table.length.toLocaleString('en-US')} bytes, ${packed.length.toLocaleString('en-US')} gzipped)`);
