/**
 * The shapes dapps really send (decimal, hex and bigint values, `input` for
 * `data`, null `to` for a deployment, EIP-7702 lists, batches) and what each
 * becomes for the scanner, field for field.
 */
import { describe, expect, it } from 'vitest';
import { counterpartiesOf, planScan, toTransactionData } from '../../../lib/scan/requests';
import type { PendingRequest } from '../../../lib/messaging/extension';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const OTHER = '0x3333333333333333333333333333333333333333';
const TO = '0x2222222222222222222222222222222222222222';
// USDC on Ethereum
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

function pending(method: string, params: unknown, extra: Partial<PendingRequest> = {}): PendingRequest {
  return {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e', tabId: 1, frameId: 0, origin: 'https://app.example',
    provider: { kind: 'window' }, style: 'request', method, params, chainId: 1, account: ACCOUNT,
    createdAt: 0, scan: { state: 'scanning', startedAt: 0 }, ...extra,
  };
}

describe('toTransactionData', () => {
  it('keeps a hex value as sent, and writes numbers and bigints as hex', () => {
    expect(toTransactionData({ from: ACCOUNT, to: TO, value: '0xDE0B6B3A7640000' }, undefined)?.value).toBe('0xDE0B6B3A7640000');
    expect(toTransactionData({ from: ACCOUNT, to: TO, value: '1000000000000000000' }, undefined)?.value).toBe('0xde0b6b3a7640000');
    expect(toTransactionData({ from: ACCOUNT, to: TO, value: 255 }, undefined)?.value).toBe('0xff');
    expect(toTransactionData({ from: ACCOUNT, to: TO, value: 16n }, undefined)?.value).toBe('0x10');
    expect(toTransactionData({ from: ACCOUNT, to: TO, value: 0 }, undefined)?.value).toBe('0x0');
  });

  it('a missing value is zero and missing data is empty calldata', () => {
    expect(toTransactionData({ from: ACCOUNT, to: TO }, undefined)).toEqual({ from: ACCOUNT, to: TO, data: '0x', value: '0x0' });
  });

  it('a value that is "0x" alone is not a quantity: the JSON-RPC scan judges it', () => {
    expect(toTransactionData({ from: ACCOUNT, to: TO, value: '0x' }, undefined)).toBeUndefined();
    expect(toTransactionData({ from: ACCOUNT, to: TO, value: '0xzz' }, undefined)).toBeUndefined();
  });

  it('prefers data to input, and reads input when data is missing', () => {
    expect(toTransactionData({ from: ACCOUNT, to: TO, data: '0xaaaa', input: '0xbbbb' }, undefined)?.data).toBe('0xaaaa');
    expect(toTransactionData({ from: ACCOUNT, to: TO, input: '0xbbbb' }, undefined)?.data).toBe('0xbbbb');
  });

  it('takes the sender from the transaction, else from the connected account', () => {
    expect(toTransactionData({ from: OTHER, to: TO }, ACCOUNT)?.from).toBe(OTHER);
    expect(toTransactionData({ to: TO }, ACCOUNT)?.from).toBe(ACCOUNT);
  });

  it('a deployment (to: null) has no recipient', () => {
    const data = toTransactionData({ from: ACCOUNT, to: null, data: '0x6080' }, undefined);
    expect(data).toEqual({ from: ACCOUNT, data: '0x6080', value: '0x0' });
  });

  it('carries an EIP-7702 authorization list, and adds none when there is none', () => {
    const auth = [{ chainId: '0x1', address: OTHER, nonce: '0x0', yParity: '0x0', r: '0x1', s: '0x1' }];
    expect(toTransactionData({ from: ACCOUNT, to: ACCOUNT, authorizationList: auth }, undefined)?.authorization_list).toEqual(auth);
    expect(toTransactionData({ from: ACCOUNT, to: TO }, undefined)).not.toHaveProperty('authorization_list');
  });

  it('something that is not a transaction object is undefined', () => {
    expect(toTransactionData('0xdeadbeef', ACCOUNT)).toBeUndefined();
    expect(toTransactionData({ from: ACCOUNT, to: TO, gas: { big: true } }, undefined)).toBeUndefined();
  });
});

