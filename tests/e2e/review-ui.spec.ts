/**
 * Issue 6: the review window in every state a person meets, in the real built
 * extension (headless Chromium, real anvil, the embedded local engine). Each
 * test asserts what the person sees, checks that the site, the verdict and
 * both buttons are inside the 400×600 window without scrolling, and compares
 * the window with its committed baseline (tests/e2e/__screenshots__/<state>.png).
 */
import type { Page } from '@playwright/test';
import { encodeFunctionData, maxUint256, parseAbi, parseEther, toHex, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_KEYS } from '../support/anvil';
import { clickClosing, reviewWindow, setExtensionSettings } from './support/browser';
import { decide, expect, signingCalls, test } from './support/fixtures';
import { deployDemoTokens, demoTokenAbi, type DemoTokens } from './support/demo-token';
import { startHangingRpc, startRpcGate } from './support/rpc-gate';
import { expectInViewport, POPUP_VIEWPORT, reviewShot, screenshot } from './support/screenshots';
import { permitTypedData } from '../fixtures/typed-data';

/** A plain account (no code): an EOA spender. */
const RECIPIENT = privateKeyToAccount(ANVIL_KEYS[2]).address;
const HASH = '0x' + 'ab'.repeat(32);
const HELLO = '0x48656c6c6f2066726f6d20507265666c6967687421'; // "Hello from Preflight!"

type Result = Awaited<ReturnType<Window['dapp']['request']>>;

/** Starts a request without awaiting it (it waits for the review); a closed browser at the end is fine. */
function start(page: Page, method: string, params: unknown[]): Promise<Result> {
  const pending = page.evaluate(([m, p]) => window.dapp.request(m, p), [method, params] as const);
  pending.catch(() => undefined);
  return pending;
}
const fromOf = (page: Page): Promise<Address> => page.evaluate(() => window.__testWallet.address);
const approveData = (spender: Address, amount: bigint) => encodeFunctionData({ abi: demoTokenAbi, functionName: 'approve', args: [spender, amount] });
const verdictOf = (win: Page) => win.getByTestId('review-verdict');

function permit(chainId: number, token: Address, owner: Address, spender: Address) {
  return permitTypedData({ domain: { name: 'Demo Token', version: '1', chainId, verifyingContract: token }, owner, spender, value: maxUint256.toString() });
}

let demo: DemoTokens;
test.beforeAll(async ({ anvil }) => {
  demo = await deployDemoTokens(anvil.url, ANVIL_KEYS[0]);
});

test('reads pending (#25): the verdict from what the request says shows at once; the changes wait on the slow RPC, Approve takes the deliberate step', async ({ openDapp, review, ext, anvil }) => {
  const gate = await startRpcGate(anvil.url);
  try {
    await setExtensionSettings(ext, { engine: 'local', scanTimeoutMs: 60_000, rpcUrls: { '31337': gate.url } });
    const page = await openDapp();
    const pending = start(page, 'eth_sendTransaction', [{ from: await fromOf(page), to: RECIPIENT, value: toHex(parseEther('0.001')) }]);
    const win = await review();
    await expect(verdictOf(win)).toHaveAttribute('data-verdict', 'benign');
    await expect(win.getByTestId('reads-note')).toHaveAttribute('data-reads', 'pending');
    await expect(win.getByTestId('approve-why')).toHaveAttribute('data-why', 'readsPending');
    await expect(win.getByTestId('review-origin')).toHaveText(new URL(page.url()).origin);
    await expect(win.getByTestId('review-method')).toHaveText('Send a transaction');
    await expect(win.getByTestId('asset-changes')).toContainText('Working out what this changes');
    // What the request asks is known before the scan: the value is already there.
    await expect(win.getByTestId('tx-value')).toHaveText('0.001 ETH');
    await expect(win.getByTestId('approve')).toHaveText(/without waiting/i);
    // The simulation really is waiting on the slow RPC, so this is the scanning state.
    await expect.poll(() => gate.received()).toBeGreaterThan(0);
    await reviewShot(win, 'scanning');
    gate.open();
    await expect(win.getByTestId('reads-note')).toHaveCount(0);
    await expect(verdictOf(win)).toHaveAttribute('data-verdict', 'benign');
    await decide(win, 'reject');
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
  } finally {
    await gate.close();
  }
});

