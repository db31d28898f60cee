/**
 * Failure paths over a real loopback server: HTTP status errors, retries
 * (counted on the server), timeouts, refused connections, bad bodies,
 * tolerance of unknown keys and values, cancellation.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiAbortedError, ApiHttpError, ApiKeyRejectedError, ApiNetworkError, ApiSchemaError, ApiServerError, ApiTimeoutError,
  ApiValidationError, InvalidJsonError, RateLimitedError, ScanApiError, createScanClient, type ScanClient,
} from '../../../lib/api';
import { startHttpServer, type TestHttpServer } from '../../support/http-server';

const FROM = '0x1111111111111111111111111111111111111111';
const TO = '0x2222222222222222222222222222222222222222';
const PATH = '/v0/evm/transaction/scan';
const request = { chain: 'ethereum' as const, metadata: { domain: 'https://app.example' }, account_address: FROM, data: { from: FROM, to: TO, value: '0x0' } };
const ok = { body: { block: '1', chain: 'ethereum', validation: { result_type: 'Benign' } }, headers: { 'x-request-id': 'req-ok' } };

let server: TestHttpServer;
let client: ScanClient;

beforeAll(async () => {
  server = await startHttpServer();
  client = createScanClient({ baseUrl: server.url, apiKey: 'k', retryBaseDelayMs: 1, timeoutMs: 2000 });
});
afterAll(async () => server.close());
beforeEach(() => server.reset());

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('HTTP status errors', () => {
  it('401 is an ApiKeyRejectedError and is not retried', async () => {
    server.respond(PATH, { status: 401, body: { detail: 'Invalid API key' }, headers: { 'x-request-id': 'req-401' } });
    const error = await failure(client.evm.scanTransaction(request));
    expect(error).toBeInstanceOf(ApiKeyRejectedError);
    expect(error).toBeInstanceOf(ApiHttpError);
    expect(error).toBeInstanceOf(ScanApiError);
    if (!(error instanceof ApiKeyRejectedError)) return;
    expect(error.shortMessage).toBe('API key rejected');
    expect(error.name).toBe('ApiKeyRejectedError');
    expect(error.status).toBe(401);
    expect(error.requestId).toBe('req-401');
    expect(error.body).toEqual({ detail: 'Invalid API key' });
    expect(error.details).toBe('Invalid API key');
    expect(server.requestsTo(PATH)).toHaveLength(1);
  });

  it('403 is an ApiKeyRejectedError too', async () => {
    server.respond(PATH, { status: 403, rawBody: 'Forbidden' });
    const error = await failure(client.evm.scanTransaction(request));
    expect(error).toBeInstanceOf(ApiKeyRejectedError);
    if (!(error instanceof ApiKeyRejectedError)) return;
    expect(error.status).toBe(403);
    expect(error.body).toBe('Forbidden');
    expect(error.message).toContain('API key rejected');
  });

  it('422 lists the rejected fields', async () => {
    server.respond(PATH, {
      status: 422,
      body: { detail: [
        { loc: ['body', 'data', 'from'], msg: 'field required', type: 'value_error.missing' },
        { loc: ['body', 'chain'], msg: 'unexpected value', type: 'value_error.const' },
      ] },
    });
    const error = await failure(client.evm.scanTransaction(request));
    expect(error).toBeInstanceOf(ApiValidationError);
    if (!(error instanceof ApiValidationError)) return;
    expect(error.status).toBe(422);
    expect(error.fields.map((f) => [f.path, f.message])).toEqual([['data.from', 'field required'], ['chain', 'unexpected value']]);
    expect(error.fields[0]?.loc).toEqual(['body', 'data', 'from']);
    expect(error.shortMessage).toContain('data.from: field required');
    expect(server.requestsTo(PATH)).toHaveLength(1);
  });

  it('400 is a plain ApiHttpError and is not retried', async () => {
    server.respond(PATH, { status: 400, body: { detail: 'bad' } }, ok);
    const error = await failure(client.evm.scanTransaction(request));
    expect(error).toBeInstanceOf(ApiHttpError);
    expect(error).not.toBeInstanceOf(ApiServerError);
    if (!(error instanceof ApiHttpError)) return;
    expect(error.status).toBe(400);
    expect(server.requestsTo(PATH)).toHaveLength(1);
  });

  it('429 with retry-after is retried after the wait, then succeeds', async () => {
    server.respond(PATH, { status: 429, headers: { 'retry-after': '0' }, body: { detail: 'slow down' } }, ok);
    const { data, requestId } = await client.evm.scanTransaction(request);
    expect(data.validation?.result_type).toBe('Benign');
    expect(requestId).toBe('req-ok');
    expect(server.requestsTo(PATH)).toHaveLength(2);
  });

  it('429 asking for longer than the cap fails at once with retryAfterMs (seconds form)', async () => {
    server.respond(PATH, { status: 429, headers: { 'retry-after': '120' } }, ok);
    const error = await failure(client.evm.scanTransaction(request));
    expect(error).toBeInstanceOf(RateLimitedError);
    if (!(error instanceof RateLimitedError)) return;
    expect(error.retryAfterMs).toBe(120_000);
    expect(server.requestsTo(PATH)).toHaveLength(1);
  });

  it('429 retry-after as an HTTP date is read as a delay', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toUTCString();
    server.respond(PATH, { status: 429, headers: { 'retry-after': inAnHour } });
    const error = await failure(client.evm.scanTransaction(request));
    expect(error).toBeInstanceOf(RateLimitedError);
    if (!(error instanceof RateLimitedError)) return;
    expect(error.retryAfterMs).toBeGreaterThan(3_500_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(3_600_000);
  });

  it('500 then success: retried, the caller sees the success', async () => {
    server.respond(PATH, { status: 500, body: { detail: 'boom' } }, { status: 503, rawBody: 'unavailable' }, ok);
    const { requestId } = await client.evm.scanTransaction(request);
    expect(requestId).toBe('req-ok');
    expect(server.requestsTo(PATH)).toHaveLength(3);
  });

  it('5xx on every attempt: ApiServerError after 1 + maxRetries attempts', async () => {
    server.respond(PATH, { status: 502, body: { message: 'bad gateway' }, headers: { 'x-request-id': 'req-502' } });
    const error = await failure(client.evm.scanTransaction(request));
    expect(error).toBeInstanceOf(ApiServerError);
    if (!(error instanceof ApiServerError)) return;
    expect(error.status).toBe(502);
    expect(error.requestId).toBe('req-502');
    expect(error.details).toBe('bad gateway');
    expect(server.requestsTo(PATH)).toHaveLength(3);
  });

  it('408 and 409 are retried; maxRetries 0 disables retries', async () => {
    server.respond(PATH, { status: 408 }, { status: 409 }, ok);
    await client.evm.scanTransaction(request);
    expect(server.requestsTo(PATH)).toHaveLength(3);

    server.reset();
    server.respond(PATH, { status: 500 }, ok);
    const noRetry = createScanClient({ baseUrl: server.url, apiKey: 'k', maxRetries: 0 });
    expect(await failure(noRetry.evm.scanTransaction(request))).toBeInstanceOf(ApiServerError);
    expect(server.requestsTo(PATH)).toHaveLength(1);
  });
});

describe('transport errors', () => {
  it('times out a slow answer with ApiTimeoutError and does not retry it', async () => {
    server.respond(PATH, { ...ok, delayMs: 1000 });
    const error = await failure(client.evm.scanTransaction(request, { timeoutMs: 50 }));
    expect(error).toBeInstanceOf(ApiTimeoutError);
    if (!(error instanceof ApiTimeoutError)) return;
    expect(error.timeoutMs).toBe(50);
    expect(server.requestsTo(PATH)).toHaveLength(1);
  });

  it('a refused connection is an ApiNetworkError', async () => {
    const closed = await startHttpServer();
    const url = closed.url;
    await closed.close();
    const dead = createScanClient({ baseUrl: url, apiKey: 'k', retryBaseDelayMs: 1 });
    const error = await failure(dead.evm.scanTransaction(request));
    expect(error).toBeInstanceOf(ApiNetworkError);
    if (!(error instanceof ApiNetworkError)) return;
    expect(error.shortMessage).toBe('Scan service unreachable');
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('network errors are retried (a custom fetch counts attempts)', async () => {
    let calls = 0;
    const flaky = createScanClient({
      baseUrl: server.url, apiKey: 'k', retryBaseDelayMs: 1,
      fetch: (input, init) => {
        calls += 1;
        return calls < 3 ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
      },
    });
    server.respond(PATH, ok);
    const { requestId } = await flaky.evm.scanTransaction(request);
    expect(requestId).toBe('req-ok');
    expect(calls).toBe(3);
  });

  it('a caller abort stops the call with ApiAbortedError', async () => {
    server.respond(PATH, { ...ok, delayMs: 1000 });
    const controller = new AbortController();
    const pending = client.evm.scanTransaction(request, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('user closed the window')), 20);
    const error = await failure(pending);
    expect(error).toBeInstanceOf(ApiAbortedError);
    if (!(error instanceof ApiAbortedError)) return;
    expect(error.cause).toEqual(new Error('user closed the window'));
  });

  it('an already aborted signal sends nothing', async () => {
    const error = await failure(client.evm.scanTransaction(request, { signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(ApiAbortedError);
    expect(server.requests).toHaveLength(0);
  });
});

describe('response bodies', () => {
  it('a 200 body that is not JSON is an InvalidJsonError', async () => {
    server.respond(PATH, { rawBody: '<html>gateway</html>', headers: { 'x-request-id': 'req-html' } });
    const error = await failure(client.evm.scanTransaction(request));
    expect(error).toBeInstanceOf(InvalidJsonError);
    if (!(error instanceof InvalidJsonError)) return;
    expect(error.requestId).toBe('req-html');
    expect(error.bodySnippet).toBe('<html>gateway</html>');
    expect(server.requestsTo(PATH)).toHaveLength(1);
  });

  it('a body that breaks the schema is an ApiSchemaError naming the path, not retried', async () => {
    server.respond(PATH, { body: { block: '1', chain: 'ethereum', validation: { result_type: 5 } }, headers: { 'x-request-id': 'req-bad' } });
    const error = await failure(client.evm.scanTransaction(request));
    expect(error).toBeInstanceOf(ApiSchemaError);
    if (!(error instanceof ApiSchemaError)) return;
    expect(error.paths).toEqual(['validation.result_type']);
    expect(error.issues[0]?.path).toEqual(['validation', 'result_type']);
    expect(error.requestId).toBe('req-bad');
    expect(error.shortMessage).toContain('validation.result_type');
    expect(server.requestsTo(PATH)).toHaveLength(1);
  });

  it('a part of the envelope of the wrong kind is an ApiSchemaError naming it', async () => {
    server.respond(PATH, { body: { chain: 'ethereum', simulation: 'ok' } });
    const error = await failure(client.evm.scanTransaction(request));
    expect(error).toBeInstanceOf(ApiSchemaError);
    if (!(error instanceof ApiSchemaError)) return;
    expect(error.paths).toEqual(['simulation']);
  });

  it('an envelope without block and chain (as the published examples are) is accepted', async () => {
    server.respond(PATH, { body: { validation: { result_type: 'Benign', features: [] } } });
    const { data } = await client.evm.scanTransaction(request);
    expect(data.validation?.result_type).toBe('Benign');
    expect(data.block).toBeUndefined();
  });

  it('keeps unknown keys and unknown enum values', async () => {
    server.respond(PATH, {
      body: {
        block: '1', chain: 'ethereum', brand_new_section: { x: 1 },
        validation: { result_type: 'Suspicious', reason: 'quantum_farming', features: [{ type: 'Info', feature_id: 'NEW', description: 'd', severity: 3 }] },
        simulation: { status: 'Partial', assets_diffs: { [FROM]: [{ asset: { type: 'ERC6909', address: TO }, in: [], out: [] }] } },
      },
    });
    const { data } = await client.evm.scanTransaction(request);
    expect(data['brand_new_section']).toEqual({ x: 1 });
    expect(data.validation?.result_type).toBe('Suspicious');
    expect(data.validation?.reason).toBe('quantum_farming');
    expect(data.validation?.features[0]?.['severity']).toBe(3);
    expect(data.simulation?.status).toBe('Partial');
    expect(data.simulation?.assets_diffs[FROM]?.[0]?.asset.type).toBe('ERC6909');
  });

  it('keeps an unknown risk level and Sui result type', async () => {
    server.respond('/v0/sui/address/scan', { body: { result_type: 'Spam', extra: true } });
    const sui = await client.sui.scanAddress({ address: '0x1', chain: 'devnet' });
    expect(sui.data.result_type).toBe('Spam');
    expect(sui.data['extra']).toBe(true);
    server.respond('/v0/exchange/deposit/scan', { body: { risk_level: 'critical' } });
    const dep = await client.exchange.scanDeposit({ deposit_id: 'd', onchain_transaction: {}, account: {}, event_time: '2025-01-01T00:00:00Z' });
    expect(dep.data.risk_level).toBe('critical');
  });
});
