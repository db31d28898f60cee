/**
 * The lists shipped beside the code (lib/knowledge/bundled-file.ts) in real Firefox ESR: the add-on's
 * event page reads scam-prefixes.bin and phishing.json.gz from its own moz-extension://
 * origin at the first scan. A send to an address on Forta's list (not one of the synthetic test
 * entries, which need no file) is Dangerous and names the list, and no list is reported unavailable.
 * The function names (data/selectors.json.gz) are read the same way: a token approval is named.
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { decide, pollInPage, testIdText, watchReviewWindow } from './support/firefox';
import { useFirefoxSuite } from './support/suite';

const suite = useFirefoxSuite();

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const LISTED_EOA = '0x000000000532b45f47779fce440748893b257865'; // Forta labelled-datasets, "Fake_Phishing3901"

type Result = Awaited<ReturnType<Window['dapp']['request']>>;
const start = (page: Page, method: string, params: unknown[]): Promise<Result> => page.evaluate((m, p) => window.dapp.request(m, p), method, params);

describe('Firefox: the bundled lists are read from the add-on', () => {
  it('a send to an address on the shipped scam list is Dangerous, names the list, and no list is reported unavailable', async () => {
    const page = await suite.openDapp();
    const from = await page.evaluate(() => window.__testWallet.address);
    const review = watchReviewWindow(suite.firefox.browser);
    const pending = start(page, 'eth_sendTransaction', [{ from, to: LISTED_EOA, value: '0x1' }]);
    const win = await review.next();
    const verdict = await pollInPage(win, 'waiting for the verdict', () => {
      const v = document.querySelector('[data-testid="review-verdict"]')?.getAttribute('data-verdict');
      return v === 'scanning' ? undefined : v;
    }, undefined);
    expect(verdict).toBe('malicious');
    const reason = await testIdText(win, 'review-verdict');
    expect(reason).toMatch(/known scam address \(listed by Forta labelled-datasets/);
    expect(`${reason} ${await testIdText(win, 'verdict-features')}`).not.toMatch(/could not be (consulted|loaded)/);
    await decide(win, 'reject');
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
  });

  it('a token approval is named from the shipped table of function names', async () => {
    const page = await suite.openDapp();
    const from = await page.evaluate(() => window.__testWallet.address);
    const review = watchReviewWindow(suite.firefox.browser);
    // approve(spender 0x…dEaD, 1000) on USDC: the names come from data/selectors.json.gz.
    const data = `0x095ea7b3${'000000000000000000000000000000000000000000000000000000000000dead'}${(1000).toString(16).padStart(64, '0')}`;
    const pending = start(page, 'eth_sendTransaction', [{ from, to: USDC, data }]);
    const win = await review.next();
    expect(await testIdText(win, 'decoded-call')).toMatch(/^Calls approve approve\(address,uint256\)/);
    expect(await win.evaluate(() => document.querySelector('[data-testid="function-names-unavailable"]'))).toBeNull();
    await decide(win, 'reject');
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
  });
});
