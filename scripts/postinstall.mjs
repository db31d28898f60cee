/**
 * After `npm install` in a checkout: WXT's generated types and the compiled
 * CLI. An install with production dependencies only (no wxt, no esbuild)
 * skips both: the packed package already carries dist/cli.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Looked up on disk: require.resolve('wxt/package.json') throws for packages whose
// "exports" leave package.json out (wxt does), which silently skipped `wxt prepare`.
const has = (name) => existsSync(new URL(`../node_modules/${name}/package.json`, import.meta.url));
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (has('wxt')) run('npx', ['wxt', 'prepare']);
if (has('esbuild')) run(process.execPath, ['scripts/build-cli.mjs']);
