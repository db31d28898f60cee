/** npm run gen:tables — rewrites the gzipped forms of the bundled JSON tables from their sources (scripts/bundled-tables.ts). */
import { BUNDLED_TABLES, writeBundledTables } from './bundled-tables';

await writeBundledTables();
console.log(`tables: ${BUNDLED_TABLES.map((t) => t.file).join(', ')}`);