describe('planScan', () => {
  it('eth_signTransaction is scanned as a transaction too', () => {
    expect(planScan(pending('eth_signTransaction', [{ from: ACCOUNT, to: TO }]), 'ethereum').kind).toBe('transaction');
  });

  it('the account of a transaction without a valid connected account is its sender', () => {
    const plan = planScan(pending('eth_sendTransaction', [{ from: OTHER, to: TO }], { account: 'not-an-address' }), 'ethereum');
    expect(plan).toMatchObject({ kind: 'transaction', request: { account_address: OTHER, data: { from: OTHER } } });
  });

  it('a request with params that are not a list is a JSON-RPC scan with no params', () => {
    const plan = planScan(pending('eth_sendTransaction', { from: ACCOUNT }), 'ethereum');
    expect(plan).toEqual({
      kind: 'json-rpc',
      request: {
        chain: 'ethereum', metadata: { domain: 'https://app.example' }, data: { method: 'eth_sendTransaction', params: [] },
        account_address: ACCOUNT, options: ['validation', 'simulation'],
      },
    });
  });

  it('a JSON-RPC scan without a valid account names none', () => {
    const plan = planScan(pending('personal_sign', ['0x68656c6c6f', ACCOUNT], { account: undefined }), 'ethereum');
    expect(plan.kind).toBe('json-rpc');
    expect(plan.request).not.toHaveProperty('account_address');
  });

  it('a batch: every call from the batch sender, the first call\'s sender is the account, validation and simulation only', () => {
    const plan = planScan(pending('wallet_sendCalls', [{ from: OTHER, calls: [{ to: USDC, data: '0xa9059cbb' }, { to: TO, value: '0x5' }] }]), 'ethereum');
    expect(plan).toEqual({
      kind: 'bulk',
      request: {
        chain: 'ethereum', metadata: { domain: 'https://app.example' }, account_address: OTHER, aggregated: true,
        data: [{ from: OTHER, to: USDC, data: '0xa9059cbb', value: '0x0' }, { from: OTHER, to: TO, data: '0x', value: '0x5' }],
        options: ['validation', 'simulation'],
      },
    });
  });

  it('a batch without a sender is sent from the connected account', () => {
    const plan = planScan(pending('wallet_sendCalls', [{ calls: [{ to: TO }] }]), 'ethereum');
    expect(plan).toMatchObject({ kind: 'bulk', request: { account_address: ACCOUNT, data: [{ from: ACCOUNT, to: TO }] } });
  });

  it('a batch with one unreadable call is not cut down: the JSON-RPC scan judges all of it', () => {
    const params = [{ from: ACCOUNT, calls: [{ to: TO }, { to: TO, value: 'lots' }] }];
    const plan = planScan(pending('wallet_sendCalls', params), 'ethereum');
    expect(plan).toMatchObject({ kind: 'json-rpc', request: { data: { method: 'wallet_sendCalls', params } } });
  });

  it('an empty batch, or a batch with no sender at all, is a JSON-RPC scan', () => {
    expect(planScan(pending('wallet_sendCalls', [{ from: ACCOUNT, calls: [] }]), 'ethereum').kind).toBe('json-rpc');
    expect(planScan(pending('wallet_sendCalls', [{ calls: [{ to: TO }] }], { account: undefined }), 'ethereum').kind).toBe('json-rpc');
  });
});

describe('counterpartiesOf', () => {
  it('a batch lists every call\'s recipient once, lowercased, and skips calls without one', () => {
    const plan = planScan(pending('wallet_sendCalls', [{ from: ACCOUNT, calls: [
      { to: USDC.toUpperCase().replace('0X', '0x') }, { to: TO }, { to: USDC }, { data: '0x6080' },
    ] }]), 'ethereum');
    expect(plan.kind).toBe('bulk');
    expect(counterpartiesOf(plan, [])).toEqual([USDC, TO]);
  });

  it('a deployment has no recipient; a JSON-RPC scan lists only spenders', () => {
    expect(counterpartiesOf(planScan(pending('eth_sendTransaction', [{ from: ACCOUNT, to: null, data: '0x6080' }]), 'ethereum'), [])).toEqual([]);
    const signature = planScan(pending('eth_signTypedData_v4', [ACCOUNT, '{}']), 'ethereum');
    expect(counterpartiesOf(signature, [OTHER])).toEqual([OTHER]);
  });

  it('asks about at most 20 addresses', () => {
    const spenders = Array.from({ length: 25 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`);
    const plan = planScan(pending('eth_sendTransaction', [{ from: ACCOUNT, to: TO }]), 'ethereum');
    const found = counterpartiesOf(plan, spenders);
    expect(found).toHaveLength(20);
    expect(found[0]).toBe(TO);
    expect(found[19]).toBe(spenders[18]);
  });
});
