/**
 * Why a remote scan failed, in the review's words (lib/scan unavailableFromError):
 * every failure of the scanning service has its own reason and sentence, and
 * nothing is ever read as "safe".
 */
import { describe, expect, it } from 'vitest';
import {
  ApiAbortedError, ApiHttpError, ApiKeyRejectedError, ApiNetworkError, ApiSchemaError, ApiServerError, ApiTimeoutError,
  InvalidJsonError, InvalidRequestError, RateLimitedError,
} from '../../../lib/api/errors';
import { hasVerdictOrSimulation, unavailableFromError } from '../../../lib/scan';

const endpoint = 'POST /v0/evm/transaction/scan';
const http = (status: number, body: unknown = '') => ({ status, body, requestId: 'req-1', endpoint });

describe('a failed remote scan, in words', () => {
  it.each([
    ['a refused key', new ApiKeyRejectedError(http(403)), 'key_rejected', 'The API key was refused (HTTP 403).'],
    ['rate limiting', new RateLimitedError({ ...http(429), retryAfterMs: 1000 }), 'rate_limited', 'The scanning service is rate limiting requests (HTTP 429), even after waiting and retrying.'],
    ['a timeout', new ApiTimeoutError(endpoint, 8000), 'timeout', 'The scanning service did not answer in time.'],
    ['a cancelled request', new ApiAbortedError(endpoint, 'stop'), 'timeout', 'The scanning service did not answer in time.'],
    ['no connection', new ApiNetworkError(endpoint, new Error('ECONNREFUSED')), 'offline', 'The scanning service could not be reached.'],
    ['a server error without details', new ApiServerError(http(502)), 'service_error', 'The scanning service failed (HTTP 502).'],
    ['a server error with details', new ApiServerError(http(500, { detail: 'db down' })), 'service_error', expect.stringMatching(/^The scanning service failed \(HTTP 500\): .*db down.*\.$/)],
    ['not JSON', new InvalidJsonError({ status: 200, requestId: undefined, endpoint, text: '<html>', cause: new Error('x') }), 'invalid_response', 'The scanning service answered with something that is not JSON.'],
    ['another HTTP status', new ApiHttpError(http(418)), 'error', 'Scan service answered HTTP 418 to POST /v0/evm/transaction/scan'],
    ['something thrown that is no error', 'boom', 'error', 'boom'],
  ])('%s', (_what, err, reason, message) => {
    expect(unavailableFromError(err)).toEqual({ state: 'unavailable', reason, message });
  });

  it('an answer of the wrong shape names where', () => {
    const err = new ApiSchemaError({ issues: [{ code: 'custom', path: ['validation', 'result_type'], message: 'bad', input: 1 }], body: {}, requestId: undefined, endpoint });
    expect(unavailableFromError(err)).toEqual({ state: 'unavailable', reason: 'invalid_response', message: `The scanning service's answer has an unexpected shape at ${err.paths.join(', ')}.` });
    expect(err.paths.length).toBeGreaterThan(0);
  });

  it('a request the service refused as invalid keeps its own words', () => {
    const err = new InvalidRequestError(endpoint, [{ code: 'custom', path: ['chain'], message: 'unknown chain', input: 'x' }]);
    expect(unavailableFromError(err)).toEqual({ state: 'unavailable', reason: 'invalid_request', message: err.message });
  });
});

describe('what the review cannot do without', () => {
  const base = { block: '1', chain: 'ethereum' };
  it('a verdict, or a simulation; neither is not enough', () => {
    expect(hasVerdictOrSimulation({ ...base, validation: { status: 'Success', result_type: 'Benign', description: '', reason: '', classification: '', features: [] } })).toBe(true);
    expect(hasVerdictOrSimulation({ ...base, simulation: { status: 'Success', assets_diffs: {}, exposures: {}, address_details: {}, account_summary: { assets_diffs: [], traces: [], total_usd_diff: { in: '0', out: '0', total: '0' }, exposures: [], total_usd_exposure: {} } } })).toBe(true);
    expect(hasVerdictOrSimulation(base)).toBe(false);
    expect(hasVerdictOrSimulation({ ...base, validation: { status: 'Error', result_type: '', description: '', reason: '', classification: '', features: [] } })).toBe(false);
  });
});