test('Benign: a plain ETH transfer shows the outgoing amount', async ({ openDapp, review }) => {
  const page = await openDapp();
  const pending = start(page, 'eth_sendTransaction', [{ from: await fromOf(page), to: RECIPIENT, value: toHex(parseEther('0.001')) }]);
  const win = await review();
  await expect(verdictOf(win)).toHaveAttribute('data-verdict', 'benign');
  await expect(verdictOf(win)).toContainText('No risks found');
  const out = win.getByTestId('asset-changes').locator('[data-direction="out"]');
  await expect(out).toHaveCount(1);
  await expect(out).toContainText('You send');
  await expect(out.getByTestId('asset-amount')).toHaveText(/0\.001 ETH/);
  // The fee: gas × the chain's gas price, in ETH; the price came through the site's connection (no RPC set).
  await expect(win.getByTestId('network-fee-amount')).toHaveText(/^≈ (0\.\d+|<0\.000001) ETH$/);
  await expect(win.getByTestId('gas-estimate')).toHaveText(/^21,000 gas × [\d.,]+ gwei \(reported by the site's wallet connection, not verified\)$/);
  await expect(win.getByTestId('approve')).toBeEnabled();
  await expect(win.getByTestId('accept-risk')).toHaveCount(0);
  await reviewShot(win, 'benign');
  await decide(win, 'approve');
  expect((await pending).ok).toBe(true);
});

// A limited approval is ordinary (#26); one of most of what the user holds, to an address only the page calls a contract, is a Warning.
test('Warning: a token approval of most of what the user holds to a contract nobody knows', async ({ openDapp, review }) => {
  const page = await openDapp();
  const pending = start(page, 'eth_sendTransaction', [{ from: await fromOf(page), to: demo.erc20, data: approveData(demo.erc721, parseEther('600000')) }]);
  const win = await review();
  await expect(verdictOf(win)).toHaveAttribute('data-verdict', 'warning');
  await expect(verdictOf(win)).toContainText('Be careful');
  await expect(win.getByTestId('exposure-amount')).toHaveText(/^600,000\b/);
  // A Warning can be approved without an extra step.
  await expect(win.getByTestId('accept-risk')).toHaveCount(0);
  await expect(win.getByTestId('approve')).toBeEnabled();
  await reviewShot(win, 'warning');
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});

test('Malicious (eth_sign of a raw hash): the reason shows and Approve waits for "I understand the risk"', async ({ openDapp, review }) => {
  const page = await openDapp();
  const pending = start(page, 'eth_sign', [await fromOf(page), HASH]);
  const win = await review();
  await expect(verdictOf(win)).toHaveAttribute('data-verdict', 'malicious');
  await expect(verdictOf(win)).toContainText('Dangerous request');
  await expect(win.getByTestId('verdict-reason')).toHaveText(/sign data you cannot read/);
  await expect(win.getByTestId('review-method')).toHaveText('Blind signature');
  await expect(win.getByTestId('request-details')).toContainText('You cannot see what this hash stands for');
  await expect(win.getByTestId('request-details')).toContainText(HASH);
  await expect(win.getByTestId('approve')).toBeDisabled();
  await reviewShot(win, 'malicious');
  await win.emulateMedia({ colorScheme: 'dark' });
  await reviewShot(win, 'malicious-dark');
  await win.emulateMedia({ colorScheme: 'light' });
  await win.getByTestId('accept-risk').check();
  await expect(win.getByTestId('approve')).toBeEnabled();
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
  expect(await signingCalls(page)).toEqual([]);
});

test('reads unavailable under the "block" policy: Approve is off and says why; Reject answers 4001', async ({ openDapp, review, ext }) => {
  const hanging = await startHangingRpc();
  try {
    await setExtensionSettings(ext, { engine: 'local', scanTimeoutMs: 700, rpcUrls: { '31337': hanging.url }, unavailablePolicy: 'block' });
    const page = await openDapp();
    const pending = start(page, 'personal_sign', [HELLO, await fromOf(page)]);
    const win = await review();
    await expect(win.getByTestId('reads-note')).toHaveAttribute('data-reads', 'unavailable');
    await expect(verdictOf(win)).not.toHaveAttribute('data-verdict', /scanning|unavailable/);
    await expect(win.getByTestId('approve')).toBeDisabled();
    await expect(win.getByTestId('approve-blocked')).toContainText('only requests that were scanned');
    await reviewShot(win, 'unavailable-blocked');
    await decide(win, 'reject');
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
    expect(await signingCalls(page)).toEqual([]);
  } finally {
    await hanging.close();
  }
});

test('reads unavailable (#25): the first-stage verdict stands with "Simulation unavailable" and why; Retry scans again', async ({ openDapp, review, ext }) => {
  const hanging = await startHangingRpc();
  try {
    await setExtensionSettings(ext, { engine: 'local', scanTimeoutMs: 700, rpcUrls: { '31337': hanging.url } });
    const page = await openDapp();
    const pending = start(page, 'personal_sign', [HELLO, await fromOf(page)]);
    const win = await review();
    await expect(win.getByTestId('reads-note')).toHaveAttribute('data-reads', 'unavailable');
    await expect(win.getByTestId('reads-note')).toContainText('Simulation unavailable (No scan result within 0.7 s.)');
    await expect(verdictOf(win)).not.toHaveAttribute('data-verdict', /scanning|unavailable/);
    await expect(win.getByTestId('approve')).toHaveText(/without a simulation/i);
    await expect(win.getByTestId('approve-why')).toHaveAttribute('data-why', 'readsUnavailable');
    await expect(win.getByTestId('retry')).toBeVisible();
    await reviewShot(win, 'unavailable');
    // A long timeout now, so the retried scan visibly waits on the silent RPC.
    await setExtensionSettings(ext, { engine: 'local', scanTimeoutMs: 60_000, rpcUrls: { '31337': hanging.url } });
    await win.getByTestId('retry').click();
    await expect(win.getByTestId('reads-note')).toHaveAttribute('data-reads', 'pending');
    await clickReject(win);
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
  } finally {
    await hanging.close();
  }
});

/** Reject while the scan is still running (decide() waits for the scan). */
async function clickReject(win: Page): Promise<void> {
  await expect(win.getByTestId('reject')).toBeEnabled();
  await win.getByTestId('reject').click().catch((err: unknown) => {
    if (!win.isClosed() && !/closed|detached|Target page/i.test(String(err))) throw err;
  });
  await expect.poll(() => win.isClosed()).toBe(true);
}

/** Records, in the window, whether Approve was armed when each key reached it. */
async function recordKeyArming(win: Page): Promise<() => Promise<string[]>> {
  await win.evaluate(() => {
    const seen: string[] = [];
    Reflect.set(window, '__keyArming', seen);
    window.addEventListener('keydown', () => seen.push(document.querySelector('[data-testid="approve"]')?.getAttribute('data-armed') ?? 'none'), { capture: true });
  });
  return () =>
    win.evaluate(() => {
      const seen: unknown = Reflect.get(window, '__keyArming');
      return Array.isArray(seen) ? seen.map(String) : [];
    });
}

test('a stray Enter as the window appears does not approve (#12.5); on a Warning Enter never approves', async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await fromOf(page);
  const pending = start(page, 'personal_sign', [HELLO, from]);
  const win = await review();
  const id = await win.getByTestId('review-root').getAttribute('data-request-id');
  const keys = await recordKeyArming(win);
  // Pressed as soon as the window shows the request: well inside the ~1 s Approve waits for.
  await win.keyboard.press('Enter');
  // The key reached the window while Approve was not armed: either React's button waiting out its delay
  // ('no') or the shell painted before React, whose Approve is a disabled placeholder ('none').
  const seen = await keys();
  expect(seen).toHaveLength(1);
  expect(['no', 'none']).toContain(seen[0]);
  await expect(win.getByTestId('approve')).toHaveAttribute('data-armed', 'yes');
  await expect(verdictOf(win)).toHaveAttribute('data-verdict', 'benign');
  // Still waiting for a decision, and the wallet was never asked.
  await expect(win.getByTestId('review-root')).toHaveAttribute('data-request-id', id ?? '');
  expect(await signingCalls(page)).toEqual([]);
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });

  const warning = start(page, 'eth_sendTransaction', [{ from, to: demo.erc20, data: approveData(demo.erc721, parseEther('600000')) }]);
  const win2 = await review();
  await expect(verdictOf(win2)).toHaveAttribute('data-verdict', 'warning');
  await expect(win2.getByTestId('approve')).toHaveAttribute('data-armed', 'yes');
  const id2 = await win2.getByTestId('review-root').getAttribute('data-request-id');
  await win2.keyboard.press('Enter');
  await expect(win2.getByTestId('approve')).toBeEnabled();
  await expect(win2.getByTestId('review-root')).toHaveAttribute('data-request-id', id2 ?? '');
  expect(await signingCalls(page)).toEqual([]);
  await decide(win2, 'reject');
  expect(await warning).toMatchObject({ ok: false, code: 4001 });
});

