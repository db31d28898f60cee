/**
 * The bundled phishing list in the built extension: the snapshot ships gzipped and the background
 * unpacks it (DecompressionStream) at its first scan. A page served under a domain on MetaMask's
 * eth-phishing-detect list (Playwright answers that host with the test dapp, no DNS involved) asks
 * for a harmless signature: the review calls the site a known phishing site, naming the list.
 */
import { decide, dappUrl, expect, test } from './support/fixtures';

const LISTED = 'defiuni.network'; // a fake "DeFi Uni" app on MetaMask's eth-phishing-detect blacklist

test('a personal_sign from a site on the bundled phishing list is Dangerous, and the reason names the list', async ({ ext, anvil, pages, review }) => {
  await ext.context.route(`http://${LISTED}/**`, async (route) => {
    const url = new URL(route.request().url());
    // The wallet's JSON-RPC goes to anvil through the same host (a listed public name may not call loopback).
    const target = url.pathname === '/rpc' ? anvil.url : `${pages.url}${url.pathname}${url.search}`;
    await route.fulfill({ response: await route.fetch({ url: target }) });
  });
  const page = await ext.context.newPage();
  await page.goto(dappUrl(`http://${LISTED}`, `http://${LISTED}/rpc`));
  await page.waitForFunction(() => typeof window.dapp === 'object');
  const from = await page.evaluate(() => window.__testWallet.address);
  const pending = page.evaluate((a) => window.dapp.request('personal_sign', ['0x48656c6c6f', a]), from);
  const win = await review();
  await expect(win.getByTestId('review-verdict')).toHaveAttribute('data-verdict', 'malicious');
  await expect(win.getByTestId('review-verdict')).toContainText(`${LISTED} is a known phishing site`);
  await expect(win.getByTestId('review-verdict')).toContainText('eth-phishing-detect');
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});
