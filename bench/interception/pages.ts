/**
 * bench:interception's page cost: the same page loaded in turn by the three
 * browsers. Two pages: one with two iframes (one cross-origin), and one with
 * 20 iframes without a wallet (ads, widgets: half same-origin, half
 * cross-origin), where what counts is what the extension costs a frame that
 * never signs.
 */
import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { median } from '../support';

/*
 * Scripts for pages are strings: tsx compiles named inner functions with an
 * `__name` helper that does not exist in the page.
 */

const iframes = (crossOrigin: string, count: number): string =>
  Array.from({ length: count }, (_, i) => `<iframe src="${i % 2 ? `${crossOrigin}/` : ''}frame.html?${i}" width="300" height="150"></iframe>`).join('\n');

/** A page with a wallet whose first inline script records when it ran, and `frames` iframes, every other one cross-origin. */
const costPage = (crossOrigin: string, frames: number): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>page cost</title><link rel="icon" href="data:,">
<script>window.__firstScript = performance.now();</script>
<script src="wallet.js"></script>
</head><body><h1>A page that never signs</h1>
<p>${'Some text. '.repeat(200)}</p>
${iframes(crossOrigin, frames)}
<script src="dapp.js"></script>
</body></html>
`;
const FRAME = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><script>window.__firstScript = performance.now();</script></head>
<body><p>${'An ad or a widget. '.repeat(50)}</p></body></html>
`;

export const COST_PAGES = { page: { file: 'index.html', frames: 2 }, frames20: { file: 'frames20.html', frames: 20 } } as const;
export type CostPage = keyof typeof COST_PAGES;

/** Writes the cost pages into `dir` (served at `crossOrigin` too, under another host name). */
export async function writeCostPages(dir: string, crossOrigin: string, testPagesDir: string): Promise<void> {
  for (const { file, frames } of Object.values(COST_PAGES)) await writeFile(path.join(dir, file), costPage(crossOrigin, frames));
  await writeFile(path.join(dir, 'frame.html'), FRAME);
  for (const f of ['wallet.js', 'dapp.js']) await copyFile(path.join(testPagesDir, f), path.join(dir, f));
}

/** A document's own timeline: its first inline script and its load event, ms after its navigation start. */
const TIMES = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const load = nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : performance.now();
  const first = window.__firstScript;
  return { load, first: typeof first === 'number' ? first : NaN };
})()`;

interface Times {
  load: number;
  first: number;
}

const asTimes = (v: unknown): Times => {
  const num = (k: string): number => {
    const x: unknown = typeof v === 'object' && v !== null ? Reflect.get(v, k) : undefined;
    return typeof x === 'number' ? x : Number.NaN;
  };
  return { load: num('load'), first: num('first') };
};

/** The page's timeline, and each iframe's own (what a frame without a wallet pays, measured inside it). */
export async function loadTimes(page: Page, url: string): Promise<Times & { frames: Times[] }> {
  await page.goto(url, { waitUntil: 'load' });
  const top = asTimes(await page.evaluate(TIMES));
  const frames: Times[] = [];
  for (const frame of page.frames()) if (frame !== page.mainFrame()) frames.push(asTimes(await frame.evaluate(TIMES).catch(() => undefined)));
  return { ...top, frames };
}

export type BrowserName = 'none' | 'floor' | 'preflight';
type PerBrowser = Record<BrowserName, number>;
export interface PageCost {
  load: PerBrowser;
  first: PerBrowser;
  /** Medians over every iframe of every counted load: its first inline script and its load event (its own clock). */
  frameFirst: PerBrowser;
  frameLoad: PerBrowser;
}

/** Medians of `loads` page loads per browser (after `warmup` not counted), the browsers taking turns load after load. */
export async function pageCost(browsers: { name: BrowserName; page: Page }[], url: string, loads: number, warmup: number): Promise<PageCost> {
  const fresh = (): Record<BrowserName, number[]> => ({ none: [], floor: [], preflight: [] });
  const [load, first, frameFirst, frameLoad] = [fresh(), fresh(), fresh(), fresh()];
  for (let i = 0; i < warmup + loads; i++) {
    for (const b of i % 2 ? [...browsers].reverse() : browsers) {
      const r = await loadTimes(b.page, url);
      if (i < warmup) continue;
      load[b.name].push(r.load);
      first[b.name].push(r.first);
      for (const f of r.frames) {
        frameFirst[b.name].push(f.first);
        frameLoad[b.name].push(f.load);
      }
    }
  }
  const medians = (xs: Record<BrowserName, number[]>): PerBrowser => ({ none: median(xs.none), floor: median(xs.floor), preflight: median(xs.preflight) });
  return { load: medians(load), first: medians(first), frameFirst: medians(frameFirst), frameLoad: medians(frameLoad) };
}
