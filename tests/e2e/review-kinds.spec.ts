/**
 * Issue 27: the review of each request kind a person meets, in the built extension on a real anvil
 * chain (chain id 1, so the registry's Ethereum names apply), at the window's real size (400×600).
 * Each test asserts the title, the words (no raw wei where a unit is known, no "known for scams"
 * without a list naming the site) and compares the window with its checked-in image.
 */
import type { Page } from '@playwright/test';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_KEYS, startAnvil } from '../support/anvil';
import { setExtensionSettings } from './support/browser';
import { decide, dappUrl, expect, test as base } from './support/fixtures';
import { deployDemoTokens, type DemoTokens } from './support/demo-token';
import { reviewShot } from './support/screenshots';
import { permitTypedData } from '../fixtures/typed-data';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { approveAndSwapCalls, UNIVERSAL_ROUTER, urSwapUsdcForEth } from '../fixtures/swaps';
import { installNativeUsd } from '../support/price-feed';

const test = base.extend<object, { anvil: Awaited<ReturnType<typeof startAnvil>> }>({
  anvil: [
    async ({}, use) => {
      const anvil = await startAnvil({ chainId: 1 });
      await use(anvil);
      await anvil.stop();
    },
    { scope: 'worker' },
  ],
});

const STRANGER = privateKeyToAccount(ANVIL_KEYS[2]).address;
const SEAPORT = '0x0000000000000068F116a894984e2DB1123eB395';
const OPENSEA_FEES = '0x0000a26b00c1F0DF003000390027140000fAa719';
/** The accuracy corpus's real requests (tests/fixtures/accuracy/cases.json), read without the engine. */
const corpus = z
  .array(z.object({ id: z.string(), request: z.object({ account_address: z.string(), data: z.object({ params: z.array(z.unknown()) }) }) }))
  .parse(JSON.parse(readFileSync(new URL('../fixtures/accuracy/cases.json', import.meta.url), 'utf8')));
/** A corpus request's params with its account swapped for the test wallet's. */
function corpusParams(id: string, from: Address): unknown[] {
  const c = corpus.find((x) => x.id === id);
  if (!c) throw new Error(`no corpus case ${id}`);
  return JSON.parse(JSON.stringify(c.request.data.params).replaceAll(c.request.account_address, from).replaceAll(c.request.account_address.toLowerCase().slice(2), from.toLowerCase().slice(2)));
}

function start(page: Page, method: string, params: unknown[]): Promise<unknown> {
  const pending = page.evaluate(([m, p]) => window.dapp.request(m, p), [method, params] as const);
  pending.catch(() => undefined);
  return pending;
}
const fromOf = (page: Page): Promise<Address> => page.evaluate(() => window.__testWallet.address);
const title = (win: Page) => win.getByTestId('review-method');
const settled = (win: Page) => expect(win.getByTestId('review-verdict')).not.toHaveAttribute('data-verdict', 'scanning');
/** What the window shows (collapsed parts are not shown), for assertions on the words; the lazily loaded details first. */
const words = async (win: Page) => {
  await expect(win.getByTestId('request-details')).toBeAttached();
  return win.getByTestId('review-view').innerText();
};

let demo: DemoTokens;
test.beforeAll(async ({ anvil }) => {
  demo = await deployDemoTokens(anvil.url, ANVIL_KEYS[0]);
});
test.beforeEach(async ({ ext, anvil }) => {
  await setExtensionSettings(ext, { engine: 'local', rpcUrls: { '1': anvil.url } });
});

test('NFT listing (Seaport 1.6) for 0.001 ETH: You give the NFT by name, You get ETH, OpenSea fees named', async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await fromOf(page);
  const listing = {
    types: corpusTypes('opensea-listing-eth'),
    primaryType: 'OrderComponents',
    domain: { name: 'Seaport', version: '1.6', chainId: 1, verifyingContract: SEAPORT },
    message: {
      offerer: from, zone: '0x0000000000000000000000000000000000000000',
      offer: [{ itemType: 2, token: demo.erc721, identifierOrCriteria: '1234', startAmount: '1', endAmount: '1' }],
      consideration: [
        { itemType: 0, token: '0x0000000000000000000000000000000000000000', identifierOrCriteria: '0', startAmount: '975000000000000', endAmount: '975000000000000', recipient: from },
        { itemType: 0, token: '0x0000000000000000000000000000000000000000', identifierOrCriteria: '0', startAmount: '25000000000000', endAmount: '25000000000000', recipient: OPENSEA_FEES },
      ],
      orderType: 0, startTime: '1763900000', endTime: '1827000000', zoneHash: `0x${'00'.repeat(32)}`, salt: '1', conduitKey: `0x${'00'.repeat(32)}`, counter: '0',
    },
  };
  const pending = start(page, 'eth_signTypedData_v4', [from, JSON.stringify(listing)]);
  const win = await review();
  await expect(title(win)).toHaveText('NFT listing');
  await settled(win);
  // The collection by the name its contract gives (read over the RPC), never its address.
  await expect(win.getByTestId('you-give')).toHaveText('Demo NFT #1234');
  await expect(win.getByTestId('you-get')).toHaveText('0.000975 ETH');
  await expect(win.getByTestId('order-fee')).toHaveText('Fee: OpenSea fees 0.000025 ETH');
  await expect(win.getByTestId('order-other')).toHaveCount(0);
  const text = await words(win);
  expect(text).not.toMatch(/975,?000,?000,?000|Native coin|scammer/);
  await reviewShot(win, 'kind-listing');
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});

