/**
 * `npm run bench:interception`: what Preflight costs a page, and how fast its
 * review is there, beside the smallest extension that could do the same job
 * (../shared/bench/floor-ext: a MAIN-world trap plus a relay) and a browser
 * with no extension. Three headless Chromium instances run side by side and
 * take turns, so machine load hits all three alike; figures are medians and
 * ratios (machines differ: compare the ratios). One JSON line per figure.
 *
 * - page load (loadEventEnd) of a page with two iframes (one same-origin, one
 *   cross-origin), with each browser: ratio vs none and vs the floor;
 * - when the page's first inline <head> script runs (ms after navigation start);
 * - request() → review window with a usable Reject button (floor: its button),
 *   request() → verdict text, and whether the verdict came with the buttons
 *   (from the review's own performance marks; the floor's button is static
 *   HTML, there at domInteractive);
 * - Approve click → the wallet got the call (timed inside the browser);
 * - bytes: MAIN-world script, isolated bridge, the review page's JS (every
 *   chunk it loads, and the part before first paint), whole build (Chrome; Firefox when .output/firefox-mv3 exists).
 *
 * Preflight runs on its default settings (local engine). Its requests are
 * personal_sign (no simulation, no RPC); the floor holds only
 * eth_sendTransaction, which is all it needs to open its window.
 * BENCH_N (requests, default 10), BENCH_LOADS (page loads per browser, default 20),
 * BENCH_FLOOR_EXT (default ../shared/bench/floor-ext).
 */
import { copyFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startAnvil } from '../tests/support/anvil';
import { buildTestPages } from '../tests/e2e/pages/build';
import { launchWithExtension, reviewWindow, type ExtensionBrowser } from '../tests/e2e/support/browser';
import { dappUrl } from '../tests/e2e/support/fixtures';
import { EXTENSION_DIR, ROOT } from '../tests/e2e/support/paths';
import { serveStatic } from '../tests/e2e/support/static-server';
import { median, print, run } from './support';

const N = Number(process.env.BENCH_N ?? 10);
const LOADS = Number(process.env.BENCH_LOADS ?? 20);
const WARMUP = 3;
const FLOOR_DIR = path.resolve(ROOT, process.env.BENCH_FLOOR_EXT ?? '../shared/bench/floor-ext');
const FIREFOX_DIR = path.join(ROOT, '.output', 'firefox-mv3');

/*
 * Scripts for pages are strings: tsx compiles named inner functions with an
 * `__name` helper that does not exist in the page.
 */

/** The page-cost page: its first inline script records when it ran; two iframes, one cross-origin. */
const costPage = (crossOrigin: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>page cost</title><link rel="icon" href="data:,">
<script>window.__firstScript = performance.now();</script>
<script src="wallet.js"></script>
</head><body><h1>A page that never signs</h1>
<p>${'Some text. '.repeat(200)}</p>
<iframe src="frame.html" width="300" height="150"></iframe>
<iframe src="${crossOrigin}/frame.html" width="300" height="150"></iframe>
<script src="dapp.js"></script>
</body></html>
`;
const FRAME = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><script>window.__inner = 1;</script></head>
<body><p>${'An ad or a widget. '.repeat(50)}</p></body></html>
`;

interface Browser {
  name: 'none' | 'floor' | 'preflight';
  ext: ExtensionBrowser;
  page: Page;
}

async function load(page: Page, url: string): Promise<{ load: number; first: number }> {
  await page.goto(url, { waitUntil: 'load' });
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const loadEnd = nav && 'loadEventEnd' in nav && typeof nav.loadEventEnd === 'number' && nav.loadEventEnd > 0 ? nav.loadEventEnd : performance.now();
    const first: unknown = Reflect.get(window, '__firstScript');
    return { load: loadEnd, first: typeof first === 'number' ? first : Number.NaN };
  });
}

/** A review page's own timeline, ms after its navigation started (a string: see the note on page scripts above). */
interface PageTimes {
  /** The HTML has arrived. */
  html: number;
  /** Preflight's first script started (its shell); the floor runs none. */
  firstScript?: number;
  /** The first paint (undefined if the page had not painted within 2 s). */
  paint?: number;
}

async function pageTimes(review: Page): Promise<PageTimes> {
  await review.waitForFunction(() => performance.getEntriesByType('paint').length > 0, undefined, { timeout: 2_000 }).catch(() => undefined);
  const times: unknown = await review.evaluate(`(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const shell = performance.getEntriesByName('preflight:review:shell')[0];
    const paint = performance.getEntriesByType('paint')[0];
    return { html: nav ? nav.responseEnd : NaN, firstScript: shell ? shell.startTime : undefined, paint: paint ? paint.startTime : undefined };
  })()`);
  const field = (key: keyof PageTimes): number | undefined => {
    const v: unknown = typeof times === 'object' && times !== null ? Reflect.get(times, key) : undefined;
    return typeof v === 'number' ? v : undefined;
  };
  return { html: field('html') ?? Number.NaN, firstScript: field('firstScript'), paint: field('paint') };
}

