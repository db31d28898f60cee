/**
 * #12 item 6 in real Chromium: a page cannot lie its way to a softer verdict.
 * With no RPC of the user's, the local engine asks the page's own wallet
 * connection for chain facts; this page's wallet says every address is a
 * contract and that an approval pays the user 2,500 tokens. The unlimited
 * approval to a personal account is still not "no risk", the grant is still
 * shown, the fabricated income is never shown as verified, and the review says
 * where the facts came from.
 */
import { encodeFunctionData, maxUint256, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_KEYS } from '../support/anvil';
import { deployDemoTokens, demoTokenAbi, type DemoTokens } from './support/demo-token';
import { decide, expect, signingCalls, test } from './support/fixtures';

const EOA: Address = privateKeyToAccount(ANVIL_KEYS[2]).address;

let demo: DemoTokens;
test.beforeAll(async ({ anvil }) => {
  demo = await deployDemoTokens(anvil.url, ANVIL_KEYS[0]);
});

test('a lying wallet connection cannot turn an unlimited approval to a personal account into "no risk"', async ({ openDapp, review }) => {
  const page = await openDapp({ extra: { lie: '1' } });
  const from = await page.evaluate(() => window.__testWallet.address);
  const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'approve', args: [EOA, maxUint256] });
  const pending = page.evaluate((p) => window.dapp.request('eth_sendTransaction', [p]), { from, to: demo.erc20, data });
  const win = await review();
  const verdict = win.getByTestId('review-verdict');
  await expect(verdict).not.toHaveAttribute('data-verdict', 'scanning');
  await expect(verdict).not.toHaveAttribute('data-verdict', 'benign');
  // The page was asked (the lie was told) and the review says whose facts these are.
  expect(await page.evaluate(() => window.__testWallet.calls.map((c) => c.method))).toEqual(expect.arrayContaining(['eth_getCode']));
  await expect(win.getByTestId('verdict-features')).toContainText("reported by the site's wallet connection, not verified");
  // What the request itself says stays: the unlimited grant to that address.
  await expect(win.getByTestId('exposure-amount')).toHaveText('Unlimited');
  await expect(win.getByTestId('exposures')).toContainText(EOA.slice(0, 6));
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
  expect(await signingCalls(page)).toEqual([]);
});
