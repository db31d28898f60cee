/**
 * One review window for the whole queue: created on the first request,
 * focused on each new one, closed when the queue empties. Its id lives in
 * storage.session so a restarted service worker still recognises it (and its
 * closing, which rejects everything pending).
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import type { PendingRequest } from '../messaging/extension';
import { shellHintOf, shellHintQuery } from '../messaging/review-url';
import { createSerial } from './serial';
import { reviewPageOpening } from './review-page-start';

export const REVIEW_PATH = '/review.html';
const REVIEW_SIZE = { width: 400, height: 640 };

// Stryker disable next-line ObjectLiteral,StringLiteral: reviewWindowId() reads anything but a number as null, fallback or not; a mutant here stops the module from loading (an invalid storage area, a zod union without its key), so every test file that imports it fails to load; Stryker's vitest runner counts a file that did not load as no test run (tests/lib/broker/review-window.test.ts reads the key)
const windowIdItem = storage.defineItem<number | null>('session:reviewWindowId', { fallback: null });
/** Window operations one at a time, so two requests arriving together open one window. */
const serial = createSerial();

export function reviewPageUrl(): string {
  return browser.runtime.getURL(REVIEW_PATH);
}

export async function reviewWindowId(): Promise<number | null> {
  const id = await windowIdItem.getValue();
  return typeof id === 'number' ? id : null;
}

async function windowExists(id: number): Promise<boolean> {
  try {
    // Chrome rejects for an unknown id; some implementations resolve undefined.
    return Boolean(await browser.windows.get(id));
  }
  // Stryker disable next-line BlockStatement: an empty catch answers undefined, which the one caller (a condition in showReviewWindow) reads as false too
  catch {
    return false;
  }
}

/**
 * Opens the review window, or brings the existing one to the front. A new
 * window's address carries `first` (the request that opened it), so its shell
 * draws that before storage has been read (lib/messaging/review-url.ts).
 */
export function showReviewWindow(first?: PendingRequest): Promise<number | undefined> {
  return serial(async () => {
    const existing = await reviewWindowId();
    // Stryker disable next-line ConditionalExpression: windows.get(null) is refused, so windowExists answers false without the check too
    if (existing !== null && (await windowExists(existing))) {
      await browser.windows.update(existing, { focused: true, drawAttention: true }).catch(() => undefined);
      return existing;
    }
    const url = reviewPageUrl() + (first ? shellHintQuery(shellHintOf(first)) : '');
    reviewPageOpening();
    const created = await browser.windows.create({ url, type: 'popup', focused: true, ...REVIEW_SIZE });
    // Stryker disable next-line OptionalChaining,ConditionalExpression: create() always gives a window; storing undefined or null both read back as null
    const id = created?.id;
    // Stryker disable next-line ConditionalExpression
    await windowIdItem.setValue(typeof id === 'number' ? id : null);
    return id;
  });
}

/**
 * Closes the review window when `shouldClose()` still holds once it is our
 * turn. The id is forgotten before the window goes, so its onRemoved is not
 * taken for the user closing it (which would reject requests).
 */
export function closeReviewWindowIf(shouldClose: () => Promise<boolean>): Promise<void> {
  return serial(async () => {
    const id = await reviewWindowId();
    // Stryker disable next-line ConditionalExpression: with no id the window to remove is none, and removing it is refused and caught
    if (id === null || !(await shouldClose())) return;
    await windowIdItem.setValue(null);
    await browser.windows.remove(id).catch(() => undefined);
  });
}

/** For windows.onRemoved: true (once) when the closed window was the review window. */
export function forgetIfReviewWindow(closedId: number): Promise<boolean> {
  return serial(async () => {
    if ((await reviewWindowId()) !== closedId) return false;
    await windowIdItem.setValue(null);
    return true;
  });
}
