/**
 * Issue 7: the same protection in real Firefox ESR. A dapp's signing request
 * is held for review in the add-on's window; Approve lets the wallet do it
 * (and it really lands on anvil), Reject or closing the window answers 4001
 * and the wallet never sees it; read methods pass straight through; a wallet
 * found only through EIP-6963 is intercepted too.
 */
import type { Page } from 'puppeteer-core';
import { verifyTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { ANVIL_KEYS } from '../../support/anvil';
import { asHex, chainClient, receiptStatus } from '../support/chain';
import { decide, noReviewWindow, openReviewWindows, shownMethod, shownRequestId, testIdText, waitForMethod, waitForText, watchReviewWindow } from './support/firefox';
import { useFirefoxSuite } from './support/suite';
import { mailTypedData } from '../../fixtures/typed-data';

const suite = useFirefoxSuite();

const RECIPIENT = privateKeyToAccount(ANVIL_KEYS[2]).address;
const MESSAGE_HEX = '0x48656c6c6f2046697265666f78'; // "Hello Firefox"
const SIGNING = new Set(['eth_sendTransaction', 'eth_signTransaction', 'eth_sign', 'personal_sign', 'eth_signTypedData', 'eth_signTypedData_v3', 'eth_signTypedData_v4', 'wallet_sendCalls', 'eth_sendRawTransaction']);

type Result = Awaited<ReturnType<Window['dapp']['request']>>;

const mail = mailTypedData;

const walletAddress = (page: Page) => page.evaluate(() => window.__testWallet.address);
const walletCalls = (page: Page) => page.evaluate(() => window.__testWallet.calls.map((c) => c.method));
const signingCalls = async (page: Page) => (await walletCalls(page)).filter((m) => SIGNING.has(m));

/** Starts a raw request in the page without awaiting it (it waits for the review). */
function start(page: Page, method: string, params: unknown[]): Promise<Result> {
  return page.evaluate((m, p) => window.dapp.request(m, p), method, params);
}

describe('Firefox: signing requests are held for review', () => {
  it('eth_sendTransaction: shown for review, the wallet waits; Approve sends it and it lands on anvil', async () => {
    const page = await suite.openDapp();
    const from = await walletAddress(page);
    const review = watchReviewWindow(suite.firefox.browser);
    const pending = start(page, 'eth_sendTransaction', [{ from, to: RECIPIENT, value: '0x1' }]);
    const win = await review.next();
    await shownRequestId(win);
    expect(await shownMethod(win)).toBe('eth_sendTransaction');
    expect(await testIdText(win, 'review-origin')).toContain(new URL(page.url()).origin);
    expect(await signingCalls(page)).toEqual([]);

    await decide(win, 'approve');
    const result = await pending;
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(await receiptStatus(suite.anvil.url, result.value)).toBe('success');
    expect(await signingCalls(page)).toEqual(['eth_sendTransaction']);
  });

  it('eth_signTypedData_v4: Reject answers 4001 and the wallet is never asked to sign', async () => {
    const page = await suite.openDapp();
    const from = await walletAddress(page);
    const review = watchReviewWindow(suite.firefox.browser);
    const pending = start(page, 'eth_signTypedData_v4', [from, JSON.stringify(mail(suite.anvil.chainId))]);
    const win = await review.next();
    expect(await shownMethod(win)).toBe('eth_signTypedData_v4');

    await decide(win, 'reject');
    expect(await pending).toMatchObject({ ok: false, code: 4001, message: 'User rejected the request.' });
    expect(await walletCalls(page)).not.toContain('eth_signTypedData_v4');
  });

  it('three requests at once: one window, reviewed in the order made, "1 of 3", each answered once', async () => {
    const page = await suite.openDapp();
    const from = await walletAddress(page);
    const review = watchReviewWindow(suite.firefox.browser);
    const a = start(page, 'personal_sign', [MESSAGE_HEX, from]);
    const win = await review.next();
    expect(await shownMethod(win)).toBe('personal_sign');
    const b = start(page, 'eth_signTypedData_v4', [from, JSON.stringify(mail(suite.anvil.chainId))]);
    const c = start(page, 'eth_sign', [from, `0x${'ab'.repeat(32)}`]);
    await waitForText(win, 'review-position', '1 of 3');
    expect(await openReviewWindows(suite.firefox.browser)).toBe(1);
    const methodShown = (m: string) => waitForMethod(win, m);
    await decide(win, 'reject');
    await methodShown('eth_signTypedData_v4');
    await decide(win, 'reject');
    await methodShown('eth_sign');
    await decide(win, 'reject');
    for (const r of await Promise.all([a, b, c])) expect(r).toMatchObject({ ok: false, code: 4001 });
    await noReviewWindow(suite.firefox.browser);
    expect(await signingCalls(page)).toEqual([]);
  });

  it('closing the review window rejects with 4001 and the wallet never sees the request', async () => {
    const page = await suite.openDapp();
    const from = await walletAddress(page);
    const review = watchReviewWindow(suite.firefox.browser);
    const pending = start(page, 'personal_sign', [MESSAGE_HEX, from]);
    const win = await review.next();
    await shownRequestId(win);

    await win.close();
    expect(await pending).toMatchObject({ ok: false, code: 4001, message: 'User rejected the request.' });
    expect(await signingCalls(page)).toEqual([]);
  });

  it('an EIP-6963-only wallet (no window.ethereum) is intercepted; approved, its signature verifies', async () => {
    const page = await suite.openDapp({ wallet: 'eip6963' });
    await page.waitForFunction(async () => {
      const r = await window.dapp.providers();
      return r.ok && Array.isArray(r.value) && r.value.length > 0;
    });
    expect(await page.evaluate(() => window.ethereum === undefined)).toBe(true);
    const from = await walletAddress(page);
    const review = watchReviewWindow(suite.firefox.browser);
    const pending = page.evaluate(() => window.dapp.viemSignTypedData());
    const win = await review.next();
    expect(await shownMethod(win)).toBe('eth_signTypedData_v4');
    expect(await signingCalls(page)).toEqual([]);

    await decide(win, 'approve');
    const result = await pending;
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const { EIP712Domain: _domain, ...types } = mail(suite.anvil.chainId).types;
    // The dapp's viem call signs the same "Mail" example; the signature must be the wallet's.
    expect(await verifyTypedData({ ...mail(suite.anvil.chainId), types, address: asHex(from), signature: asHex(result.value) })).toBe(true);
    expect(await signingCalls(page)).toEqual(['eth_signTypedData_v4']);
  });
});

describe('Firefox: read methods pass through', () => {
  it('eth_chainId and eth_getBalance answer directly from the wallet, with no review window', async () => {
    const page = await suite.openDapp();
    const from = await walletAddress(page);
    const chainId = await page.evaluate(() => window.dapp.request('eth_chainId'));
    const balance = await page.evaluate((a) => window.dapp.request('eth_getBalance', [a, 'latest']), from);
    expect(chainId).toEqual({ ok: true, value: `0x${suite.anvil.chainId.toString(16)}` });
    const onChain = await chainClient(suite.anvil.url).getBalance({ address: asHex(from) });
    expect(balance).toEqual({ ok: true, value: `0x${onChain.toString(16)}` });
    expect(await walletCalls(page)).toEqual(expect.arrayContaining(['eth_chainId', 'eth_getBalance']));
    expect(await openReviewWindows(suite.firefox.browser)).toBe(0);

    // The same page's wallet is wrapped: a signing call there is held (so the reads above went through Preflight).
    const review = watchReviewWindow(suite.firefox.browser);
    const pending = start(page, 'personal_sign', [MESSAGE_HEX, from]);
    await decide(await review.next(), 'reject');
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
  });
});

describe('Firefox: a page that navigates away', () => {
  // Firefox gives no document id, so the broker must notice the navigation itself:
  // the held request must never be carried out in the page that replaced it.
  it('drops its held request: the review window goes and the next page\'s wallet is never called', async () => {
    const page = await suite.openDapp();
    const from = await walletAddress(page);
    const review = watchReviewWindow(suite.firefox.browser);
    // Started inside the page and not awaited: its promise dies with the page, and the
    // driver must not re-run this evaluation in the next one.
    await page.evaluate((f, to) => {
      void window.dapp.request('eth_sendTransaction', [{ from: f, to, value: '0x5' }]);
    }, from, RECIPIENT);
    const win = await review.next();
    await shownRequestId(win);

    await page.goto(page.url().replace('/dapp.html', '/other.html'));
    await page.waitForFunction(() => typeof window.dapp === 'object');
    await noReviewWindow(suite.firefox.browser);
    expect(await signingCalls(page)).toEqual([]);
  });
});

