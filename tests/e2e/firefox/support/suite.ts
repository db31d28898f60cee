/**
 * One Firefox, one anvil and one static server per test file (Firefox takes
 * seconds to launch); each test opens its own dapp tab and closes it.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startAnvil, type Anvil } from '../../../support/anvil';
import { PAGES_DIST } from '../../pages/build';
import { serveStatic, type StaticServer } from '../../support/static-server';
import { closeReviewWindows, launchFirefox, newPage, type FirefoxWithExtension } from './firefox';
import type { WalletMode } from '../../pages/wallet';

export interface DappOptions {
  wallet?: WalletMode;
  extra?: Record<string, string>;
}

/** The test dapp's URL (tests/e2e/pages/README.md lists the parameters). */
export function dappUrl(pagesUrl: string, rpcUrl: string, opts: DappOptions = {}): string {
  const query = new URLSearchParams({ wallet: opts.wallet ?? 'early', rpc: rpcUrl, ...opts.extra });
  return `${pagesUrl}/dapp.html?${query.toString()}`;
}

export interface FirefoxSuite {
  readonly firefox: FirefoxWithExtension;
  readonly anvil: Anvil;
  /** Opens the test dapp in a new tab and waits for window.dapp. */
  openDapp(opts?: DappOptions): Promise<Page>;
}

export function useFirefoxSuite(): FirefoxSuite {
  let firefox: FirefoxWithExtension | undefined;
  let anvil: Anvil | undefined;
  let pages: StaticServer | undefined;
  const opened: Page[] = [];

  beforeAll(async () => {
    // Each is kept as soon as it is up, so afterAll stops it even when another fails to start.
    await Promise.all([
      startAnvil().then((a) => (anvil = a)),
      serveStatic(PAGES_DIST).then((p) => (pages = p)),
      launchFirefox().then((f) => (firefox = f)),
    ]);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((p) => p.close().catch(() => undefined)));
    if (firefox) await closeReviewWindows(firefox.browser);
  });
  afterAll(async () => {
    await firefox?.close();
    await Promise.all([pages?.close(), anvil?.stop()]);
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} not started`);
    return value;
  };

  return {
    get firefox() {
      return need(firefox, 'Firefox');
    },
    get anvil() {
      return need(anvil, 'anvil');
    },
    async openDapp(opts = {}) {
      const page = await newPage(need(firefox, 'Firefox').browser);
      opened.push(page);
      await page.goto(dappUrl(need(pages, 'static server').url, need(anvil, 'anvil').url, opts));
      await page.waitForFunction(() => typeof window.dapp === 'object');
      return page;
    },
  };
}
