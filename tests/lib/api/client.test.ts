/**
 * Every one of the 17 endpoints against a real loopback HTTP server: what
 * reaches the server (method, path, query, headers, body) and what the caller
 * gets back (parsed data, request id).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createScanClient, type ScanClient } from '../../../lib/api';
import { startHttpServer, type RecordedRequest, type TestHttpServer } from '../../support/http-server';

const API_KEY = 'test-key-123';
const FROM = '0x1111111111111111111111111111111111111111';
const TO = '0x2222222222222222222222222222222222222222';

let server: TestHttpServer;
let client: ScanClient;

beforeAll(async () => {
  server = await startHttpServer();
  client = createScanClient({ baseUrl: server.url, apiKey: API_KEY, retryBaseDelayMs: 1 });
});
afterAll(async () => server.close());
beforeEach(() => server.reset());

function only(path: string): RecordedRequest {
  const hits = server.requestsTo(path);
  expect(hits).toHaveLength(1);
  const [hit] = hits;
  if (!hit) throw new Error('unreachable');
  return hit;
}

/** A POST with the key, a JSON content type, no query, and exactly `body`. */
function expectJsonPost(path: string, body: unknown): void {
  const req = only(path);
  expect(req.method).toBe('POST');
  expect(req.path).toBe(path);
  expect(req.query).toEqual({});
  expect(req.headers['x-api-key']).toBe(API_KEY);
  expect(req.headers['content-type']).toBe('application/json');
  expect(req.body).toEqual(body);
}

const evmEnvelope = {
  block: '21000000',
  chain: 'ethereum',
  account_address: FROM,
  validation: {
    status: 'Success',
    result_type: 'Malicious',
    description: 'Permit to a known drainer',
    reason: 'permit_farming',
    classification: 'known_malicious',
    features: [{ type: 'Malicious', feature_id: 'KNOWN_MALICIOUS', description: 'Known drainer', address: TO }],
  },
  simulation: {
    status: 'Success',
    assets_diffs: {
      [FROM]: [{
        asset: { type: 'NATIVE', symbol: 'ETH', decimals: 18, chain_name: 'ethereum', chain_id: 1 },
        in: [],
        out: [{ usd_price: '3000.00', summary: 'Sent 1 ETH', value: '1', raw_value: '0xde0b6b3a7640000' }],
      }],
    },
    exposures: {},
    address_details: { [TO]: { name_tag: 'Drainer' } },
  },
};

