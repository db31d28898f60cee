/**
 * #12 items 1–4 in real Firefox ESR with the built add-on (the Chromium
 * versions are tests/e2e/hostile-*.spec.ts). What Firefox cannot support:
 * - it gives the add-on no sender.origin: the background asks the frame for
 *   its own origin (lib/broker/frame-origin.ts), so a frame is still named by
 *   its own site, never its parent's (#25 item 3);
 * - item 6 (a lying wallet connection) is checked here as in Chromium
 *   (tests/e2e/hostile-lies.spec.ts);
 * - the toolbar badge is set through the same browser.action call as in
 *   Chromium; puppeteer cannot read it back, so only the review and the
 *   history are checked here (and the badge for a wallet that cannot be
 *   guarded, ?wallet=locked, only in Chromium).
 */
import type { Frame, Page } from 'puppeteer-core';
import { encodeFunctionData, maxUint256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_KEYS } from '../../support/anvil';
import { deployDemoTokens, demoTokenAbi } from '../support/demo-token';
import { serveHostilePages, type HostileServer } from '../support/hostile-pages';
import { attributeIn, decide, newPage, noReviewWindow, pollInPage, shownMethod, testIdText, waitForText, watchReviewWindow } from './support/firefox';
import { useFirefoxSuite } from './support/suite';

const suite = useFirefoxSuite();
let hostile: HostileServer;
beforeAll(async () => {
  hostile = await serveHostilePages();
});
afterAll(async () => {
  await hostile?.close();
});

const RECIPIENT = privateKeyToAccount(ANVIL_KEYS[2]).address;
const TRANSFER_CALL = '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c80000000000000000000000000000000000000000000000000000000000000001';
type Result = Awaited<ReturnType<Window['dapp']['request']>>;

const start = (page: Page, method: string, params: unknown[]): Promise<Result> => page.evaluate((m, p) => window.dapp.request(m, p), method, params);
const walletAddress = (page: Page) => page.evaluate(() => window.__testWallet.address);
const received = (page: Page, method: string) => page.evaluate((m) => JSON.stringify(window.__testWallet.calls.filter((c) => c.method === m).at(-1)?.params), method);

describe('Firefox: what the user sees is what the wallet signs (item 1)', () => {
  it('a value given as a number reaches the wallet as the 0x-hex the review showed', async () => {
    const page = await suite.openDapp();
    const from = await walletAddress(page);
    const review = watchReviewWindow(suite.firefox.browser);
    const pending = start(page, 'eth_sendTransaction', [{ from, to: RECIPIENT, value: 1e15, data: TRANSFER_CALL }]);
    const win = await review.next();
    expect(await testIdText(win, 'tx-value')).toBe('0.001 ETH');
    await decide(win, 'approve');
    expect(await pending).toMatchObject({ ok: true });
    expect(JSON.parse(await received(page, 'eth_sendTransaction'))).toEqual([{ from, to: RECIPIENT, value: '0x38d7ea4c68000', data: TRANSFER_CALL }]);
  });

  it('data and input that differ, or a decimal-string value, are refused with -32602 before the wallet', async () => {
    const page = await suite.openDapp();
    const from = await walletAddress(page);
    expect(await start(page, 'eth_sendTransaction', [{ from, to: RECIPIENT, data: TRANSFER_CALL, input: '0x' }])).toMatchObject({ ok: false, code: -32602 });
    expect(await start(page, 'eth_sendTransaction', [{ from, to: RECIPIENT, value: '100' }])).toMatchObject({ ok: false, code: -32602, message: expect.stringContaining('params[0].value') });
    expect(await received(page, 'eth_sendTransaction')).toBeUndefined();
  });
});

