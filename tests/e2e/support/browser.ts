/**
 * Launching real Chromium with the built extension, and the small helpers
 * every spec needs (the review window, clicking a button that closes it).
 */
import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { CHROMIUM, EXTENSION_DIR } from './paths';

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  /** The extension's service worker (may be stale after a stop: use serviceWorker() again). */
  serviceWorker(): Promise<Worker>;
}

export async function launchWithExtension(opts: { headless?: boolean; extensionDir?: string | null } = {}): Promise<ExtensionBrowser> {
  const dir = opts.extensionDir === undefined ? EXTENSION_DIR : opts.extensionDir;
  const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
  if (dir) args.unshift(`--disable-extensions-except=${dir}`, `--load-extension=${dir}`);
  const context = await chromium.launchPersistentContext('', { executablePath: CHROMIUM, headless: opts.headless ?? true, args });
  if (!dir) return { context, extensionId: '', serviceWorker: () => Promise.reject(new Error('no extension loaded')) };
  const serviceWorker = async (): Promise<Worker> => {
    const live = context.serviceWorkers().filter((w) => w.url().startsWith('chrome-extension://'));
    return live.at(-1) ?? (await context.waitForEvent('serviceworker'));
  };
  const extensionId = new URL((await serviceWorker()).url()).host;
  return { context, extensionId, serviceWorker };
}

/**
 * The review window once it shows a request: an existing one, or the next one
 * to open. Polled rather than taken from the 'page' event, whose page may
 * still read about:blank when the event fires; and a window that cannot be
 * read (one closing after the last decision) is passed over, never returned.
 */
export async function reviewWindow(context: BrowserContext, extensionId: string, timeout = 10_000): Promise<Page> {
  const isReview = (p: Page) => !p.isClosed() && p.url().startsWith(`chrome-extension://${extensionId}/review.html`);
  const showsRequest = (p: Page) =>
    p.getByTestId('review-root').getAttribute('data-request-id', { timeout: 250 }).then((id) => Boolean(id), () => false);
  const deadline = Date.now() + timeout;
  for (;;) {
    for (const page of context.pages().filter(isReview)) if (await showsRequest(page)) return page;
    if (Date.now() > deadline) throw new Error(`no review window showing a request within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** True when no review window is open. */
export function noReviewWindow(context: BrowserContext, extensionId: string): boolean {
  return !context.pages().some((p) => !p.isClosed() && p.url().startsWith(`chrome-extension://${extensionId}/review.html`));
}

/**
 * Clicks a button whose action may close its own window: Playwright can then
 * report "Target closed" although the click happened.
 */
export async function clickClosing(page: Page, testId: string): Promise<void> {
  try {
    await page.getByTestId(testId).click({ timeout: 10_000 });
  } catch (err) {
    if (page.isClosed() || /closed|detached|Target page/i.test(String(err))) return;
    throw err;
  }
}

/** Writes the extension's settings item (chrome.storage.local 'settings') from its service worker. */
export async function setExtensionSettings(ext: ExtensionBrowser, settings: Record<string, unknown>): Promise<void> {
  const worker = await ext.serviceWorker();
  await worker.evaluate(async (value) => {
    const local: unknown = Reflect.get(Object(Reflect.get(Object(Reflect.get(globalThis, 'chrome')), 'storage')), 'local');
    const set: unknown = Reflect.get(Object(local), 'set');
    if (typeof set !== 'function') throw new Error('chrome.storage.local is not available');
    await Reflect.apply(set, local, [{ settings: value }]);
  }, settings);
}