test('privacy: rendering a review makes no request to any host (no logos, no favicons, no fonts)', async ({ openDapp, ext, anvil }) => {
  const fromReview: string[] = [];
  ext.context.on('request', (req) => {
    let url = '';
    try {
      url = req.frame().url();
    } catch {
      return; // a service-worker request: not the review page
    }
    if (url.startsWith(`chrome-extension://${ext.extensionId}/review.html`)) fromReview.push(req.url());
  });
  const page = await openDapp();
  const from = await fromOf(page);
  const pending = start(page, 'eth_signTypedData_v4', [from, JSON.stringify(permit(anvil.chainId, demo.erc20, from, RECIPIENT))]);
  const win = await reviewWindow(ext.context, ext.extensionId);
  await expect(verdictOf(win)).toHaveAttribute('data-verdict', 'malicious');
  await expect(win.getByTestId('exposures')).toBeVisible();
  await expect(win.getByTestId('approve')).toHaveAttribute('data-armed', 'yes');
  // Nothing left the review page, to any host.
  expect(fromReview.filter((u) => !u.startsWith(`chrome-extension://${ext.extensionId}/`))).toEqual([]);
  // The counter itself sees a request the review page makes (so the zero above means something).
  const probe = `${new URL(page.url()).origin}/privacy-probe`;
  await win.evaluate((url) => fetch(url).then(() => undefined, () => undefined), probe);
  await expect.poll(() => fromReview).toContain(probe);
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});