describe('Firefox: no page can starve another (item 2)', () => {
  it('a tab beyond its share gets -32005; another site is still reviewed', async () => {
    const page = await suite.openDapp();
    const from = await walletAddress(page);
    const review = watchReviewWindow(suite.firefox.browser);
    const big = '0x' + 'ab'.repeat(950_000);
    const first = start(page, 'personal_sign', [big, from]);
    const win = await review.next();
    expect(await start(page, 'personal_sign', [big, from])).toMatchObject({ ok: false, code: -32005, message: expect.stringContaining('this tab') });

    const other = await newPage(suite.firefox.browser);
    try {
      await other.goto(page.url().replace('127.0.0.1', 'localhost'));
      await other.waitForFunction(() => typeof window.dapp === 'object');
      const victim = start(other, 'personal_sign', ['0x6869', await walletAddress(other)]);
      await waitForText(win, 'review-position', '1 of 2');
      await decide(win, 'reject');
      expect(await first).toMatchObject({ ok: false, code: 4001 });
      await pollInPage(win, 'waiting for the second request alone', () => document.querySelector('[data-testid="review-root"]')?.getAttribute('data-method') === 'personal_sign' && !document.querySelector('[data-testid="review-position"]'), undefined);
      // Answered (Reject: Approve waits for the window to have focus, which the other tab holds here).
      await decide(win, 'reject');
      expect(await victim).toMatchObject({ ok: false, code: 4001 });
    } finally {
      await other.close();
    }
  });
});

describe('Firefox: sandboxed frames (item 3)', () => {
  async function frameOf(page: Page, match: (f: Frame) => boolean): Promise<Frame> {
    for (let i = 0; i < 100; i++) {
      const found = page.frames().find(match);
      if (found && (await found.evaluate(() => typeof Reflect.get(window, 'sign') === 'function').catch(() => false))) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('frame not found');
  }

  it('a sandboxed srcdoc frame is reviewed as a frame with no site of its own inside the top-level site (#25), and Approve reaches its wallet', async () => {
    const page = await newPage(suite.firefox.browser);
    try {
      await page.goto(`${hostile.url}/sandboxed.html`);
      const frame = await frameOf(page, (f) => f.url() === 'about:srcdoc');
      const review = watchReviewWindow(suite.firefox.browser);
      const pending = frame.evaluate(() => (Reflect.get(window, 'sign') as () => Promise<unknown>)());
      const win = await review.next();
      expect(await testIdText(win, 'review-frame')).toBe('sandboxed frame inside 127.0.0.1');
      expect(await attributeIn(win, '[data-testid="review-origin"]', 'data-origin')).toBe('null');
      await decide(win, 'approve');
      expect(await pending).toEqual({ ok: true, value: '0x' + '11'.repeat(65) });
    } finally {
      await page.close();
    }
  });

  it('a sandboxed http frame is reviewed under the site its document came from (#25)', async () => {
    const page = await newPage(suite.firefox.browser);
    try {
      await page.goto(`${hostile.url}/sandboxed.html`);
      const frame = await frameOf(page, (f) => f.url().endsWith('/frame.html'));
      const review = watchReviewWindow(suite.firefox.browser);
      const pending = frame.evaluate(() => (Reflect.get(window, 'sign') as () => Promise<unknown>)());
      const win = await review.next();
      expect(await shownMethod(win)).toBe('personal_sign');
      expect(await attributeIn(win, '[data-testid="review-origin"]', 'data-origin')).toBe(hostile.url);
      expect(await testIdText(win, 'review-frame')).toBe('sandboxed frame inside 127.0.0.1');
      await decide(win, 'reject');
      expect(await pending).toMatchObject({ ok: false, code: 4001 });
    } finally {
      await page.close();
    }
  });
});

describe('Firefox: a page that stalls the reads a scan makes (#25 items 1-2)', () => {
  it('an unlimited approval to a personal account is Dangerous at once and after the reads time out; Approve takes the risk box', async () => {
    const demo = await deployDemoTokens(suite.anvil.url, ANVIL_KEYS[0]);
    const page = await suite.openDapp({ extra: { stall: 'never' } });
    const from = await walletAddress(page);
    const review = watchReviewWindow(suite.firefox.browser);
    const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'approve', args: [RECIPIENT, maxUint256] });
    const pending = start(page, 'eth_sendTransaction', [{ from, to: demo.erc20, data }]);
    const win = await review.next();
    expect(await attributeIn(win, '[data-testid="review-verdict"]', 'data-verdict')).toBe('malicious');
    expect(await attributeIn(win, '[data-testid="reads-note"]', 'data-reads')).toBe('pending');
    expect(await attributeIn(win, '[data-testid="reads-note"][data-reads="unavailable"]', 'data-reads', 30_000)).toBe('unavailable');
    expect(await attributeIn(win, '[data-testid="review-verdict"]', 'data-verdict')).toBe('malicious');
    // Armed, yet still off until "I understand the risk".
    expect(await attributeIn(win, '[data-testid="approve"][data-armed="yes"]', 'disabled')).toBe('');
    expect(await testIdText(win, 'approve-why')).toContain('could not be made');
    await decide(win, 'reject');
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
  });
});