describe('EVM group', () => {
  it('POST /v0/evm/json-rpc/scan sends the wallet request and returns the verdict with its request id', async () => {
    server.respond('/v0/evm/json-rpc/scan', { body: evmEnvelope, headers: { 'x-request-id': 'req-jsonrpc-1' } });
    const request = {
      chain: 'ethereum' as const,
      metadata: { domain: 'https://app.example' },
      account_address: FROM,
      data: { method: 'eth_signTypedData_v4', params: [FROM, '{"primaryType":"Permit"}'] },
      options: ['validation' as const, 'simulation' as const],
    };
    const { data, requestId } = await client.evm.scanJsonRpc(request);
    expectJsonPost('/v0/evm/json-rpc/scan', request);
    expect(requestId).toBe('req-jsonrpc-1');
    expect(data.validation?.result_type).toBe('Malicious');
    expect(data.validation?.reason).toBe('permit_farming');
    expect(data.simulation?.assets_diffs[FROM]?.[0]?.out[0]?.summary).toBe('Sent 1 ETH');
    expect(data.simulation?.address_details[TO]?.name_tag).toBe('Drainer');
  });

  it('POST /v0/evm/transaction/scan sends the body as given (spec defaults left to the server)', async () => {
    server.respond('/v0/evm/transaction/scan', { body: evmEnvelope, headers: { 'x-request-id': 'req-tx-1' } });
    const request = {
      chain: 'base' as const,
      metadata: { domain: 'https://app.example' },
      account_address: FROM,
      data: { from: FROM, to: TO, data: '0x', value: '0xde0b6b3a7640000' },
    };
    const { data, requestId } = await client.evm.scanTransaction(request);
    expectJsonPost('/v0/evm/transaction/scan', request);
    expect(only('/v0/evm/transaction/scan').body).not.toHaveProperty('options');
    expect(requestId).toBe('req-tx-1');
    expect(data.block).toBe('21000000');
    expect(data.chain).toBe('ethereum');
  });

  it('POST /v0/evm/transaction-bulk/scan returns one envelope per transaction', async () => {
    server.respond('/v0/evm/transaction-bulk/scan', { body: [evmEnvelope, { ...evmEnvelope, block: '21000001' }], headers: { 'x-request-id': 'req-bulk' } });
    const request = {
      chain: 'polygon' as const,
      metadata: { domain: 'https://app.example' },
      data: [{ from: FROM, to: TO, value: '0x1' }, { from: FROM, to: TO, data: '0xa9059cbb' }],
      aggregated: false,
      options: ['simulation' as const],
    };
    const { data, requestId } = await client.evm.scanTransactionBulk(request);
    expectJsonPost('/v0/evm/transaction-bulk/scan', request);
    expect(requestId).toBe('req-bulk');
    expect(data.map((d) => d.block)).toEqual(['21000000', '21000001']);
  });

  it('POST /v0/evm/address-bulk/scan-extended returns a result per address', async () => {
    server.respond('/v0/evm/address-bulk/scan-extended', {
      body: { results: [{ address: TO, label: 'Uniswap', validation: { result_type: 'Benign', features: [{ feature_id: 'VERIFIED_CONTRACT', type: 'Benign', description: 'Verified' }] } }] },
      headers: { 'x-request-id': 'req-addr' },
    });
    const request = {
      metadata: { account: { account_id: 'u1', account_creation_timestamp: '2024-05-01T10:00:00Z' }, connection: { ip_address: '10.0.0.1', user_agent: 'UA' } },
      chain: 'arbitrum' as const,
      addresses: [TO],
    };
    const { data, requestId } = await client.evm.scanAddressesExtended(request);
    // The SDK requires account.user_country_code: not known, so sent empty rather than guessed.
    expectJsonPost('/v0/evm/address-bulk/scan-extended', { ...request, metadata: { ...request.metadata, account: { ...request.metadata.account, user_country_code: '' } } });
    expect(requestId).toBe('req-addr');
    expect(data.results[0]?.validation.features[0]?.feature_id).toBe('VERIFIED_CONTRACT');
  });

  it('POST /v0/evm/post-transaction/report sends the report and returns any JSON body', async () => {
    server.respond('/v0/evm/post-transaction/report', { body: { ok: true, id: 7 }, headers: { 'x-request-id': 'req-rep' } });
    const request = { event: 'FALSE_POSITIVE' as const, report: { type: 'request_id' as const, request_id: 'req-tx-1' }, details: 'This is my own contract' };
    const { data, requestId } = await client.evm.reportTransaction(request);
    expectJsonPost('/v0/evm/post-transaction/report', request);
    expect(data).toEqual({ ok: true, id: 7 });
    expect(requestId).toBe('req-rep');
  });
});