test.describe('each method kind', () => {
  test('personal_sign: the message is shown as text', async ({ openDapp, review }) => {
    const page = await openDapp();
    const pending = start(page, 'personal_sign', [HELLO, await fromOf(page)]);
    const win = await review();
    await expect(win.getByTestId('review-method')).toHaveText('Sign a message');
    await expect(win.getByTestId('personal-message')).toHaveText('Hello from Preflight!');
    await expect(verdictOf(win)).not.toHaveAttribute('data-verdict', 'scanning');
    await reviewShot(win, 'method-personal-sign');
    await decide(win, 'approve');
    expect((await pending).ok).toBe(true);
  });

  test('eth_signTypedData_v4 Permit to a personal account: decoded fields, raw JSON one click away, Malicious', async ({ openDapp, review, anvil }) => {
    const page = await openDapp();
    const from = await fromOf(page);
    const pending = start(page, 'eth_signTypedData_v4', [from, JSON.stringify(permit(anvil.chainId, demo.erc20, from, RECIPIENT))]);
    const win = await review();
    await expect(win.getByTestId('review-method')).toHaveText('Permit');
    // The details are collapsed for the expert: the permission above says what the permit grants.
    await win.getByTestId('request-details').locator('summary').click();
    const fields = win.getByTestId('decoded-fields');
    await expect(fields).toBeVisible();
    await expect(fields).toContainText(/spender/i);
    await expect(fields).toContainText(/unlimited/i);
    await expect(verdictOf(win)).toHaveAttribute('data-verdict', 'malicious');
    await expect(win.getByTestId('verdict-reason')).toHaveText(/spend your tokens without a transaction/);
    await reviewShot(win, 'method-permit');
    await win.getByTestId('raw-toggle').click();
    await expect(win.getByTestId('raw-json')).toContainText('"primaryType": "Permit"');
    await expect(win.getByTestId('decoded-fields')).toHaveCount(0);
    await reviewShot(win, 'method-permit-raw', { scrollTo: win.getByTestId('raw-json') });
    await win.getByTestId('raw-toggle').click();
    await expect(win.getByTestId('decoded-fields')).toBeVisible();
    await decide(win, 'reject');
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
  });

  test('eth_sendTransaction ERC-20 approve: the decoded call, and "Unlimited" in the permissions', async ({ openDapp, review }) => {
    const page = await openDapp();
    // Unlimited, to a contract nobody knows (the demo NFT), of a token the user holds, and only the page's connection to say it is
    // a contract: Malicious (most of the balance to the same kind of contract is the Warning above, a small amount ordinary).
    const pending = start(page, 'eth_sendTransaction', [{ from: await fromOf(page), to: demo.erc20, data: approveData(demo.erc721, maxUint256) }]);
    const win = await review();
    await expect(win.getByTestId('decoded-call')).toContainText('approve');
    await expect(verdictOf(win)).toHaveAttribute('data-verdict', 'malicious');
    // Only the page's word says the spender is a contract: read the dangerous way (#25), with what is at stake.
    await expect(win.getByText(/You hold [0-9,.]+ DEMO\. Preflight could not check whether it is a contract/).first()).toBeVisible();
    await expect(win.getByTestId('exposures')).toBeVisible();
    await expect(win.getByTestId('exposure-amount')).toHaveText('Unlimited');
    await reviewShot(win, 'method-approve');
    await decide(win, 'reject');
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
  });

  test('wallet_sendCalls: every call of the batch is listed', async ({ openDapp, review, anvil }) => {
    const page = await openDapp();
    const from = await fromOf(page);
    const calls = [
      { to: RECIPIENT, value: toHex(parseEther('0.002')) },
      { to: demo.erc20, data: approveData(demo.erc721, parseEther('5')) },
    ];
    const pending = start(page, 'wallet_sendCalls', [{ version: '1.0', from, chainId: toHex(anvil.chainId), calls }]);
    const win = await review();
    await expect(win.getByTestId('review-method')).toHaveText('Spending approval');
    const details = win.getByTestId('request-details');
    await expect(details).toContainText('Call 1');
    await expect(details).toContainText('Call 2');
    await expect(details.getByTestId('tx-value')).toHaveText('0.002 ETH');
    await expect(details.getByTestId('decoded-call')).toContainText('approve');
    await expect(verdictOf(win)).not.toHaveAttribute('data-verdict', 'scanning');
    // The engine reports no gas for a batch: the fee is the wallet's to show, said so (never "0 ETH").
    await expect(win.getByTestId('network-fee')).toHaveText('Network fee: shown by your wallet when it sends the batch');
    await reviewShot(win, 'method-send-calls');
    await expectInViewport(win, win.getByTestId('network-fee'), 'the batch fee line');
    await decide(win, 'reject');
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
  });
});

