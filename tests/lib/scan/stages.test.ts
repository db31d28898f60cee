/**
 * #25 item 1: the first stage judges what the request says without a single
 * read, and the second stage can only raise that verdict, add detail, or say
 * it could not run.
 */
import { randomUUID } from 'node:crypto';
import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, type Address, type Hex } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ValidationResult } from '../../../lib/api/schemas/evm';
import type { ChainReader } from '../../../lib/engine/contracts';
import { validateTransaction } from '../../../lib/engine/validate';
import type { PageActions } from '../../../lib/broker/forward';
import { pendingStore } from '../../../lib/broker/pending-store';
import { createScanRunner } from '../../../lib/broker/scan-runner';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { scanFirstStage } from '../../../lib/scan/first-stage';
import type { ScanOutcome } from '../../../lib/scan/outcome';
import { joinStages, mergeValidations } from '../../../lib/scan/stages';

const USER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const pending = (method: string, params: unknown[]): PendingRequest => ({
  id: randomUUID(), tabId: 3, frameId: 0, origin: 'https://dapp.example', provider: { kind: 'window' }, style: 'request',
  method, params, chainId: 1, account: USER, createdAt: 1, scan: { state: 'scanning', startedAt: 1 },
});
const approveMax = () => pending('eth_sendTransaction', [{ from: USER, to: TOKEN, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] }) }]);
const permitMax = () =>
  pending('eth_signTypedData_v4', [USER, JSON.stringify({
    types: {
      EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }],
      Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }],
    },
    primaryType: 'Permit',
    domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: TOKEN },
    message: { owner: USER, spender: SPENDER, value: maxUint256.toString(), nonce: '0', deadline: '99999999999' },
  })]);

/** A transport that fails every call, and counts them. */
class FailingPage implements PageActions {
  asked: string[] = [];
  forward = async () => undefined;
  reject = async () => undefined;
  isAlive = async () => true;
  call: PageActions['call'] = async (_r, method) => {
    this.asked.push(method);
    throw new Error(`no read allowed: ${method}`);
  };
}

const fetchSpy = vi.fn(async () => {
  throw new Error('no network allowed');
});

