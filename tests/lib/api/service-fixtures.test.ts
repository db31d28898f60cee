/**
 * The service's own published example answers (tests/fixtures/service/*.json,
 * each with its source) served from a real loopback server and run through the
 * code path the extension uses: the client, the scan outcome as stored
 * (JSON round trip through its schema), and the review model
 * (lib/format/scan-view.ts + the asset lines the review window prints).
 * What the service stated must come out exactly: verdict, reason, asset
 * diffs with their USD values, exposures.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createScanClient } from '../../../lib/api';
import { evmScanResponseSchema } from '../../../lib/api/schemas/evm';
import { platformAssetResponseSchema } from '../../../lib/api/schemas/platform-assets';
import { accountEffects, verdictOf } from '../../../lib/format/scan-view';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { scanPending } from '../../../lib/scan';
import { scanOutcomeSchema, type ScanOutcome } from '../../../lib/scan/outcome';
import { updateSettings } from '../../../lib/settings';
import { assetLines } from '../../../lib/format/asset-lines';
import { useFreshBrowserAndServer } from '../../support/fresh-extension-server';
import type { TestHttpServer } from '../../support/http-server';

const FIXTURES = join(__dirname, '../../fixtures/service');
const BIN = join(__dirname, '../../../bin/preflight.mjs');

const fixtureSchema = z.object({
  source: z.looseObject({ publisher: z.string(), copy_retrieved_from: z.url() }),
  endpoint: z.string(),
  request: z.looseObject({ account_address: z.string().optional(), data: z.looseObject({ method: z.string(), params: z.array(z.unknown()) }) }).optional(),
  response: z.unknown(),
});
type Fixture = z.infer<typeof fixtureSchema>;

function fixture(name: string): Fixture {
  return fixtureSchema.parse(JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')));
}

let server: TestHttpServer;
useFreshBrowserAndServer((s) => { server = s; });

/** As the background stores it and the review page reads it back. */
function stored(outcome: ScanOutcome): ScanOutcome {
  return scanOutcomeSchema.parse(JSON.parse(JSON.stringify(outcome)));
}

function lines(outcome: ScanOutcome, account: string) {
  if (outcome.state !== 'done') throw new Error(`scan ${outcome.state}`);
  const effects = accountEffects(outcome.response, account);
  return { effects, lines: assetLines(effects.diffs).map((l) => ({ direction: l.direction, amount: l.amount, tokenId: l.tokenId, usd: l.usd })) };
}

describe('every published example answer parses', () => {
  const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.json'));
  it.each(files)('%s', (name) => {
    const f = fixture(name);
    const schema = f.endpoint === '/v0/platform/assets/{identifier}' ? platformAssetResponseSchema : evmScanResponseSchema;
    expect(schema.safeParse(f.response).error).toBeUndefined();
  });
});

describe('the published Malicious Seaport example, as the extension meets it', () => {
  it('is "malicious" with the reason, the BAYC NFT going out and 0.001 ETH coming in, with USD', async () => {
    const f = fixture('evm-json-rpc-seaport-farming.json');
    const req = f.request;
    if (!req?.account_address) throw new Error('fixture without request');
    await updateSettings({ apiKey: 'fixture-key', apiBaseUrl: server.url, engine: 'remote' });
    server.respond('/v0/evm/json-rpc/scan', { body: f.response, headers: { 'x-request-id': 'req-seaport-1' } });
    server.respond('/v0/evm/address-bulk/scan-extended', { body: { results: [] } });
    const request: PendingRequest = {
      id: '6f1c8a52-4a47-4d0a-9a41-1c2b3d4e5f60', tabId: 1, frameId: 0, origin: 'https://boredapeyartclub.com',
      provider: { kind: 'window' }, style: 'request', method: req.data.method, params: req.data.params,
      chainId: 1, account: req.account_address, createdAt: 0, scan: { state: 'scanning', startedAt: 0 },
    };
    const outcome = stored(await scanPending(request, { pageRpc: undefined, signal: new AbortController().signal }));

    expect(outcome).toMatchObject({ state: 'done', source: 'remote', requestId: 'req-seaport-1' });
    const [sent] = server.requestsTo('/v0/evm/json-rpc/scan');
    expect(sent?.headers['x-api-key']).toBe('fixture-key');
    expect(sent?.body).toMatchObject({ chain: 'ethereum', metadata: { domain: 'https://boredapeyartclub.com' }, data: { method: 'eth_signTypedData_v4' } });

    expect(verdictOf(outcome)).toEqual({
      kind: 'malicious', resultType: 'Malicious', reason: 'seaport_farming',
      description: 'A known malicious address is involved in the transaction', classification: '', features: [], source: 'remote',
    });
    const { effects, lines: shown } = lines(outcome, req.account_address);
    expect(shown).toEqual([
      { direction: 'out', amount: '−1 BAYC', tokenId: '5312', usd: '$39,859.29' },
      { direction: 'in', amount: '+0.001 ETH', tokenId: undefined, usd: '$1.65' },
    ]);
    expect(effects.exposures).toEqual([]);
    expect(effects.usdTotal).toBe('-39857.648211314997752197');
    // The scammer's address carries the service's name tag.
    if (outcome.state === 'done') expect(outcome.response.simulation?.address_details['0xa9cfc982A66D0134FEe2539cFd633559Fb5cf9a0']?.name_tag).toBe('Fake_Phishing7802');
  });
});