describe('other scan groups', () => {
  it('POST /v0/starknet/transaction/scan', async () => {
    server.respond('/v0/starknet/transaction/scan', {
      body: {
        validation: { status: 'Success', result_type: 'Benign', description: '', reason: '', classification: '', features: [] },
        simulation: {
          status: 'Success',
          address_details: [{ account_address: '0x05', description: 'ETH token' }],
          account_summary: { account_assets_diffs: [{ asset: { type: 'ERC20', symbol: 'ETH', decimals: 18 }, out: { value: 1, usd_price: 3000, summary: 'Sent 1 ETH', raw_value: 1e18 }, asset_type: 'ERC20' }], account_exposures: [], total_usd_diff: { in: 0, out: 3000, total: -3000 } },
          block_number: '0x10',
        },
      },
      headers: { 'x-request-id': 'req-stark' },
    });
    const request = {
      chain: 'mainnet' as const,
      account_address: '0x0123',
      transaction: { version: 3, nonce: '0x1', sender_address: '0x0123', calldata: ['0x1', '0x2'], chain_id: '0x534e5f4d41494e', nonce_data_availability_mode: 0, paymaster_data: [], account_deployment_data: [] },
      metadata: { type: 'wallet', url: 'https://app.example' },
      options: ['validation' as const, 'simulation' as const],
      block_number: null,
    };
    const { data, requestId } = await client.starknet.scanTransaction(request);
    expectJsonPost('/v0/starknet/transaction/scan', request);
    expect(requestId).toBe('req-stark');
    expect(data.validation?.result_type).toBe('Benign');
    expect(data.simulation?.account_summary?.account_assets_diffs[0]?.out?.summary).toBe('Sent 1 ETH');
  });

  it('POST /v0/solana/post-transaction/scan', async () => {
    server.respond('/v0/solana/post-transaction/scan', {
      body: {
        encoding: 'base58', status: 'SUCCESS', request_id: 'sol-req-1', error: null,
        result: {
          validation: { result_type: 'Benign', reason: '', features: [], extended_features: [] },
          simulation: { accounts_details: [{ account_address: 'So1111', type: 'PDA', was_written_to: true }], account_summary: { account_assets_diff: [{ asset: { type: 'SOL', decimals: 9 }, in: null, out: { usd_price: 150, value: 1, raw_value: 1000000000, summary: 'Sent 1 SOL' }, asset_type: 'SOL' }] } },
        },
      },
      headers: { 'x-request-id': 'req-sol' },
    });
    const request = { tx_hash: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW', chain: 'mainnet', options: ['validation' as const] };
    const { data, requestId } = await client.solana.scanPostTransaction(request);
    expectJsonPost('/v0/solana/post-transaction/scan', request);
    expect(requestId).toBe('req-sol');
    expect(data.status).toBe('SUCCESS');
    expect(data.request_id).toBe('sol-req-1');
    expect(data.result?.simulation?.account_summary?.account_assets_diff[0]?.out?.summary).toBe('Sent 1 SOL');
  });

  it('POST /v0/sui/address/scan', async () => {
    server.respond('/v0/sui/address/scan', {
      body: { result_type: 'Warning', features: [{ type: 'Warning', feature_id: 'NEW_ADDRESS', description: 'Address is new' }] },
      headers: { 'x-request-id': 'req-sui' },
    });
    const request = { address: '0xabc', chain: 'mainnet' as const };
    const { data, requestId } = await client.sui.scanAddress(request);
    expectJsonPost('/v0/sui/address/scan', request);
    expect(requestId).toBe('req-sui');
    expect(data.result_type).toBe('Warning');
    expect(data.features[0]?.description).toBe('Address is new');
  });

  it('POST /v0/transaction/scan (generic)', async () => {
    server.respond('/v0/transaction/scan', { body: { risk_level: 'high', reason: 'sanctioned', labels: [{ name: 'ofac' }] }, headers: { 'x-request-id': 'req-gen' } });
    const request = {
      options: ['validation'],
      data: { chain: 'bitcoin', asset: { symbol: 'BTC' }, to: 'bc1qxyz', amount: 0.5 },
      metadata: { account: { account_id: 'u1' }, connection: { ip_address: '10.0.0.1' } },
    };
    const { data, requestId } = await client.generic.scanTransaction(request);
    expectJsonPost('/v0/transaction/scan', request);
    expect(requestId).toBe('req-gen');
    expect(data.risk_level).toBe('high');
    expect(data.labels).toEqual([{ name: 'ofac' }]);
  });
});

describe('exchange group', () => {
  const account = { account_id: 'u1', account_creation_timestamp: '2023-01-01T00:00:00+01:00', user_age: 30, user_country_code: 'DE' };

  it('POST /v0/exchange/order/scan', async () => {
    server.respond('/v0/exchange/order/scan', { body: { risk_level: 'low' }, headers: { 'x-request-id': 'req-order' } });
    const request = {
      order_id: 'o-1',
      onchain_transaction: { amount: 100, asset: 'USDC', chain: 'ethereum', to_address: TO },
      merchant: { merchant_id: 'm1', referrer_url: 'https://shop.example', merchant_name: 'Shop' },
      payment: { payment_method: 'credit_card', currency: 'EUR' },
      account,
      event_time: '2025-01-02T03:04:05Z',
      connection_metadata: { user_agent: 'UA', customer_ip: '10.0.0.2' },
    };
    const { data, requestId } = await client.exchange.scanOrder(request);
    expectJsonPost('/v0/exchange/order/scan', request);
    expect(requestId).toBe('req-order');
    expect(data.risk_level).toBe('low');
  });

  it('POST /v0/exchange/withdrawal/scan', async () => {
    server.respond('/v0/exchange/withdrawal/scan', { body: { risk_level: 'severe', description: 'Drainer address' }, headers: { 'x-request-id': 'req-wd' } });
    const request = {
      withdrawal_id: 'w-1',
      onchain_transaction: { amount: 2.5, asset: 'ETH', chain: 'ethereum', to_address: TO },
      account,
      event_time: '2025-01-02T03:04:05.123Z',
    };
    const { data, requestId } = await client.exchange.scanWithdrawal(request);
    expectJsonPost('/v0/exchange/withdrawal/scan', request);
    expect(requestId).toBe('req-wd');
    expect(data.risk_level).toBe('severe');
    expect(data.description).toBe('Drainer address');
  });

  it('POST /v0/exchange/deposit/scan', async () => {
    server.respond('/v0/exchange/deposit/scan', { body: { risk_level: 'medium' }, headers: { 'x-request-id': 'req-dep' } });
    const request = {
      deposit_id: 'd-1',
      onchain_transaction: { hash: '0xabc', chain: 'ethereum', deposit_address: TO },
      account,
      event_time: '2025-01-02T03:04:05-05:00',
    };
    const { data, requestId } = await client.exchange.scanDeposit(request);
    expectJsonPost('/v0/exchange/deposit/scan', request);
    expect(requestId).toBe('req-dep');
    expect(data.risk_level).toBe('medium');
  });
});

describe('enrichment, assets, stellar', () => {
  it('POST /v0/enrichment/account/login accepts an empty answer', async () => {
    server.respond('/v0/enrichment/account/login', { status: 204, headers: { 'x-request-id': 'req-login' } });
    const request = { account: { account_id: 'u1' }, event_time: '2025-01-02T03:04:05Z', connection: { user_agent: 'UA', ip_address: '10.0.0.3' } };
    const { data, requestId } = await client.enrichment.logLogin(request);
    expectJsonPost('/v0/enrichment/account/login', request);
    expect(data).toBeUndefined();
    expect(requestId).toBe('req-login');
  });

  it('POST /v0/enrichment/account/modify', async () => {
    server.respond('/v0/enrichment/account/modify', { body: 'recorded', headers: { 'x-request-id': 'req-mod' } });
    const request = {
      access_request_type: 'ADD_WITHDRAWAL_ADDRESS' as const,
      account: { account_id: 'u1' },
      address_details: { address: TO, chain: 'ethereum', asset: 'ETH' },
      event_time: '2025-01-02T03:04:05Z',
    };
    const { data, requestId } = await client.enrichment.modifyAccount(request);
    expectJsonPost('/v0/enrichment/account/modify', request);
    expect(data).toBe('recorded');
    expect(requestId).toBe('req-mod');
  });

  it('POST /v0/enrichment/report', async () => {
    server.respond('/v0/enrichment/report', { body: { received: 1 } });
    const request = {
      report: { addresses: [{ chain: 'ethereum', address: TO }] },
      metadata: { account: { account_id: 'u1', account_creation_timestamp: 'last tuesday' } },
    };
    const { data, requestId } = await client.enrichment.reportAddresses(request);
    expectJsonPost('/v0/enrichment/report', request);
    expect(data).toEqual({ received: 1 });
    expect(requestId).toBeUndefined();
  });

  it('GET /v0/platform/assets/{identifier} encodes the identifier, sends the query and no body', async () => {
    const encoded = '/v0/platform/assets/0xabc%2Fdef%20%3F1';
    server.respond(encoded, {
      body: {
        identifier: '0xabc/def ?1', identifier_type: 'address', alias: 'My token', tags: ['stablecoin'], added_by: 'ops',
        created_at: '2025-01-01T00:00:00Z', address_details: { chain: 'ethereum', runtime: 'evm', properties: ['erc20'], address: '0xabc' },
      },
      headers: { 'x-request-id': 'req-asset' },
    });
    const { data, requestId } = await client.platform.getAsset({ identifier: '0xabc/def ?1', runtime: 'evm', chain_name: 'ethereum' });
    const req = only(encoded);
    expect(req.method).toBe('GET');
    expect(req.query).toEqual({ runtime: 'evm', chain_name: 'ethereum' });
    expect(req.headers['x-api-key']).toBe(API_KEY);
    expect(req.headers['content-type']).toBeUndefined();
    expect(req.bodyText).toBe('');
    expect(requestId).toBe('req-asset');
    expect(data.alias).toBe('My token');
    expect(data.tags).toEqual(['stablecoin']);
    expect(data.address_details?.runtime).toBe('evm');
  });

  it('POST /v0/stellar/transaction/report returns the integer', async () => {
    server.respond('/v0/stellar/transaction/report', { body: 42, headers: { 'x-request-id': 'req-xlm' } });
    const request = { event: 'should_be_benign' as const, report: { type: 'request_id' as const, id: 'stellar-req-9' }, details: 'Known counterparty' };
    const { data, requestId } = await client.stellar.reportTransaction(request);
    expectJsonPost('/v0/stellar/transaction/report', request);
    expect(data).toBe(42);
    expect(requestId).toBe('req-xlm');
  });
});

describe('base URL', () => {
  it('keeps a path prefix and ignores a trailing slash', async () => {
    server.respond('/proxy/v0/sui/address/scan', { body: { result_type: 'Benign' } });
    const prefixed = createScanClient({ baseUrl: `${server.url}/proxy/`, apiKey: API_KEY });
    const { data } = await prefixed.sui.scanAddress({ address: '0x1', chain: 'testnet' });
    expect(data).toEqual({ result_type: 'Benign', features: [] });
    expect(server.requestsTo('/proxy/v0/sui/address/scan')).toHaveLength(1);
  });
});
