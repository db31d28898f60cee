import { describe, expect, it } from 'vitest';
import { counterpartiesOf, planScan, scanChainOf, toTransactionData } from '../../../lib/scan/requests';
import type { PendingRequest } from '../../../lib/messaging/extension';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const TO = '0x2222222222222222222222222222222222222222';

function pending(method: string, params: unknown, extra: Partial<PendingRequest> = {}): PendingRequest {
  return {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e', tabId: 1, frameId: 0, origin: 'https://app.example',
    provider: { kind: 'window' }, style: 'request', method, params, chainId: 1, account: ACCOUNT,
    createdAt: 0, scan: { state: 'scanning', startedAt: 0 }, ...extra,
  };
}

describe('planScan', () => {
  it('scans a transaction with validation, simulation and gas estimation, on the browser-recorded domain', () => {
    const plan = planScan(pending('eth_sendTransaction', [{ from: ACCOUNT, to: TO, value: 1000, input: '0xabcd' }]), 'ethereum');
    expect(plan).toEqual({
      kind: 'transaction',
      request: {
        chain: 'ethereum', metadata: { domain: 'https://app.example' }, account_address: ACCOUNT,
        data: { from: ACCOUNT, to: TO, data: '0xabcd', value: '0x3e8' },
        options: ['validation', 'simulation', 'gas_estimation'],
      },
    });
  });

  it('judges a wallet_sendCalls batch as one aggregated bulk scan', () => {
    const plan = planScan(pending('wallet_sendCalls', [{ version: '1.0', from: ACCOUNT, calls: [{ to: TO, data: '0x' }, { to: TO, value: '0x1' }] }]), 'base');
    expect(plan.kind).toBe('bulk');
    if (plan.kind !== 'bulk') return;
    expect(plan.request.aggregated).toBe(true);
    expect(plan.request.data).toHaveLength(2);
    expect(plan.request.data[1]).toMatchObject({ from: ACCOUNT, to: TO, value: '0x1' });
  });

  it('sends signatures to the JSON-RPC scan with their params untouched', () => {
    const params = [ACCOUNT, '{"types":{}}'];
    const plan = planScan(pending('eth_signTypedData_v4', params), 'ethereum');
    expect(plan).toMatchObject({ kind: 'json-rpc', request: { data: { method: 'eth_signTypedData_v4', params }, account_address: ACCOUNT } });
  });

  it('gives a malformed transaction to the JSON-RPC scan rather than dropping it', () => {
    const plan = planScan(pending('eth_sendTransaction', [{ from: ACCOUNT, to: TO, data: 'abcd' }]), 'ethereum');
    expect(plan.kind).toBe('json-rpc');
  });
});

describe('helpers', () => {
  it('maps chain ids to API names, and unknown chains to eip155 ids', () => {
    expect(scanChainOf(pending('eth_sign', [], { chainId: 8453 }))).toBe('base');
    expect(scanChainOf(pending('eth_sign', [], { chainId: 31337 }))).toBe('eip155:31337');
    expect(scanChainOf(pending('eth_sign', [], { chainId: undefined }))).toBeUndefined();
  });

  it('rejects negative or non-numeric values instead of inventing one', () => {
    expect(toTransactionData({ from: ACCOUNT, value: '-5' }, undefined)).toBeUndefined();
    expect(toTransactionData({ from: ACCOUNT, value: 'lots' }, undefined)).toBeUndefined();
  });

  it('lists the recipient and spenders once each as counterparties', () => {
    const plan = planScan(pending('eth_sendTransaction', [{ from: ACCOUNT, to: TO }]), 'ethereum');
    expect(counterpartiesOf(plan, [TO.toUpperCase().replace('0X', '0x'), 'junk'])).toEqual([TO]);
  });
});
