/**
 * A typosquat of a project's site that no hand-kept list names, caught through the generated list
 * (data/sites.json.gz, read by the built extension's background at its first scan): a page served
 * under "flarre.network" (one letter off flare.network, the Flare chain's site from ethereum-lists/
 * chains; Playwright answers that host with the test dapp, no DNS involved) asks for a harmless
 * signature. The review says which official site it looks like, how, and which list names it.
 */
import { decide, dappUrl, expect, test } from './support/fixtures';

const TYPOSQUAT = 'flarre.network';

test('a signature asked by a typosquat of a generated project\'s site warns, naming the official site, the change and the list', async ({ ext, anvil, pages, review }) => {
  await ext.context.route(`http://${TYPOSQUAT}/**`, async (route) => {
    const url = new URL(route.request().url());
    const target = url.pathname === '/rpc' ? anvil.url : `${pages.url}${url.pathname}${url.search}`;
    await route.fulfill({ response: await route.fetch({ url: target }) });
  });
  const page = await ext.context.newPage();
  await page.goto(dappUrl(`http://${TYPOSQUAT}`, `http://${TYPOSQUAT}/rpc`));
  await page.waitForFunction(() => typeof window.dapp === 'object');
  const from = await page.evaluate(() => window.__testWallet.address);
  const pending = page.evaluate((a) => window.dapp.request('personal_sign', ['0x48656c6c6f', a]), from);
  const win = await review();
  await expect(win.getByTestId('review-verdict')).toHaveAttribute('data-verdict', 'warning');
  const text = await win.locator('body').innerText();
  expect(text).toContain('flarre.network looks like flare.network');
  expect(text).toContain('drawn to read as flare: flarre');
  expect(text).toContain("Preflight's list of projects' sites from chain registries, token lists and MetaMask's allowlist");
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});
