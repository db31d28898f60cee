/**
 * The validator's promises to its callers: it never throws, never calls odd
 * input Benign, bounds its work on huge payloads, returns the transaction to
 * simulate and the approvals a signature grants, and copes with a broken chain reader.
 */
import { encodeFunctionData, erc20Abi, maxUint256, stringToHex, type Address } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { validationResultSchema } from '../../../../lib/api/schemas/evm';
import type { ChainReader, ValidationContext } from '../../../../lib/engine/contracts';
import { validateAddress, validateJsonRpc, validateTransaction } from '../../../../lib/engine/validate';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';

// The phishing and scam-address lists are read at first use (the engine awaits them before every scan; these tests call the rules directly).
beforeAll(() => loadBundledLists());

const USER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const EOA: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const eoaChain: ChainReader = { getCode: async () => '0x' };
const ctx = (chain: ChainReader | 'offline' = eoaChain): ValidationContext => ({ chainId: 1, domain: 'https://app.example.com', account: USER, chain: chain === 'offline' ? undefined : chain });

/** Requests arrive as JSON from a page; this is how a hostile one may look. */
function req(method: unknown, params: unknown): { method: string; params: unknown[] } {
  return JSON.parse(JSON.stringify({ method, params }) ?? '{}');
}

describe('odd input', () => {
  const odd: [string, unknown, unknown][] = [
    ['no method', undefined, []],
    ['numeric method', 42, []],
    ['params null', 'eth_sendTransaction', null],
    ['params object', 'eth_signTypedData_v4', { a: 1 }],
    ['empty params', 'eth_sendTransaction', []],
    ['tx is null', 'eth_sendTransaction', [null]],
    ['tx from is a number', 'eth_sendTransaction', [{ from: 1, to: TOKEN }]],
    ['tx to is garbage', 'eth_sendTransaction', [{ from: USER, to: 'bob' }]],
    ['value is garbage', 'eth_sendTransaction', [{ from: USER, to: EOA, value: 'lots' }]],
    ['typed data is a number', 'eth_signTypedData_v4', [USER, 5]],
    ['typed data missing', 'eth_signTypedData_v4', [USER]],
    ['typed data types wrong', 'eth_signTypedData_v4', [USER, '{"types":5,"primaryType":"A","message":{}}']],
    ['v1 empty array', 'eth_signTypedData', [[], USER]],
    ['eth_sign no data', 'eth_sign', [USER]],
    ['personal_sign no message', 'personal_sign', []],
    ['raw tx not hex', 'eth_sendRawTransaction', ['zzz']],
    ['sendCalls calls not array', 'wallet_sendCalls', [{ calls: 'x' }]],
    ['sendCalls junk call', 'wallet_sendCalls', [{ from: USER, calls: [null, 5] }]],
  ];
  it.each(odd)('%s: a Warning with a description, never Benign, never a throw', async (_n, method, params) => {
    const out = await validateJsonRpc(req(method, params), ctx());
    const v = validationResultSchema.parse(out.validation);
    expect(v.result_type).toBe('Warning');
    expect(v.description).not.toBe('');
  });

  it('validateTransaction copes with untyped garbage too', async () => {
    const garbage: unknown = JSON.parse('{"from":"0x12","data":"0xzz","value":{}}');
    const tx = { from: USER, ...(typeof garbage === 'object' ? garbage : {}) };
    const v = await validateTransaction(tx, ctx());
    expect(v.result_type).toBe('Warning');
  });
});

describe('huge payloads', () => {
  const MB = 1024 * 1024;
  const cases: [string, string, unknown[]][] = [
    ['typed data string', 'eth_signTypedData_v4', [USER, JSON.stringify({ types: { A: [{ name: 'a', type: 'string' }] }, primaryType: 'A', message: { a: 'x'.repeat(MB) } })]],
    ['typed data object', 'eth_signTypedData_v4', [USER, { types: { A: [{ name: 'a', type: 'string' }] }, primaryType: 'A', message: { a: 'x'.repeat(MB) } }]],
    ['personal_sign hex', 'personal_sign', [`0x${'41'.repeat(MB)}`, USER]],
    ['personal_sign text', 'personal_sign', ['wants you to sign in with your Ethereum account'.repeat(MB / 32), USER]],
    ['calldata', 'eth_sendTransaction', [{ from: USER, to: TOKEN, data: `0x095ea7b3${'ff'.repeat(MB)}` }]],
  ];
  it.each(cases)('%s (1 MB) gets an answer, not Benign', async (name, method, params) => {
    const started = performance.now();
    const out = await validateJsonRpc({ method, params }, ctx());
    // Speed is reported, not asserted (no timed assertions); see the printed figure.
    console.info(`[bench] 1 MB ${name}: ${(performance.now() - started).toFixed(1)} ms`);
    expect(['Warning', 'Malicious']).toContain(out.validation.result_type);
  });
});