test('wallet_sendCalls with a deployment and a Uniswap V2 swap: titled as a deployment, the swap named, no new contract called a wallet', async ({ openDapp, review, anvil }) => {
  const page = await openDapp();
  const from = await fromOf(page);
  const swap = encodeFunctionData({
    abi: parseAbi(['function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)']),
    args: [1000n, 1n, [demo.erc20, demo.erc721], from, 1_900_000_000n],
  });
  // A tiny contract: its constructor returns one byte of runtime code.
  const calls = [{ data: '0x600a600c600039600a6000f3602a60005260206000f3' }, { to: demo.erc721, data: swap }];
  const pending = start(page, 'wallet_sendCalls', [{ version: '1.0', from, chainId: toHex(anvil.chainId), calls }]);
  const win = await review();
  await expect(win.getByTestId('review-method')).toHaveText('Deploy a contract');
  const details = win.getByTestId('request-details');
  await expect(details).toContainText('Call 1: deploy a contract');
  await expect(details.locator('[data-deploy="yes"]')).toContainText('22 bytes of code');
  await expect(details.getByTestId('decoded-call').last()).toContainText('Calls swapExactTokensForETH');
  await expect(details).not.toContainText('unknown function');
  await expect(verdictOf(win)).not.toHaveAttribute('data-verdict', 'scanning');
  await expect(win.getByText('Wallet (not a contract)')).toHaveCount(0);
  await reviewShot(win, 'method-send-calls-deploy');
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});

