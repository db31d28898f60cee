/**
 * `npm run bench:interception`: what Preflight costs a page, and how fast its
 * review is there, beside the smallest extension that could do the same job
 * (../shared/bench/floor-ext: a MAIN-world trap, a relay and a review page
 * whose Reject its own deferred script enables) and a browser with no
 * extension. Three headless Chromium instances run side by side and take
 * turns, so machine load hits all three alike; figures are medians and ratios
 * (machines differ: compare the ratios). One JSON line per figure.
 *
 * - page load (loadEventEnd) of a page with two iframes (one cross-origin) and
 *   of one with 20 iframes without a wallet, with each browser: ratio vs none
 *   and vs the floor (./interception/pages.ts);
 * - when the page's first inline <head> script runs (ms after navigation start);
 * - request() → a usable Reject (each page's own script has enabled it),
 *   request() → verdict text, and whether the verdict came with the buttons;
 * - request() → the dapp's 4001 when Reject is clicked the moment it works;
 * - Approve click → the wallet got the call (timed inside the browser);
 * - bytes: MAIN-world scripts (provider.js, solana.js), isolated bridge, the review page's JS (every
 *   chunk it loads, and the part before first paint), whole build (Chrome; Firefox when .output/firefox-mv3 exists).
 *
 * Preflight runs on its default settings (local engine). Its requests are
 * personal_sign (no simulation, no RPC); the floor holds only
 * eth_sendTransaction, which is all it needs to open its window.
 * BENCH_N (requests, default 10), BENCH_LOADS (page loads per browser, default 20),
 * BENCH_FLOOR_EXT (default ../shared/bench/floor-ext), BENCH_EXT (Preflight's build, default .output/chrome-mv3:
 * another build, for an A/B of two builds),
 * BENCH_PARTS (comma-separated, default all: page, frames20, review, reject).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAnvil } from '../tests/support/anvil';
import { buildTestPages } from '../tests/e2e/pages/build';
import { launchWithExtension } from '../tests/e2e/support/browser';
import { dappUrl } from '../tests/e2e/support/fixtures';
import { EXTENSION_DIR, ROOT } from '../tests/e2e/support/paths';
import { serveStatic } from '../tests/e2e/support/static-server';
import { median, print, run } from './support';
import { dirBytes, fileBytes, reviewScriptBytes } from './interception/bytes';
import { COST_PAGES, pageCost, writeCostPages, type CostPage } from './interception/pages';
import { floorRequest, preflightRequest, rejectRequest, type Browser, type PageTimes, type PreflightSample, type RejectSample } from './interception/review';

const N = Number(process.env.BENCH_N ?? 10);
const LOADS = Number(process.env.BENCH_LOADS ?? 20);
const WARMUP = 3;
const FLOOR_DIR = path.resolve(ROOT, process.env.BENCH_FLOOR_EXT ?? '../shared/bench/floor-ext');
const PREFLIGHT_DIR = process.env.BENCH_EXT ? path.resolve(process.env.BENCH_EXT) : EXTENSION_DIR;
const FIREFOX_DIR = path.join(ROOT, '.output', 'firefox-mv3');
const PARTS = new Set((process.env.BENCH_PARTS ?? 'page,frames20,review,reject').split(','));

const ratio = (a: number, b: number): number => a / b;
const m = (xs: number[]): number => median(xs);
const defined = (xs: (number | undefined)[]): number[] => xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));

async function measurePageCost(browsers: Browser[], which: CostPage, url: string): Promise<void> {
  const { load, first, frameFirst, frameLoad } = await pageCost(browsers, url, LOADS, WARMUP);
  const suffix = which === 'page' ? '' : `_${which}`;
  const frames = COST_PAGES[which].frames;
  print(`page_load_ratio_vs_none${suffix}`, ratio(load.preflight, load.none), 'ratio', { loads: LOADS, frames, preflight_ms: load.preflight, none_ms: load.none });
  print(`page_load_ratio_vs_floor${suffix}`, ratio(load.preflight, load.floor), 'ratio', { loads: LOADS, frames, preflight_ms: load.preflight, floor_ms: load.floor, more_per_frame_ms: (load.preflight - load.floor) / frames });
  print(`floor_page_load_ratio_vs_none${suffix}`, ratio(load.floor, load.none), 'ratio', { loads: LOADS, frames });
  print(`first_inline_script_ms${suffix}`, first.preflight, 'ms', {
    none_ms: first.none,
    floor_ms: first.floor,
    later_than_floor_ms: first.preflight - first.floor,
    later_than_none_ms: first.preflight - first.none,
  });
  // Inside each iframe (none has a wallet), on its own clock: many samples, so steadier than the page's load.
  print(`frame_first_script_ms${suffix}`, frameFirst.preflight, 'ms', { frames, none_ms: frameFirst.none, floor_ms: frameFirst.floor, later_than_floor_ms: frameFirst.preflight - frameFirst.floor });
  print(`frame_load_ms${suffix}`, frameLoad.preflight, 'ms', { frames, none_ms: frameLoad.none, floor_ms: frameLoad.floor, ratio_vs_floor: ratio(frameLoad.preflight, frameLoad.floor) });
}

/** Request → review, the floor and Preflight taking turns. */
async function measureReview(floor: Browser, preflight: Browser, from: string): Promise<void> {
  const floorButton: number[] = [];
  const floorWindow: number[] = [];
  const floorPages: PageTimes[] = [];
  const samples: PreflightSample[] = [];
  // One of each first, not counted: the first review window of a browser pays for starting the extension's pages.
  await floorRequest(floor);
  await preflightRequest(preflight, from);
  for (let i = 0; i < N; i++) {
    if (i % 2) samples.push(await preflightRequest(preflight, from));
    const f = await floorRequest(floor);
    floorButton.push(f.button);
    floorWindow.push(f.window);
    floorPages.push(f.page);
    if (!(i % 2)) samples.push(await preflightRequest(preflight, from));
  }
  const button = m(samples.map((s) => s.button));
  const verdict = m(samples.map((s) => s.verdict));
  const floorMs = m(floorButton);
  print('request_to_review_button_ms', button, 'ms', { n: N, what: 'request → a usable Reject (enabled by the page\'s own script)', floor_ms: floorMs, ratio_vs_floor: ratio(button, floorMs), samples: samples.map((s) => s.button), floor_samples: floorButton });
  print('request_to_verdict_ms', verdict, 'ms', { n: N, floor_button_ms: floorMs, ratio_vs_floor: ratio(verdict, floorMs), samples: samples.map((s) => s.verdict) });
  // Where the time goes: until the window starts loading (extension and browser), then the page itself.
  print('request_to_review_window_ms', m(samples.map((s) => s.window)), 'ms', { n: N, floor_ms: m(floorWindow), page_to_button_ms: m(samples.map((s) => s.button - s.window)), floor_page_to_button_ms: m(floorButton.map((b, i) => b - (floorWindow[i] ?? b))) });
  // Inside the review page (ms after its navigation started): the HTML, Preflight's shell script, the first paint.
  print('review_page_timeline_ms', m(defined(samples.map((s) => s.page.firstScript))), 'ms', {
    n: N,
    what: 'the shell script of the review page, ms after its navigation start',
    html_received_ms: m(defined(samples.map((s) => s.page.html))),
    button_ms: m(samples.map((s) => s.button - s.window)),
    first_paint_ms: m(defined(samples.map((s) => s.page.paint))),
    floor_html_received_ms: m(defined(floorPages.map((p) => p.html))),
    floor_button_ms: m(floorButton.map((b, i) => b - (floorWindow[i] ?? b))),
    floor_first_paint_ms: m(defined(floorPages.map((p) => p.paint))),
    // Inside the page: the parse ended, the Reject was usable (all on the page's own clock).
    parsed_ms: m(defined(samples.map((s) => s.page.parsed))),
    ready_ms: m(defined(samples.map((s) => s.page.ready))),
    floor_parsed_ms: m(defined(floorPages.map((p) => p.parsed))),
    floor_ready_ms: m(defined(floorPages.map((p) => p.ready))),
  });
  // What the user first sees: request → the review window's first paint, beside the floor's.
  const paintAt = (window: number, p: PageTimes): number | undefined => (p.paint === undefined ? undefined : window + p.paint);
  const paint = m(defined(samples.map((s) => paintAt(s.window, s.page))));
  const floorPaint = m(defined(floorPages.map((p, i) => paintAt(floorWindow[i] ?? Number.NaN, p))));
  print('request_to_review_first_paint_ms', paint, 'ms', { n: N, floor_ms: floorPaint, ratio_vs_floor: ratio(paint, floorPaint) });
  print('verdict_with_buttons', samples.filter((s) => s.together).length, 'of n', { n: N });
  print('approve_to_wallet_ms', m(samples.map((s) => s.toWallet)), 'ms', { n: N, samples: samples.map((s) => s.toWallet) });
}

