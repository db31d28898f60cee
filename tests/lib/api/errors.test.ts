/** Pure parts of the error module: retry-after and 422 body parsing, messages. */
import { describe, expect, it } from 'vitest';
import { ApiServerError, ScanApiError, parseFieldErrors, parseRetryAfter } from '../../../lib/api';

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(' 1.5 ', now)).toBe(1500);
  });
  it('reads an HTTP date relative to now, never negative', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:59:00 GMT', now)).toBe(0);
  });
  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('parseFieldErrors', () => {
  it('strips the body/query prefix and joins the location', () => {
    expect(parseFieldErrors({ detail: [{ loc: ['query', 'chain_name'], msg: 'bad', type: 'enum' }, { loc: ['body', 'data', 0, 'to'], msg: 'bad hex' }] }))
      .toEqual([
        { path: 'chain_name', loc: ['query', 'chain_name'], message: 'bad', type: 'enum' },
        { path: 'data.0.to', loc: ['body', 'data', 0, 'to'], message: 'bad hex', type: undefined },
      ]);
  });
  it('returns [] for other shapes', () => {
    expect(parseFieldErrors({ detail: 'Not Found' })).toEqual([]);
    expect(parseFieldErrors('oops')).toEqual([]);
  });
});

describe('messages', () => {
  it('compose short message and details like viem, keep the cause', () => {
    const cause = new Error('socket hang up');
    const error = new ScanApiError('Scan failed', { cause });
    expect(error.message).toBe('Scan failed\n\nDetails: socket hang up');
    expect(error.cause).toBe(cause);
    const server = new ApiServerError({ status: 500, body: { detail: 'db down' }, requestId: 'r1', endpoint: 'POST /v0/transaction/scan' });
    expect(server.name).toBe('ApiServerError');
    expect(server.shortMessage).toBe('Scan service answered HTTP 500 to POST /v0/transaction/scan');
    expect(server.details).toBe('db down');
  });
});