describe('outputs for the simulation side', () => {
  it('eth_sendTransaction returns the normalised transaction', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [EOA, maxUint256] });
    const out = await validateJsonRpc({ method: 'eth_sendTransaction', params: [{ from: USER, to: TOKEN, data: data.slice(2), value: '10', gas: '0x5208' }] }, ctx());
    expect(out.transaction).toEqual({ from: USER, to: TOKEN, data, value: '0xa' });
    expect(out.validation.reason).toBe('approval_farming');
  });

  it('wallet_sendCalls returns every call and the worst verdict', async () => {
    const out = await validateJsonRpc({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', calls: [{ to: EOA, value: '0x1' }, { to: TOKEN, data: '0x' }] }] }, ctx());
    expect(out.calls).toEqual([{ from: USER, to: EOA, value: '0x1' }, { from: USER, to: TOKEN, data: '0x' }]);
    expect(out.transaction).toEqual(out.calls?.[0]);
  });

  it('a permit yields an exposure and no transaction', async () => {
    const typed = {
      types: { Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] },
      primaryType: 'Permit', domain: { name: 'USDC', chainId: 1, verifyingContract: TOKEN },
      message: { owner: USER, spender: EOA, value: '7', nonce: 0, deadline: 100 },
    };
    const out = await validateJsonRpc({ method: 'eth_signTypedData_v4', params: [USER, JSON.stringify(typed)] }, ctx());
    expect(out.exposures).toEqual([{ token: TOKEN, spender: EOA, amount: 7n, isApprovedForAll: false, expiration: 100n }]);
    expect(out.transaction).toBeUndefined();
    expect(out.validation.reason).toBe('permit_farming');
  });
});

describe('chain reader failures', () => {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [EOA, maxUint256] });
  it.each([
    ['offline (no reader)', 'offline'],
    ['RPC error', { getCode: async () => undefined }],
    ['reader throws', { getCode: async () => { throw new Error('boom'); } }],
  ] satisfies [string, ChainReader | 'offline'][])('%s: an unlimited approval is judged as to a personal account, saying the check failed (#25)', async (_n, chain) => {
    const v = await validateTransaction({ from: USER, to: TOKEN, data }, ctx(chain));
    expect([v.result_type, v.reason]).toEqual(['Malicious', 'approval_farming']);
    expect(v.description).toContain('could not check');
  });

  it('an EIP-7702 delegated account counts as an EOA', async () => {
    const delegated: ChainReader = { getCode: async () => `0xef0100${'11'.repeat(20)}` };
    const v = await validateTransaction({ from: USER, to: TOKEN, data }, ctx(delegated));
    expect(v.reason).toBe('approval_farming');
  });
});

describe('validateAddress', () => {
  it('reports blocklisted addresses and contract facts', async () => {
    const listed = await validateAddress('0x00000000000000000000000000000000bad0bad1', ctx());
    expect(listed.result_type).toBe('Malicious');
    expect(listed.features.map((f) => f.feature_id)).toEqual(['KNOWN_MALICIOUS', 'IS_EOA']);
    const contract = await validateAddress(TOKEN, ctx({ getCode: async () => '0x6080' }));
    expect(contract).toEqual({ result_type: 'Benign', features: [expect.objectContaining({ feature_id: 'IS_CONTRACT' })] });
    const permit2 = await validateAddress('0x000000000022D473030F116dDEE9F6B43aC78BA3', ctx());
    expect([permit2.label, permit2.features.map((f) => f.feature_id)]).toEqual(['Uniswap Permit2', ['KNOWN_CONTRACT', 'IS_CONTRACT']]);
    const bad: unknown = 'nope';
    expect((await validateAddress(typeof bad === 'string' && bad.startsWith('0x') ? `0x${bad.slice(2)}` : '0x', ctx())).result_type).toBe('Warning');
  });
});

describe('domain check is part of every validation', () => {
  it('flags a listed site even for a harmless message', async () => {
    const out = await validateJsonRpc({ method: 'personal_sign', params: [stringToHex('hi'), USER] }, { ...ctx(), domain: 'https://drainer.preflight-test.invalid' });
    expect(out.validation.reason).toBe('malicious_domain');
    const tx = await validateTransaction({ from: USER, to: EOA, value: '0x1' }, { ...ctx(), domain: 'https://drainer.preflight-test.invalid' });
    expect(tx.reason).toBe('malicious_domain');
  });
});
