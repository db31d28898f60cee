/**
 * A transaction to the user's own (EIP-7702 delegated) address whose data is an execute body: the review
 * judges the calls the account makes, each as if the user sent it (validate/call-list.ts), not "Calls your account".
 */
import { createClient, custom, encodeFunctionData, erc20Abi, erc721Abi, maxUint256, parseUnits, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { toSimple7702SmartAccount } from 'viem/account-abstraction';
import { encodeExecuteBatchesData, encodeExecuteData } from 'viem/experimental/erc7821';
import { encodeCallDataEpV07 } from '@zerodev/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChainReader, ValidationContext } from '../../../../lib/engine/contracts';
import { validateJsonRpc, validateTransaction } from '../../../../lib/engine/validate';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';

beforeAll(() => loadBundledLists());

const USER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DRAINER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const BAYC: Address = '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D';
const PERMIT2: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
const KERNEL_7702: Address = '0xd6CEDDe84be40893d153Be9d467CD6aD37875b28';
const OTHER_ACCOUNT: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** The tokens hold code and the drainer does not (the user's own node); the user holds 3,100 USDC. */
const chain: ChainReader = {
  getCode: async (a) => ([USDC, BAYC, PERMIT2].some((c) => c.toLowerCase() === a.toLowerCase()) ? '0x6080' : '0x'),
  balanceOf: async () => parseUnits('3100', 6),
};
const ctx = (domain: string): ValidationContext => ({ chainId: 1, domain, account: USER, chain });
const ids = (v: { features: { feature_id: string }[] }) => v.features.map((f) => f.feature_id);

const erc20 = (fn: 'transfer' | 'approve', to: Address, amount: bigint): Hex => encodeFunctionData({ abi: erc20Abi, functionName: fn, args: [to, amount] });
const drainCalls = [
  { to: USDC, value: 0n, data: erc20('transfer', DRAINER, parseUnits('3100', 6)) },
  { to: BAYC, value: 0n, data: encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [DRAINER, true] }) },
];
const everydayCalls = [{ to: USDC, value: 0n, data: erc20('approve', PERMIT2, maxUint256) }];

const client = createClient({ transport: custom({ request: () => Promise.reject(new Error('no chain in this test')) }) });
const simple7702 = () => toSimple7702SmartAccount({ client, owner: privateKeyToAccount(`0x${'11'.repeat(32)}`) });
const selfCall = (data: Hex, to: Address = USER) => ({ from: USER, to, value: '0x0' as const, data });

describe('an execute body sent to your own account', () => {
  it('a batch that empties your USDC and hands over your NFTs is Malicious, not "Calls your account"', async () => {
    const v = await validateTransaction(selfCall(await (await simple7702()).encodeCalls(drainCalls)), ctx('https://claim-wld-grant.xyz'));
    expect(v.result_type).toBe('Malicious');
    expect(ids(v)).toEqual(expect.arrayContaining(['ACCOUNT_OWN_CALLS', 'APPROVAL_FOR_ALL_TO_EOA']));
    expect(v.features.find((f) => f.feature_id === 'ACCOUNT_OWN_CALLS')?.description).toContain('Your account makes 2 call(s)');
  });

  it('is judged exactly as the same calls sent with wallet_sendCalls', async () => {
    for (const [domain, calls] of [['https://claim-wld-grant.xyz', drainCalls], ['https://app.uniswap.org', everydayCalls]] as const) {
      const asBatch = await validateJsonRpc({ method: 'wallet_sendCalls', params: [{ from: USER, calls: calls.map((c) => ({ to: c.to, data: c.data, value: '0x0' })) }] }, ctx(domain));
      const asSelfCall = await validateTransaction(selfCall(encodeExecuteData({ calls })), ctx(domain));
      expect(asSelfCall.result_type, domain).toBe(asBatch.validation.result_type);
      expect(ids(asSelfCall).filter((id) => id !== 'ACCOUNT_OWN_CALLS').sort(), domain).toEqual(ids(asBatch.validation).sort());
    }
  });

  it('an everyday approval bundled by the account stays as ordinary as when sent directly', async () => {
    const v = await validateTransaction(selfCall(encodeExecuteData({ calls: everydayCalls })), ctx('https://app.uniswap.org'));
    expect(v.result_type).toBe('Benign');
  });

  it('reads the same body sent to smart-account code the registry knows, not to any other address', async () => {
    const body = encodeExecuteData({ calls: drainCalls });
    expect((await validateTransaction(selfCall(body, KERNEL_7702), ctx('https://claim-wld-grant.xyz'))).result_type).toBe('Malicious');
    expect(ids(await validateTransaction(selfCall(body, OTHER_ACCOUNT), ctx('https://claim-wld-grant.xyz')))).not.toContain('ACCOUNT_OWN_CALLS');
  });

  it('reads execute bodies nested inside each other, and warns past the depth it reads', async () => {
    const nest = (data: Hex) => encodeExecuteData({ calls: [{ to: USER, value: 0n, data }] });
    const twice = nest(nest(encodeExecuteData({ calls: drainCalls })));
    expect((await validateTransaction(selfCall(twice), ctx('https://claim-wld-grant.xyz'))).result_type).toBe('Malicious');
    const tooDeep = await validateTransaction(selfCall(nest(nest(nest(nest(encodeExecuteData({ calls: everydayCalls })))))), ctx('https://app.uniswap.org'));
    expect(tooDeep.result_type).toBe('Warning');
    expect(ids(tooDeep)).toContain('ACCOUNT_OWN_CALLS_UNREAD');
  });

  it('code run as your account (delegatecall) is Malicious when Preflight does not know it', async () => {
    const sweep = await encodeCallDataEpV07([{ to: DRAINER, value: 0n, data: '0x' }], 'delegatecall');
    const v = await validateTransaction(selfCall(sweep), ctx('https://app.uniswap.org'));
    expect(v.result_type).toBe('Malicious');
    expect(ids(v)).toContain('ACCOUNT_DELEGATECALL');
  });

  it('an execute body in a form it does not read is a Warning, never "no risk"', async () => {
    const v = await validateTransaction(selfCall(encodeExecuteBatchesData({ batches: [{ calls: everydayCalls }] })), ctx('https://app.uniswap.org'));
    expect(v.result_type).toBe('Warning');
    expect(ids(v)).toContain('ACCOUNT_OWN_CALLS_UNREAD');
  });
});