/** Request → the dapp's 4001 after an immediate Reject, the floor and Preflight taking turns. */
async function measureReject(floor: Browser, preflight: Browser, from: string): Promise<void> {
  const floorCall = (): Promise<RejectSample> => rejectRequest(floor, 'eth_sendTransaction', [{}]);
  const preflightCall = (): Promise<RejectSample> => rejectRequest(preflight, 'personal_sign', ['0x68656c6c6f', from]);
  await floorCall();
  await preflightCall();
  const ours: RejectSample[] = [];
  const theirs: RejectSample[] = [];
  for (let i = 0; i < N; i++) {
    for (const [b, call] of i % 2 ? ([[theirs, floorCall], [ours, preflightCall]] as const) : ([[ours, preflightCall], [theirs, floorCall]] as const)) b.push(await call());
  }
  const settled = m(ours.map((s) => s.settled));
  const floorSettled = m(theirs.map((s) => s.settled));
  print('request_to_rejected_ms', settled, 'ms', {
    n: N,
    what: 'request → the dapp\'s 4001, Reject clicked the moment it works',
    floor_ms: floorSettled,
    ratio_vs_floor: ratio(settled, floorSettled),
    got_4001: ours.filter((s) => s.rejected).length,
    floor_got_4001: theirs.filter((s) => s.rejected).length,
    ready_ms: m(ours.map((s) => s.ready)),
    floor_ready_ms: m(theirs.map((s) => s.ready)),
    click_to_4001_ms: m(ours.map((s) => s.afterClick)),
    floor_click_to_4001_ms: m(theirs.map((s) => s.afterClick)),
    // The driver's click script runs once the page's main thread is free: after a usable Reject, how long it waited.
    driver_after_ready_ms: m(ours.map((s) => s.driver - s.ready)),
    floor_driver_after_ready_ms: m(theirs.map((s) => s.driver - s.ready)),
    samples: ours.map((s) => s.settled),
    floor_samples: theirs.map((s) => s.settled),
  });
}

