/**
 * Screenshots that are tests. Each one is taken of the viewport at the size
 * the window really has (the review window: 400×600 inside its 400×640 frame;
 * the toolbar popup: 360×600), never of the whole page, and compared with the
 * committed baseline in tests/e2e/__screenshots__ with a small tolerance
 * (Playwright's toHaveScreenshot; a missing baseline is written once, an
 * existing one is only rewritten with --update-snapshots). Before the shot:
 * no sideways scrolling, and for a review the verdict and both buttons are
 * inside the viewport without scrolling.
 */
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** What every shot leaves out (the phishing list's line), as a style sheet. */
const SCREENSHOT_CSS = path.join(import.meta.dirname, 'screenshot.css');

/** The review window's inner size (lib/broker/review-window.ts creates it 400×640 with its title bar). */
export const REVIEW_VIEWPORT = { width: 400, height: 600 };
/** The toolbar popup's size (entrypoints/popup). */
export const POPUP_VIEWPORT = { width: 360, height: 600 };

export interface ShotOptions {
  viewport?: { width: number; height: number };
  /** Parts that differ between runs (a loopback port, a date): painted over in the comparison. */
  mask?: Locator[];
  /** Elements that must be fully visible; for a review: the verdict and both buttons. */
  inView?: Locator[];
  /** Scroll this into view first (else the shot is of the top of the page). */
  scrollTo?: Locator;
}

/** Asserts the element's box lies inside the viewport as it is now (no scrolling). */
export async function expectInViewport(page: Page, locator: Locator, name: string): Promise<void> {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport size');
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${name}: not rendered`);
  expect(box.y, `${name}: top edge inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${name}: bottom edge inside the ${size.height} px window`).toBeLessThanOrEqual(size.height);
  expect(box.x + box.width, `${name}: right edge inside the ${size.width} px window`).toBeLessThanOrEqual(size.width);
}

export async function screenshot(page: Page, name: string, opts: ShotOptions = {}): Promise<void> {
  const viewport = opts.viewport ?? REVIEW_VIEWPORT;
  await page.setViewportSize(viewport);
  if (opts.scrollTo) await opts.scrollTo.scrollIntoViewIfNeeded();
  else await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: `${name}: the page scrolls sideways at ${viewport.width} px`,
    })
    .toBeLessThanOrEqual(0);
  for (const locator of opts.inView ?? []) await expectInViewport(page, locator, `${name}`);
  await expect(page).toHaveScreenshot(`${name}.png`, { animations: 'disabled', caret: 'hide', mask: opts.mask ?? [], stylePath: SCREENSHOT_CSS, maxDiffPixelRatio: 0.01 });
}

/** A review window's shot: the site's loopback port and the fee's figures masked; verdict, Reject and Approve inside the window. */
export async function reviewShot(win: Page, name: string, opts: { scrollTo?: Locator } = {}): Promise<void> {
  // Scrolled down to a detail, the header and verdict have gone up: the buttons must still be there.
  const inView = opts.scrollTo ? [] : [win.getByTestId('review-header'), win.getByTestId('review-verdict')];
  {
    inView.push(win.getByTestId('reject'), win.getByTestId('approve'));
    // Approve is inactive for its first second (a stray keystroke): shoot it in its settled state.
    await expect(win.getByTestId('approve')).toHaveAttribute('data-armed', 'yes');
  }
  // Masked: the site's loopback port, and the fee's figures (the chain's gas price moves with every block;
  // gas × price is collapsed under the fee, out of the shot).
  const mask = [win.getByTestId('review-origin'), win.getByTestId('network-fee-amount'), win.getByTestId('network-fee-usd')];
  await screenshot(win, name, { mask, inView, ...(opts.scrollTo ? { scrollTo: opts.scrollTo } : {}) });
}
