/**
 * #25 item 5 in real Chromium: a request Preflight refuses as malformed (odd-length
 * `data`, which a lenient wallet would still accept) is answered -32602 at once and
 * the wallet never sees it; the user is shown what was refused, from which site and
 * why, named as an evasion attempt, with nothing to approve.
 */
import { decide, expect, signingCalls, test } from './support/fixtures';

test('odd-length data: -32602 to the dapp, a refusal window the user sees, no Approve, the wallet untouched', async ({ openDapp, review }) => {
  const page = await openDapp();
  const answer = await page.evaluate(() => window.dapp.request('eth_sendTransaction', [{ from: window.__testWallet.address, to: window.__testWallet.address, data: '0x1' }]));
  expect(answer).toMatchObject({ ok: false, code: -32602 });
  const win = await review();
  await expect(win.getByTestId('review-refused')).toHaveAttribute('data-evasion', 'yes');
  await expect(win.getByTestId('review-refused')).toContainText('unusual encoding, often used to slip past scanners');
  await expect(win.getByTestId('review-refused')).toContainText('params[0].data must be 0x-prefixed hex bytes');
  await expect(win.getByTestId('review-origin')).toHaveAttribute('data-origin', new URL(page.url()).origin);
  await expect(win.getByTestId('approve')).toHaveCount(0);
  await expect(win.getByTestId('dismiss-note')).toContainText('nothing to approve');
  await decide(win, 'reject');
  expect(await signingCalls(page)).toEqual([]);
});
