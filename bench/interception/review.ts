/**
 * bench:interception's review samples: a request in the dapp page → the
 * review window, with each extension's own timeline. "A usable Reject" is the
 * moment a page's own script has enabled it (the floor's review.js marks
 * `floor-ready`; Preflight's marks `preflight:review:reject`, or the shell's
 * first drawing of the request in builds before that mark).
 */
import type { Page } from '@playwright/test';
import type { ExtensionBrowser } from '../../tests/e2e/support/browser';
import type { BrowserName } from './pages';

export interface Browser {
  name: BrowserName;
  ext: ExtensionBrowser;
  page: Page;
}

/*
 * Scripts for pages are strings: tsx compiles named inner functions with an
 * `__name` helper that does not exist in the page.
 */

/** The page's marks that say its Reject works; the earliest one counts. */
const READY_MARKS = `['floor-ready', 'preflight:review:reject', ...performance.getEntriesByType('mark').map((m) => m.name).filter((n) => /^preflight:review:.+:(scanning|verdict)$/.test(n))]`;
const READY_AT = `(() => { const at = ${READY_MARKS}.flatMap((n) => performance.getEntriesByName(n)).map((m) => m.startTime); return at.length ? performance.timeOrigin + Math.min(...at) : undefined; })()`;

/** A review page's own timeline, ms after its navigation started. */
export interface PageTimes {
  /** The HTML has arrived. */
  html: number;
  /** Preflight's shell script started; undefined for the floor, whose one script only enables its button. */
  firstScript?: number;
  /** The first paint (undefined if the page had not painted within 2 s). */
  paint?: number;
  /** The parse ended (domInteractive). */
  parsed?: number;
  /** The Reject was usable (the page's mark). */
  ready?: number;
}

async function pageTimes(review: Page): Promise<PageTimes> {
  await review.waitForFunction(() => performance.getEntriesByType('paint').length > 0, undefined, { timeout: 2_000 }).catch(() => undefined);
  const times: unknown = await review.evaluate(`(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const shell = performance.getEntriesByName('preflight:review:shell')[0];
    const paint = performance.getEntriesByType('paint')[0];
    const ready = ['floor-ready', 'preflight:review:reject'].flatMap((n) => performance.getEntriesByName(n))[0];
    return {
      html: nav ? nav.responseEnd : NaN,
      firstScript: shell ? shell.startTime : undefined,
      paint: paint ? paint.startTime : undefined,
      parsed: nav ? nav.domInteractive : undefined,
      ready: ready ? ready.startTime : undefined,
    };
  })()`);
  const field = (key: keyof PageTimes): number | undefined => {
    const v: unknown = typeof times === 'object' && times !== null ? Reflect.get(times, key) : undefined;
    return typeof v === 'number' ? v : undefined;
  };
  return { html: field('html') ?? Number.NaN, firstScript: field('firstScript'), paint: field('paint'), parsed: field('parsed'), ready: field('ready') };
}

const readyAt = async (review: Page): Promise<number> => {
  const at: unknown = await review.evaluate(READY_AT);
  return typeof at === 'number' ? at : Number.NaN;
};

/** One floor request: eth_sendTransaction → its review window with an enabled Reject. */
export async function floorRequest(b: Browser): Promise<{ button: number; window: number; page: PageTimes }> {
  // Only review windows open in the floor's browser.
  const opened = b.ext.context.waitForEvent('page', { timeout: 20_000 });
  const t0 = await b.page.evaluate(() => {
    const at = Date.now();
    const eth: unknown = Reflect.get(window, 'ethereum');
    const request: unknown = Reflect.get(Object(eth), 'request');
    if (typeof request === 'function') void Reflect.apply(request, eth, [{ method: 'eth_sendTransaction', params: [{}] }]).catch(() => undefined);
    return at;
  });
  const review = await opened;
  await review.waitForURL(/review\.html$/, { timeout: 20_000 });
  await review.waitForFunction(() => performance.getEntriesByName('floor-ready').length > 0, undefined, { timeout: 20_000 });
  const at = await readyAt(review);
  const origin = await review.evaluate(() => performance.timeOrigin);
  const page = await pageTimes(review);
  await review.close();
  return { button: at - t0, window: origin - t0, page };
}

export interface PreflightSample {
  button: number;
  /** request → the review window's navigation start: the part before the page's own code runs. */
  window: number;
  verdict: number;
  together: boolean;
  toWallet: number;
  page: PageTimes;
}

