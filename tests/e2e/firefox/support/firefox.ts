/**
 * Real Firefox ESR with the built add-on, driven by puppeteer-core over
 * WebDriver BiDi (Playwright's Firefox protocol is too new for ESR).
 * Quirks handled here: the review window is a new target whose url() reads
 * about:blank, so we read location.href inside it; a button that closes its
 * own window is clicked from inside the page, as a real mouse click can drop
 * the connection.
 */
import path from 'node:path';
import puppeteer, { type Browser, type Page, type Target } from 'puppeteer-core';
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

async function isReviewPage(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction((p) => location.protocol === 'moz-extension:' && location.pathname === p, { timeout: 5_000 }, REVIEW_PATH);
    return true;
  } catch {
    return false;
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

/** Review windows open right now (it starts at about:blank, so each page is asked). */
export async function openReviewWindows(browser: Browser): Promise<number> {
  let count = 0;
  for (const page of await browser.pages()) {
    const href = await page.evaluate(() => location.href).catch(() => '');
    if (href.startsWith('moz-extension://') && new URL(href).pathname === REVIEW_PATH) count += 1;
  }
  return count;
}

/** The id of the request the review window shows, once it shows one. */
export async function shownRequestId(review: Page): Promise<string> {
  const handle = await review.waitForSelector('[data-testid="review-root"][data-request-id]', { timeout: 15_000 });
  const id = await handle?.evaluate((el) => el.getAttribute('data-request-id'));
  if (!id) throw new Error('review window shows no request');
  return id;
}

/** The raw wallet method of the request the review window shows. */
export async function shownMethod(review: Page): Promise<string> {
  const handle = await review.waitForSelector('[data-testid="review-root"][data-method]', { timeout: 15_000 });
  return (await handle?.evaluate((el) => el.getAttribute('data-method'))) ?? '';
}

/** Text of a data-testid element in the review window. */
export async function testIdText(review: Page, testId: string): Promise<string> {
  const handle = await review.waitForSelector(`[data-testid="${testId}"]`, { timeout: 15_000 });
  return (await handle?.evaluate((el) => el.textContent ?? '')) ?? '';
}

/**
 * Clicks Approve / Reject once enabled, from inside the page (the click may
 * close the window, which must not take the driver connection with it).
 */
export async function decide(review: Page, decision: 'approve' | 'reject'): Promise<void> {
  // Wait for the verdict; on a Malicious one, take the "I understand the risk" step first.
  await review.waitForSelector('[data-testid="review-verdict"]:not([data-verdict="scanning"])', { timeout: 15_000 });
  if (decision === 'approve') {
    await review.evaluate(() => {
      const box = document.querySelector('[data-testid="accept-risk"]');
      if (box instanceof HTMLInputElement && !box.checked) box.click();
    });
  }
  await review.waitForSelector(`[data-testid="${decision}"]:not([disabled])`, { timeout: 15_000 });
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
export async function noReviewWindow(browser: Browser, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while ((await openReviewWindows(browser)) > 0) {
    if (Date.now() > deadline) throw new Error('the review window stayed open');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
