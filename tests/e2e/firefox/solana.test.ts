/**
 * Issue 28 in real Firefox ESR: the Solana test wallet registered through the
 * real Wallet Standard and found by the dapp through getWallets(), and the
 * injected window.phantom.solana. Signing calls are held for review in the
 * add-on's window; Reject answers 4001 and the wallet is never asked; Approve
 * gives the dapp the wallet's real signature over the original bytes. A page
 * calling a navigator.wallets callback with its own register gets the held
 * stand-in too.
 */
import type { Page } from 'puppeteer-core';
import { createKeyPairSignerFromPrivateKeyBytes, lamports, type Address } from '@solana/kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSolanaRpc, type SolanaRpcServer } from '../../support/solana-rpc';
import { PAGES_DIST } from '../pages/build';
import { TEST_WALLET_SEED } from '../pages/solana-seed';
import { serveStatic, type StaticServer } from '../support/static-server';
import { messageSignedBy, signedBy } from '../support/solana-verify';
import { decide, launchFirefox, newPage, shownMethod, testIdText, watchReviewWindow, type FirefoxWithExtension } from './support/firefox';

type Outcome = { ok: true; value: unknown; sent?: string[] } | { ok: false; code: unknown; message: string };
const REJECTED = { ok: false, code: 4001, message: 'User rejected the request.' };

let firefox: FirefoxWithExtension;
let pages: StaticServer;
let rpc: SolanaRpcServer;
let wallet: Address;
const opened: Page[] = [];

beforeAll(async () => {
  wallet = (await createKeyPairSignerFromPrivateKeyBytes(TEST_WALLET_SEED)).address;
  [firefox, pages, rpc] = await Promise.all([launchFirefox(), serveStatic(PAGES_DIST), startSolanaRpc()]);
  rpc.svm.airdrop(wallet, lamports(100_000_000_000n));
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((p) => p.close().catch(() => undefined)));
});
afterAll(async () => {
  await firefox?.close();
  await Promise.all([pages?.close(), rpc?.close()]);
});

async function openSolDapp(mode: 'standard' | 'phantom' | 'legacy'): Promise<Page> {
  const page = await newPage(firefox.browser);
  opened.push(page);
  await page.goto(`${pages.url}/solana.html?${new URLSearchParams({ 'sol-wallet': mode, 'sol-rpc': rpc.url }).toString()}`);
  await page.waitForFunction(() => Boolean(Reflect.get(window, 'solDapp')) && Boolean(Reflect.get(Object(Reflect.get(window, '__solWallet')), 'address')));
  return page;
}

const call = (page: Page, fn: string, ...args: unknown[]): Promise<Outcome> =>
  page.evaluate((name, rest): Promise<Outcome> => Reflect.apply(Reflect.get(Reflect.get(window, 'solDapp'), name), undefined, rest), fn, args);
const signingCalls = (page: Page): Promise<string[]> =>
  page.evaluate(() => (Reflect.get(window, '__solWallet') as { calls: { method: string }[] }).calls.map((c) => c.method).filter((m) => m !== 'connect'));

async function reviewed(page: Page, start: () => Promise<Outcome>, decision: 'approve' | 'reject'): Promise<Outcome> {
  const review = watchReviewWindow(firefox.browser);
  const pending = start();
  const win = await review.next();
  expect(await shownMethod(win)).toMatch(/^solana:/);
  expect(await testIdText(win, 'review-origin')).toContain(new URL(page.url()).host);
  await decide(win, decision);
  return pending;
}

describe('Firefox: Solana signing requests are held for review', () => {
  it('Wallet Standard signTransaction: Reject answers 4001 unasked; Approve gives the wallet\'s signature over the same bytes', async () => {
    const page = await openSolDapp('standard');
    await call(page, 'connect');
    expect(await reviewed(page, () => call(page, 'signTransaction'), 'reject')).toMatchObject(REJECTED);
    expect(await signingCalls(page)).toEqual([]);
    const outcome = await reviewed(page, () => call(page, 'signTransaction'), 'approve');
    if (!outcome.ok) throw new Error(outcome.message);
    expect(await signedBy(String((outcome.value as unknown[])[0]), outcome.sent?.[0] ?? '', wallet)).toBe(true);
    expect(await signingCalls(page)).toEqual(['signTransaction']);
  });

  it('Wallet Standard signMessage: Approve gives the wallet\'s signature over the message', async () => {
    const page = await openSolDapp('standard');
    await call(page, 'connect');
    const outcome = await reviewed(page, () => call(page, 'signMessage', 'Hello from Firefox'), 'approve');
    if (!outcome.ok) throw new Error(outcome.message);
    const [signed] = outcome.value as { signature: string }[];
    expect(await messageSignedBy(signed?.signature ?? '', outcome.sent?.[0] ?? '', wallet)).toBe(true);
  });

  it('a page calling a navigator.wallets callback (DEPRECATED_registerWallet) with its own register gets a held stand-in: Reject 4001, the wallet never asked', async () => {
    const page = await openSolDapp('legacy');
    await call(page, 'connect');
    const stolen = (): Promise<Outcome> =>
      page.evaluate(() => {
        let got: unknown;
        const callbacks = Reflect.get(navigator, 'wallets') as ArrayLike<(api: { register: (w: unknown) => void }) => void>;
        for (let i = 0; i < callbacks.length; i++) callbacks[i]?.({ register: (w) => (got = w) });
        return Reflect.get(window, 'solDapp').signTransaction('1000000', 1, got);
      });
    expect(await reviewed(page, stolen, 'reject')).toMatchObject(REJECTED);
    expect(await signingCalls(page)).toEqual([]);
  });

  it('injected window.phantom.solana signAllTransactions: one review for the batch; Reject 4001 unasked, Approve signs both', async () => {
    const page = await openSolDapp('phantom');
    expect(await reviewed(page, () => call(page, 'phantom', 'signAllTransactions', '1000000', 2), 'reject')).toMatchObject(REJECTED);
    expect(await signingCalls(page)).toEqual([]);
    const outcome = await reviewed(page, () => call(page, 'phantom', 'signAllTransactions', '1000000', 2), 'approve');
    if (!outcome.ok) throw new Error(outcome.message);
    const signed = outcome.value as string[];
    expect(signed).toHaveLength(2);
    for (let i = 0; i < 2; i++) expect(await signedBy(signed[i] ?? '', outcome.sent?.[i] ?? '', wallet)).toBe(true);
    expect(await signingCalls(page)).toEqual(['signAllTransactions']);
  });
});
