/**
 * The extension's pages (review, popup, options) load no zod: the background
 * checks what they send (lib/pages/schemas.ts, lib/pages/settings.ts) and they
 * use the schemas' types only. zod is the largest library they could pull in
 * (about 100 kB minified), so one value import would undo it.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { expect, test } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const PAGES = ['entrypoints/review-shell.ts', 'entrypoints/review/main.tsx', 'entrypoints/popup/main.tsx', 'entrypoints/options/main.tsx'];

/** Every module of ours a page reaches that imports zod at run time (type-only imports are dropped). */
async function zodImporters(entry: string): Promise<string[]> {
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
    .filter(([, input]) => input.imports.some((i) => i.path === 'zod' || i.path.startsWith('zod/')))
    .map(([file]) => file);
}

test.each(PAGES)('%s reaches no module that imports zod', async (entry) => {
  expect(await zodImporters(entry)).toEqual([]);
});

test('the check sees a zod import where there is one (the background)', async () => {
  expect((await zodImporters('entrypoints/background.ts')).length).toBeGreaterThan(10);
});
