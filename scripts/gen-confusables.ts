/**
 * npm run gen:confusables — regenerates lib/knowledge/data/confusables.json from the `confusables`
 * package (MIT), and confusables.sources.json beside it. The package ships its table as UTF-8 text
 * (~9 kB, mostly 4-byte mathematical letters); here each letter's lookalikes are sorted code points
 * written as base-36 gaps, which deflate to ~4 kB in the extension's build (docs/performance.md,
 * "Build size"). lib/knowledge/confusables.ts reads it; a test checks it against the package.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { characters } from 'confusables';
import { writeBundledTables } from './bundled-tables';

const require = createRequire(import.meta.url);
const dataDir = fileURLToPath(new URL('../lib/knowledge/data/', import.meta.url));
const packageDir = require.resolve('confusables/package.json').replace(/package\.json$/, '');
const pkg = JSON.parse(readFileSync(`${packageDir}package.json`, 'utf8')) as { version: string; license: string };

/** The package's two mark-stripping patterns are not exported; they are read from its bundle (the test compares the results). */
function cleaningPatterns(): { strip: string; marksAfter: string } {
  const dist = readFileSync(`${packageDir}dist/index.es.js`, 'utf8');
  const marksAfter = /,D=\/(.+?)\/g,F=\//.exec(dist)?.[1];
  const strip = /,F=\/(.+?)\/g,C=\//.exec(dist)?.[1];
  if (marksAfter === undefined || strip === undefined) throw new Error('confusables: its bundle changed; update scripts/gen-confusables.ts');
  return { strip, marksAfter };
}

/** [ascii, gaps]: the package's order kept, since a later entry wins for a letter listed twice. */
function gapTable(): [string, string][] {
  return [...characters].map(([ascii, lookalikes]) => {
    const points = [...new Set([...lookalikes].map((c) => c.codePointAt(0) ?? 0))].sort((a, b) => a - b);
    let previous = 0;
    const gaps = points.map((point) => {
      const gap = point - previous;
      previous = point;
      return gap.toString(36);
    });
    return [ascii, gaps.join(',')];
  });
}

writeFileSync(`${dataDir}confusables.json`, `${JSON.stringify({ ...cleaningPatterns(), characters: gapTable() })}\n`);
const sources = {
  generated: new Date().toISOString().slice(0, 10),
  generator: 'npm run gen:confusables (scripts/gen-confusables.ts)',
  package: 'confusables',
  version: pkg.version,
  license: pkg.license,
  note: 'the lookalike table (each ASCII letter, digit or sequence and the characters drawn like it) and the package\'s two mark-stripping patterns, re-encoded',
};
writeFileSync(`${dataDir}confusables.sources.json`, `${JSON.stringify(sources, null, 1)}\n`);
await writeBundledTables();
console.log(`confusables ${pkg.version}: ${characters.size} entries`);
