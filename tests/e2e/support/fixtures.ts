/**
 * Playwright fixtures: one anvil and one static server for C1's test pages
 * per worker; a fresh Chromium with the built extension per test.
 */
import type { WalletMode } from '../pages/wallet';
import { test as base, expect, type Page } from '@playwright/test';
import { startAnvil, type Anvil } from '../../support/anvil';
import { PAGES_DIST } from '../pages/build';
import { clickClosing, launchWithExtension, noReviewWindow, reviewWindow, type ExtensionBrowser } from './browser';
import { serveStatic, type StaticServer } from './static-server';

export interface DappOptions {
  wallet?: WalletMode;
  file?: string;
  extra?: Record<string, string>;
}

interface TestFixtures {
  ext: ExtensionBrowser;
  /** Opens the test dapp in a new tab of the extension's browser. */
  openDapp(opts?: DappOptions): Promise<Page>;
  /** The review window (waits for it to open). */
  review(): Promise<Page>;
}

interface WorkerFixtures {
  anvil: Anvil;
  pages: StaticServer;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  anvil: [
    async ({}, use) => {
      const anvil = await startAnvil();
      await use(anvil);
      await anvil.stop();
    },
    { scope: 'worker' },
  ],
  pages: [
    async ({}, use) => {
      const server = await serveStatic(PAGES_DIST);
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  ext: async ({}, use) => {
    const ext = await launchWithExtension();
    await use(ext);
    await ext.context.close();
  },
  openDapp: async ({ ext, anvil, pages }, use) => {
    await use(async (opts = {}) => {
      const page = await ext.context.newPage();
      await page.goto(dappUrl(pages.url, anvil.url, opts));
      await page.waitForFunction(() => typeof window.dapp === 'object');
      return page;
    });
  },
  review: async ({ ext }, use) => {
    await use(() => reviewWindow(ext.context, ext.extensionId));
  },
});

export function dappUrl(pagesUrl: string, rpcUrl: string, opts: DappOptions = {}): string {
  const query = new URLSearchParams({ wallet: opts.wallet ?? 'early', rpc: rpcUrl, ...opts.extra });
  return `${pagesUrl}/${opts.file ?? 'dapp.html'}?${query.toString()}`;
}

/** Methods the test wallet received (across its wallets when there are two). */
export async function walletCalls(page: Page, which: 'first' | 'second' = 'first'): Promise<string[]> {
  return page.evaluate((w) => (w === 'first' ? window.__testWallet : window.__testWallet2)?.calls.map((c) => c.method) ?? [], which);
}

/** Signing methods the wallet received: what must never happen without a click. */
export async function signingCalls(page: Page, which: 'first' | 'second' = 'first'): Promise<string[]> {
  const signing = new Set(['eth_sendTransaction', 'eth_signTransaction', 'eth_sign', 'personal_sign', 'eth_signTypedData', 'eth_signTypedData_v3', 'eth_signTypedData_v4', 'wallet_sendCalls', 'eth_sendRawTransaction']);
  return (await walletCalls(page, which)).filter((m) => signing.has(m));
}

/**
 * Clicks Approve / Reject, then waits until the window moved on: closed (queue
 * empty) or showing the next request. So the next review() never finds the
 * window of a request already decided.
 */
export async function decide(review: Page, decision: 'approve' | 'reject'): Promise<void> {
  // Wait for the scan and its reads, so the "I understand the risk" step (Malicious, or reads not made) is there to take.
  await expect(review.getByTestId('review-verdict')).not.toHaveAttribute('data-verdict', 'scanning');
  await expect(review.locator('[data-testid="reads-note"][data-reads="pending"]')).toHaveCount(0, { timeout: 20_000 });
  const acceptRisk = review.getByTestId('accept-risk');
  if (decision === 'approve' && (await acceptRisk.count()) > 0) await acceptRisk.check();
  await expect(review.getByTestId(decision)).toBeEnabled();
  await expect(review.getByTestId('review-root')).toHaveAttribute('data-request-id', /.+/);
  const id = await review.getByTestId('review-root').getAttribute('data-request-id');
  await clickClosing(review, decision);
  await expect
    // A window that is closing can fail a read before Playwright marks it closed: that is not "moved on" yet,
    // or the next review() could pick up the dying window.
    .poll(async () => (review.isClosed() ? 'closed' : await review.getByTestId('review-root').getAttribute('data-request-id', { timeout: 1_000 }).catch(() => id)))
    .not.toBe(id);
}

export { expect, noReviewWindow };
