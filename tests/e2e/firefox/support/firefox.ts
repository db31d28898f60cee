/**
 * Real Firefox ESR with the built add-on, driven by puppeteer-core over
 * WebDriver BiDi (Playwright's Firefox protocol is too new for ESR).
 * Quirks handled here: the review window is a new target whose url() reads
 * about:blank, so we read location.href inside it; a button that closes its
 * own window is clicked from inside the page, as a real mouse click can drop
 * the connection. Inside extension pages every wait polls page.evaluate:
 * puppeteer's waitForFunction / waitForSelector build their poller with
 * Function(), which the add-on's CSP blocks on Firefox ESR 140. No error is
 * swallowed: a wait that runs out says what it waited for and the last error.
 */
import path from 'node:path';
import puppeteer, { type Browser, type EvaluateFunc, type Page, type Target } from 'puppeteer-core';
import { ROOT } from '../../support/paths';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** PREFLIGHT_FIREFOX_EXTENSION_DIR: test another build (an unpacked AMO zip, say). */
export const FIREFOX_EXTENSION_DIR = process.env.PREFLIGHT_FIREFOX_EXTENSION_DIR ?? path.join(ROOT, '.output', 'firefox-mv3');

export interface FirefoxWithExtension {
  browser: Browser;
  /** The add-on id Firefox reports (the gecko id from the manifest). */
  extensionId: string;
  close(): Promise<void>;
}

/** Launches Firefox and installs the add-on temporarily (as about:debugging does). */
export async function launchFirefox(extensionDir = FIREFOX_EXTENSION_DIR): Promise<FirefoxWithExtension> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  try {
    const extensionId = await browser.installExtension(extensionDir);
    return { browser, extensionId, close: () => browser.close() };
  } catch (err) {
    await browser.close();
    throw err;
  }
}

const REVIEW_PATH = '/review.html';
const POLL_MS = 100;

type Ready<T> = Exclude<T, false | null | undefined>;
const isReady = <T>(value: T): value is Ready<T> => value !== undefined && value !== null && value !== false;

/** Errors that mean "not ready yet": the page is between documents. */
const TRANSIENT = /context was destroyed|Execution context|navigat|no such frame|Cannot find context|realm/i;

/**
 * Evaluates `fn` in the page until it returns something other than
 * undefined/null/false, and returns that. A transient error (the page is
 * navigating) is retried; any other error is thrown at once, and running out
 * of time throws with what was awaited and the last error seen.
 */
/** Both ways puppeteer reports the tab that BiDi failed to create (its command's error, or its own assert). */
const TAB_NOT_CREATED = /browsingContext\.create|failing to create a browsing context/;

/**
 * browser.newPage(), tried a second time when Firefox's WebDriver BiDi fails
 * to create the tab itself ("browsingContext.create", or puppeteer's assert that
 * the created context never arrived: a context that vanished
 * under it, seen on ESR 140 and 153 while a review window closes on a loaded
 * machine). Only that error is retried, once; anything else, or a second
 * failure, is thrown as it came.
 */
export async function newPage(browser: Browser): Promise<Page> {
  try {
    return await browser.newPage();
  } catch (err) {
    if (!(err instanceof Error && TAB_NOT_CREATED.test(err.message))) throw err;
    await new Promise((resolve) => setTimeout(resolve, 250));
    return browser.newPage();
  }
}