async function printBytes(reviewLoaded: Set<string>): Promise<void> {
  // Each is bundled on its own and listed by the manifest (scripts/page-scripts.ts); every frame runs all three.
  const provider = fileBytes(PREFLIGHT_DIR, 'provider.js');
  const solana = existsSync(path.join(PREFLIGHT_DIR, 'solana.js')) ? fileBytes(PREFLIGHT_DIR, 'solana.js') : 0;
  const bridge = fileBytes(PREFLIGHT_DIR, 'bridge.js');
  print('main_world_script_bytes', provider, 'bytes', { budget: 13 * 1024 });
  print('solana_main_world_script_bytes', solana, 'bytes');
  print('isolated_bridge_bytes', bridge, 'bytes');
  print('per_frame_script_bytes', provider + solana + bridge, 'bytes', { what: 'provider.js + solana.js (MAIN world, one injection) + bridge.js (isolated world), in every frame' });
  const review = await reviewScriptBytes(PREFLIGHT_DIR);
  // The first scripts can be requested before the window's frame has its URL: the HTML's own imports are counted from the files.
  const loadedFiles = [...new Set([...reviewLoaded, ...review.initialFiles])].sort();
  const loadedBytes = loadedFiles.reduce((sum, f) => sum + fileBytes(PREFLIGHT_DIR, f), 0);
  // What the review windows of this run really loaded (personal_sign: shell, verdict, decoded message, report form).
  print('review_page_js_bytes', loadedBytes, 'bytes', { files: loadedFiles, html_static_bytes: review.initial, every_reachable_chunk_bytes: review.all });
  print('chrome_build_bytes', await dirBytes(PREFLIGHT_DIR), 'bytes');
  if (existsSync(FIREFOX_DIR)) print('firefox_build_bytes', await dirBytes(FIREFOX_DIR), 'bytes');
}