describe('Firefox: going around the guard (item 4)', () => {
  it('a signing call posted on MetaMask\'s channel opens the warning review', async () => {
    const page = await suite.openDapp();
    const from = await walletAddress(page);
    const review = watchReviewWindow(suite.firefox.browser);
    await page.evaluate((f) => {
      window.postMessage({ target: 'metamask-contentscript', data: { name: 'metamask-provider', data: { jsonrpc: '2.0', id: 1, method: 'personal_sign', params: ['0x68656c6c6f', f] } } }, location.origin);
    }, from);
    const win = await review.next();
    expect(await testIdText(win, 'review-bypass')).toBe('This page asked your wallet directly, Preflight could not check it.');
    expect(await shownMethod(win)).toBe('personal_sign');
    await decide(win, 'reject');
    // The next test opens a tab: not while this window is still closing (Firefox then fails to create the tab).
    await noReviewWindow(suite.firefox.browser);
  });

  it.each(['frozen', 'frozen6963'] as const)('a wallet whose provider object is frozen (%s) is still reviewed through its stand-in; Approve reaches the wallet once', async (wallet) => {
    const page = await suite.openDapp({ wallet });
    const from = await walletAddress(page);
    expect(await page.evaluate(() => Object.isFrozen(window.__testWallet))).toBe(true);
    const review = watchReviewWindow(suite.firefox.browser);
    const rejected = start(page, 'personal_sign', ['0x68656c6c6f', from]);
    let win = await review.next();
    expect(await shownMethod(win)).toBe('personal_sign');
    await decide(win, 'reject');
    expect(await rejected).toMatchObject({ ok: false, code: 4001 });
    expect(await received(page, 'personal_sign')).toBeUndefined();
    const approved = start(page, 'personal_sign', ['0x68656c6c6f', from]);
    win = await review.next();
    await decide(win, 'approve');
    expect(await approved).toMatchObject({ ok: true, value: expect.stringMatching(/^0x[0-9a-f]{130}$/) });
    expect(JSON.parse(await received(page, 'personal_sign'))).toEqual(['0x68656c6c6f', from]);
    await noReviewWindow(suite.firefox.browser);
  });
});

describe('Firefox: a page cannot lie its way to a softer verdict (item 6)', () => {
  it('a lying wallet connection cannot turn an unlimited approval to a personal account into "no risk"', async () => {
    const demo = await deployDemoTokens(suite.anvil.url, ANVIL_KEYS[0]);
    const page = await suite.openDapp({ extra: { lie: '1' } });
    const from = await walletAddress(page);
    const review = watchReviewWindow(suite.firefox.browser);
    const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'approve', args: [RECIPIENT, maxUint256] });
    const pending = start(page, 'eth_sendTransaction', [{ from, to: demo.erc20, data }]);
    const win = await review.next();
    const verdict = await pollInPage(win, 'waiting for the verdict', () => {
      const v = document.querySelector('[data-testid="review-verdict"]')?.getAttribute('data-verdict');
      return v === 'scanning' ? undefined : v;
    }, undefined);
    expect(verdict).not.toBe('benign');
    expect(await testIdText(win, 'verdict-features')).toContain("reported by the site's wallet connection, not verified");
    expect(await testIdText(win, 'exposure-amount')).toBe('Unlimited');
    await decide(win, 'reject');
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
    expect(await received(page, 'eth_sendTransaction')).toBeUndefined();
  });
});
