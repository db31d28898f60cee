/**
 * Which scanner answers, on which endpoint, and what the user is shown when
 * it fails: a real loopback server for the remote service, the real local
 * engine otherwise.
 */
import { describe, expect, it } from 'vitest';
import { scanPending } from '../../../lib/scan';
import { updateSettings } from '../../../lib/settings';
import type { PendingRequest } from '../../../lib/messaging/extension';
import type { TestHttpServer } from '../../support/http-server';
import { useFreshBrowserAndServer } from '../../support/fresh-extension-server';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const SPENDER = '0x2222222222222222222222222222222222222222';
const TOKEN = '0x3333333333333333333333333333333333333333';
const APPROVE_MAX = `0x095ea7b3${SPENDER.slice(2).padStart(64, '0')}${'f'.repeat(64)}`;

function request(method: string, params: unknown[], chainId: number | undefined = 1): PendingRequest {
  return {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e', tabId: 1, frameId: 0, origin: 'https://app.example',
    provider: { kind: 'window' }, style: 'request', method, params,
    chainId, account: ACCOUNT, createdAt: 0, scan: { state: 'scanning', startedAt: 0 },
  };
}
const approveTx = (chainId?: number) => request('eth_sendTransaction', [{ from: ACCOUNT, to: TOKEN, data: APPROVE_MAX }], chainId);

const benign = {
  block: '123', chain: 'ethereum',
  validation: { status: 'Success', result_type: 'Benign', description: '', reason: '', classification: '', features: [] },
};
const addressAnswer = { results: [] };

let server: TestHttpServer;
const ctx = () => ({ pageRpc: undefined, signal: new AbortController().signal });
useFreshBrowserAndServer((s) => { server = s; });

