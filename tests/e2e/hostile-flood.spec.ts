/**
 * #12 item 2 in real Chromium with the built extension: a hostile tab that
 * floods 2 MB requests gets a clear error for everything beyond its share,
 * while another site's request is still reviewed, scanned and answered; and
 * when storage.session really is full, the review says "scan unavailable"
 * with the reason instead of scanning forever.
 */
import type { Page, Worker } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_KEYS } from '../support/anvil';
import { setExtensionSettings } from './support/browser';
import { receiptStatus } from './support/chain';
import { decide, dappUrl, expect, signingCalls, test } from './support/fixtures';
import { startRpcGate } from './support/rpc-gate';

const RECIPIENT = privateKeyToAccount(ANVIL_KEYS[2]).address;

type Result = Awaited<ReturnType<Window['dapp']['request']>>;

/** `count` personal_sign requests of ~1.9 MB each, all at once, from the page; window.__settled counts the answers. */
function flood(page: Page, count: number): Promise<Result[]> {
  return page.evaluate(async (n) => {
    const account = window.__testWallet.address;
    const message = '0x' + 'ab'.repeat(950_000);
    Reflect.set(window, '__settled', 0);
    const counted = (r: Result): Result => {
      Reflect.set(window, '__settled', Number(Reflect.get(window, '__settled')) + 1);
      return r;
    };
    return Promise.all(Array.from({ length: n }, () => window.dapp.request('personal_sign', [message, account]).then(counted)));
  }, count);
}

const sendTx = async (page: Page): Promise<Result> => {
  const from = await page.evaluate(() => window.__testWallet.address);
  return page.evaluate(([f, to]) => window.dapp.request('eth_sendTransaction', [{ from: f, to, value: '0x1' }]), [from, RECIPIENT] as const);
};

test('a tab flooding 2 MB requests is answered -32005 beyond its share; another site is still reviewed and answered', async ({ ext, openDapp, review, pages, anvil }) => {
  const hostile = await openDapp();
  const flooded = flood(hostile, 12);

  // Another site (localhost is another origin than 127.0.0.1), in another tab.
  const victim = await ext.context.newPage();
  await victim.goto(dappUrl(pages.url.replace('127.0.0.1', 'localhost'), anvil.url));
  await victim.waitForFunction(() => typeof window.dapp === 'object');

  // Everything beyond the hostile tab's share is answered at once; one request waits for review.
  await hostile.waitForFunction(() => Reflect.get(window, '__settled') === 11, undefined, { timeout: 30_000 });
  const victimTx = sendTx(victim);

  const win = await review();
  // The hostile page's accepted request is first in the queue; the victim's joins it.
  await expect(win.getByTestId('review-position')).toHaveText('1 of 2');
  await decide(win, 'reject');
  await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'eth_sendTransaction');
  // Its scan ends (not "scanning" forever) and Approve lands it on chain.
  await expect(win.getByTestId('review-verdict')).not.toHaveAttribute('data-verdict', 'scanning');
  await decide(win, 'approve');
  const answered = await victimTx;
  expect(answered.ok && (await receiptStatus(anvil.url, answered.value))).toBe('success');

  const all = await flooded;
  const refused = all.filter((r) => !r.ok && r.code === -32005);
  expect(refused.length).toBeGreaterThanOrEqual(all.length - 1);
  expect(refused[0]).toMatchObject({ code: -32005, message: 'Request limit exceeded: too many requests from this tab are waiting for review' });
  expect(all.filter((r) => !r.ok && r.code === 4001)).toHaveLength(1);
  expect(await signingCalls(hostile)).toEqual([]);
});

async function sessionBytes(worker: Worker): Promise<number> {
  return worker.evaluate(async () => {
    const session: unknown = Reflect.get(Object(Reflect.get(Object(Reflect.get(globalThis, 'chrome')), 'storage')), 'session');
    const bytes: unknown = await Reflect.apply(Reflect.get(Object(session), 'getBytesInUse') as (keys: null) => Promise<number>, session, [null]);
    return typeof bytes === 'number' ? bytes : -1;
  });
}

test('when storage.session is full, the first-stage verdict stands and the review says the full scan could not be stored, never an endless scan', async ({ ext, openDapp, review, anvil }) => {
  // The scan simulates through an RPC the test holds, so it is still running when storage fills up.
  const gate = await startRpcGate(anvil.url);
  try {
    await setExtensionSettings(ext, { engine: 'local', scanTimeoutMs: 60_000, rpcUrls: { '31337': gate.url } });
    const page = await openDapp();
    const pending = sendTx(page);
    const win = await review();
    // #25: what the request says is judged at once; the reads are what waits.
    await expect(win.getByTestId('reads-note')).toHaveAttribute('data-reads', 'pending');
    await expect.poll(() => gate.received()).toBeGreaterThan(0);

    // Something else fills storage.session up to a few hundred bytes below its quota.
    const worker = await ext.serviceWorker();
    const used = await sessionBytes(worker);
    await worker.evaluate(async (fill) => {
      const session: unknown = Reflect.get(Object(Reflect.get(Object(Reflect.get(globalThis, 'chrome')), 'storage')), 'session');
      const quota = Number(Reflect.get(Object(session), 'QUOTA_BYTES'));
      await Reflect.apply(Reflect.get(Object(session), 'set') as (items: object) => Promise<void>, session, [{ junk: 'x'.repeat(quota - fill) }]);
    }, used + 'junk'.length + 2 + 400);

    gate.open();
    await expect(win.getByTestId('reads-note')).toHaveAttribute('data-reads', 'unavailable');
    await expect(win.getByText(/the result could not be stored \(.*quota.*\)/i)).toBeVisible();
    await decide(win, 'reject');
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
  } finally {
    await gate.close();
  }
});