describe('the other published EVM answers through the client and the review model', () => {
  async function viaClient(name: string): Promise<{ outcome: ScanOutcome; f: Fixture }> {
    const f = fixture(name);
    server.respond('/v0/evm/json-rpc/scan', { body: f.response, headers: { 'x-request-id': `req-${name}` } });
    const client = createScanClient({ baseUrl: server.url, apiKey: 'fixture-key' });
    const { data, requestId } = await client.evm.scanJsonRpc({ chain: 'ethereum', metadata: { domain: 'https://example.org' }, data: { method: 'eth_signTypedData_v4', params: [] } });
    return { f, outcome: stored({ state: 'done', source: 'remote', response: data, ...(requestId ? { requestId } : {}) }) };
  }

  it('Hyperliquid SendAsset: "benign", 10 USDC out worth $10.00 from the account summary, no exposures', async () => {
    const { f, outcome } = await viaClient('evm-json-rpc-hyperliquid-send-asset.json');
    expect(verdictOf(outcome)).toMatchObject({ kind: 'benign', resultType: 'Benign', reason: '', features: [] });
    const { effects, lines: shown } = lines(outcome, f.request?.account_address ?? '');
    expect(shown).toEqual([{ direction: 'out', amount: '−10 USDC', tokenId: undefined, usd: '$10.00' }]);
    expect(effects.exposures).toEqual([]);
    expect(effects.usdTotal).toBe('-10.0');
  });

  it('the user-operation Seaport example (same envelope): "malicious", seaport_farming', async () => {
    const { outcome } = await viaClient('evm-user-operation-seaport-farming.json');
    expect(verdictOf(outcome)).toMatchObject({ kind: 'malicious', reason: 'seaport_farming' });
    const { lines: shown } = lines(outcome, '0x5E1a0D484c5F0DE722E82f9dca3A9d5A421d47cB');
    expect(shown.map((l) => l.usd)).toEqual(['$39,859.29', '$1.65']);
  });
});

describe('the published asset record', () => {
  it('comes back from GET /v0/platform/assets/{identifier} as the service stated it', async () => {
    const f = fixture('platform-asset-address.json');
    server.respond('/v0/platform/assets/0xFf7d6A96ae471BbCD7713aF9CB1fEeB16cf56B41', { body: f.response });
    const client = createScanClient({ baseUrl: server.url, apiKey: 'fixture-key' });
    const { data } = await client.platform.getAsset({ identifier: '0xFf7d6A96ae471BbCD7713aF9CB1fEeB16cf56B41', runtime: 'evm', chain_name: 'bsc' });
    expect(data).toMatchObject({ alias: 'Bedrock', tags: ['example'], address_details: { chain: 'bsc', properties: ['token', 'address', 'erc20', 'contract'] } });
  });
});

describe('npx preflight scan in remote mode', () => {
  function run(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(process.execPath, [BIN, ...args], { env: { ...process.env, PREFLIGHT_RPC_URL: '', ...env }, timeout: 60_000 }, (err, stdout, stderr) => {
        resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr });
      });
    });
  }

  // The answer's own request where the publication pairs one; the user-operation answer is served for the
  // Seaport request (same envelope), and the Hyperliquid request is sent on 'ethereum' because the spec's chain
  // list, which the extension and the CLI use, has no 'hyperevm'.
  const cases: Array<[string, string, string | undefined]> = [
    ['evm-json-rpc-seaport-farming.json', 'evm-json-rpc-seaport-farming.json', undefined],
    ['evm-user-operation-seaport-farming.json', 'evm-json-rpc-seaport-farming.json', undefined],
    ['evm-json-rpc-hyperliquid-send-asset.json', 'evm-json-rpc-hyperliquid-send-asset.json', 'ethereum'],
  ];
  it.each(cases)('prints the service\'s answer for %s, exactly as sent, and its request id', async (name, requestOf, chain) => {
    const f = { ...fixture(name), request: fixture(requestOf).request };
    if (chain && f.request) f.request = { ...f.request, chain };
    server.respond('/v0/evm/json-rpc/scan', { body: f.response, headers: { 'x-request-id': 'req-cli-1' } });
    const dir = mkdtempSync(join(tmpdir(), 'preflight-fixture-'));
    try {
      const file = join(dir, 'request.json');
      writeFileSync(file, JSON.stringify(f.request));
      const out = await run(['scan', file], { PREFLIGHT_API_KEY: 'cli-key', PREFLIGHT_API_URL: server.url });
      expect(out.code).toBe(0);
      expect(JSON.parse(out.stdout)).toEqual(f.response);
      expect(out.stderr).toContain('x-request-id: req-cli-1');
      const [sent] = server.requestsTo('/v0/evm/json-rpc/scan');
      expect(sent?.headers['x-api-key']).toBe('cli-key');
      expect(sent?.body).toMatchObject({ chain: 'ethereum', data: { method: 'eth_signTypedData_v4' } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