/** One Preflight request: personal_sign → review with Reject → verdict → Approve → the wallet has it. */
export async function preflightRequest(b: Browser, from: string): Promise<PreflightSample> {
  // Only review windows open in this browser. Found as the floor's is: polling the new window from the driver would compete with its loading.
  const opened = b.ext.context.waitForEvent('page', { timeout: 20_000 });
  // The clock starts in the same task as the call, as the floor's does (a separate evaluate would add a round trip).
  const pending = b.page.evaluate((a) => {
    Reflect.set(window, '__benchT0', Date.now());
    return window.dapp.request('personal_sign', ['0x68656c6c6f', a]);
  }, from);
  pending.catch(() => undefined); // a failure below is the one to report
  const review = await opened;
  await review.waitForURL(/review\.html/, { timeout: 20_000, waitUntil: 'commit' });
  const t0 = await b.page.evaluate(() => Number(Reflect.get(window, '__benchT0')));
  // The review's own marks (entrypoints/review/shell.ts, App.tsx): its first drawing of this request, and of its verdict.
  const verdictMark = await review.waitForFunction(() => performance.getEntriesByType('mark').find((m) => /^preflight:review:.+:verdict$/.test(m.name))?.name, undefined, { timeout: 20_000 });
  const id = String(await verdictMark.jsonValue()).split(':')[2];
  const mark = async (what: 'scanning' | 'verdict'): Promise<number | undefined> =>
    review.evaluate((name) => {
      const m = performance.getEntriesByName(name)[0];
      return m ? performance.timeOrigin + m.startTime : undefined;
    }, `preflight:review:${id}:${what}`);
  const verdictAt = (await mark('verdict')) ?? Number.NaN;
  const scanningAt = await mark('scanning');
  const button = (await readyAt(review)) - t0;
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

/** Clicks the page's Reject the moment one is enabled (a page's own script enables it); resolves with the click's time and when it became usable. */
const CLICK_REJECT = `new Promise((resolve) => {
  const ran = Date.now();
  const find = () => [...document.querySelectorAll('#reject, [data-testid="shell-reject"], [data-testid="reject"]')].find((b) => b instanceof HTMLButtonElement && !b.disabled);
  const attempt = () => {
    const button = find();
    if (!button) return false;
    const click = Date.now();
    resolve({ click, ran, ready: ${READY_AT} });
    button.click();
    return true;
  };
  if (attempt()) return;
  const watch = new MutationObserver(() => { if (attempt()) watch.disconnect(); });
  watch.observe(document, { subtree: true, childList: true, attributes: true });
})`;

export interface RejectSample {
  /** request → the Reject was usable (its page's mark). */
  ready: number;
  /** request → the dapp's promise settled. */
  settled: number;
  /** click → the dapp's promise settled. */
  afterClick: number;
  /** The dapp got 4001. */
  rejected: boolean;
  /** request → the driver's click script began to run in the review page (it waits for the page's main thread). */
  driver: number;
}

/**
 * request → the dapp's answer when the user clicks Reject as soon as it works.
 * Both extensions get the same call on window.ethereum (the floor holds only
 * eth_sendTransaction; Preflight holds personal_sign as well) and the same
 * in-page click.
 */
export async function rejectRequest(b: Browser, method: string, params: unknown[]): Promise<RejectSample> {
  const opened = b.ext.context.waitForEvent('page', { timeout: 20_000 });
  const started: unknown = await b.page.evaluate(
    `(() => {
      const at = Date.now();
      window.__benchSettled = undefined;
      const done = (code) => { window.__benchSettled = { at: Date.now(), code }; };
      window.ethereum.request({ method: ${JSON.stringify(method)}, params: ${JSON.stringify(params)} }).then(() => done('ok'), (e) => done(e && e.code));
      return at;
    })()`,
  );
  const t0 = typeof started === 'number' ? started : Number.NaN;
  const review = await opened;
  // 'commit', not the default 'load': the click must not wait for the rest of the page to load.
  await review.waitForURL(/review\.html/, { timeout: 20_000, waitUntil: 'commit' });
  const clicked: unknown = await review.evaluate(CLICK_REJECT).catch(() => undefined);
  await b.page.waitForFunction(() => Reflect.get(window, '__benchSettled') !== undefined, undefined, { timeout: 20_000 });
  const settled: unknown = await b.page.evaluate(() => Reflect.get(window, '__benchSettled'));
  if (!review.isClosed()) await review.waitForEvent('close', { timeout: 5_000 }).catch(() => review.close());
  const num = (o: unknown, k: string): number => {
    const v: unknown = typeof o === 'object' && o !== null ? Reflect.get(o, k) : undefined;
    return typeof v === 'number' ? v : Number.NaN;
  };
  const settledAt = num(settled, 'at');
  const code: unknown = typeof settled === 'object' && settled !== null ? Reflect.get(settled, 'code') : undefined;
  return { ready: num(clicked, 'ready') - t0, settled: settledAt - t0, afterClick: settledAt - num(clicked, 'click'), rejected: code === 4001, driver: num(clicked, 'ran') - t0 };
}