export async function pollInPage<A, F extends EvaluateFunc<[A]>>(page: Page, what: string, fn: F, arg: A, timeout = 15_000): Promise<Ready<Awaited<ReturnType<F>>>> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await page.evaluate(fn, arg);
      if (isReady(value)) return value;
    } catch (err) {
      if (!TRANSIENT.test(String(err))) throw new Error(`${what}: ${String(err)}`, { cause: err });
      lastError = err;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeout} ms${lastError ? ` (last error: ${String(lastError)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Whether a new window is the review page. It opens at about:blank and then
 * loads: wait until it has left about:blank, then compare. A window closed
 * while we look is not one; any other failure is thrown.
 */
async function isReviewPage(page: Page): Promise<boolean> {
  try {
    const href = await pollInPage(page, 'reading the new window\'s address', () => (location.href === 'about:blank' ? false : location.href), undefined, 5_000);
    const url = new URL(href);
    return url.protocol === 'moz-extension:' && url.pathname === REVIEW_PATH;
  } catch (err) {
    if (page.isClosed()) return false;
    throw err;
  }
}

/**
 * Watches for the review window. Call before the action that opens it (so
 * no creation is missed), then `next()` waits for it.
 */
export function watchReviewWindow(browser: Browser): { next(timeout?: number): Promise<Page> } {
  const seen = new Set<Target>(browser.targets());
  return {
    async next(timeout = 15_000) {
      const deadline = Date.now() + timeout;
      for (;;) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error('no review window opened');
        const target = await browser.waitForTarget((t) => t.type() === 'page' && !seen.has(t), { timeout: remaining });
        seen.add(target);
        const page = await target.page();
        if (page && (await isReviewPage(page))) return page;
      }
    },
  };
}

/** Review windows open right now (it starts at about:blank, so each page is asked; a page closing meanwhile is not counted). */
export async function openReviewWindows(browser: Browser): Promise<number> {
  let count = 0;
  for (const page of await browser.pages()) {
    let href: string;
    try {
      href = await page.evaluate(() => location.href);
    } catch (err) {
      if (page.isClosed() || TRANSIENT.test(String(err)) || /closed|No target|discarded/i.test(String(err))) continue;
      throw err;
    }
    if (href.startsWith('moz-extension://') && new URL(href).pathname === REVIEW_PATH) count += 1;
  }
  return count;
}

/** An attribute of the first element matching `selector` in the review window, once it has one. */
export function attributeIn(review: Page, selector: string, name: string, timeout = 15_000): Promise<string> {
  return pollInPage(review, `waiting for ${selector}[${name}]`, ([sel, attr]) => document.querySelector(sel)?.getAttribute(attr) ?? undefined, [selector, name] as const, timeout);
}

/** The id of the request the review window shows, once it shows one. */
export function shownRequestId(review: Page): Promise<string> {
  return attributeIn(review, '[data-testid="review-root"]', 'data-request-id');
}

/** The raw wallet method of the request the review window shows. */
export function shownMethod(review: Page): Promise<string> {
  return attributeIn(review, '[data-testid="review-root"]', 'data-method');
}

/** Waits until the review window shows `method`. */
export async function waitForMethod(review: Page, method: string): Promise<void> {
  await pollInPage(review, `waiting for the review to show ${method}`, (m) => document.querySelector('[data-testid="review-root"]')?.getAttribute('data-method') === m, method);
}

/** Text of a data-testid element in the review window, once it is there. */
export function testIdText(review: Page, testId: string): Promise<string> {
  return pollInPage(review, `waiting for ${testId}`, (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? undefined, testId);
}

/** Waits until a data-testid element's text is `text`. */
export async function waitForText(review: Page, testId: string, text: string): Promise<void> {
  await pollInPage(review, `waiting for ${testId} to read "${text}"`, ([id, t]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === t, [testId, text] as const);
}

/**
 * Clicks Approve / Reject once enabled, from inside the page (the click may
 * close the window, which must not take the driver connection with it).
 */
export async function decide(review: Page, decision: 'approve' | 'reject'): Promise<void> {
  // Wait for the verdict; on a Malicious one, take the "I understand the risk" step first.
  // And for its reads (#25): the "I understand the risk" step may depend on them.
  await pollInPage(review, 'waiting for the verdict', () => document.querySelector('[data-testid="review-verdict"]:not([data-verdict="scanning"])') !== null && document.querySelector('[data-reads="pending"]') === null, undefined, 30_000);
  if (decision === 'approve') {
    await review.evaluate(() => {
      const box = document.querySelector('[data-testid="accept-risk"]');
      if (box instanceof HTMLInputElement && !box.checked) box.click();
    });
  }
  await pollInPage(review, `waiting for ${decision} to be enabled`, (testId) => document.querySelector(`[data-testid="${testId}"]:not([disabled])`) !== null, decision);
  await review.evaluate((testId) => {
    const button = document.querySelector(`[data-testid="${testId}"]`);
    if (!(button instanceof HTMLButtonElement)) throw new Error(`no ${testId} button`);
    setTimeout(() => button.click());
  }, decision);
}

/**
 * Waits until no review window is open. Polls: puppeteer's Page "close"
 * event does not fire when the add-on closes its own window in Firefox.
 */
/**
 * Closes the review windows a test left open (a refusal has nothing to decide, so it stays) and waits until
 * they are gone: Firefox may put the next test's new tab into a window that is still closing, and that tab
 * then vanishes under puppeteer ("detached Frame", "failing to create a browsing context").
 */
export async function closeReviewWindows(browser: Browser): Promise<void> {
  for (const page of await browser.pages()) {
    if (page.url().startsWith('moz-extension:') && new URL(page.url()).pathname === REVIEW_PATH) await page.close().catch(() => undefined);
  }
  await noReviewWindow(browser, 5_000);
}

export async function noReviewWindow(browser: Browser, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while ((await openReviewWindows(browser)) > 0) {
    if (Date.now() > deadline) throw new Error('the review window stayed open');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
