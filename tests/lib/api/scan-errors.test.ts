/** In-body error states of 200 answers, fetched through the client from a real server. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createScanClient, isErrorState, scanErrorsOf, solanaErrorOf, type ScanClient } from '../../../lib/api';
import { startHttpServer, type TestHttpServer } from '../../support/http-server';

const FROM = '0x1111111111111111111111111111111111111111';
const request = { chain: 'ethereum' as const, metadata: { domain: 'https://app.example' }, data: { method: 'eth_sendTransaction', params: [{ from: FROM }] } };

let server: TestHttpServer;
let client: ScanClient;

beforeAll(async () => {
  server = await startHttpServer();
  client = createScanClient({ baseUrl: server.url, apiKey: 'k', retryBaseDelayMs: 1 });
});
afterAll(async () => server.close());
beforeEach(() => server.reset());

describe('EVM in-body errors', () => {
  it('simulation.status Error: message surfaced, validation still usable', async () => {
    server.respond('/v0/evm/json-rpc/scan', { body: {
      block: '1', chain: 'ethereum',
      validation: { status: 'Success', result_type: 'Benign', features: [] },
      simulation: { status: 'Error', error: 'execution reverted: insufficient balance' },
    } });
    const { data } = await client.evm.scanJsonRpc(request);
    expect(scanErrorsOf(data)).toEqual({ simulation: 'execution reverted: insufficient balance' });
    expect(isErrorState(data)).toBe(true);
    expect(data.validation?.result_type).toBe('Benign');
  });

  it('validation.result_type Error (and gas estimation Error) are reported; a message is always given', async () => {
    server.respond('/v0/evm/json-rpc/scan', { body: {
      block: '1', chain: 'ethereum',
      validation: { status: 'Success', result_type: 'Error', error: 'validator timeout' },
      gas_estimation: { status: 'Error' },
    } });
    const { data } = await client.evm.scanJsonRpc(request);
    expect(scanErrorsOf(data)).toEqual({ validation: 'validator timeout', gasEstimation: 'Gas estimation failed' });
  });

  it('a clean answer has no errors', async () => {
    server.respond('/v0/evm/json-rpc/scan', { body: {
      block: '1', chain: 'ethereum', validation: { status: 'Success', result_type: 'Malicious' }, simulation: { status: 'Success' },
    } });
    const { data } = await client.evm.scanJsonRpc(request);
    expect(scanErrorsOf(data)).toEqual({});
    expect(isErrorState(data)).toBe(false);
  });

  it('Starknet answers use the same helper', async () => {
    server.respond('/v0/starknet/transaction/scan', { body: { validation: { status: 'Error', result_type: 'Error', description: 'Unsupported transaction version' } } });
    const { data } = await client.starknet.scanTransaction({ chain: 'sepolia', account_address: '0x1', transaction: {}, metadata: {} });
    expect(scanErrorsOf(data)).toEqual({ validation: 'Unsupported transaction version' });
  });
});

describe('Solana in-body errors', () => {
  it('status ERROR with error and error_details', async () => {
    server.respond('/v0/solana/post-transaction/scan', { body: {
      encoding: 'base58', status: 'ERROR', request_id: 'sol-err-1', result: null,
      error: 'Transaction not found', error_details: { type: 'ApiError', message: 'Transaction not found on chain' },
    } });
    const { data } = await client.solana.scanPostTransaction({ tx_hash: 'abc' });
    expect(solanaErrorOf(data)).toBe('Transaction not found');
    expect(isErrorState(data)).toBe(true);
    expect(data.error_details?.type).toBe('ApiError');
    expect(data.request_id).toBe('sol-err-1');
  });

  it('falls back to error_details.message when error is null; SUCCESS has no error', async () => {
    server.respond('/v0/solana/post-transaction/scan', { body: { status: 'ERROR', request_id: 'r', error: null, error_details: { type: 'ApiError', message: 'rate limited upstream' } } });
    const failed = await client.solana.scanPostTransaction({ tx_hash: 'abc' });
    expect(solanaErrorOf(failed.data)).toBe('rate limited upstream');
    server.respond('/v0/solana/post-transaction/scan', { body: { status: 'SUCCESS', request_id: 'r', result: {} } });
    const fine = await client.solana.scanPostTransaction({ tx_hash: 'abc' });
    expect(solanaErrorOf(fine.data)).toBeUndefined();
    expect(isErrorState(fine.data)).toBe(false);
  });
});