/** One floor request: eth_sendTransaction → its review window with a button. */
async function floorRequest(b: Browser): Promise<{ button: number; window: number; page: PageTimes }> {
  // Only review windows open in the floor's browser.
  const opened = b.ext.context.waitForEvent('page', { timeout: 20_000 });
  const t0 = await b.page.evaluate(() => {
    const at = Date.now();
    const eth: unknown = Reflect.get(window, 'ethereum');
    const request: unknown = Reflect.get(Object(eth), 'request');
    if (typeof request === 'function') void Reflect.apply(request, eth, [{ method: 'eth_sendTransaction', params: [{}] }]);
    return at;
  });
  const review = await opened;
  await review.waitForURL(/review\.html$/, { timeout: 20_000 });
  await review.locator('button').waitFor({ timeout: 20_000 });
  // Its button is in the static HTML: there once the parser is through (an init script may miss a new window under load).
  const [at, origin] = await review.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return [performance.timeOrigin + (nav && 'domInteractive' in nav && typeof nav.domInteractive === 'number' ? nav.domInteractive : performance.now()), performance.timeOrigin];
  });
  const page = await pageTimes(review);
  await review.close();
  return { button: at - t0, window: origin - t0, page };
}

interface PreflightSample {
  button: number;
  /** request → the review window's navigation start: the part before the page's own code runs. */
  window: number;
  verdict: number;
  together: boolean;
  toWallet: number;
  page: PageTimes;
}

/** One Preflight request: personal_sign → review with Reject → verdict → Approve → the wallet has it. */
async function preflightRequest(b: Browser, from: string): Promise<PreflightSample> {
  // The clock starts in the same task as the call, as the floor's does (a separate evaluate would add a round trip).
  const pending = b.page.evaluate((a) => {
    Reflect.set(window, '__benchT0', Date.now());
    return window.dapp.request('personal_sign', ['0x68656c6c6f', a]);
  }, from);
  pending.catch(() => undefined); // a failure below is the one to report
  const review = await reviewWindow(b.ext.context, b.ext.extensionId, 20_000);
  const t0 = await b.page.evaluate(() => Number(Reflect.get(window, '__benchT0')));
  const id = await review.getByTestId('review-root').getAttribute('data-request-id');
  // The review's own marks (entrypoints/review/App.tsx): its first render of this request, and of its verdict.
  const mark = async (what: 'scanning' | 'verdict'): Promise<number | undefined> =>
    review.evaluate((name) => {
      const m = performance.getEntriesByName(name)[0];
      return m ? performance.timeOrigin + m.startTime : undefined;
    }, `preflight:review:${id}:${what}`);
  await review.waitForFunction((name) => performance.getEntriesByName(name).length > 0, `preflight:review:${id}:verdict`, { timeout: 20_000 });
  const verdictAt = (await mark('verdict')) ?? Number.NaN;
  const scanningAt = await mark('scanning');
  const button = (scanningAt ?? verdictAt) - t0;
  const windowAt = await review.evaluate(() => performance.timeOrigin);
  const page = await pageTimes(review);
  const verdict = verdictAt - t0;
  // Shown together: the first render of this request already had its verdict.
  const together = scanningAt === undefined;
  const before = await b.page.evaluate(() => window.__testWallet.calls.length);
  // Approve acts only once the window has been visible and focused for a moment (a page cannot time a keystroke onto it).
  await review.locator('[data-testid="approve"][data-armed="yes"]:not([disabled])').waitFor({ timeout: 20_000 });
  // Both ends timestamped inside the browser, on the same clock, so the driver's polling is not counted.
  const t1 = await review.evaluate(() => {
    const approve = document.querySelector('[data-testid="approve"]');
    const at = Date.now();
    if (approve instanceof HTMLButtonElement) setTimeout(() => approve.click());
    return at;
  });
  await b.page.waitForFunction((n) => window.__testWallet.calls.slice(n).some((c) => c.method === 'personal_sign'), before, { timeout: 20_000 });
  const at = await b.page.evaluate((n) => window.__testWallet.calls.slice(n).find((c) => c.method === 'personal_sign')?.at ?? Number.NaN, before);
  await pending;
  if (!review.isClosed()) await review.waitForEvent('close').catch(() => undefined);
  return { button, window: windowAt - t0, verdict, together, toWallet: at - t1, page };
}