describe('the remote service', () => {
  it('asks for details of the transaction\'s recipient, for this account and site, and keeps them', async () => {
    await updateSettings({ apiKey: 'k', apiBaseUrl: server.url });
    server.respond('/v0/evm/transaction/scan', { body: benign });
    server.respond('/v0/evm/address-bulk/scan-extended', { body: addressAnswer });
    const outcome = await scanPending(approveTx(), ctx());
    expect(outcome).toMatchObject({ state: 'done', source: 'remote', addresses: addressAnswer });
    const [asked] = server.requestsTo('/v0/evm/address-bulk/scan-extended');
    expect(asked?.body).toMatchObject({ chain: 'ethereum', addresses: [TOKEN], metadata: { account: { account_id: ACCOUNT }, domain: 'https://app.example' } });
  });

  it('a failing address lookup leaves the scan itself standing, without details', async () => {
    await updateSettings({ apiKey: 'k', apiBaseUrl: server.url, engine: 'remote' });
    server.respond('/v0/evm/transaction/scan', { body: benign });
    const down = { status: 500, body: { detail: 'x' } };
    server.respond('/v0/evm/address-bulk/scan-extended', down, down, down, down);
    const outcome = await scanPending(approveTx(), ctx());
    expect(outcome).toMatchObject({ state: 'done', source: 'remote', response: { validation: { result_type: 'Benign' } } });
    expect(outcome).not.toHaveProperty('addresses');
  });

  it('a signature goes to the JSON-RPC scan; with no counterparty no address lookup is made', async () => {
    await updateSettings({ apiKey: 'k', apiBaseUrl: server.url, engine: 'remote' });
    server.respond('/v0/evm/json-rpc/scan', { body: benign, headers: { 'x-request-id': 'rpc-1' } });
    const outcome = await scanPending(request('personal_sign', ['0x68656c6c6f', ACCOUNT]), ctx());
    expect(outcome).toMatchObject({ state: 'done', source: 'remote', requestId: 'rpc-1' });
    expect(server.requestsTo('/v0/evm/json-rpc/scan')[0]?.body).toMatchObject({ data: { method: 'personal_sign' }, account_address: ACCOUNT });
    expect(server.requestsTo('/v0/evm/address-bulk/scan-extended')).toHaveLength(0);
    expect(server.requestsTo('/v0/evm/transaction/scan')).toHaveLength(0);
  });

  it('a batch goes to the bulk scan, judged as one, and its first answer is shown', async () => {
    await updateSettings({ apiKey: 'k', apiBaseUrl: server.url, engine: 'remote' });
    const malicious = { ...benign, validation: { ...benign.validation, result_type: 'Malicious' } };
    server.respond('/v0/evm/transaction-bulk/scan', { body: [malicious], headers: { 'x-request-id': 'bulk-1' } });
    server.respond('/v0/evm/address-bulk/scan-extended', { body: addressAnswer });
    const outcome = await scanPending(request('wallet_sendCalls', [{ from: ACCOUNT, calls: [{ to: TOKEN, data: APPROVE_MAX }] }]), ctx());
    expect(outcome).toMatchObject({ state: 'done', source: 'remote', requestId: 'bulk-1', response: { validation: { result_type: 'Malicious' } } });
    expect(server.requestsTo('/v0/evm/transaction-bulk/scan')[0]?.body).toMatchObject({ aggregated: true, data: [{ to: TOKEN }] });
  });

  it('a bulk answer with no result is an invalid answer, not a fallback', async () => {
    await updateSettings({ apiKey: 'k', apiBaseUrl: server.url });
    server.respond('/v0/evm/transaction-bulk/scan', { body: [] });
    const outcome = await scanPending(request('wallet_sendCalls', [{ from: ACCOUNT, calls: [{ to: TOKEN, data: APPROVE_MAX }] }]), ctx());
    expect(outcome).toMatchObject({ state: 'unavailable', reason: 'invalid_response' });
  });

  it('a chain the service does not name: unavailable under "remote", saying which chain', async () => {
    await updateSettings({ apiKey: 'k', apiBaseUrl: server.url, engine: 'remote' });
    expect(await scanPending(approveTx(31337), ctx())).toEqual({
      state: 'unavailable', reason: 'unsupported_chain', message: 'The scanning service does not cover chain 31337.',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('no key under "remote" says so', async () => {
    await updateSettings({ apiBaseUrl: server.url, engine: 'remote' });
    expect(await scanPending(approveTx(), ctx())).toEqual({
      state: 'unavailable', reason: 'key_rejected', message: 'No API key is set for the scanning service.',
    });
  });

  it('no chain from the wallet says so', async () => {
    expect(await scanPending({ ...approveTx(), chainId: undefined }, ctx())).toEqual({
      state: 'unavailable', reason: 'unsupported_chain', message: 'The wallet did not say which chain this request is for.',
    });
  });
});

describe('the local engine', () => {
  it('steps in when the service keeps failing with 5xx under "remote with local fallback"', async () => {
    await updateSettings({ apiKey: 'k', apiBaseUrl: server.url, engine: 'remote-with-local-fallback' });
    const down = { status: 503, body: { detail: 'maintenance' } };
    server.respond('/v0/evm/transaction/scan', down, down, down, down);
    const outcome = await scanPending(approveTx(), ctx());
    expect(outcome).toMatchObject({ state: 'done', source: 'local' });
    // The spender's kind is not known here: read the dangerous way (#25).
    if (outcome.state === 'done') expect(outcome.response.validation?.result_type).toBe('Malicious');
  });

  it('does not step in for a refused key under "remote with local fallback"', async () => {
    await updateSettings({ apiKey: 'k', apiBaseUrl: server.url, engine: 'remote-with-local-fallback' });
    server.respond('/v0/evm/transaction/scan', { status: 401, body: { detail: 'no' } });
    expect(await scanPending(approveTx(), ctx())).toEqual({ state: 'unavailable', reason: 'key_rejected', message: 'The API key was refused (HTTP 401).' });
  });

  it('is used without asking the service when "local" is chosen, even with a key', async () => {
    await updateSettings({ apiKey: 'k', apiBaseUrl: server.url, engine: 'local' });
    const outcome = await scanPending(approveTx(), ctx());
    expect(outcome).toMatchObject({ state: 'done', source: 'local' });
    expect(server.requests).toHaveLength(0);
  });

  it('scans a chain the service does not name under "remote with local fallback"', async () => {
    await updateSettings({ apiKey: 'k', apiBaseUrl: server.url });
    expect(await scanPending(approveTx(31337), ctx())).toMatchObject({ state: 'done', source: 'local' });
    expect(server.requests).toHaveLength(0);
  });

  it('flags an unlimited approval to a spender of unknown kind as to a personal account and looks up the token', async () => {
    const outcome = await scanPending(approveTx(), ctx());
    expect(outcome).toMatchObject({ state: 'done', source: 'local' });
    if (outcome.state !== 'done') return;
    expect(outcome.response.validation?.result_type).toBe('Malicious');
    expect(outcome.addresses).toBeDefined();
  });

  it('simulates through the RPC URL the user set for the chain, not the page', async () => {
    await updateSettings({ rpcUrls: { 1: `${server.url}/rpc` } });
    let pageAsked = 0;
    const pageRpc = { request: async () => { pageAsked += 1; throw new Error('page'); } };
    await scanPending(approveTx(), { pageRpc, signal: new AbortController().signal });
    expect(server.requestsTo('/rpc').length).toBeGreaterThan(0);
    expect(pageAsked).toBe(0);
  });

  it('otherwise simulates through the page\'s own provider', async () => {
    let pageAsked = 0;
    const pageRpc = { request: async () => { pageAsked += 1; throw new Error('page'); } };
    await scanPending(approveTx(), { pageRpc, signal: new AbortController().signal });
    expect(pageAsked).toBeGreaterThan(0);
  });
});
