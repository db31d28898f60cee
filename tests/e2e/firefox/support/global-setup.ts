/**
 * Runs once before the Firefox specs: builds C1's test pages and checks the
 * Firefox build exists (`npm run test:firefox` builds it first).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildTestPages } from '../../pages/build';
import { FIREFOX_EXTENSION_DIR } from './firefox';

export default async function setup(): Promise<void> {
  if (!existsSync(path.join(FIREFOX_EXTENSION_DIR, 'manifest.json'))) {
    throw new Error(`No Firefox build in ${FIREFOX_EXTENSION_DIR}: run \`npx wxt build -b firefox\` (npm run test:firefox does).`);
  }
  await buildTestPages();
}