function corpusTypes(id: string): unknown {
  const td: unknown = JSON.parse(String(corpusParams(id, STRANGER)[1]));
  return typeof td === 'object' && td !== null ? Reflect.get(td, 'types') : undefined;
}

test('contract deployment: "Deploy a contract", its address from sender + nonce, the wallet never "No code yet"', async ({ openDapp, review, anvil }) => {
  const page = await openDapp();
  const from = await fromOf(page);
  const nonce = await fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionCount', params: [from, 'latest'] }) }).then((r) => r.json() as Promise<{ result: string }>);
  const pending = start(page, 'eth_sendTransaction', [{ from, data: '0x600a600c600039600a6000f3602a60005260206000f3', nonce: nonce.result }]);
  const win = await review();
  await expect(title(win)).toHaveText('Deploy a contract');
  await settled(win);
  await expect(win.getByTestId('new-contract')).toContainText(/0x[0-9a-fA-F]{4,}…[0-9a-fA-F]{4}/);
  await expect(win.getByText('No code yet (this request deploys a contract)')).toHaveCount(0);
  await reviewShot(win, 'kind-deploy');
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});

test('EIP-2612 permit: "Permit"; the allowance has no expiry, the date is the signature\'s', async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await fromOf(page);
  const td = permitTypedData({ domain: { name: 'Demo Token', version: '1', chainId: 1, verifyingContract: demo.erc20 }, owner: from, spender: STRANGER, value: '5000000000000000000', deadline: '1795723536' });
  const pending = start(page, 'eth_signTypedData_v4', [from, JSON.stringify(td)]);
  const win = await review();
  await expect(title(win)).toHaveText('Permit');
  await settled(win);
  await expect(win.getByTestId('exposure-amount')).toHaveText('5 DEMO');
  await expect(win.getByTestId('exposure-expiry')).toHaveText('No expiry: the allowance lasts until you revoke it');
  await expect(win.getByTestId('signature-deadline')).toContainText('This signature can be used until');
  expect(await words(win)).not.toMatch(/Expires \d/);
  await reviewShot(win, 'kind-permit');
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});

/** Universal Router's deadline in the swaps below: 1 Nov 2027, 00:00 UTC. */
const SWAP_DEADLINE = 1824940800n;
/** Words that would say the swap raw: its wei, its command bytes, its deadline as a number. */
const RAW_SWAP = /290,?000,?000,?000,?000,?000|1,?000,?000,?000 |commands|1,?824,?940,?800/;

test('Universal Router swap: "Swap", You give 1,000 USDC / You get at least 0.29 ETH, the deadline as a date', async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await fromOf(page);
  const pending = start(page, 'eth_sendTransaction', [{ from, to: UNIVERSAL_ROUTER, data: urSwapUsdcForEth(1_000_000_000n, 290_000_000_000_000_000n, SWAP_DEADLINE) }]);
  const win = await review();
  await expect(title(win)).toHaveText('Swap');
  await expect(win.getByTestId('you-give')).toHaveText('1,000 USDC');
  await expect(win.getByTestId('you-get')).toHaveText('at least 0.29 ETH');
  await expect(win.getByTestId('swap-deadline')).toHaveText(/^Valid until (1 Nov|31 Oct) 2027/);
  await expect(win.getByTestId('swap-recipient')).toHaveCount(0);
  await settled(win);
  expect(await words(win)).not.toMatch(RAW_SWAP);
  await reviewShot(win, 'kind-swap');
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});

test('wallet_sendCalls approve + Universal Router swap: titled "Swap", You give / You get; the approval and the swap both decoded in the details', async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await fromOf(page);
  const pending = start(page, 'wallet_sendCalls', [{ version: '2.0.0', from, chainId: '0x1', atomicRequired: true, calls: approveAndSwapCalls(1_000_000_000n, 290_000_000_000_000_000n, SWAP_DEADLINE) }]);
  const win = await review();
  await expect(title(win)).toHaveText('Swap');
  await expect(win.getByTestId('you-give')).toHaveText('1,000 USDC');
  await expect(win.getByTestId('you-get')).toHaveText('at least 0.29 ETH');
  await settled(win);
  const text = await words(win);
  expect(text).not.toMatch(/Method: eth_|Ethereum \(1\)/);
  expect(text).not.toMatch(RAW_SWAP);
  await reviewShot(win, 'kind-batch-swap');
  await win.getByTestId('request-details').locator('summary').first().click();
  await expect(win.getByTestId('decoded-swap')).toHaveText('Swap 1,000 USDC for at least 0.29 ETH');
  await expect(win.getByTestId('decoded-call').first()).toContainText('approve');
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});

