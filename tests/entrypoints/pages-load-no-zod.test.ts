/**
 * The extension's pages (review, popup, options) load no zod: the background
 * checks what they send (lib/pages/schemas.ts, lib/pages/settings.ts) and they
 * use the schemas' types only. zod is the largest library they could pull in
 * (about 100 kB minified), so one value import would undo it. The review page
 * loads no viem either: the background decodes a request's calls for it
 * (lib/calls), so no ABI decoder, hashing or transaction parser comes along.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { expect, test } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const PAGES = ['entrypoints/review-reject.ts', 'entrypoints/review-shell.ts', 'entrypoints/review/main.tsx', 'entrypoints/popup/main.tsx', 'entrypoints/options/main.tsx'];

/** Every module of ours a page reaches that imports `pkg` at run time (type-only imports are dropped). */
async function importersOf(entry: string, pkg: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    splitting: true,
    outdir: 'out',
    packages: 'external',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  return Object.entries(result.metafile.inputs)
    .filter(([, input]) => input.imports.some((i) => i.path === pkg || i.path.startsWith(`${pkg}/`)))
    .map(([file]) => file);
}

test.each(PAGES)('%s reaches no module that imports zod', async (entry) => {
  expect(await importersOf(entry, 'zod')).toEqual([]);
});

test('the check sees a zod import where there is one (the background)', async () => {
  expect((await importersOf('entrypoints/background.ts', 'zod')).length).toBeGreaterThan(10);
});

test.each(PAGES.filter((p) => p.includes('review')))('%s reaches no module that imports viem', async (entry) => {
  expect(await importersOf(entry, 'viem')).toEqual([]);
});

test('the check sees a viem import where there is one (the background decodes the calls)', async () => {
  expect(await importersOf('entrypoints/background.ts', 'viem')).toContain('lib/calls/request-calls.ts');
});
