/**
 * Local engine figures, one JSON line each (npm run bench:engine):
 *   - decode+rules: median ms per request over the validation corpus (offline engine)
 *   - full transaction scan with simulation against a local anvil: median ms
 *   - the engine's bundle size, minified and gzipped
 *   - the bundled lists: reading and unpacking the phishing snapshot and reading the scam-address
 *     prefixes (each once, at the first scan), and one lookup in each
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { encodeFunctionData, parseEther, type Address } from 'viem';
import { z } from 'zod';
import { createLocalEngine } from '../lib/engine';
import { useNodeBundledFiles } from '../lib/knowledge/bundled-file-node';
import { bundledPhishingDetector } from '../lib/knowledge/phishing-list';
import { bundledScamList, listedAddress, loadScamList } from '../lib/knowledge/scam-addresses';
import { ANVIL_KEYS, startAnvil } from '../tests/support/anvil';
import { deployDemoContracts, demoTokenAbi } from '../tests/support/contracts';
import { loadAccuracyCorpus } from '../tests/fixtures/accuracy/run';
import { median, print } from './support';

useNodeBundledFiles();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ME: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const corpusEntrySchema = z.looseObject({
  name: z.string().optional(),
  method: z.string(),
  params: z.array(z.unknown()),
  domain: z.string().optional(),
  chainId: z.number().int().optional(),
  account: z.string().optional(),
});
type CorpusEntry = z.infer<typeof corpusEntrySchema>;

async function loadCorpus(): Promise<CorpusEntry[]> {
  const dir = path.join(root, 'tests/fixtures/corpus');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  const entries: CorpusEntry[] = [];
  for (const f of files) {
    const raw: unknown = JSON.parse(await readFile(path.join(dir, f), 'utf8'));
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      const parsed = corpusEntrySchema.safeParse(item);
      if (parsed.success) entries.push(parsed.data);
    }
  }
  return entries;
}

async function benchKnowledge(): Promise<void> {
  const unpack: number[] = [];
  let detector = await bundledPhishingDetector();
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    detector = await bundledPhishingDetector();
    unpack.push(performance.now() - t0);
  }
  print('knowledge_phishing_unpack_ms', median(unpack), 'ms', { runs: unpack.length, once: 'at the first scan of a worker, not at its start' });
  const hosts = ['app.uniswap.org', 'defiuni.network', 'claim.free-azuki.com', 'some-ordinary-site.example'];
  const n = 20_000;
  let t0 = performance.now();
  for (let i = 0; i < n; i++) detector.check(hosts[i % hosts.length] ?? '');
  print('knowledge_phishing_lookup_us', ((performance.now() - t0) / n) * 1000, 'µs', { lookups: n, includes: 'MetaMask fuzzylist edit distance' });
  const scamLoad: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t1 = performance.now();
    await bundledScamList();
    scamLoad.push(performance.now() - t1);
  }
  print('knowledge_scam_list_load_ms', median(scamLoad), 'ms', { runs: scamLoad.length, once: 'at the first scan of a worker, not at its start' });
  await loadScamList();
  const addresses = Array.from({ length: 1000 }, (_, i) => `0x${i.toString(16).padStart(8, '0')}${'5'.repeat(32)}`);
  t0 = performance.now();
  for (let i = 0; i < n * 10; i++) listedAddress(1, addresses[i % addresses.length] ?? '');
  print('knowledge_scam_address_lookup_us', ((performance.now() - t0) / (n * 10)) * 1000, 'µs', { lookups: n * 10, form: 'binary search over sorted 6-byte prefixes' });
}

async function benchRules(): Promise<void> {
  const corpus = await loadCorpus();
  const engine = createLocalEngine();
  const account = (e: CorpusEntry) => (e.account && /^0x[0-9a-fA-F]{40}$/.test(e.account) ? e.account : ME);
  // The validation corpus plus the accuracy corpus (real dapps' flows and drains), offline.
  const requests = [
    ...(corpus.length > 0
      ? corpus.map((e) => ({ chain: `eip155:${e.chainId ?? 1}`, metadata: e.domain ? { domain: e.domain } : {}, account_address: account(e), data: { method: e.method, params: e.params } }))
      : [{ chain: 'ethereum', metadata: {}, account_address: ME, data: { method: 'eth_sendTransaction', params: [{ from: ME, to: OTHER, value: '0x1' }] } }]),
    ...loadAccuracyCorpus().map((c) => c.request),
  ];
  for (const r of requests) await engine.scanJsonRpc(r); // warm-up
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const r of requests) {
      const t0 = performance.now();
      await engine.scanJsonRpc(r);
      times.push(performance.now() - t0);
    }
  }
  print('engine_decode_rules_median_ms', median(times), 'ms', { requests: requests.length, samples: times.length, corpus: corpus.length > 0 });
}

async function benchSimulation(): Promise<void> {
  const anvil = await startAnvil();
  try {
    const c = await deployDemoContracts(anvil.url, ANVIL_KEYS[0]);
    const engine = createLocalEngine({ rpc: anvil.url });
    const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'transfer', args: [OTHER, parseEther('1')] });
    const req = { chain: `eip155:${anvil.chainId}`, metadata: { domain: 'https://app.example.org' }, account_address: ME, data: { from: ME, to: c.erc20, data }, options: ['validation' as const, 'simulation' as const] };
    for (let i = 0; i < 5; i++) await engine.scanTransaction(req);
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      const res = await engine.scanTransaction(req);
      times.push(performance.now() - t0);
      if (res.simulation?.status !== 'Success') throw new Error(`simulation failed: ${res.simulation?.error}`);
    }
    print('engine_full_scan_with_simulation_median_ms', median(times), 'ms', { samples: times.length, node: 'anvil' });
  } finally {
    await anvil.stop();
  }
}

async function benchBundle(): Promise<void> {
  // The engine's share of the extension: zod ships in every part of the extension anyway
  // (API client, messaging, settings), so it is left out here; viem is counted with the engine.
  const shared = await build({
    entryPoints: [path.join(root, 'lib/engine/index.ts')],
    bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', write: false, logLevel: 'silent',
    external: ['zod'],
  });
  const own = shared.outputFiles[0];
  if (own) print('engine_share_of_extension_gzip_bytes', gzipSync(own.contents).length, 'bytes', { minified_bytes: own.contents.length, excludes: 'zod (shared by the whole extension)' });
  const out = await build({
    entryPoints: [path.join(root, 'lib/engine/index.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const file = out.outputFiles[0];
  if (!file) throw new Error('esbuild produced no output');
  // Where the bytes come from: per npm package, or per lib/ folder (minified bytes).
  const byPart = new Map<string, number>();
  for (const output of Object.values(out.metafile.outputs)) {
    for (const [input, info] of Object.entries(output.inputs)) {
      const part = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? /^(lib\/[^/]+(?:\/[^/.]+)?)/.exec(input)?.[1] ?? input;
      byPart.set(part, (byPart.get(part) ?? 0) + info.bytesInOutput);
    }
  }
  const largest = Object.fromEntries([...byPart].sort((a, b) => b[1] - a[1]).slice(0, 6));
  print('engine_bundle_gzip_bytes', gzipSync(file.contents).length, 'bytes', { minified_bytes: file.contents.length, largest_minified_bytes: largest });
}

await benchKnowledge();
await benchRules();
await benchSimulation();
await benchBundle();
