import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { encodeFunctionData, parseEther, toHex, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScanClient } from '../../../lib/api/client';
import { ApiKeyRejectedError, ApiServerError } from '../../../lib/api/errors';
import { SPEC_ROUTES, startServer, type RunningServer } from '../../../lib/server';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../../support/anvil';
import { deployDemoContracts, demoTokenAbi, type DemoContracts } from '../../support/contracts';

const ME: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const KEY = 'test-key-123';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const metadata = { domain: 'https://app.example.org' };

let anvil: Anvil;
let c: DemoContracts;
let server: RunningServer;
let dir: string;
let reportsFile: string;

beforeAll(async () => {
  // chain id 1, so the remote client's chain name "ethereum" lands on this node.
  anvil = await startAnvil({ chainId: 1 });
  c = await deployDemoContracts(anvil.url, ANVIL_KEYS[0]);
  dir = await mkdtemp(path.join(os.tmpdir(), 'preflight-server-'));
  reportsFile = path.join(dir, 'nested', 'reports.jsonl');
  server = await startServer({ port: 0, rpc: anvil.url, apiKey: KEY, reportsFile });
});
afterAll(async () => {
  await server?.close();
  await anvil?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const client = () => createScanClient({ baseUrl: server.url, apiKey: KEY, maxRetries: 0 });

function post(p: string, body: unknown, headers: Record<string, string> = { 'x-api-key': KEY }) {
  return fetch(`${server.url}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('self-hosted scanner through the API client', () => {
  it('scans a JSON-RPC request and returns a request id', async () => {
    const { data, requestId } = await client().evm.scanJsonRpc({
      chain: 'ethereum',
      metadata,
      account_address: ME,
      data: { method: 'eth_sendTransaction', params: [{ from: ME, to: OTHER, value: toHex(parseEther('1')) }] },
      options: ['validation', 'simulation'],
    });
    expect(requestId).toMatch(UUID);
    expect(data.chain).toBe('ethereum');
    expect(data.validation).toMatchObject({ result_type: 'Benign', features: [{ feature_id: 'NATIVE_TRANSFER', type: 'Info' }, { feature_id: 'SIMULATED_WITH_YOUR_RPC' }] });
    expect(data.simulation?.assets_diffs[ME]?.[0]).toMatchObject({ asset: { type: 'NATIVE', chain_id: 1 }, out: [{ value: '1' }] });
  });

  it('scans a transaction', async () => {
    const input = encodeFunctionData({ abi: demoTokenAbi, functionName: 'transfer', args: [OTHER, parseEther('7')] });
    const { data } = await client().evm.scanTransaction({
      chain: 'ethereum',
      metadata,
      account_address: ME,
      data: { from: ME, to: c.erc20, data: input },
      options: ['simulation'],
    });
    expect(data.simulation?.assets_diffs[ME]?.[0]?.out).toEqual([{ value: '7', raw_value: '7000000000000000000', summary: 'Send 7 DEMO' }]);
  });

  it('scans a bulk aggregated', async () => {
    const { data } = await client().evm.scanTransactionBulk({
      chain: 'ethereum',
      metadata,
      aggregated: true,
      data: [{ from: ME, to: OTHER, value: '0x1' }, { from: ME, to: OTHER, value: '0x2' }],
      options: ['simulation'],
    });
    expect(data).toHaveLength(1);
    expect(data[0]?.simulation?.assets_diffs[ME]?.[0]?.out[0]?.raw_value).toBe('3');
  });

  it('scans addresses', async () => {
    const { data } = await client().evm.scanAddressesExtended({ chain: 'ethereum', metadata: {}, addresses: [OTHER, c.erc20] });
    expect(data.results.map((r) => r.address)).toEqual([OTHER, c.erc20]);
  });

  it('records a false-positive report as a JSON line naming the scan', async () => {
    const scan = await client().evm.scanTransaction({ chain: 'ethereum', metadata, account_address: ME, data: { from: ME, to: OTHER } });
    const scanId = scan.requestId ?? '';
    await client().evm.reportTransaction({ event: 'FALSE_POSITIVE', report: { type: 'request_id', request_id: scanId }, details: 'it was my own wallet' });
    const lines = (await readFile(reportsFile, 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toEqual([
      expect.objectContaining({ event: 'FALSE_POSITIVE', report: { type: 'request_id', request_id: scanId }, details: 'it was my own wallet' }),
    ]);
  });

  it('rejects a wrong key with 401 (ApiKeyRejectedError)', async () => {
    const wrong = createScanClient({ baseUrl: server.url, apiKey: 'not-the-key', maxRetries: 0 });
    await expect(wrong.evm.scanTransaction({ chain: 'ethereum', metadata, account_address: ME, data: { from: ME } })).rejects.toBeInstanceOf(ApiKeyRejectedError);
  });

  it('answers 501 for a spec endpoint it does not serve (ApiServerError)', async () => {
    const err = await client().sui.scanAddress({ address: '0x1', chain: 'mainnet' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiServerError);
    expect(err).toMatchObject({ status: 501 });
  });
});

describe('self-hosted scanner over raw HTTP', () => {
  it('answers 401 with a JSON body when the key is missing, with a request id', async () => {
    const res = await post('/v0/evm/transaction/scan', {}, {});
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toMatch(UUID);
    expect(await res.json()).toEqual({ detail: expect.stringContaining('API key') });
  });

  it('answers 422 with FastAPI-style details naming the bad fields', async () => {
    const res = await post('/v0/evm/transaction/scan', { chain: 'ethereum', metadata: {}, data: { from: 'nope' } });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'account_address'], type: expect.any(String), msg: expect.any(String) }),
        expect.objectContaining({ loc: ['body', 'data', 'from'] }),
      ]),
    );
  });

  it('answers 422 for a body that is not JSON', async () => {
    const res = await post('/v0/evm/json-rpc/scan', '{not json');
    expect(res.status).toBe(422);
    expect((await res.json()).detail[0].type).toBe('json_invalid');
  });

  it('knows all 17 spec paths: 501 for the unserved, 404 for anything else', async () => {
    expect(SPEC_ROUTES).toHaveLength(17);
    const unserved = SPEC_ROUTES.filter((r) => !r.served);
    for (const r of unserved) {
      const p = r.path.replace('{identifier}', '0xabc');
      const res = await fetch(`${server.url}${p}`, { method: r.method, headers: { 'x-api-key': KEY, ...(r.method === 'POST' ? { 'content-type': 'application/json' } : {}) }, ...(r.method === 'POST' ? { body: '{}' } : {}) });
      expect([r.path, res.status]).toEqual([r.path, 501]);
    }
    const missing = await post('/v0/evm/nothing-here', {});
    expect(missing.status).toBe(404);
  });

  it('refuses a body over 2 MB with 413', async () => {
    const res = await post('/v0/evm/json-rpc/scan', JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
  });

  it('answers CORS preflights so an extension page can call it', async () => {
    const res = await fetch(`${server.url}/v0/evm/json-rpc/scan`, {
      method: 'OPTIONS',
      headers: { origin: 'chrome-extension://abc', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-api-key, content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-api-key');
    expect(res.headers.get('access-control-expose-headers')).toContain('x-request-id');
  });
});
