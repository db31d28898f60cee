/**
 * A bad call fails before sending: InvalidRequestError names the field and the
 * loopback server records no request at all.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InvalidConfigError, InvalidRequestError, createScanClient, type ScanClient } from '../../../lib/api';
import { startHttpServer, type TestHttpServer } from '../../support/http-server';

const FROM = '0x1111111111111111111111111111111111111111';

let server: TestHttpServer;
let client: ScanClient;

beforeAll(async () => {
  server = await startHttpServer();
  client = createScanClient({ baseUrl: server.url, apiKey: 'k', retryBaseDelayMs: 1 });
});
afterAll(async () => server.close());
beforeEach(() => server.reset());

/** Calls with an input the types forbid, as a JS caller or a message from a content script could. */
async function rejected(call: () => Promise<unknown>): Promise<InvalidRequestError> {
  let caught: unknown;
  try {
    await call();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(InvalidRequestError);
  if (!(caught instanceof InvalidRequestError)) throw new Error('expected InvalidRequestError');
  expect(server.requests).toHaveLength(0);
  return caught;
}

const base = { chain: 'ethereum', metadata: { domain: 'https://app.example' }, data: { from: FROM, to: FROM, value: '0x0' } };

describe('request validation before sending', () => {
  it('transaction scan without account_address', async () => {
    const error = await rejected(() => client.evm.scanTransaction(JSON.parse(JSON.stringify(base))));
    expect(error.fields).toEqual(['account_address']);
    expect(error.shortMessage).toBe('Invalid scan request: account_address');
  });

  it('empty options', async () => {
    const error = await rejected(() => client.evm.scanTransaction({ ...base, chain: 'ethereum', account_address: FROM, options: [] }));
    expect(error.fields).toEqual(['options']);
    expect(error.details).toContain('options needs at least one element');
  });

  it('unknown EVM chain name', async () => {
    const error = await rejected(() => client.evm.scanJsonRpc(JSON.parse(JSON.stringify({ ...base, chain: 'ethereum-classic', data: { method: 'eth_sign', params: [] } }))));
    expect(error.fields).toEqual(['chain']);
  });

  it('a bad event_time (not an ISO 8601 date-time)', async () => {
    const error = await rejected(() => client.enrichment.logLogin({ account: { account_id: 'u1' }, event_time: '2025-01-02 03:04' }));
    expect(error.fields).toEqual(['event_time']);
  });

  it('a date without time is not a date-time', async () => {
    const error = await rejected(() => client.exchange.scanWithdrawal({ withdrawal_id: 'w', onchain_transaction: {}, account: {}, event_time: '2025-01-02' }));
    expect(error.fields).toEqual(['event_time']);
  });

  it('a nested field is named by its dotted path', async () => {
    const error = await rejected(() => client.evm.scanTransaction({ ...base, chain: 'ethereum', account_address: FROM, data: { from: '0x12' } }));
    expect(error.fields).toEqual(['data.from']);
  });

  it('asset lookup with an unsupported chain_name and an empty identifier', async () => {
    const error = await rejected(() => client.platform.getAsset(JSON.parse('{"identifier":"","runtime":"evm","chain_name":"zora"}')));
    expect(error.fields).toEqual(['identifier', 'chain_name']);
  });

  it('Solana scan without tx_hash, Sui scan with an unknown network', async () => {
    expect((await rejected(() => client.solana.scanPostTransaction(JSON.parse('{"options":["validation"]}')))).fields).toEqual(['tx_hash']);
    expect((await rejected(() => client.sui.scanAddress(JSON.parse('{"address":"0x1","chain":"localnet"}')))).fields).toEqual(['chain']);
  });

  it('generic scan requires options and data.amount', async () => {
    const error = await rejected(() => client.generic.scanTransaction(JSON.parse(JSON.stringify({
      options: [], data: { chain: 'bitcoin', asset: { symbol: 'BTC' }, to: 'bc1q' }, metadata: {},
    }))));
    expect(error.fields).toEqual(['options', 'data.amount']);
  });

  it('reports need their enum values', async () => {
    expect((await rejected(() => client.evm.reportTransaction(JSON.parse('{"event":"WRONG","report":{"type":"request_id","request_id":"r"},"details":""}')))).fields).toEqual(['event']);
    expect((await rejected(() => client.stellar.reportTransaction(JSON.parse('{"event":"should_be_benign","report":{"type":"request_id"},"details":""}')))).fields).toEqual(['report.id']);
  });
});

describe('client configuration', () => {
  it('rejects a missing API key and a non-http base URL up front', () => {
    expect(() => createScanClient({ baseUrl: server.url, apiKey: '' })).toThrow(InvalidConfigError);
    let caught: unknown;
    try {
      createScanClient({ baseUrl: 'file:///etc', apiKey: 'has space' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidConfigError);
    if (caught instanceof InvalidConfigError) expect(caught.fields).toEqual(['baseUrl', 'apiKey']);
  });
});
