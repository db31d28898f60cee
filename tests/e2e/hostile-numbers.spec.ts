/**
 * #25 item 4 in real Chromium with the built extension: a dapp asks
 * eth_signTypedData_v4 for a Permit2 PermitSingle whose amount is max uint160
 * written as a bare JSON number, to a personal account. JSON.parse rounds it to
 * 2^160 (which does not fit uint160); a wallet reading the text exactly signs an
 * unlimited permit. The review judges both readings: Dangerous, the amount shown
 * as Unlimited (the exact value), the two readings named, Approve gated. Through
 * the deliberate gate the wallet receives the original text, byte for byte.
 */
import type { Page } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_KEYS } from '../support/anvil';
import { jsonWithRawNumber, MAX_UINT160, permit2SingleTypedData } from '../fixtures/typed-data';
import { decide, expect, signingCalls, test } from './support/fixtures';

const EOA = privateKeyToAccount(ANVIL_KEYS[2]).address;
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const MARK = '__amount__';

/** The text as the dapp writes it: `"amount":1461501637330902918203684832716283019655932542975`. */
const text = jsonWithRawNumber(permit2SingleTypedData({ token: USDC, spender: EOA, amount: MARK, chainId: 31337 }), MARK, MAX_UINT160.toString());

const ask = (page: Page) =>
  page.evaluate((typed) => window.dapp.request('eth_signTypedData_v4', [window.__testWallet.address, typed]), text);

/** The params the wallet received for its last eth_signTypedData_v4, as the page recorded them. */
const walletReceived = (page: Page) => page.evaluate(() => window.__testWallet.calls.filter((c) => c.method === 'eth_signTypedData_v4').at(-1)?.params);

async function approveIsOneClick(win: Page): Promise<boolean> {
  const approve = win.getByTestId('approve');
  await expect(approve).toHaveAttribute('data-armed', 'yes');
  return approve.isEnabled();
}

test('max uint160 as a bare JSON number: Dangerous, shown as unlimited with both readings named, Approve gated', async ({ openDapp, review }) => {
  expect(text).toContain(`"amount":${MAX_UINT160}`);
  const page = await openDapp();
  const pending = ask(page);
  const win = await review();
  const verdict = win.getByTestId('review-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'malicious');
  await win.getByTestId('request-details').locator('summary').click();
  await expect(win.getByTestId('decoded-fields')).toBeVisible();
  await expect(win.getByTestId('decoded-fields')).toContainText('Unlimited');
  const findings = win.getByTestId('verdict-features');
  await expect(findings).toContainText('written so that wallets may read it differently: exactly 1,461,501,637,330,902,918,203,684,832,716,283,019,655,932,542,975 (the maximum, unlimited)');
  await expect(findings).toContainText('which does not fit its type');
  expect(await approveIsOneClick(win)).toBe(false);
  await win.getByTestId('raw-toggle').click();
  await expect(win.getByTestId('raw-json')).toContainText(`"amount": ${MAX_UINT160}`);
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
  expect(await signingCalls(page)).toEqual([]);
});

test('approved through the deliberate gate, the wallet receives the original text unchanged', async ({ openDapp, review }) => {
  const page = await openDapp();
  const pending = ask(page);
  const win = await review();
  await expect(win.getByTestId('review-verdict')).toHaveAttribute('data-verdict', 'malicious');
  // The deliberate gate is there; decide() takes it once the reads are in (a consent given before they land is asked again).
  await expect(win.getByTestId('accept-risk')).toBeVisible();
  await decide(win, 'approve');
  const received = await walletReceived(page);
  expect(received).toEqual([await page.evaluate(() => window.__testWallet.address), text]);
  // The test wallet reads with JSON.parse and signs with viem: 2^160 does not fit uint160, so it refuses (the rounded reading cannot be encoded).
  expect(await pending).toMatchObject({ ok: false });
});
