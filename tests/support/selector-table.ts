/**
 * The shipped table of function names, read synchronously from the disk: fixtures and tests work
 * out a request's calls without awaiting `loadSelectors()` (which reads the same file).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { selectorTableFrom } from '../../lib/knowledge/selector-table';

// A path, not a URL: under happy-dom the global URL is not Node's, and fs refuses it.
const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../lib/knowledge/data/selectors.json.gz');
const SELECTORS_JSON = gunzipSync(readFileSync(FILE)).toString('utf8');
export const shippedSelectorTable = selectorTableFrom(JSON.parse(SELECTORS_JSON));