/** The review page's JavaScript files this run's review windows asked for. */
function watchReviewScripts(preflight: Browser): Set<string> {
  const loaded = new Set<string>();
  const origin = `chrome-extension://${preflight.ext.extensionId}/`;
  preflight.ext.context.on('request', (r) => {
    let inReview = false;
    try {
      inReview = r.frame().url().startsWith(`${origin}review.html`);
    } catch {
      // a service worker's request has no frame
    }
    if (inReview && r.url().startsWith(origin) && r.url().endsWith('.js')) loaded.add(r.url().slice(origin.length));
  });
  return loaded;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(FLOOR_DIR, 'manifest.json'))) throw new Error(`no floor extension at ${FLOOR_DIR} (set BENCH_FLOOR_EXT)`);
  const anvil = await startAnvil();
  const pagesDir = await buildTestPages();
  const server = await serveStatic(pagesDir);
  const costDir = await mkdtemp(path.join(tmpdir(), 'preflight-bench-'));
  const costServer = await serveStatic(costDir);
  // The same server under another host name: cross-origin iframes.
  await writeCostPages(costDir, costServer.url.replace('127.0.0.1', 'localhost'), pagesDir);
  const costUrl = (which: CostPage): string => `${costServer.url}/${COST_PAGES[which].file}?rpc=${encodeURIComponent(anvil.url)}`;
  const dapp = dappUrl(server.url, anvil.url);

  const browsers: Browser[] = [];
  try {
    for (const [name, dir] of [['none', null], ['floor', FLOOR_DIR], ['preflight', PREFLIGHT_DIR]] as const) {
      const ext = await launchWithExtension({ extensionDir: dir });
      browsers.push({ name, ext, page: await ext.context.newPage() });
    }
    for (const which of ['page', 'frames20'] as const) if (PARTS.has(which)) await measurePageCost(browsers, which, costUrl(which));

    const [, floor, preflight] = browsers;
    if (!floor || !preflight) throw new Error('browsers missing');
    const reviewLoaded = watchReviewScripts(preflight);
    if (PARTS.has('review') || PARTS.has('reject')) {
      for (const b of [floor, preflight]) {
        await b.page.goto(dapp);
        await b.page.waitForFunction(() => typeof window.dapp === 'object');
      }
      const from = await preflight.page.evaluate(() => window.__testWallet.address);
      if (PARTS.has('review')) await measureReview(floor, preflight, from);
      if (PARTS.has('reject')) await measureReject(floor, preflight, from);
    }
    await printBytes(reviewLoaded);
  } finally {
    for (const b of browsers) await b.ext.context.close().catch(() => undefined);
    await server.close();
    await costServer.close();
    await rm(costDir, { recursive: true, force: true });
    await anvil.stop();
  }
}

run(main);
