/**
 * npm run size — what the Chrome build is made of (docs/performance.md, "Build size"): builds with
 * sourcemaps (SIZE_MAP=1, wxt.config.ts), then gives each output file's bytes to the sources they
 * came from, grouped by npm package or by lib/ folder, largest first, and the total `du -sb` counts.
 * The sourcemaps are removed afterwards, so .output/chrome-mv3 is the shipped build again.
 *
 *   npm run size                 # groups: package / top folder
 *   npm run size -- --depth=3    # finer: package subfolders, lib/<dir>/<dir>
 *   npm run size -- --min=500    # list contributors of at least 500 B (default 1500)
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';

const { values } = parseArgs({ options: { depth: { type: 'string', default: '1' }, min: { type: 'string', default: '1500' }, 'no-build': { type: 'boolean', default: false } } });
const depth = Number(values.depth);
const min = Number(values.min);
const OUT = '.output/chrome-mv3';

if (!values['no-build']) execSync('npx wxt build', { stdio: 'ignore', env: { ...process.env, SIZE_MAP: '1' } });

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (!file.endsWith('.map')) files.push(file);
  }
};
walk(OUT);

/** node_modules/<package>[/<subfolders>] or <top folders>, from a sourcemap's source path. */
function group(source) {
  const clean = source.replace(/^(\.\.\/)+/, '');
  const at = clean.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = clean.slice(at + 'node_modules/'.length).split('/');
    const scoped = parts[0].startsWith('@') ? 2 : 1;
    return [parts.slice(0, scoped).join('/'), ...parts.slice(scoped, scoped + depth - 1)].join(' ');
  }
  const parts = clean.split('/');
  return parts.slice(0, Math.min(parts.length, depth + 1)).join('/');
}

/** Bytes of the generated code per source group: each mapping owns the text up to the next one. */
function contributors(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const bytes = new Map();
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const line = lines[m.generatedLine - 1] ?? '';
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
    // Text mapped to no source is data the bundler inlined (JSON modules, packed tables).
    const key = m.source ? group(m.source) : '(data and glue)';
    bytes.set(key, (bytes.get(key) ?? 0) + Buffer.byteLength(line.slice(m.generatedColumn, end)));
  });
  return [...bytes].sort((a, b) => b[1] - a[1]);
}

let total = 0;
for (const file of files.sort()) {
  const size = statSync(file).size;
  total += size;
  const mapped = file.endsWith('.js') && statSync(`${file}.map`, { throwIfNoEntry: false }) !== undefined;
  console.log(`${path.relative(OUT, file)}  ${size.toLocaleString('en')} B`);
  if (mapped) for (const [key, n] of contributors(file)) if (n >= min) console.log(`  ${n.toLocaleString('en').padStart(9)}  ${key}`);
}
for (const file of files) rmSync(`${file}.map`, { force: true });
console.log(`\nfiles: ${total.toLocaleString('en')} B`);
console.log(`du -sb ${OUT}: ${execSync(`du -sb ${OUT}`).toString().split('\t')[0]} B (directories count 4,096 B each), budget 1,048,576 B`);
