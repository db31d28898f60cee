/**
 * Scanner selection against a real loopback HTTP server standing in for the
 * remote service, and the real local engine (no RPC: validation only).
 */
import { describe, expect, it } from 'vitest';
import { scanPending } from '../../../lib/scan';
import { updateSettings } from '../../../lib/settings';
import type { PendingRequest } from '../../../lib/messaging/extension';
import type { TestHttpServer } from '../../support/http-server';
import { useFreshBrowserAndServer } from '../../support/fresh-extension-server';
import { freePort } from '../../support/anvil';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const SPENDER = '0x2222222222222222222222222222222222222222';
// approve(SPENDER, max uint256)
const APPROVE_MAX = `0x095ea7b3${SPENDER.slice(2).padStart(64, '0')}${'f'.repeat(64)}`;

function txRequest(chainId = 1): PendingRequest {
  return {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e', tabId: 1, frameId: 0, origin: 'https://app.example',
    provider: { kind: 'window' }, style: 'request', method: 'eth_sendTransaction',
    params: [{ from: ACCOUNT, to: '0x3333333333333333333333333333333333333333', data: APPROVE_MAX }],
    chainId, account: ACCOUNT, createdAt: 0, scan: { state: 'scanning', startedAt: 0 },
  };
}

const benignResponse = {
  block: '123', chain: 'ethereum',
  validation: { status: 'Success', result_type: 'Benign', description: '', reason: '', classification: '', features: [] },
};

let server: TestHttpServer;
const ctx = () => ({ pageRpc: undefined, signal: new AbortController().signal });

useFreshBrowserAndServer((s) => { server = s; });

describe('scanPending', () => {
  it('asks the remote service with the key and the browser-recorded domain, and keeps the request id', async () => {
    await updateSettings({ apiKey: 'k-1', apiBaseUrl: server.url });
    server.respond('/v0/evm/transaction/scan', { body: benignResponse, headers: { 'x-request-id': 'req-42' } });
    server.respond('/v0/evm/address-bulk/scan-extended', { body: { results: [] } });
    const outcome = await scanPending(txRequest(), ctx());
    expect(outcome).toMatchObject({ state: 'done', source: 'remote', requestId: 'req-42', response: { validation: { result_type: 'Benign' } } });
    const [sent] = server.requestsTo('/v0/evm/transaction/scan');
    expect(sent?.headers['x-api-key']).toBe('k-1');
    expect(sent?.body).toMatchObject({ chain: 'ethereum', metadata: { domain: 'https://app.example' }, account_address: ACCOUNT });
  });

  it('shows a rejected key as unavailable, never as safe and without falling back', async () => {
    await updateSettings({ apiKey: 'bad', apiBaseUrl: server.url });
    server.respond('/v0/evm/transaction/scan', { status: 401, body: { detail: 'bad key' } });
    expect(await scanPending(txRequest(), ctx())).toMatchObject({ state: 'unavailable', reason: 'key_rejected' });
  });

  it('shows an answer missing the verdict as unavailable (invalid response)', async () => {
    await updateSettings({ apiKey: 'k', apiBaseUrl: server.url });
    server.respond('/v0/evm/transaction/scan', { body: { chain: 'ethereum', validation: { features: [] } } });
    expect(await scanPending(txRequest(), ctx())).toMatchObject({ state: 'unavailable', reason: 'invalid_response' });
  });

  it('falls back to the local engine when the service cannot be reached', async () => {
    await updateSettings({ apiKey: 'k', apiBaseUrl: `http://127.0.0.1:${await freePort()}` });
    const outcome = await scanPending(txRequest(), ctx());
    expect(outcome).toMatchObject({ state: 'done', source: 'local' });
    if (outcome.state === 'done') expect(outcome.response.validation?.result_type).not.toBe('Benign');
  });

  it('scans with the local engine when no key is set, and flags an unlimited approval', async () => {
    const outcome = await scanPending(txRequest(31337), ctx());
    expect(outcome).toMatchObject({ state: 'done', source: 'local' });
    if (outcome.state === 'done') expect(['Warning', 'Malicious']).toContain(outcome.response.validation?.result_type);
    expect(server.requests).toHaveLength(0);
  });

  it('is unavailable when the remote engine is required but no key is set', async () => {
    await updateSettings({ engine: 'remote' });
    expect(await scanPending(txRequest(), ctx())).toMatchObject({ state: 'unavailable', reason: 'key_rejected' });
  });

  it('is unavailable when the wallet gave no chain', async () => {
    expect(await scanPending({ ...txRequest(), chainId: undefined }, ctx())).toMatchObject({ state: 'unavailable', reason: 'unsupported_chain' });
  });

  describe('answers a user can act on (remote engine)', () => {
    it('401/403: "the API key was refused", not retried, no fallback', async () => {
      await updateSettings({ apiKey: 'bad', apiBaseUrl: server.url, engine: 'remote' });
      server.respond('/v0/evm/transaction/scan', { status: 403, body: { detail: 'Forbidden' } });
      const outcome = await scanPending(txRequest(), ctx());
      expect(outcome).toEqual({ state: 'unavailable', reason: 'key_rejected', message: 'The API key was refused (HTTP 403).' });
      expect(server.requestsTo('/v0/evm/transaction/scan')).toHaveLength(1);
    });

    it('429 with Retry-After: waits and retries, and the later answer is shown', async () => {
      await updateSettings({ apiKey: 'k', apiBaseUrl: server.url, engine: 'remote' });
      server.respond('/v0/evm/transaction/scan',
        { status: 429, headers: { 'retry-after': '0' }, body: { detail: 'slow down' } },
        { body: benignResponse, headers: { 'x-request-id': 'req-after-429' } });
      server.respond('/v0/evm/address-bulk/scan-extended', { body: { results: [] } });
      expect(await scanPending(txRequest(), ctx())).toMatchObject({ state: 'done', requestId: 'req-after-429', response: { validation: { result_type: 'Benign' } } });
      expect(server.requestsTo('/v0/evm/transaction/scan')).toHaveLength(2);
    });

    it('429 every time: "rate limited" after the retries', async () => {
      await updateSettings({ apiKey: 'k', apiBaseUrl: server.url, engine: 'remote' });
      const limited = { status: 429, headers: { 'retry-after': '0' }, body: { detail: 'slow down' } };
      server.respond('/v0/evm/transaction/scan', limited, limited, limited, limited);
      expect(await scanPending(txRequest(), ctx())).toMatchObject({ state: 'unavailable', reason: 'rate_limited' });
      expect(server.requestsTo('/v0/evm/transaction/scan').length).toBeGreaterThan(1);
    });

    it('5xx every time: the service is unavailable (Retry is offered by the review), with the status', async () => {
      await updateSettings({ apiKey: 'k', apiBaseUrl: server.url, engine: 'remote' });
      const down = { status: 503, body: { detail: 'maintenance' } };
      server.respond('/v0/evm/transaction/scan', down, down, down, down);
      expect(await scanPending(txRequest(), ctx())).toEqual({ state: 'unavailable', reason: 'service_error', message: 'The scanning service failed (HTTP 503): maintenance.' });
    });

    it('an answer with neither a verdict nor a simulation is unavailable, saying so', async () => {
      await updateSettings({ apiKey: 'k', apiBaseUrl: server.url, engine: 'remote' });
      server.respond('/v0/evm/transaction/scan', { body: { block: '1', chain: 'ethereum' } });
      expect(await scanPending(txRequest(), ctx())).toEqual({
        state: 'unavailable', reason: 'invalid_response', message: 'The scanning service gave neither a verdict nor a simulation for this request.',
      });
    });
  });
});
