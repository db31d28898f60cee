/**
 * docs/security.md, hole 1, in real Chromium on a real anvil chain: with no RPC URL of the user's, the
 * second stage reads through the page's own wallet connection. A call Preflight cannot read that pays
 * someone (`transferAndCall(to, amount)` on a token contract no list knows) is a Warning from what it
 * says; the page's connection then says the payee is a personal account (true on this chain, and the
 * page's word either way). That used to read as "a payment to a person" and settle the Warning:
 * "No risks found". The page's reads settle nothing now; the verdict stays a Warning once they are in.
 */
import { encodeFunctionData, parseAbi, parseUnits, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_KEYS } from '../support/anvil';
import { deployDemoTokens, type DemoTokens } from './support/demo-token';
import { decide, expect, signingCalls, test } from './support/fixtures';

const PAYEE: Address = privateKeyToAccount(ANVIL_KEYS[2]).address;

let demo: DemoTokens;
test.beforeAll(async ({ anvil }) => {
  demo = await deployDemoTokens(anvil.url, ANVIL_KEYS[0]);
});

test("the page's wallet connection calling the payee a person does not turn an unread payment call into \"no risk\"", async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await page.evaluate(() => window.__testWallet.address);
  const data = encodeFunctionData({ abi: parseAbi(['function transferAndCall(address to, uint256 amount)']), args: [PAYEE, parseUnits('1000000', 6)] });
  const pending = page.evaluate((p) => window.dapp.request('eth_sendTransaction', [p]), { from, to: demo.erc20, data });
  const win = await review();
  const verdict = win.getByTestId('review-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'warning');
  // The reads are in (the page was asked), and the verdict is still the request's own.
  await expect(win.locator('[data-testid="reads-note"][data-reads="pending"]')).toHaveCount(0, { timeout: 20_000 });
  expect(await page.evaluate(() => window.__testWallet.calls.map((c) => c.method))).toEqual(expect.arrayContaining(['eth_getCode']));
  await expect(verdict).toHaveAttribute('data-verdict', 'warning');
  await expect(verdict).toContainText('could not check');
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
  expect(await signingCalls(page)).toEqual([]);
});
