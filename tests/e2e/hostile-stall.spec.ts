/**
 * #25 items 1 and 2 in real Chromium with the built extension, no RPC of the
 * user's (chain facts come through the page's own wallet connection), and a
 * page whose connection withholds every read a scan makes (eth_getCode,
 * eth_call, eth_simulateV1): never answered, or answered only after 30 s. An
 * unlimited approval and an unlimited EIP-2612 permit to a personal account
 * are shown Dangerous as soon as the window opens, stay Dangerous when the
 * reads time out (with "Simulation unavailable"), and Approve is never one
 * click away.
 */
import { encodeFunctionData, maxUint256, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Page } from '@playwright/test';
import { ANVIL_KEYS } from '../support/anvil';
import { deployDemoTokens, demoTokenAbi, type DemoTokens } from './support/demo-token';
import { decide, expect, signingCalls, test } from './support/fixtures';

const EOA: Address = privateKeyToAccount(ANVIL_KEYS[2]).address;

let demo: DemoTokens;
test.beforeAll(async ({ anvil }) => {
  demo = await deployDemoTokens(anvil.url, ANVIL_KEYS[0]);
});

const approveToEoa = (page: Page, token: Address) =>
  page.evaluate(async ({ to, data }) => window.dapp.request('eth_sendTransaction', [{ from: window.__testWallet.address, to, data }]), {
    to: token,
    data: encodeFunctionData({ abi: demoTokenAbi, functionName: 'approve', args: [EOA, maxUint256] }),
  });

const permitToEoa = (page: Page, token: Address) =>
  page.evaluate(async ({ token: verifyingContract, spender, value }) => {
    const owner = window.__testWallet.address;
    const typed = {
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }],
        Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }],
      },
      primaryType: 'Permit',
      domain: { name: 'Demo', version: '1', chainId: 31337, verifyingContract },
      message: { owner, spender, value, nonce: '0', deadline: '99999999999' },
    };
    return window.dapp.request('eth_signTypedData_v4', [owner, JSON.stringify(typed)]);
  }, { token, spender: EOA, value: maxUint256.toString() });

/** Clicks Approve as a user would (the gate arms after a second); true when that click settled the request. */
async function approveIsOneClick(win: Page): Promise<boolean> {
  const approve = win.getByTestId('approve');
  await expect(approve).toHaveAttribute('data-armed', 'yes');
  return approve.isEnabled();
}

for (const [kind, send, reason] of [
  ['an unlimited ERC-20 approval', approveToEoa, 'approval'],
  ['an unlimited EIP-2612 permit', permitToEoa, 'permit'],
] as const) {
  test(`${kind} to a personal account, reads never answered: Dangerous at once and after the timeout, Approve gated`, async ({ openDapp, review }) => {
    const page = await openDapp({ extra: { stall: 'never' } });
    const pending = send(page, demo.erc20);
    const win = await review();
    const verdict = win.getByTestId('review-verdict');
    // Stage one: Dangerous while the reads are still outstanding (no timeout has passed).
    await expect(verdict).toHaveAttribute('data-verdict', 'malicious');
    await expect(win.getByTestId('reads-note')).toHaveAttribute('data-reads', 'pending');
    await expect(verdict).toContainText('could not check whether it is a contract');
    expect(await approveIsOneClick(win)).toBe(false);
    // The page was asked and never answered; the scan gives up on the reads, the verdict stands.
    await expect(win.getByTestId('reads-note')).toHaveAttribute('data-reads', 'unavailable', { timeout: 20_000 });
    await expect(win.getByTestId('reads-note')).toContainText('Simulation unavailable');
    await expect(verdict).toHaveAttribute('data-verdict', 'malicious');
    await expect(verdict).toContainText(reason === 'permit' ? 'permit' : 'approval');
    expect(await approveIsOneClick(win)).toBe(false);
    await expect(win.getByTestId('approve-why')).toHaveAttribute('data-why', 'readsUnavailable');
    expect(await page.evaluate(() => window.__testWallet.calls.map((c) => c.method))).toEqual(expect.arrayContaining(['eth_getCode']));
    await decide(win, 'reject');
    expect(await pending).toMatchObject({ ok: false, code: 4001 });
    expect(await signingCalls(page)).toEqual([]);
  });
}

test('reads answered only after 30 s: the verdict from what the request says is shown meanwhile, and Approve takes the risk box', async ({ openDapp, review }) => {
  const page = await openDapp({ extra: { stall: '30000' } });
  const pending = approveToEoa(page, demo.erc20);
  const win = await review();
  await expect(win.getByTestId('review-verdict')).toHaveAttribute('data-verdict', 'malicious');
  await expect(win.getByTestId('reads-note')).toHaveAttribute('data-reads', 'pending');
  expect(await approveIsOneClick(win)).toBe(false);
  // The deliberate path: tick the box, then Approve: the wallet gets the request.
  await win.getByTestId('accept-risk').check();
  await expect(win.getByTestId('approve')).toBeEnabled();
  await decide(win, 'approve');
  expect(await pending).toMatchObject({ ok: true });
  expect(await signingCalls(page)).toEqual(['eth_sendTransaction']);
});

test('a message signature, which needs none of the withheld reads, is not held back by the stalling page', async ({ openDapp, review }) => {
  const page = await openDapp({ extra: { stall: 'never' } });
  const pending = page.evaluate(() => window.dapp.request('personal_sign', ['0x68656c6c6f', window.__testWallet.address]));
  const win = await review();
  await expect(win.getByTestId('review-verdict')).not.toHaveAttribute('data-verdict', /scanning|unavailable/);
  await expect(win.getByTestId('reads-note')).toHaveCount(0);
  await expect(win.getByTestId('approve-why')).toHaveCount(0);
  await decide(win, 'reject');
  expect(await pending).toMatchObject({ ok: false, code: 4001 });
});
