/**
 * `npm run bench:interception`: prints one JSON line per figure (headless
 * Chromium, real anvil, C1's test dapp and wallet):
 * - request() → review window showing the scan outcome (median ms)
 * - Approve click → the wallet received the call (median ms)
 * - MAIN-world script size (bytes, minified as shipped)
 * - page load time with / without the extension (ratio of medians, 20 loads each)
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { startAnvil } from '../tests/support/anvil';
import { buildTestPages } from '../tests/e2e/pages/build';
import { launchWithExtension, reviewWindow } from '../tests/e2e/support/browser';
import { dappUrl } from '../tests/e2e/support/fixtures';
import { EXTENSION_DIR } from '../tests/e2e/support/paths';
import { serveStatic } from '../tests/e2e/support/static-server';
import { median, print, run } from './support';

const N = Number(process.env.BENCH_N ?? 10);
const LOADS = 20;

async function loadTimes(context: BrowserContext, url: string): Promise<number[]> {
  const page = await context.newPage();
  const times: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    await page.goto(url, { waitUntil: 'load' });
    times.push(await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return nav && 'loadEventEnd' in nav && typeof nav.loadEventEnd === 'number' ? nav.loadEventEnd : performance.now();
    }));
  }
  await page.close();
  return times;
}

async function main(): Promise<void> {
  const anvil = await startAnvil();
  const server = await serveStatic(await buildTestPages());
  const url = dappUrl(server.url, anvil.url);
  const ext = await launchWithExtension();
  try {
    const page = await ext.context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => typeof window.dapp === 'object');
    const from = await page.evaluate(() => window.__testWallet.address);
    const toReview: number[] = [];
    const toWallet: number[] = [];
    for (let i = 0; i < N; i++) {
      const t0 = Date.now();
      const pending = page.evaluate((a) => window.dapp.request('personal_sign', ['0x68656c6c6f', a]), from);
      const review = await reviewWindow(ext.context, ext.extensionId);
      await review.waitForFunction(() => {
        const v = document.querySelector('[data-testid="review-verdict"]')?.getAttribute('data-verdict');
        return v !== undefined && v !== null && v !== 'scanning';
      });
      toReview.push(Date.now() - t0);
      const before = await page.evaluate(() => window.__testWallet.calls.length);
      // Both ends timestamped inside the browser (the click in the review page, the call in the
      // wallet, Date.now() on the same clock), so the driver's own polling is not counted.
      const t1 = await review.evaluate(() => {
        const button = document.querySelector('[data-testid="approve"]');
        const at = Date.now();
        if (button instanceof HTMLButtonElement) setTimeout(() => button.click());
        return at;
      });
      await page.waitForFunction((n) => window.__testWallet.calls.slice(n).some((c) => c.method === 'personal_sign'), before);
      const at = await page.evaluate((n) => window.__testWallet.calls.slice(n).find((c) => c.method === 'personal_sign')?.at ?? Number.NaN, before);
      toWallet.push(at - t1);
      await pending;
      if (!review.isClosed()) await review.waitForEvent('close').catch(() => undefined);
    }
    print('request_to_review_with_scan_ms', median(toReview), 'ms', { n: N, samples: toReview });
    print('approve_to_wallet_ms', median(toWallet), 'ms', { n: N, samples: toWallet });
    print('main_world_script_bytes', statSync(path.join(EXTENSION_DIR, 'content-scripts', 'provider.js')).size, 'bytes');
    const withExt = median(await loadTimes(ext.context, url));
    const bare = await launchWithExtension({ extensionDir: null });
    const without = median(await loadTimes(bare.context, url));
    await bare.context.close();
    print('page_load_ratio_with_without_extension', withExt / without, 'ratio', { loads: LOADS, with_ms: withExt, without_ms: without });
  } finally {
    await ext.context.close();
    await server.close();
    await anvil.stop();
  }
}

run(main);