async function dirBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    total += entry.isDirectory() ? await dirBytes(p) : (await stat(p)).size;
  }
  return total;
}

/**
 * The review page's JavaScript, from the built files: what review.html loads
 * before anything runs (its scripts and module preloads, and their static
 * imports), and every chunk it could ever import (dynamic import() too, also
 * the parts only some requests or actions load).
 */
async function reviewScriptBytes(): Promise<{ initial: number; all: number; initialFiles: string[] }> {
  const html = await readFile(path.join(EXTENSION_DIR, 'review.html'), 'utf8');
  const roots = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((x) => x[1] ?? '');
  const closure = async (start: string[], dynamic: boolean): Promise<Set<string>> => {
    const seen = new Set<string>();
    const queue = [...start];
    for (let f = queue.shift(); f !== undefined; f = queue.shift()) {
      if (seen.has(f)) continue;
      seen.add(f);
      const code = await readFile(path.join(EXTENSION_DIR, f), 'utf8');
      const pattern = dynamic ? /(?:from|import)\s*\(?\s*["'`](\.\.?\/[^"'`]+\.js)["'`]/g : /(?:from|import)\s*["'`](\.\.?\/[^"'`]+\.js)["'`]/g;
      for (const x of code.matchAll(pattern)) queue.push(path.posix.join(path.posix.dirname(f), x[1] ?? ''));
    }
    return seen;
  };
  const size = (files: Set<string>): number => [...files].reduce((sum, f) => sum + statSync(path.join(EXTENSION_DIR, f)).size, 0);
  const initial = await closure(roots, false);
  const all = await closure(roots, true);
  return { initial: size(initial), all: size(all), initialFiles: [...initial] };
}

const ratio = (a: number, b: number): number => a / b;

async function main(): Promise<void> {
  if (!existsSync(path.join(FLOOR_DIR, 'manifest.json'))) throw new Error(`no floor extension at ${FLOOR_DIR} (set BENCH_FLOOR_EXT)`);
  const anvil = await startAnvil();
  const pagesDir = await buildTestPages();
  const server = await serveStatic(pagesDir);
  const costDir = await mkdtemp(path.join(tmpdir(), 'preflight-bench-'));
  const costServer = await serveStatic(costDir);
  // The same server under another host name: a cross-origin iframe.
  const crossOrigin = costServer.url.replace('127.0.0.1', 'localhost');
  await writeFile(path.join(costDir, 'index.html'), costPage(crossOrigin));
  await writeFile(path.join(costDir, 'frame.html'), FRAME);
  for (const f of ['wallet.js', 'dapp.js']) await copyFile(path.join(pagesDir, f), path.join(costDir, f));
  const costUrl = `${costServer.url}/index.html?rpc=${encodeURIComponent(anvil.url)}`;
  const dapp = dappUrl(server.url, anvil.url);

  const browsers: Browser[] = [];
  try {
    for (const [name, dir] of [['none', null], ['floor', FLOOR_DIR], ['preflight', EXTENSION_DIR]] as const) {
      const ext = await launchWithExtension({ extensionDir: dir });
      browsers.push({ name, ext, page: await ext.context.newPage() });
    }

    // Page cost: the three take turns, load after load.
    const loads: Record<Browser['name'], number[]> = { none: [], floor: [], preflight: [] };
    const first: Record<Browser['name'], number[]> = { none: [], floor: [], preflight: [] };
    for (let i = 0; i < WARMUP + LOADS; i++) {
      for (const b of i % 2 ? [...browsers].reverse() : browsers) {
        const r = await load(b.page, costUrl);
        if (i < WARMUP) continue;
        loads[b.name].push(r.load);
        first[b.name].push(r.first);
      }
    }
    const m = (xs: number[]): number => median(xs);
    print('page_load_ratio_vs_none', ratio(m(loads.preflight), m(loads.none)), 'ratio', { loads: LOADS, preflight_ms: m(loads.preflight), none_ms: m(loads.none) });
    print('page_load_ratio_vs_floor', ratio(m(loads.preflight), m(loads.floor)), 'ratio', { loads: LOADS, preflight_ms: m(loads.preflight), floor_ms: m(loads.floor) });
    print('floor_page_load_ratio_vs_none', ratio(m(loads.floor), m(loads.none)), 'ratio', { loads: LOADS });
    print('first_inline_script_ms', m(first.preflight), 'ms', {
      none_ms: m(first.none),
      floor_ms: m(first.floor),
      later_than_floor_ms: m(first.preflight) - m(first.floor),
      later_than_none_ms: m(first.preflight) - m(first.none),
    });

    // Request → review: floor and Preflight take turns.
    const floor = browsers[1];
    const preflight = browsers[2];
    if (!floor || !preflight) throw new Error('browsers missing');
    for (const b of [floor, preflight]) {
      await b.page.goto(dapp);
      await b.page.waitForFunction(() => typeof window.dapp === 'object');
    }
    const from = await preflight.page.evaluate(() => window.__testWallet.address);
    const reviewLoaded = new Set<string>();
    const origin = `chrome-extension://${preflight.ext.extensionId}/`;
    preflight.ext.context.on('request', (r) => {
      let inReview = false;
      try {
        inReview = r.frame().url().startsWith(`${origin}review.html`);
      } catch {
        // a service worker's request has no frame
      }
      if (inReview && r.url().startsWith(origin) && r.url().endsWith('.js')) reviewLoaded.add(r.url().slice(origin.length));
    });
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
    print('request_to_review_button_ms', button, 'ms', { n: N, floor_ms: floorMs, ratio_vs_floor: ratio(button, floorMs), samples: samples.map((s) => s.button) });
    print('request_to_verdict_ms', verdict, 'ms', { n: N, floor_button_ms: floorMs, ratio_vs_floor: ratio(verdict, floorMs), samples: samples.map((s) => s.verdict) });
    // Where the time goes: until the window starts loading (extension and browser), then the page itself.
    print('request_to_review_window_ms', m(samples.map((s) => s.window)), 'ms', { n: N, floor_ms: m(floorWindow), page_to_button_ms: m(samples.map((s) => s.button - s.window)), floor_page_to_button_ms: m(floorButton.map((b, i) => b - (floorWindow[i] ?? b))) });
    // Inside the review page (ms after its navigation started): the HTML, Preflight's first script, the first paint.
    // Any script in an extension page waits for the page's extension context; the floor's page runs none.
    const defined = (xs: (number | undefined)[]): number[] => xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
    print('review_page_timeline_ms', m(defined(samples.map((s) => s.page.firstScript))), 'ms', {
      n: N,
      what: 'first script of the review page, ms after its navigation start',
      html_received_ms: m(defined(samples.map((s) => s.page.html))),
      button_ms: m(samples.map((s) => s.button - s.window)),
      first_paint_ms: m(defined(samples.map((s) => s.page.paint))),
      floor_html_received_ms: m(defined(floorPages.map((p) => p.html))),
      floor_button_ms: m(floorButton.map((b, i) => b - (floorWindow[i] ?? b))),
      floor_first_paint_ms: m(defined(floorPages.map((p) => p.paint))),
    });
    // What the user first sees: request → the review window's first paint, beside the floor's.
    const paintAt = (window: number, p: PageTimes): number | undefined => (p.paint === undefined ? undefined : window + p.paint);
    const paint = m(defined(samples.map((s) => paintAt(s.window, s.page))));
    const floorPaint = m(defined(floorPages.map((p, i) => paintAt(floorWindow[i] ?? Number.NaN, p))));
    print('request_to_review_first_paint_ms', paint, 'ms', { n: N, floor_ms: floorPaint, ratio_vs_floor: ratio(paint, floorPaint) });
    print('verdict_with_buttons', samples.filter((s) => s.together).length, 'of n', { n: N });
    print('approve_to_wallet_ms', m(samples.map((s) => s.toWallet)), 'ms', { n: N, samples: samples.map((s) => s.toWallet) });

    // Both are bundled on their own and listed by the manifest (scripts/page-scripts.ts).
    print('main_world_script_bytes', statSync(path.join(EXTENSION_DIR, 'provider.js')).size, 'bytes');
    print('isolated_bridge_bytes', statSync(path.join(EXTENSION_DIR, 'bridge.js')).size, 'bytes');
    const review = await reviewScriptBytes();
    // The first scripts can be requested before the window's frame has its URL: the HTML's own imports are counted from the files.
    const loadedFiles = [...new Set([...reviewLoaded, ...review.initialFiles])].sort();
    const loadedBytes = loadedFiles.reduce((sum, f) => sum + statSync(path.join(EXTENSION_DIR, f)).size, 0);
    // What the review windows of this run really loaded (personal_sign: shell, verdict, decoded message, report form).
    print('review_page_js_bytes', loadedBytes, 'bytes', { files: loadedFiles, html_static_bytes: review.initial, every_reachable_chunk_bytes: review.all });
    print('chrome_build_bytes', await dirBytes(EXTENSION_DIR), 'bytes');
    if (existsSync(FIREFOX_DIR)) print('firefox_build_bytes', await dirBytes(FIREFOX_DIR), 'bytes');
  } finally {
    for (const b of browsers) await b.ext.context.close().catch(() => undefined);
    await server.close();
    await costServer.close();
    await rm(costDir, { recursive: true, force: true });
    await anvil.stop();
  }
}

run(main);
