/**
 * The two scripts that run in every frame of every page (page-scripts/): bundled
 * with esbuild into self-contained, minified files, with nothing of WXT's
 * content-script runtime around them, and listed in the manifest by
 * wxt.config.ts. `npm run bench:interception` prints their sizes.
 */
import { build } from 'esbuild';
import path from 'node:path';

export interface PageScript {
  /** File name in the extension (also the entry's name under page-scripts/). */
  file: 'provider.js' | 'solana.js' | 'bridge.js';
  world: 'MAIN' | 'ISOLATED';
}

/** The MAIN-world wrapper first: the manifest's order is the injection order in a frame. */
export const PAGE_SCRIPTS: readonly PageScript[] = [
  { file: 'provider.js', world: 'MAIN' },
  // After provider.js: it links to that wrapper's page channel at load (lib/solana/provider/link.ts).
  { file: 'solana.js', world: 'MAIN' },
  { file: 'bridge.js', world: 'ISOLATED' },
];

/** Chrome 111 and Firefox 128: the first versions with `world: 'MAIN'` content scripts (docs/install.md, Firefox). */
const TARGET = ['chrome111', 'firefox128'];

export async function bundlePageScript(root: string, script: PageScript): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'page-scripts', script.file.replace(/\.js$/, '.ts'))],
    bundle: true,
    minify: true,
    format: 'iife',
    target: TARGET,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const out = result.outputFiles[0];
  if (!out) throw new Error(`esbuild wrote nothing for ${script.file}`);
  return out.text;
}

/**
 * The manifest's content_scripts entries: one per world, its files in PAGE_SCRIPTS's order (one
 * injection of both MAIN-world files rather than two, the same two files, each with its own size);
 * every frame, about:blank and opaque-origin frames too (matched by their creator's origin).
 */
export function manifestEntries(scripts: readonly PageScript[] = PAGE_SCRIPTS) {
  const worlds: PageScript['world'][] = [];
  for (const s of scripts) if (!worlds.includes(s.world)) worlds.push(s.world);
  return worlds.map((world) => ({
    matches: ['<all_urls>'],
    js: scripts.filter((s) => s.world === world).map((s) => s.file),
    run_at: 'document_start' as const,
    all_frames: true,
    match_about_blank: true,
    match_origin_as_fallback: true,
    ...(world === 'MAIN' ? { world: 'MAIN' as const } : {}),
  }));
}
