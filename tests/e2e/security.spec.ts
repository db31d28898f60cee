/**
 * The hostile page, the queue, and everything that ends a request other than
 * a click: window closed, tab reloaded, service worker stopped, scan timeout.
 * Plus "do no harm" on pages without a wallet.
 */
import http from 'node:http';
import type { Page } from '@playwright/test';
import { ANVIL_KEYS } from '../support/anvil';
import { privateKeyToAccount } from 'viem/accounts';
import { launchWithExtension, setExtensionSettings, type ExtensionBrowser } from './support/browser';
import { receiptStatus } from './support/chain';
import { decide, dappUrl, expect, noReviewWindow, signingCalls, test } from './support/fixtures';
import { startRpcGate } from './support/rpc-gate';

const RECIPIENT = privateKeyToAccount(ANVIL_KEYS[2]).address;
const MSG = '0x68656c6c6f';

type Result = Awaited<ReturnType<Window['dapp']['request']>>;
const start = (page: Page, method: string, params: unknown[]): Promise<Result> =>
  page.evaluate(([m, p]) => window.dapp.request(m, p), [method, params] as const);
const sendTx = async (page: Page) => start(page, 'eth_sendTransaction', [{ from: await page.evaluate(() => window.__testWallet.address), to: RECIPIENT, value: '0x1' }]);
const sign = async (page: Page) => start(page, 'personal_sign', [MSG, await page.evaluate(() => window.__testWallet.address)]);

test('a page replaying the channel cannot get a waiting request to the wallet', async ({ openDapp, review }) => {
  const page = await openDapp();
  await page.evaluate(() => {
    const log: unknown[] = [];
    Reflect.set(window, '__channelLog', log);
    window.addEventListener('message', (e) => log.push(e.data));
  });
  // One honest round: record everything said on the channel.
  const first = sign(page);
  await decide(await review(), 'approve');
  expect((await first).ok).toBe(true);

  // The next request waits for review; the page replays mutated copies with its id.
  const victim = sendTx(page);
  const win = await review();
  await expect(win.getByTestId('review-root')).toHaveAttribute('data-request-id', /.+/);
  const id = await win.getByTestId('review-root').getAttribute('data-request-id');
  await page.evaluate((pendingId) => {
    const log: unknown[] = Reflect.get(window, '__channelLog');
    const forged: unknown[] = [];
    for (const m of log) {
      if (typeof m !== 'object' || m === null) continue;
      const base = { ...m, id: pendingId };
      forged.push(base);
      for (const type of ['approve', 'approved', 'decision', 'forward', 'pass-through', 'passThrough', 'request', 'settle']) {
        forged.push({ ...base, type });
        forged.push({ ...base, type, decision: 'approve', approved: true });
      }
    }
    forged.push({ channel: 'preflight:v1', type: 'pass-through', id: pendingId });
    for (const f of forged) window.postMessage(f, '*');
  }, id);
  // A later request reaching the queue shows the background has seen everything posted before it.
  const later = sign(page);
  await expect(win.getByTestId('review-position')).toHaveText(/of 2/);
  expect(await signingCalls(page)).toEqual(['personal_sign']);
  await win.close();
  expect(await later).toMatchObject({ ok: false, code: 4001 });
  // Whatever a forged settle made of the dapp's own promise, the wallet never saw the transaction.
  await victim;
  expect(await signingCalls(page)).toEqual(['personal_sign']);
});

test('three concurrent requests: one window, "1 of 3", answered once each, in order', async ({ openDapp, review, ext, anvil }) => {
  const page = await openDapp();
  const a = sendTx(page);
  const win = await review();
  await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'eth_sendTransaction');
  const b = sign(page);
  await expect(win.getByTestId('review-position')).toHaveText('1 of 2');
  const c = start(page, 'eth_sign', [await page.evaluate(() => window.__testWallet.address), '0x' + '11'.repeat(32)]);
  await expect(win.getByTestId('review-position')).toHaveText('1 of 3');
  expect(ext.context.pages().filter((p) => p.url().includes('review.html'))).toHaveLength(1);

  await decide(win, 'approve');
  await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'personal_sign');
  await expect(win.getByTestId('review-position')).toHaveText('1 of 2');
  await decide(win, 'reject');
  await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'eth_sign');
  await decide(win, 'approve');

  const [ra, rb, rc] = await Promise.all([a, b, c]);
  expect(ra.ok && (await receiptStatus(anvil.url, ra.value))).toBe('success');
  expect(rb).toMatchObject({ ok: false, code: 4001 });
  expect(rc.ok).toBe(true);
  expect(await signingCalls(page)).toEqual(['eth_sendTransaction', 'eth_sign']);
  await expect.poll(() => noReviewWindow(ext.context, ext.extensionId)).toBe(true);
});

test('closing the review window rejects with 4001', async ({ openDapp, review }) => {
  const page = await openDapp();
  const a = sign(page);
  const b = sendTx(page);
  const win = await review();
  await expect(win.getByTestId('review-position')).toHaveText('1 of 2');
  await win.close();
  expect(await a).toEqual({ ok: false, code: 4001, message: 'User rejected the request.', name: expect.any(String) });
  expect(await b).toMatchObject({ ok: false, code: 4001, message: 'User rejected the request.' });
  expect(await signingCalls(page)).toEqual([]);
});

