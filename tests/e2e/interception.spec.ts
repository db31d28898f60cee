/**
 * Issue 4 in real Chromium: every signing method is held for review and
 * reaches the wallet only on Approve (and really lands / really verifies);
 * Reject answers 4001 and the wallet never sees the call; read methods pass
 * straight through; every wallet injection style and dapp library works.
 */
import type { Page } from '@playwright/test';
import { parseTransaction, recoverAddress, recoverTransactionAddress, verifyMessage, verifyTypedData, type Hex, type TransactionSerialized } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_KEYS } from '../support/anvil';
import { asHex, chainClient, receiptStatus } from './support/chain';
import { decide, expect, noReviewWindow, signingCalls, test, walletCalls } from './support/fixtures';
import { mailTypedData } from '../fixtures/typed-data';

const RECIPIENT = privateKeyToAccount(ANVIL_KEYS[2]).address;
const MESSAGE_HEX = '0x48656c6c6f2050726566c3bc676874'; // "Hello Prefüght"
const HASH = '0x' + 'ab'.repeat(32);

type Result = Awaited<ReturnType<Window['dapp']['request']>>;

const isSerializedTransaction = (raw: Hex): raw is TransactionSerialized => /^0x(0[1-4]|f)/i.test(raw);

const address = (page: Page) => page.evaluate(() => window.__testWallet.address);

const mail = mailTypedData;

interface MethodCase {
  method: string;
  params(from: string, ctx: { chainId: number; rpcUrl: string }): Promise<unknown[]> | unknown[];
  /** What proves the wallet really did it. */
  check(value: unknown, ctx: { from: string; chainId: number; rpcUrl: string }): Promise<void>;
}

const CASES: MethodCase[] = [
  {
    method: 'eth_sendTransaction',
    params: (from) => [{ from, to: RECIPIENT, value: '0x1' }],
    check: async (value, { rpcUrl }) => expect(await receiptStatus(rpcUrl, value)).toBe('success'),
  },
  {
    method: 'personal_sign',
    params: (from) => [MESSAGE_HEX, from],
    check: async (value, { from }) =>
      expect(await verifyMessage({ address: asHex(from), message: { raw: MESSAGE_HEX }, signature: asHex(value) })).toBe(true),
  },
  {
    method: 'eth_sign',
    params: (from) => [from, HASH],
    check: async (value, { from }) => expect((await recoverAddress({ hash: asHex(HASH), signature: asHex(value) })).toLowerCase()).toBe(from.toLowerCase()),
  },
  {
    method: 'eth_signTypedData_v4',
    params: (from, { chainId }) => [from, JSON.stringify(mail(chainId))],
    check: async (value, { from, chainId }) => {
      const { EIP712Domain: _d, ...types } = mail(chainId).types;
      expect(await verifyTypedData({ ...mail(chainId), types, address: asHex(from), signature: asHex(value) })).toBe(true);
    },
  },
  {
    method: 'eth_signTypedData_v3',
    params: (from, { chainId }) => [from, JSON.stringify(mail(chainId))],
    check: async (value, { from, chainId }) => {
      const { EIP712Domain: _d, ...types } = mail(chainId).types;
      expect(await verifyTypedData({ ...mail(chainId), types, address: asHex(from), signature: asHex(value) })).toBe(true);
    },
  },
  {
    method: 'eth_signTransaction',
    params: (from) => [{ from, to: RECIPIENT, value: '0x2' }],
    check: async (value, { from }) => {
      const raw = asHex(value);
      if (!isSerializedTransaction(raw)) throw new Error('not a serialized transaction');
      expect(parseTransaction(raw).to?.toLowerCase()).toBe(RECIPIENT.toLowerCase());
      expect((await recoverTransactionAddress({ serializedTransaction: raw })).toLowerCase()).toBe(from.toLowerCase());
    },
  },
  {
    method: 'eth_sendRawTransaction',
    // Signed outside the page by another account, as a dapp relaying a pre-signed transaction would.
    params: async (_from, { chainId, rpcUrl }) => {
      const signer = privateKeyToAccount(ANVIL_KEYS[1]);
      const client = chainClient(rpcUrl);
      const nonce = await client.getTransactionCount({ address: signer.address, blockTag: 'pending' });
      const fees = await client.estimateFeesPerGas();
      return [await signer.signTransaction({ chainId, nonce, to: RECIPIENT, value: 4n, gas: 21_000n, ...fees })];
    },
    check: async (value, { rpcUrl }) => expect(await receiptStatus(rpcUrl, value)).toBe('success'),
  },
  {
    method: 'wallet_sendCalls',
    params: (from, { chainId }) => [{ version: '1.0', from, chainId: `0x${chainId.toString(16)}`, calls: [{ to: RECIPIENT, value: '0x3' }] }],
    check: async (value, { rpcUrl }) => {
      const id = typeof value === 'object' && value !== null ? Reflect.get(value, 'id') : undefined;
      expect(await receiptStatus(rpcUrl, id)).toBe('success');
    },
  },
];

