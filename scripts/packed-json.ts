/**
 * A Vite plugin for the extension's build (wxt.config.ts; docs/performance.md, "Build size"): a
 * JSON module of the project at least PACK_FROM bytes long (a kilobyte in the background's build) is
 * bundled deflated and basE91-encoded (lib/bundle/base91.ts),
 * unpacked synchronously when first evaluated (lib/bundle/packed-json.ts). Gzip takes these tables
 * to a quarter to a half of their text, basE91 adds under a quarter back: the background's data tables
 * shrink from ~53 kB to ~27 kB, for ~4 kB of inflater. Smaller JSON (chain tables the pages import
 * too) stays plain, and so does everything under node_modules. scripts/packed-abi.ts packs long
 * lists of ABI signatures the same way.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { deflateSmallest } from './deflate-smallest';
import { encodeBase91 } from '../lib/bundle/base91';
import { packedAbi } from './packed-abi';

/** Minified JSON text of this many bytes or more is packed: below, the ~4 kB inflater would cost a page more than it saves. */
const PACK_FROM = 5000;
/** In the background's own build, which carries the inflater anyway, every table of a kilobyte or more is packed. */
const PACK_FROM_IN_BACKGROUND = 1024;
const PREFIX = '\0preflight-packed-json:';
/** Not '.json' at the end, or Vite's own JSON plugin takes the module back. */
const SUFFIX = '.packed.js';

const minified = (file: string): string => JSON.stringify(JSON.parse(readFileSync(file, 'utf8')));

/** A JSON value's text as the string literal lib/bundle/packed-json.ts's unpackJson takes. */
async function packedLiteral(json: string): Promise<string> {
  return JSON.stringify(encodeBase91(await deflateSmallest(json)));
}

/** The JSON plugin and scripts/packed-abi.ts's, sharing the threshold of the build they are in. */
export function packedJson(root: string): Plugin[] {
  const runtime = path.join(root, 'lib/bundle/packed-json.ts');
  const build = { packFrom: PACK_FROM, runtime, pack: packedLiteral };
  const json: Plugin = {
    name: 'preflight:packed-json',
    enforce: 'pre',
    buildStart(options) {
      const input = options.input ?? [];
      const inputs = typeof input === 'string' ? [input] : Array.isArray(input) ? input : Object.values(input);
      build.packFrom = inputs.some((input) => /[\\/]entrypoints[\\/]background\.ts$/.test(input)) ? PACK_FROM_IN_BACKGROUND : PACK_FROM;
    },
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json') || importer === undefined) return null;
      // Source files are read for a field or two (their date): a named import keeps just that, a packed module would ship them whole.
      if (source.endsWith('.sources.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('/node_modules/') || !resolved.id.startsWith(root)) return null;
      return minified(resolved.id).length >= build.packFrom ? `${PREFIX}${resolved.id}${SUFFIX}` : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX) || !id.endsWith(SUFFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      return `import { unpackJson } from ${JSON.stringify(runtime)};\nexport default unpackJson(${await packedLiteral(minified(file))});\n`;
    },
  };
  return [json, packedAbi(root, build)];
}
