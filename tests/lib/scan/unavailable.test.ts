/**
 * What the review window says when a remote scan fails: each failure gets its
 * own reason and the sentence the user reads, never "safe".
 */
import { describe, expect, it } from 'vitest';
import { hasVerdictOrSimulation, unavailableFromError } from '../../../lib/scan';
import {
  ApiAbortedError, ApiHttpError, ApiKeyRejectedError, ApiNetworkError, ApiSchemaError, ApiServerError, ApiTimeoutError,
  InvalidJsonError, InvalidRequestError, RateLimitedError,
} from '../../../lib/api/errors';
import type { EvmScanResponse } from '../../../lib/api/schemas/evm';

const ENDPOINT = 'POST /v0/evm/transaction/scan';
const http = (status: number, body: unknown = '') => ({ status, body, requestId: undefined, endpoint: ENDPOINT });

describe('unavailableFromError', () => {
  it('a refused key names the HTTP status', () => {
    expect(unavailableFromError(new ApiKeyRejectedError(http(401)))).toEqual({
      state: 'unavailable', reason: 'key_rejected', message: 'The API key was refused (HTTP 401).',
    });
  });

  it('rate limiting after the retries', () => {
    expect(unavailableFromError(new RateLimitedError({ ...http(429), retryAfterMs: 0 }))).toEqual({
      state: 'unavailable', reason: 'rate_limited',
      message: 'The scanning service is rate limiting requests (HTTP 429), even after waiting and retrying.',
    });
  });

  it('a timeout and a cancelled request both read as "did not answer in time"', () => {
    const expected = { state: 'unavailable', reason: 'timeout', message: 'The scanning service did not answer in time.' };
    expect(unavailableFromError(new ApiTimeoutError(ENDPOINT, 8000))).toEqual(expected);
    expect(unavailableFromError(new ApiAbortedError(ENDPOINT, new Error('closed')))).toEqual(expected);
  });

  it('an unreachable service is offline', () => {
    expect(unavailableFromError(new ApiNetworkError(ENDPOINT, new Error('ECONNREFUSED')))).toEqual({
      state: 'unavailable', reason: 'offline', message: 'The scanning service could not be reached.',
    });
  });

  it('a server error gives its status, and its details only when there are some', () => {
    expect(unavailableFromError(new ApiServerError(http(502, { detail: 'bad gateway' })))).toEqual({
      state: 'unavailable', reason: 'service_error', message: 'The scanning service failed (HTTP 502): bad gateway.',
    });
    expect(unavailableFromError(new ApiServerError(http(500)))).toEqual({
      state: 'unavailable', reason: 'service_error', message: 'The scanning service failed (HTTP 500).',
    });
  });

  it('an answer of the wrong shape names where it is wrong', () => {
    const err = new ApiSchemaError({
      issues: [{ code: 'invalid_type', expected: 'string', path: ['validation', 'result_type'], message: 'bad' } as never],
      body: {}, requestId: undefined, endpoint: ENDPOINT,
    });
    const outcome = unavailableFromError(err);
    expect(outcome).toEqual({
      state: 'unavailable', reason: 'invalid_response',
      message: `The scanning service's answer has an unexpected shape at ${err.paths.join(', ')}.`,
    });
    expect(err.paths.length).toBeGreaterThan(0);
  });

  it('an answer that is not JSON', () => {
    const err = new InvalidJsonError({ status: 200, requestId: undefined, endpoint: ENDPOINT, text: '<html>', cause: new SyntaxError('x') });
    expect(unavailableFromError(err)).toEqual({
      state: 'unavailable', reason: 'invalid_response', message: 'The scanning service answered with something that is not JSON.',
    });
  });

  it('a request the client refuses to send keeps its own message', () => {
    const err = new InvalidRequestError(ENDPOINT, [{ code: 'custom', path: ['data', 'from'], message: 'bad' } as never]);
    expect(unavailableFromError(err)).toEqual({ state: 'unavailable', reason: 'invalid_request', message: err.message });
    expect(err.message).toContain('data.from');
  });

  it('anything else is an error with its message, or its text when it is not an Error', () => {
    expect(unavailableFromError(new ApiHttpError(http(418)))).toEqual({
      state: 'unavailable', reason: 'error', message: `Scan service answered HTTP 418 to ${ENDPOINT}`,
    });
    expect(unavailableFromError('boom')).toEqual({ state: 'unavailable', reason: 'error', message: 'boom' });
  });
});

describe('hasVerdictOrSimulation', () => {
  const base = { block: '1', chain: 'ethereum' } as unknown as EvmScanResponse;
  it('a verdict alone or a simulation alone is enough; neither is not', () => {
    expect(hasVerdictOrSimulation(base)).toBe(false);
    expect(hasVerdictOrSimulation({ ...base, validation: { result_type: 'Benign' } } as unknown as EvmScanResponse)).toBe(true);
    expect(hasVerdictOrSimulation({ ...base, validation: { result_type: '' } } as unknown as EvmScanResponse)).toBe(false);
    expect(hasVerdictOrSimulation({ ...base, simulation: { status: 'Success' } } as unknown as EvmScanResponse)).toBe(true);
    expect(hasVerdictOrSimulation({ ...base, simulation: null } as unknown as EvmScanResponse)).toBe(false);
  });
});
