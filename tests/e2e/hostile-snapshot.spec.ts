/**
 * #12 item 1 in real Chromium with the built extension, a real signer (the
 * test wallet, viem local account) and a real anvil chain: what the review
 * shows is what the wallet receives, byte for byte, and fields a wallet could
 * read differently from the review are normalised or refused with -32602
 * before anything reaches the wallet.
 */
import type { Page } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';
import { ANVIL_KEYS } from '../support/anvil';
import { asHex, chainClient } from './support/chain';
import { decide, expect, noReviewWindow, signingCalls, test } from './support/fixtures';

const RECIPIENT = privateKeyToAccount(ANVIL_KEYS[2]).address;
const TRANSFER_CALL = '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c80000000000000000000000000000000000000000000000000000000000000001';
const APPROVE_CALL = '0x095ea7b300000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';

type Result = Awaited<ReturnType<Window['dapp']['request']>>;
const call = (page: Page, method: string, params: unknown[]): Promise<Result> =>
  page.evaluate(([m, p]) => window.dapp.request(m, p), [method, params] as const);
const account = (page: Page): Promise<Hex> => page.evaluate(() => window.__testWallet.address);

/** The params of the request the review window shows, read from the store it renders from. */
async function shownParams(review: Page): Promise<string> {
  const id = await review.getByTestId('review-root').getAttribute('data-request-id');
  return review.evaluate(async (requestId) => {
    const session: unknown = Reflect.get(Object(Reflect.get(Object(Reflect.get(globalThis, 'chrome')), 'storage')), 'session');
    const get: unknown = Reflect.get(Object(session), 'get');
    if (typeof get !== 'function') throw new Error('no storage.session');
    const stored: unknown = await Reflect.apply(get, session, ['pending']);
    const list: unknown = Reflect.get(Object(stored), 'pending');
    const found: unknown = Array.isArray(list) ? list.find((p: unknown) => Reflect.get(Object(p), 'id') === requestId) : undefined;
    return JSON.stringify(Reflect.get(Object(found), 'params'));
  }, id);
}

/** The params the wallet received for its last call of `method`, as JSON. */
async function walletReceived(page: Page, method: string): Promise<string> {
  return page.evaluate((m) => JSON.stringify(window.__testWallet.calls.filter((c) => c.method === m).at(-1)?.params), method);
}

test('a value given as a number is shown as the wallet sends it: same bytes in review and wallet, same amount on chain', async ({ openDapp, review, anvil }) => {
  const page = await openDapp();
  const from = await account(page);
  const pending = call(page, 'eth_sendTransaction', [{ from, to: RECIPIENT, value: 1e15, data: TRANSFER_CALL }]);
  const win = await review();
  await expect(win.getByTestId('tx-value')).toHaveText('0.001 ETH');
  const shown = await shownParams(win);
  expect(JSON.parse(shown)).toEqual([{ from, to: RECIPIENT, value: '0x38d7ea4c68000', data: TRANSFER_CALL }]);
  await decide(win, 'approve');
  const result = await pending;
  expect(result.ok).toBe(true);
  expect(await walletReceived(page, 'eth_sendTransaction')).toBe(shown);
  const tx = await chainClient(anvil.url).getTransaction({ hash: asHex(result.ok ? result.value : undefined) });
  expect([tx.value, tx.input]).toEqual([10n ** 15n, TRANSFER_CALL]);
});

test('data and input that differ are refused with -32602 before any review or wallet call', async ({ openDapp, ext }) => {
  const page = await openDapp();
  const from = await account(page);
  const result = await call(page, 'eth_sendTransaction', [{ from, to: RECIPIENT, data: TRANSFER_CALL, input: APPROVE_CALL }]);
  expect(result).toMatchObject({ ok: false, code: -32602, message: 'Invalid parameters: params[0] has both data and input, and they differ' });
  expect(await signingCalls(page)).toEqual([]);
  expect(noReviewWindow(ext.context, ext.extensionId)).toBe(true);
});

test('a decimal-string value (the review would show 100 wei, a wallet may read 0x100) is refused with -32602', async ({ openDapp, ext }) => {
  const page = await openDapp();
  const from = await account(page);
  const result = await call(page, 'eth_sendTransaction', [{ from, to: RECIPIENT, value: '100' }]);
  expect(result).toMatchObject({ ok: false, code: -32602, message: 'Invalid parameters: params[0].value must be a 0x-prefixed hex quantity (got "100")' });
  expect(await signingCalls(page)).toEqual([]);
  expect(noReviewWindow(ext.context, ext.extensionId)).toBe(true);
});

test('typed data with a duplicate key is refused as an evasion: a wallet keeping the first would sign another message', async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await account(page);
  const typed = {
    types: { EIP712Domain: [{ name: 'name', type: 'string' }], Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    domain: { name: 'Hostile' },
    message: { contents: 'shown' },
  } as const;
  // A parser that keeps the first "contents" would sign "hidden"; JSON.parse keeps the last. The wallet gets the text as sent, so it is refused.
  const text = JSON.stringify(typed).replace('"contents":"shown"', '"contents":"hidden","contents":"shown"');
  const result = await call(page, 'eth_signTypedData_v4', [from, text]);
  expect(result).toMatchObject({ ok: false, code: -32602, message: expect.stringContaining('params[1].message.contents is given twice') });
  const win = await review();
  await expect(win.getByTestId('review-refused')).toHaveAttribute('data-evasion', 'yes');
  await expect(win.getByTestId('approve')).toHaveCount(0);
  await decide(win, 'reject');
  expect(await signingCalls(page)).toEqual([]);
});

test('a request whose method is a getter cannot be checked as one method and signed as another', async ({ openDapp }) => {
  const page = await openDapp();
  const from = await account(page);
  const answer = await page.evaluate(async ([sender, to]) => {
    let reads = 0;
    const args = {
      get method() {
        return reads++ === 0 ? 'eth_estimateGas' : 'eth_sendTransaction';
      },
      params: [{ from: sender, to, value: '0x1' }],
    };
    const ethereum: unknown = Reflect.get(window, 'ethereum');
    const request: unknown = Reflect.get(Object(ethereum), 'request');
    if (typeof request !== 'function') throw new Error('no provider');
    return { result: await Reflect.apply(request, ethereum, [args]), reads };
  }, [from, RECIPIENT] as const);
  // Read once, passed on as the harmless method it said it was.
  expect(answer).toEqual({ result: '0x5208', reads: 1 });
  expect(await signingCalls(page)).toEqual([]);
});
