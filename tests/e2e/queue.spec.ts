/**
 * The queue in the review window (issue 27, item 5): three requests waiting
 * show as a count and a list of their sites and kinds above the review, at the
 * window's real size (400×600, checked against its baseline), and "Reject all"
 * answers each of them 4001, once, without the wallet seeing any.
 */
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_KEYS } from '../support/anvil';
import { startRequest as start, walletAddress as fromOf } from './support/dapp-requests';
import { expect, signingCalls, test } from './support/fixtures';
import { screenshot } from './support/screenshots';

const RECIPIENT = privateKeyToAccount(ANVIL_KEYS[2]).address;
const HASH = '0x' + 'ab'.repeat(32);
const HELLO = '0x68656c6c6f';


test('a queue of three: count, sites and kinds, then Reject all answers each 4001 once', async ({ ext, openDapp, review }) => {
  const page = await openDapp();
  const from = await fromOf(page);
  const host = new URL(page.url()).host;
  const a = start(page, 'eth_sendTransaction', [{ from, to: RECIPIENT, value: '0x1' }]);
  const win = await review();
  await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'eth_sendTransaction');
  const b = start(page, 'personal_sign', [HELLO, from]);
  const c = start(page, 'eth_sign', [from, HASH]);

  await expect(win.getByTestId('queue-count')).toHaveText('3 requests waiting');
  const items = win.getByTestId('queue-item');
  await expect(items).toHaveCount(3);
  // Oldest first, the one on screen marked; each names its site and what it asks.
  await expect(items.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(items.nth(0)).toContainText(host);
  await expect(items.nth(0)).toContainText(await win.getByTestId('review-method').innerText());
  await expect(items.nth(1)).toContainText(/sign/i);
  await expect(items.nth(2)).toContainText(/sign/i);
  await expect(items.nth(1)).not.toHaveAttribute('aria-current', 'true');
  await expect(win.getByTestId('reject-all')).toHaveText('Reject all 3');
  await expect(win.getByTestId('review-verdict')).not.toHaveAttribute('data-verdict', 'scanning');
  await expect(win.getByTestId('approve')).toHaveAttribute('data-armed', 'yes');
  // The verdict and both buttons inside the window with the list above; the loopback ports and the fee's figures masked.
  await screenshot(win, 'queue-of-three', {
    inView: [win.getByTestId('review-queue'), win.getByTestId('review-verdict'), win.getByTestId('reject'), win.getByTestId('approve')],
    mask: [win.locator('.pf-queue__site'), win.getByTestId('review-origin'), win.getByTestId('network-fee-amount'), win.getByTestId('network-fee-usd')],
  });

  await win.getByTestId('reject-all').click().catch(() => undefined); // the window closes under the click
  for (const r of await Promise.all([a, b, c])) expect(r).toMatchObject({ ok: false, code: 4001 });
  expect(await signingCalls(page)).toEqual([]);
  await expect.poll(() => win.isClosed()).toBe(true);

  // Each is in the history once, rejected by the user.
  const popup = await ext.context.newPage();
  await popup.goto(`chrome-extension://${ext.extensionId}/popup.html`);
  await expect(popup.getByTestId('history-row')).toHaveCount(3);
  for (const summary of await popup.getByTestId('history-summary').allInnerTexts()) expect(summary).toMatch(/^Rejected \(by you\)|^Rejected:/);
});