test('reloading the tab while a request waits drops it and closes the window', async ({ openDapp, review, ext }) => {
  const page = await openDapp();
  void sign(page).catch(() => undefined);
  const win = await review();
  await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'personal_sign');
  await page.reload();
  await page.waitForFunction(() => typeof window.dapp === 'object');
  await expect.poll(() => win.isClosed()).toBe(true);
  expect(noReviewWindow(ext.context, ext.extensionId)).toBe(true);
  expect(await signingCalls(page)).toEqual([]);
});

/** When the running service worker started (its global scope's time origin): a new worker has a later one. */
async function workerStart(ext: ExtensionBrowser): Promise<number> {
  return (await ext.serviceWorker()).evaluate(() => performance.timeOrigin);
}

/** Polls until a worker started after `before` is running (the old one is gone). */
async function restartedWorkerStart(ext: ExtensionBrowser, before: number): Promise<number> {
  let after = before;
  await expect
    .poll(async () => {
      after = await workerStart(ext).catch(() => before);
      return after;
    }, { timeout: 30_000 })
    .toBeGreaterThan(before);
  return after;
}

async function stopServiceWorker(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
}

test('a stopped service worker does not lose the waiting request: Approve still lands it', async ({ openDapp, review, anvil, ext }) => {
  const page = await openDapp();
  const pending = sendTx(page);
  const win = await review();
  await expect(win.getByTestId('review-verdict')).not.toHaveAttribute('data-verdict', 'scanning');
  const before = await workerStart(ext);
  await stopServiceWorker(page);
  // The review page reconnects at once: a new worker (later start) is running before the click.
  await restartedWorkerStart(ext, before);
  await decide(win, 'approve');
  const result = await pending;
  expect(result.ok && (await receiptStatus(anvil.url, result.value))).toBe('success');
  expect(await signingCalls(page)).toEqual(['eth_sendTransaction']);
});

test('a worker stopped in the middle of a scan starts again, scans again and shows the verdict', async ({ openDapp, review, anvil, ext }) => {
  // The scan's simulation goes through a loopback RPC that holds every call until opened.
  const gate = await startRpcGate(anvil.url);
  try {
    await setExtensionSettings(ext, { engine: 'local', scanTimeoutMs: 120_000, rpcUrls: { '31337': gate.url } });
    const page = await openDapp();
    const pending = sendTx(page);
    const win = await review();
    // The first-stage verdict is in at once (#25); the reads wait on the gate.
    await expect(win.getByTestId('reads-note')).toHaveAttribute('data-reads', 'pending');
    await expect.poll(() => gate.received(), { timeout: 30_000 }).toBeGreaterThan(0);
    const before = await workerStart(ext);
    const callsBeforeStop = gate.received();

    await stopServiceWorker(page);
    // Held calls now get answers, but the worker that asked is gone: only a new scan can finish.
    gate.open();
    await restartedWorkerStart(ext, before);
    await expect(win.getByTestId('reads-note')).toHaveCount(0, { timeout: 30_000 });
    await expect(win.getByTestId('review-verdict')).toHaveAttribute('data-verdict', 'benign');
    expect(gate.received()).toBeGreaterThan(callsBeforeStop);

    await decide(win, 'approve');
    const result = await pending;
    expect(result.ok && (await receiptStatus(anvil.url, result.value))).toBe('success');
    expect(await signingCalls(page)).toEqual(['eth_sendTransaction']);
  } finally {
    await gate.close();
  }
});

test('a scan that never answers: the first-stage verdict stands, with "simulation unavailable" after the configured time', async ({ openDapp, review, ext }) => {
  const hanging = http.createServer(() => undefined);
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const address = hanging.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    // The local engine simulates through a configured RPC that never answers.
    await setExtensionSettings(ext, { engine: 'local', scanTimeoutMs: 700, rpcUrls: { '31337': url } });
    const page = await openDapp();
    const pending = sendTx(page);
    const win = await review();
    await expect(win.getByTestId('reads-note')).toHaveAttribute('data-reads', 'unavailable');
    await expect(win.getByTestId('reads-note')).toContainText('No scan result within 0.7 s.');
    await expect(win.getByTestId('review-verdict')).not.toHaveAttribute('data-verdict', /scanning|unavailable/);
    await decide(win, 'reject');
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
  } finally {
    hanging.closeAllConnections();
    hanging.close();
  }
});

test('do no harm: no globals added, no console errors on a page without a wallet', async ({ ext, pages, anvil }) => {
  const url = dappUrl(pages.url, anvil.url, { wallet: 'none' });
  const globals = async (page: Page) => page.evaluate(() => Object.getOwnPropertyNames(window).sort());
  const errors: string[] = [];
  const withExt = await ext.context.newPage();
  withExt.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
  });
  withExt.on('pageerror', (e) => errors.push(String(e)));
  await withExt.goto(url);
  await withExt.waitForFunction(() => typeof window.dapp === 'object');
  const bare = await launchWithExtension({ extensionDir: null });
  try {
    const without = await bare.context.newPage();
    await without.goto(url);
    await without.waitForFunction(() => typeof window.dapp === 'object');
    expect(await globals(withExt)).toEqual(await globals(without));
    expect(await withExt.evaluate(() => window.ethereum)).toBeUndefined();
  } finally {
    await bare.context.close();
  }
  expect(errors).toEqual([]);
  expect(noReviewWindow(ext.context, ext.extensionId)).toBe(true);
});
