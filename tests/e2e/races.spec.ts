/**
 * A click on Approve racing the window's close (and the page's reload), in
 * real Chromium: the dapp hears at most one answer — exactly one while its page
 * lives — and the wallet is called at most once (counted on chain, which a
 * reload cannot reset).
 */
import type { Page } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_KEYS } from '../support/anvil';
import { clickClosing } from './support/browser';
import { chainClient } from './support/chain';
import { expect, noReviewWindow, signingCalls, test } from './support/fixtures';

const RECIPIENT = privateKeyToAccount(ANVIL_KEYS[2]).address;

/** Starts eth_sendTransaction; its answer, if the page lives to hear it, goes to `answers`. */
async function sendTx(page: Page): Promise<void> {
  await page.evaluate(async (to) => {
    const from = window.__testWallet.address;
    void window.dapp.request('eth_sendTransaction', [{ from, to, value: '0x1' }]).then((r) => Reflect.apply(Reflect.get(window, '__answer'), window, [r]));
  }, RECIPIENT);
}

test('Approve racing a window close: one answer, at most one wallet call', async ({ openDapp, review, anvil, ext }) => {
  const page = await openDapp();
  const answers: unknown[] = [];
  await page.exposeFunction('__answer', (r: unknown) => answers.push(r));
  const from = await page.evaluate(() => window.__testWallet.address);
  const client = chainClient(anvil.url);
  const nonce = await client.getTransactionCount({ address: from });

  await sendTx(page);
  const win = await review();
  await expect(win.getByTestId('review-verdict')).not.toHaveAttribute('data-verdict', 'scanning');
  await expect(win.getByTestId('approve')).toBeEnabled();
  // Both in flight together: the click's decide message and the window's onRemoved.
  await Promise.all([clickClosing(win, 'approve'), win.close()]);

  await expect.poll(() => answers.length, { timeout: 20_000 }).toBe(1);
  const [answer] = answers;
  const calls = await signingCalls(page);
  // Whichever won: approved (one wallet call, one transaction) or rejected (none).
  if (calls.length === 1) expect(answer).toMatchObject({ ok: true });
  else expect(answer).toMatchObject({ ok: false, code: 4001 });
  expect(calls.length).toBeLessThanOrEqual(1);
  await expect.poll(() => client.getTransactionCount({ address: from }), { timeout: 20_000 }).toBe(nonce + calls.length);
  await expect.poll(() => noReviewWindow(ext.context, ext.extensionId)).toBe(true);
  // Nothing arrives later.
  await sendTx(page);
  const next = await review();
  await next.close();
  await expect.poll(() => answers.length).toBe(2);
  expect(answers[1]).toMatchObject({ ok: false, code: 4001 });
});

test('Approve racing a window close and a reload: at most one answer and one transaction; the next request is reviewed', async ({ openDapp, review, anvil, ext }) => {
  const page = await openDapp();
  const answers: unknown[] = [];
  await page.exposeFunction('__answer', (r: unknown) => answers.push(r));
  const from = await page.evaluate(() => window.__testWallet.address);
  const client = chainClient(anvil.url);
  const nonce = await client.getTransactionCount({ address: from });

  await sendTx(page);
  const win = await review();
  await expect(win.getByTestId('review-verdict')).not.toHaveAttribute('data-verdict', 'scanning');
  await expect(win.getByTestId('approve')).toBeEnabled();
  await Promise.all([clickClosing(win, 'approve'), win.close(), page.reload()]);
  await page.waitForFunction(() => typeof window.dapp === 'object');

  await expect.poll(() => noReviewWindow(ext.context, ext.extensionId), { timeout: 20_000 }).toBe(true);
  expect(answers.length).toBeLessThanOrEqual(1);
  const sent = (await client.getTransactionCount({ address: from })) - nonce;
  expect(sent).toBeLessThanOrEqual(1);
  // An answer that reached the page matches what happened on chain.
  if (answers.length === 1) expect(answers[0]).toMatchObject(sent === 1 ? { ok: true } : { ok: false, code: 4001 });

  // The extension is not stuck: the reloaded page's next request is reviewed and answered once.
  const heard = answers.length;
  await sendTx(page);
  const next = await review();
  await next.close();
  await expect.poll(() => answers.length).toBe(heard + 1);
  expect(answers.at(-1)).toMatchObject({ ok: false, code: 4001 });
  expect(await signingCalls(page)).toEqual([]);
});