beforeEach(() => {
  fakeBrowser.reset();
  vi.stubGlobal('fetch', fetchSpy);
  fetchSpy.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the first stage', () => {
  it.each([
    ['an unlimited ERC-20 approval', approveMax, 'APPROVAL_TO_UNCHECKED_ACCOUNT', 'approval_farming'],
    ['an unlimited EIP-2612 permit', permitMax, 'PERMIT_TO_UNCHECKED_ACCOUNT', 'permit_farming'],
  ])('%s to an address of unknown kind: Dangerous at once, saying why, with no read at all', async (_n, make, id, reason) => {
    const page = new FailingPage();
    const r = make();
    await pendingStore.add(r);
    // The second stage stalls for ever, as a page that never answers its reads makes it.
    const runner = createScanRunner(() => new Promise<ScanOutcome>(() => undefined), page);
    void runner.start(r);
    await vi.waitFor(async () => expect((await pendingStore.get(r.id))?.scan.state).toBe('done'), { timeout: 5000 });
    const stored = (await pendingStore.get(r.id))?.scan;
    if (stored?.state !== 'done') throw new Error('no first stage');
    expect(stored.reads).toEqual({ state: 'pending' });
    expect([stored.response.validation?.result_type, stored.response.validation?.reason]).toEqual(['Malicious', reason]);
    expect(stored.response.validation?.features.map((f) => f.feature_id)).toContain(id);
    expect(stored.response.validation?.description).toContain('could not check whether it is a contract');
    expect(page.asked).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    runner.cancel(r.id);
  });

  it('needs no transport: scanFirstStage alone, with the network failing every call, still judges', async () => {
    const outcome = await scanFirstStage(approveMax());
    expect(outcome).toMatchObject({ state: 'done', source: 'local', reads: { state: 'pending' }, response: { validation: { result_type: 'Malicious' } } });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('is unavailable without a chain (then the second stage decides alone)', async () => {
    expect(await scanFirstStage({ ...approveMax(), chainId: undefined })).toMatchObject({ state: 'unavailable', reason: 'unsupported_chain' });
  });
});

const v = (result_type: string, features: [string, string][], reason = ''): ValidationResult => ({
  status: 'Success', result_type, reason, classification: reason, description: features.find(([, t]) => t === result_type)?.[0] ?? '',
  features: features.map(([feature_id, type]) => ({ feature_id, type, description: feature_id })),
});

describe('joining the stages', () => {
  const first = (validation: ValidationResult): Extract<ScanOutcome, { state: 'done' }> => ({ state: 'done', source: 'local', response: { validation }, reads: { state: 'pending' } });

  it('a softer second stage cannot lower what the request says', () => {
    const merged = mergeValidations(v('Warning', [['UNLIMITED_APPROVAL', 'Warning']]), v('Benign', [['SIMULATED', 'Info']]), 'user');
    expect(merged.result_type).toBe('Warning');
    expect(merged.features.map((f) => f.feature_id).sort()).toEqual(['SIMULATED', 'UNLIMITED_APPROVAL']);
  });

  it('a harsher second stage raises it, keeping the findings of both', () => {
    const merged = mergeValidations(v('Warning', [['TOKEN_APPROVAL', 'Warning']]), v('Malicious', [['APPROVAL_TO_EOA', 'Malicious']], 'approval_farming'), 'user');
    expect([merged.result_type, merged.reason]).toEqual(['Malicious', 'approval_farming']);
    expect(merged.features.map((f) => f.feature_id)).toEqual(['APPROVAL_TO_EOA', 'TOKEN_APPROVAL']);
  });

  it('an assumption gives way to a second stage that judged with the fact in hand; without a verdict it stands', () => {
    const assumed = v('Malicious', [['APPROVAL_TO_UNCHECKED_ACCOUNT', 'Malicious'], ['SITE_OK', 'Info']], 'approval_farming');
    expect(mergeValidations(assumed, v('Warning', [['UNLIMITED_APPROVAL', 'Warning']]), 'user').result_type).toBe('Warning');
    expect(mergeValidations(assumed, { ...v('Error', []), status: 'Error' }, 'user').result_type).toBe('Malicious');
    expect(mergeValidations(assumed, undefined, 'user').result_type).toBe('Malicious');
  });

  it('a second stage that failed or timed out leaves the first-stage verdict, saying why', () => {
    const one = first(v('Malicious', [['PERMIT_TO_UNCHECKED_ACCOUNT', 'Malicious']], 'permit_farming'));
    expect(joinStages(one, { state: 'unavailable', reason: 'timeout', message: 'No scan result within 8 s.' })).toEqual({ ...one, reads: { state: 'unavailable', reason: 'timeout', message: 'No scan result within 8 s.' } });
    const errored = joinStages(one, { state: 'done', source: 'local', response: { validation: { ...v('Error', []), status: 'Error', error: 'boom' } } });
    expect(errored).toMatchObject({ state: 'done', reads: { state: 'unavailable', reason: 'invalid_response', message: 'boom' }, response: { validation: { result_type: 'Malicious' } } });
  });

  it('a complete second stage ends the reads note; with no first stage the second is all there is', () => {
    const second: ScanOutcome = { state: 'done', source: 'remote', response: { validation: v('Benign', []) } };
    const joined = joinStages(first(v('Benign', [])), second);
    expect(joined).toMatchObject({ state: 'done', source: 'remote' });
    expect(joined).not.toHaveProperty('reads');
    expect(joinStages(undefined, second)).toBe(second);
  });

  it("the scanning service's own verdict stands over the first stage (no page can reach it); without a verdict the first stage stays", () => {
    const one = first(v('Malicious', [['TYPED_DATA_OTHER_CHAIN', 'Malicious']], 'other'));
    const remote: ScanOutcome = { state: 'done', source: 'remote', response: { validation: v('Benign', []) } };
    expect(joinStages(one, remote)).toBe(remote);
    const noVerdict: ScanOutcome = { state: 'done', source: 'remote', response: { validation: { ...v('Error', []), status: 'Error', error: 'boom' } } };
    expect(joinStages(one, noVerdict)).toMatchObject({ reads: { state: 'unavailable' }, response: { validation: { result_type: 'Malicious' } } });
    // A local second stage (the page's connection may answer it) still only raises.
    expect(joinStages(one, { ...remote, source: 'local' })).toMatchObject({ response: { validation: { result_type: 'Malicious' } } });
  });

  it('a call Preflight cannot read naming an address no chain checked: the first stage warns; a chain that shows a contract settles it, one that shows a personal account keeps it (#26)', async () => {
    // A supply of our own making: (market, amount), the market named, the user not (msg.sender is credited).
    const POOL: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
    const MARKET: Address = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707';
    const supply = { from: USER, to: POOL, data: encodeFunctionData({ abi: parseAbi(['function supplyTo(address market, uint256 amount)']), args: [MARKET, 3_000_000_000n] }) };
    const one = await scanFirstStage(pending('eth_sendTransaction', [supply]));
    if (one.state !== 'done' || one.response.validation === undefined || one.response.validation === null) throw new Error('no first stage');
    expect(one.response.validation.result_type).toBe('Warning');
    expect(one.response.validation.features.map((f) => f.feature_id)).toContain('UNREAD_CALL_GIVES_TO_UNCHECKED_ACCOUNT');
    const withChain = (code: Hex): ChainReader => ({ getCode: async () => code });
    const ctx = { chainId: 1, domain: 'https://dapp.example', account: USER };
    const contract = await validateTransaction(supply, { ...ctx, chain: withChain('0x6080') });
    expect(mergeValidations(one.response.validation, contract, 'user').result_type).toBe('Benign');
    const person = await validateTransaction(supply, { ...ctx, chain: withChain('0x') });
    const kept = mergeValidations(one.response.validation, person, 'user');
    expect([kept.result_type, kept.features.map((f) => f.feature_id)]).toEqual(['Warning', expect.arrayContaining(['UNREAD_CALL_NAMES_OTHER'])]);
  });

  it("a site's transfer to an address no chain checked: the first stage warns; the user's chain then judges the recipient itself (#26)", async () => {
    // A checkout of our own making: 40 USDC straight to a shop's deposit address, then a game item moved to another account.
    const SHOP: Address = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199';
    const ITEM: Address = '0xdD2FD4581271e230360230F9337D5c0430Bf44C0';
    const USDC: Address = TOKEN;
    const pay = { from: USER, to: USDC, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SHOP, 40_000_000n] }) };
    const move = { from: USER, to: ITEM, data: encodeFunctionData({ abi: parseAbi(['function safeTransferFrom(address from, address to, uint256 id)']), args: [USER, SHOP, 7n] }) };
    const ctx = { chainId: 1, domain: 'https://dapp.example', account: USER };
    const withChain = (code: Hex, balance?: bigint): ChainReader => ({ getCode: async () => code, balanceOf: async () => balance });
    const firstOf = async (tx: typeof pay): Promise<ValidationResult> => {
      const one = await scanFirstStage(pending('eth_sendTransaction', [tx]));
      if (one.state !== 'done' || one.response.validation === undefined || one.response.validation === null) throw new Error('no first stage');
      return one.response.validation;
    };
    const paid = await firstOf(pay);
    expect([paid.result_type, paid.features.map((f) => f.feature_id)]).toEqual(['Warning', ['TRANSFER_TO_UNCHECKED_ACCOUNT']]);
    // A personal account holding more than this: shown as the wallet's own send is (not the whole balance); the first stage's Warning gives way.
    expect(mergeValidations(paid, await validateTransaction(pay, { ...ctx, chain: withChain('0x', 500_000_000n) }), 'user').result_type).toBe('Benign');
    // A personal account whose balance the chain did not give: all of it may be leaving, so the Warning stays.
    expect(mergeValidations(paid, await validateTransaction(pay, { ...ctx, chain: withChain('0x') }), 'user').result_type).toBe('Warning');
    const moved = await firstOf(move);
    expect([moved.result_type, moved.features.map((f) => f.feature_id)]).toEqual(['Warning', ['ASSET_TRANSFER_TO_UNCHECKED_ACCOUNT']]);
    // The item to someone's personal account, asked by a site no list vouches for: the chain's answer raises it; to a contract it stays a Warning.
    expect(mergeValidations(moved, await validateTransaction(move, { ...ctx, chain: withChain('0x') }), 'user').result_type).toBe('Malicious');
    const toContract = mergeValidations(moved, await validateTransaction(move, { ...ctx, chain: withChain('0x6080') }), 'user');
    expect([toContract.result_type, toContract.features.map((f) => f.feature_id)]).toEqual(['Warning', ['ASSET_TRANSFER_OUT']]);
  });
});