test('a bypass warning (#12): the page asked the wallet directly, so there is nothing to approve: one button closes it', async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await fromOf(page);
  // Posted on MetaMask's own channel, around every provider Preflight wraps.
  await page.evaluate((f) => {
    window.postMessage({ target: 'metamask-contentscript', data: { name: 'metamask-provider', data: { jsonrpc: '2.0', id: 7, method: 'personal_sign', params: ['0x68656c6c6f', f] } } }, location.origin);
  }, from);
  const win = await review();
  await expect(win.getByTestId('review-bypass')).toHaveText('This page asked your wallet directly, Preflight could not check it.');
  await expect(verdictOf(win)).not.toHaveAttribute('data-verdict', 'scanning');
  await expect(win.getByTestId('approve')).toHaveCount(0);
  await expect(win.getByTestId('reject')).toHaveText('Close this warning');
  await screenshot(win, 'bypass', { mask: [win.getByTestId('review-origin')], inView: [win.getByTestId('review-header'), win.getByTestId('review-verdict'), win.getByTestId('reject')] });
  await clickClosing(win, 'reject'); // the window closes under the click
  await expect.poll(() => win.isClosed()).toBe(true);
});

test('queue: three requests show "1 of 3", then "1 of 2" after the first decision', async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await fromOf(page);
  const a = start(page, 'eth_sendTransaction', [{ from, to: RECIPIENT, value: '0x1' }]);
  const win = await review();
  await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'eth_sendTransaction');
  const b = start(page, 'personal_sign', [HELLO, from]);
  const c = start(page, 'eth_sign', [from, HASH]);
  await expect(win.getByTestId('review-position')).toHaveText('1 of 3');
  await expect(verdictOf(win)).not.toHaveAttribute('data-verdict', 'scanning');
  await reviewShot(win, 'queue');
  await decide(win, 'reject');
  await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'personal_sign');
  await expect(win.getByTestId('review-position')).toHaveText('1 of 2');
  await decide(win, 'reject');
  // The last one alone: no position line.
  await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', 'eth_sign');
  await expect(win.getByTestId('review-position')).toHaveCount(0);
  await decide(win, 'reject');
  for (const r of await Promise.all([a, b, c])) expect(r).toMatchObject({ ok: false, code: 4001 });
});

