/**
 * Vitest global setup: compiles the CLI (scripts/build-cli.mjs) once before
 * the tests, so tests that run `bin/preflight.mjs` run the current sources,
 * never a stale dist/cli from an earlier build.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default function setup(): void {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-cli.mjs')], { cwd: ROOT, stdio: 'pipe' });
}
