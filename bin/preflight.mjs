#!/usr/bin/env node
// Entry of `npx preflight`: the CLI compiled to plain JavaScript (scripts/build-cli.mjs), run with the
// production dependencies only.
import { existsSync } from 'node:fs';

const compiled = new URL('../dist/cli/preflight.mjs', import.meta.url);
if (!existsSync(compiled)) {
  process.stderr.write('preflight: the CLI is not built yet: run `npm run build:cli` in the Preflight folder.\n');
  process.exit(2);
}
await import(compiled.href);
