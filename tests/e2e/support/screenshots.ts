/**
 * Screenshots of the extension's windows, committed under
 * tests/e2e/__screenshots__ so a reviewer sees every state without running
 * anything. Each shot first checks the page fits its width (no sideways
 * scrolling at the size the window is created with).
 */
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ROOT } from './paths';

export const SCREENSHOT_DIR = path.join(ROOT, 'tests', 'e2e', '__screenshots__');

/** The review window's size as the background creates it (lib/broker/review-window.ts). */
export const REVIEW_VIEWPORT = { width: 400, height: 640 };
/** The toolbar popup's width (entrypoints/popup). */
export const POPUP_VIEWPORT = { width: 360, height: 600 };

/** Resizes to the window's size, checks there is no horizontal scroll, and saves `<name>.png` (full page). */
export async function screenshot(page: Page, name: string, viewport = REVIEW_VIEWPORT): Promise<void> {
  await page.setViewportSize(viewport);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: `${name}: the page scrolls sideways at ${viewport.width} px`,
    })
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
}