/** Starts an action in the page without awaiting it (it waits for the review). */
function start(page: Page, method: string, params: unknown[]): Promise<Result> {
  return page.evaluate(([m, p]) => window.dapp.request(m, p), [method, params] as const);
}

test.describe('each intercepted method', () => {
  for (const c of CASES) {
    test(`${c.method}: held for review; Approve reaches the wallet once and it really happens`, async ({ openDapp, review, anvil }) => {
      const page = await openDapp();
      const from = await address(page);
      const ctx = { from, chainId: anvil.chainId, rpcUrl: anvil.url };
      const pending = start(page, c.method, await c.params(from, ctx));
      const win = await review();
      await expect(win.getByTestId('review-root')).toHaveAttribute('data-method', c.method);
      await expect(win.getByTestId('review-origin')).toHaveText(new URL(page.url()).origin);
      // Held: the wallet has not seen it.
      expect(await signingCalls(page)).toEqual([]);
      await decide(win, 'approve');
      const result = await pending;
      expect(result).toMatchObject({ ok: true });
      if (result.ok) await c.check(result.value, ctx);
      expect(await signingCalls(page)).toEqual([c.method]);
    });

    test(`${c.method}: Reject answers 4001 and the wallet is never called`, async ({ openDapp, review, anvil }) => {
      const page = await openDapp();
      const from = await address(page);
      const pending = start(page, c.method, await c.params(from, { chainId: anvil.chainId, rpcUrl: anvil.url }));
      await decide(await review(), 'reject');
      expect(await pending).toMatchObject({ ok: false, code: 4001, message: 'User rejected the request.' });
      expect(await signingCalls(page)).toEqual([]);
    });
  }

  test('eth_signTypedData (v1): Approve gives the dapp the wallet\'s own answer', async ({ openDapp, review }) => {
    const page = await openDapp();
    const from = await address(page);
    const pending = start(page, 'eth_signTypedData', [[{ type: 'string', name: 'greeting', value: 'hi' }], from]);
    await decide(await review(), 'approve');
    // This test wallet does not support v1: the dapp sees exactly that error, from the wallet.
    expect(await pending).toMatchObject({ ok: false, code: 4200 });
    expect(await signingCalls(page)).toEqual(['eth_signTypedData']);
  });
});

test.describe('pass-through', () => {
  test('eth_chainId, eth_getBalance and eth_accounts answer directly, with no review window', async ({ openDapp, ext, anvil }) => {
    const page = await openDapp();
    const from = await address(page);
    const chainId = await page.evaluate(() => window.dapp.request('eth_chainId'));
    const balance = await page.evaluate((a) => window.dapp.request('eth_getBalance', [a, 'latest']), from);
    const accounts = await page.evaluate(() => window.dapp.request('eth_accounts'));
    expect(chainId).toEqual({ ok: true, value: `0x${anvil.chainId.toString(16)}` });
    expect(balance).toEqual({ ok: true, value: `0x${(await chainClient(anvil.url).getBalance({ address: asHex(from) })).toString(16)}` });
    expect(accounts).toEqual({ ok: true, value: [from] });
    // They resolved without a click, so nothing held them; and no window opened.
    expect(noReviewWindow(ext.context, ext.extensionId)).toBe(true);
    expect(await walletCalls(page)).toEqual(expect.arrayContaining(['eth_chainId', 'eth_getBalance', 'eth_accounts']));
  });
});