test('"This is wrong": choose, explain, send; the person is told the report went through', async ({ openDapp, review }) => {
  const page = await openDapp();
  const pending = start(page, 'personal_sign', [HELLO, await fromOf(page)]);
  const win = await review();
  await expect(verdictOf(win)).toHaveAttribute('data-verdict', 'benign');
  await win.getByTestId('report-open').click();
  await win.getByTestId('report-false-negative').check();
  await win.getByTestId('report-details').fill('This site asked me to sign right after a fake airdrop popup.');
  await reviewShot(win, 'report-form', { scrollTo: win.getByTestId('report-form') });
  await win.getByTestId('report-send').click();
  // No API key: the report is kept on this device.
  await expect(win.getByTestId('report-sent')).toBeVisible();
  await expect(win.getByTestId('report-sent')).toHaveText(/saved on this device/);
  await expect(win.getByTestId('report-form')).toHaveCount(0);
  await reviewShot(win, 'report-sent', { scrollTo: win.getByTestId('report-sent') });
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});

test('history: a decided request is listed in the popup and opens read-only', async ({ openDapp, review, ext }) => {
  const page = await openDapp();
  const pending = start(page, 'personal_sign', [HELLO, await fromOf(page)]);
  await decide(await review(), 'approve');
  expect((await pending).ok).toBe(true);

  const popup = await ext.context.newPage();
  await popup.goto(`chrome-extension://${ext.extensionId}/popup.html`);
  const row = popup.getByTestId('history-row');
  await expect(row).toHaveCount(1);
  // The whole site, the verdict and what was signed, in words.
  await expect(row.getByTestId('history-site')).toHaveText(new URL(page.url()).host);
  await expect(row.getByTestId('history-summary')).toHaveText('Approved: Sign a message');
  await screenshot(popup, 'popup-history', { viewport: POPUP_VIEWPORT, mask: [popup.getByTestId('history-date'), popup.getByTestId('history-site')] });

  // The row's button is named by what it shows (site, verdict, what was signed, when).
  await row.getByRole('button', { name: /Sign a message/ }).click();
  // Polled: a new window's 'page' event may fire while its URL still reads about:blank.
  await expect.poll(() => ext.context.pages().some((p) => p.url().includes('review.html?history='))).toBe(true);
  const past = ext.context.pages().find((p) => p.url().includes('review.html?history='));
  if (!past) throw new Error('history review not found');
  await expect(past.getByTestId('history-decision')).toContainText('Approved on');
  await expect(past.getByTestId('review-root')).toHaveAttribute('data-method', 'personal_sign');
  await expect(past.getByTestId('personal-message')).toHaveText('Hello from Preflight!');
  await expect(past.getByTestId('review-verdict')).toHaveAttribute('data-verdict', 'benign');
  await expect(past.getByTestId('approve')).toHaveCount(0);
  await expect(past.getByTestId('reject')).toHaveCount(0);
  await expect(past.getByTestId('decision-bar')).toHaveCount(0);
  await screenshot(past, 'history-review', { mask: [past.getByTestId('review-origin'), past.getByTestId('history-decision')], inView: [past.getByTestId('review-verdict')] });
});

test('demo page (npm start): the unlimited-permit button is reviewed as dangerous and Reject answers the page', async ({ openDapp, review }) => {
  const page = await openDapp();
  await page.getByRole('button', { name: 'Sign an unlimited token permit for a stranger' }).click();
  const win = await review();
  await expect(verdictOf(win)).toHaveAttribute('data-verdict', 'malicious');
  await expect(win.getByTestId('exposures')).toContainText('Unlimited');
  await decide(win, 'reject');
  await expect(page.locator('#demo-out')).toContainText('4001');
  expect(await signingCalls(page)).toEqual([]);
});
