/**
 * Every page a person meets, checked by axe-core (WCAG 2.1 A/AA and best
 * practice) in the real built extension: a benign review, a dangerous review,
 * a queue of three, the toolbar popup (with a decision and its report form
 * open) and the options page. Zero violations: a new one fails with its rule
 * and its nodes.
 */
import type { Page } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { parseEther, toHex } from 'viem';
import { ANVIL_KEYS } from '../support/anvil';
import { startRequest as start, walletAddress as fromOf } from './support/dapp-requests';
import { expectAccessible } from './support/axe';
import { decide, expect, test } from './support/fixtures';
import { POPUP_VIEWPORT, REVIEW_VIEWPORT } from './support/screenshots';

const RECIPIENT = privateKeyToAccount(ANVIL_KEYS[2]).address;
const HASH = '0x' + 'ab'.repeat(32);
const HELLO = '0x68656c6c6f';


/** The review as it settles: verdict in, Approve past its first-second guard. */
async function settled(win: Page, verdict: string): Promise<void> {
  await win.setViewportSize(REVIEW_VIEWPORT);
  await expect(win.getByTestId('review-verdict')).toHaveAttribute('data-verdict', verdict);
  await expect(win.getByTestId('approve')).toHaveAttribute('data-armed', 'yes');
}

test('the benign review, then the dangerous one', async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await fromOf(page);
  const send = start(page, 'eth_sendTransaction', [{ from, to: RECIPIENT, value: toHex(parseEther('0.001')) }]);
  const win = await review();
  await settled(win, 'benign');
  await expect(win.getByTestId('review-verdict')).toContainText('Scanned on this device');
  await expectAccessible(win, 'benign review');
  await decide(win, 'reject');
  expect(await send).toMatchObject({ ok: false, code: 4001 });

  const blind = start(page, 'eth_sign', [from, HASH]);
  const danger = await review();
  await settled(danger, 'malicious');
  await expectAccessible(danger, 'dangerous review');
  await decide(danger, 'reject');
  expect(await blind).toMatchObject({ ok: false, code: 4001 });
});

test('a queue of three, with its list and Reject all', async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await fromOf(page);
  const all = [start(page, 'eth_sendTransaction', [{ from, to: RECIPIENT, value: '0x1' }])];
  const win = await review();
  all.push(start(page, 'personal_sign', [HELLO, from]), start(page, 'eth_sign', [from, HASH]));
  await expect(win.getByTestId('queue-item')).toHaveCount(3);
  await settled(win, 'benign');
  await expectAccessible(win, 'review with a queue');
  await win.getByTestId('reject-all').click().catch(() => undefined); // the window closes under the click
  for (const r of await Promise.all(all)) expect(r).toMatchObject({ ok: false, code: 4001 });
});

test('the popup with a decision and its report form open, and the options page', async ({ ext, openDapp, review }) => {
  const page = await openDapp();
  const pending = start(page, 'personal_sign', [HELLO, await fromOf(page)]);
  await decide(await review(), 'reject');
  await pending;

  const popup = await ext.context.newPage();
  await popup.setViewportSize(POPUP_VIEWPORT);
  await popup.goto(`chrome-extension://${ext.extensionId}/popup.html`);
  await expect(popup.getByTestId('history-row')).toHaveCount(1);
  await expectAccessible(popup, 'popup');
  await popup.getByTestId('history-report').click();
  await expect(popup.getByTestId('report-form')).toBeVisible();
  await expectAccessible(popup, 'popup, report form open');
  await popup.getByRole('button', { name: 'Pause protection…' }).click();
  await expectAccessible(popup, 'popup, pause choices open');

  const options = await ext.context.newPage();
  await options.goto(`chrome-extension://${ext.extensionId}/options.html`);
  await expect(options.getByTestId('options-root')).toBeVisible();
  await expectAccessible(options, 'options');
});