test.describe('wallet injection styles', () => {
  for (const wallet of ['early', 'late', 'rabby', 'eip6963'] as const) {
    test(`${wallet}: a personal_sign is intercepted and, approved, verifies`, async ({ openDapp, review }) => {
      const page = await openDapp({ wallet });
      if (wallet === 'late') await page.waitForFunction(() => window.ethereum !== undefined);
      if (wallet === 'eip6963') {
        await page.waitForFunction(async () => {
          const r = await window.dapp.providers();
          return r.ok && Array.isArray(r.value) && r.value.length > 0;
        });
        expect(await page.evaluate(() => window.ethereum)).toBeUndefined();
      }
      const from = await address(page);
      const pending = start(page, 'personal_sign', [MESSAGE_HEX, from]);
      const win = await review();
      expect(await signingCalls(page)).toEqual([]);
      await decide(win, 'approve');
      const result = await pending;
      expect(result.ok).toBe(true);
      if (result.ok) expect(await verifyMessage({ address: asHex(from), message: { raw: MESSAGE_HEX }, signature: asHex(result.value) })).toBe(true);
      expect(await signingCalls(page)).toEqual(['personal_sign']);
    });
  }

  test('two wallets: the request goes to the wallet the dapp chose, and only to it', async ({ openDapp, review }) => {
    const page = await openDapp({ wallet: 'two' });
    await page.waitForFunction(async () => {
      const r = await window.dapp.providers();
      return r.ok && Array.isArray(r.value) && r.value.length === 2;
    });
    await page.evaluate(() => window.dapp.select('dev.preflight.secondwallet'));
    const second = await page.evaluate(() => window.__testWallet2?.address ?? '');
    const pending = start(page, 'personal_sign', [MESSAGE_HEX, second]);
    await decide(await review(), 'approve');
    const result = await pending;
    expect(result.ok).toBe(true);
    if (result.ok) expect(await verifyMessage({ address: asHex(second), message: { raw: MESSAGE_HEX }, signature: asHex(result.value) })).toBe(true);
    expect(await signingCalls(page, 'second')).toEqual(['personal_sign']);
    expect(await signingCalls(page, 'first')).toEqual([]);
  });

  test('a dapp calling from a <head> script before anything else is intercepted', async ({ openDapp, review, anvil }) => {
    const page = await openDapp({ extra: { 'early-call': '1' } });
    const win = await review();
    expect(await signingCalls(page)).toEqual([]);
    await decide(win, 'approve');
    const result = await page.evaluate(() => window.dapp.earlyCall());
    expect(result).toMatchObject({ ok: true });
    expect(await receiptStatus(anvil.url, Reflect.get(Object(result), 'value'))).toBe('success');
  });
});

test.describe('dapp libraries', () => {
  test('viem: sendTransaction lands, signMessage and signTypedData verify', async ({ openDapp, review, anvil }) => {
    const page = await openDapp();
    const from = asHex(await address(page));
    const tx = page.evaluate((to) => window.dapp.viemSendTransaction({ to, value: '5' }), RECIPIENT);
    await decide(await review(), 'approve');
    const sent = await tx;
    expect(sent.ok && (await receiptStatus(anvil.url, sent.value))).toBe('success');

    const sig = page.evaluate(() => window.dapp.viemSignMessage('hello from viem'));
    await decide(await review(), 'approve');
    const signed = await sig;
    expect(signed.ok && (await verifyMessage({ address: from, message: 'hello from viem', signature: asHex(signed.value) }))).toBe(true);

    const typed = page.evaluate(() => window.dapp.viemSignTypedData());
    await decide(await review(), 'approve');
    const typedSig = await typed;
    const { EIP712Domain: _d, ...types } = mail(anvil.chainId).types;
    expect(typedSig.ok && (await verifyTypedData({ ...mail(anvil.chainId), types, address: from, signature: asHex(typedSig.value) }))).toBe(true);
  });

  test('ethers BrowserProvider: sendTransaction lands, signMessage verifies, reject is a 4001', async ({ openDapp, review, anvil }) => {
    const page = await openDapp();
    const from = asHex(await address(page));
    const tx = page.evaluate((to) => window.dapp.ethersSendTransaction({ to, value: '6' }), RECIPIENT);
    await decide(await review(), 'approve');
    const sent = await tx;
    expect(sent.ok && (await receiptStatus(anvil.url, sent.value))).toBe('success');

    const sig = page.evaluate(() => window.dapp.ethersSignMessage('hello from ethers'));
    await decide(await review(), 'approve');
    const signed = await sig;
    expect(signed.ok && (await verifyMessage({ address: from, message: 'hello from ethers', signature: asHex(signed.value) }))).toBe(true);

    const rejected = page.evaluate(() => window.dapp.ethersSignTypedData());
    await decide(await review(), 'reject');
    expect(await rejected).toMatchObject({ ok: false, code: 4001 });
  });
});