test('a plain ETH transfer at 400×600: the fee in ETH and its fiat, fiat from Chainlink beside the change, no expert noise above the fold', async ({ openDapp, review, anvil }) => {
  // Chainlink's ETH / USD proxies on Ethereum answer $3,000 (a mock aggregator at their real addresses).
  await installNativeUsd(anvil.url, 1, 3000);
  const page = await openDapp();
  const from = await fromOf(page);
  const pending = start(page, 'eth_sendTransaction', [{ from, to: STRANGER, value: '0x6f05b59d3b20000' }]);
  const win = await review();
  await settled(win);
  await expect(win.getByTestId('asset-changes')).toContainText('0.5 ETH');
  await expect(win.getByTestId('asset-changes')).toContainText('≈ $1,500.00');
  await expect(win.getByTestId('network-fee-usd')).toContainText('≈ $');
  const text = await words(win);
  expect(text).not.toMatch(/no RPC URL set|gwei| gas ×|Method: eth_|Ethereum \(1\)|approve\(address/);
  expect(text).not.toMatch(/500,?000,?000,?000,?000,?000/);
  await reviewShot(win, 'kind-plain-send');
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});

test('a homoglyph look-alike of app.uniswap.org: "looks like", never "known for scams"; the real Permit2 / router not flagged; the odd letter marked', async ({ ext, anvil, pages, review }) => {
  const host = 'app.xn--uniswp-7nf.org'; // "app.uniswаp.org" with a Cyrillic "а"; on no list
  await ext.context.route(`http://${host}/**`, async (route) => {
    const url = new URL(route.request().url());
    const target = url.pathname === '/rpc' ? anvil.url : `${pages.url}${url.pathname}${url.search}`;
    await route.fulfill({ response: await route.fetch({ url: target }) });
  });
  const page = await ext.context.newPage();
  await page.goto(dappUrl(`http://${host}`, `http://${host}/rpc`));
  await page.waitForFunction(() => typeof window.dapp === 'object');
  const from = await fromOf(page);
  const pending = start(page, 'eth_signTypedData_v4', corpusParams('permit2-on-near-name', from));
  const win = await review();
  await expect(title(win)).toHaveText('Permit');
  await expect(win.getByTestId('review-verdict')).toHaveAttribute('data-verdict', 'malicious');
  await expect(win.getByTestId('verdict-reason')).toHaveText('This website looks like a site you may know, but it is not that site.');
  await expect(win.getByTestId('odd-name').first()).toContainText('(app.xn--uniswp-7nf.org)');
  await expect(win.locator('.pf-odd-char').first()).toHaveText('а');
  const text = await words(win);
  expect(text).not.toContain('known for scams');
  expect(text).not.toContain('Flagged as dangerous in this request');
  await expect(win.locator('.pf-feature--benign')).toHaveCount(0);
  await reviewShot(win, 'kind-lookalike');
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});

test('Safe transaction: titled, the Safe named by address, the call and its operation', async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await fromOf(page);
  const pending = start(page, 'eth_signTypedData_v4', corpusParams('safe-tx-transfer', from));
  const win = await review();
  await expect(title(win)).toHaveText('Safe transaction');
  await settled(win);
  await expect(win.getByTestId('safe-tx')).toContainText('Safe account');
  await expect(win.getByTestId('safe-operation')).toHaveText('Call');
  expect(await words(win)).not.toContain('Signing for: ?');
  await reviewShot(win, 'kind-safe-tx');
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});

test('Sign-in for another site: fields, the site mismatch highlighted', async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await fromOf(page);
  const message = ['opensea.io wants you to sign in with your Ethereum account:', from, '', 'Sign in to opensea.io', '', 'URI: https://opensea.io', 'Version: 1', 'Chain ID: 1', 'Nonce: 8f3ka92ndk3', 'Issued At: 2026-11-23T20:00:00.000Z'].join('\n');
  const pending = start(page, 'personal_sign', [`0x${Buffer.from(message).toString('hex')}`, from]);
  const win = await review();
  await expect(title(win)).toHaveText('Sign-in');
  await settled(win);
  await expect(win.getByTestId('sign-in-site')).toHaveText('opensea.io');
  await expect(win.getByTestId('sign-in-mismatch')).toContainText('This sign-in is for opensea.io, but 127.0.0.1 is asking for it');
  await expect(win.getByTestId('sign-in')).not.toContainText('The account in the message');
  await expect(win.getByTestId('sign-in-expiry')).toHaveText('No expiry');
  await reviewShot(win, 'kind-sign-in');
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});
