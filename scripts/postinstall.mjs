/**
 * After `npm install` in a checkout: WXT's generated types and the compiled
 * CLI. An install with production dependencies only (no wxt, no esbuild)
 * skips both: the packed package already carries dist/cli.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const has = (name) => {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
};
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (has('wxt')) run('npx', ['wxt', 'prepare']);
if (has('esbuild')) run(process.execPath, ['scripts/build-cli.mjs']);
