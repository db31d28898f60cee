/**
 * `npm run bench:ui`: prints one JSON line per figure (headless Chromium, the
 * built extension, real anvil, C1's test dapp and wallet). Medians, no
 * assertions.
 *
 * - Popup first paint: popup.html opened in a fresh tab N times; the page's
 *   own first-contentful-paint entry, and the moment the status headline
 *   ("Protected") is in the DOM (a MutationObserver installed before any page
 *   script runs records performance.now()), both from navigation start.
 * - Review window, scan answer → shown: for each of N transactions, the
 *   service worker records Date.now() when storage.session's pending list
 *   first holds that request with a finished scan (storage.onChanged fires
 *   right after the background's write), and the review page records Date.now()
 *   when its verdict element's data-verdict first leaves "scanning" (a
 *   MutationObserver from an init script). Both clocks are the same machine's
 *   wall clock, so the difference is the time from the outcome being stored to
 *   the person seeing it. request() → verdict shown is printed too.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { startAnvil } from '../tests/support/anvil';
import { buildTestPages } from '../tests/e2e/pages/build';
import { clickClosing, launchWithExtension, reviewWindow } from '../tests/e2e/support/browser';
import { dappUrl } from '../tests/e2e/support/fixtures';
import { serveStatic } from '../tests/e2e/support/static-server';
import { median, print, run } from './support';

const N = Number(process.env.BENCH_N ?? 15);

/*
 * Page and worker scripts are strings: tsx compiles named inner functions with
 * an `__name` helper that does not exist in the page, so passing functions
 * would throw there.
 */

/** Runs in every page before its scripts: when the popup's status and the review's verdict first show. */
const MARKERS = `(() => {
  const check = () => {
    if (window.__benchStatusShown === undefined && document.querySelector('[data-testid="status-title"]')) window.__benchStatusShown = performance.now();
    const verdict = document.querySelector('[data-testid="review-verdict"]');
    if (window.__benchVerdictShown === undefined && verdict && verdict.getAttribute('data-verdict') !== 'scanning') window.__benchVerdictShown = Date.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-verdict'] });
})();`;

/** In the service worker: id → Date.now() when the stored pending request first has a finished scan. */
const WATCH_SCANS = `(() => {
  const done = {};
  globalThis.__benchScanStored = done;
  chrome.storage.onChanged.addListener((changes, area) => {
    const list = area === 'session' && changes.pending ? changes.pending.newValue : undefined;
    if (!Array.isArray(list)) return;
    for (const entry of list) {
      if (entry && typeof entry.id === 'string' && entry.scan && entry.scan.state !== 'scanning' && done[entry.id] === undefined) done[entry.id] = Date.now();
    }
  });
})()`;

async function watchScanOutcomes(worker: Worker): Promise<void> {
  await worker.evaluate(WATCH_SCANS);
}

const numberIn = async (page: Page, key: string): Promise<number> => {
  const v: unknown = await page.evaluate((k) => Reflect.get(window, k), key);
  if (typeof v !== 'number') throw new Error(`${key} was not recorded`);
  return v;
};

async function popupPaint(context: BrowserContext, extensionId: string): Promise<{ fcp: number[]; status: number[] }> {
  const fcp: number[] = [];
  const status: number[] = [];
  for (let i = 0; i < N; i++) {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await page.getByTestId('status-title').waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    fcp.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN));
    status.push(await numberIn(page, '__benchStatusShown'));
    await page.close();
  }
  return { fcp, status };
}

async function main(): Promise<void> {
  const anvil = await startAnvil();
  const server = await serveStatic(await buildTestPages());
  const ext = await launchWithExtension();
  try {
    await ext.context.addInitScript({ content: MARKERS });
    const { fcp, status } = await popupPaint(ext.context, ext.extensionId);
    print('popup first-contentful-paint (median)', median(fcp), 'ms', { n: N });
    print('popup status shown (median)', median(status), 'ms', { n: N });

    const worker = await ext.serviceWorker();
    await watchScanOutcomes(worker);
    const page = await ext.context.newPage();
    await page.goto(dappUrl(server.url, anvil.url));
    await page.waitForFunction(() => typeof window.dapp === 'object');
    const from = await page.evaluate(() => window.__testWallet.address);
    const storedToShown: number[] = [];
    const requestToShown: number[] = [];
    for (let i = 0; i < N; i++) {
      const t0 = Date.now();
      const pending = page.evaluate((a) => window.dapp.request('eth_sendTransaction', [{ from: a, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }]), from);
      const review = await reviewWindow(ext.context, ext.extensionId);
      await review.waitForFunction(() => Reflect.get(window, '__benchVerdictShown') !== undefined);
      const shown = await numberIn(review, '__benchVerdictShown');
      const id = await review.getByTestId('review-root').getAttribute('data-request-id');
      const stored: unknown = await worker.evaluate((rid) => Reflect.get(Object(Reflect.get(globalThis, '__benchScanStored')), rid ?? ''), id);
      if (typeof stored !== 'number') throw new Error(`no stored scan outcome seen for ${id}`);
      storedToShown.push(shown - stored);
      requestToShown.push(shown - t0);
      await clickClosing(review, 'reject');
      await pending;
      if (!review.isClosed()) await review.waitForEvent('close');
    }
    print('review: scan outcome stored → verdict shown (median)', median(storedToShown), 'ms', { n: N });
    print('review: request() → verdict shown (median)', median(requestToShown), 'ms', { n: N });
  } finally {
    await ext.context.close();
    await server.close();
    await anvil.stop();
  }
}

run(main);
