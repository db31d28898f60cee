/**
 * What a scan came to (lib/scan/outcome.ts), as the background stores it and
 * the review reads it back: a result with where it came from, or
 * "unavailable" with one of the reasons the review words; anything else is
 * refused, so it can never be shown as a verdict.
 */
import { describe, expect, it } from 'vitest';
import { scanOutcomeSchema, unavailableReasonSchema } from '../../../lib/scan/outcome';

const response = { block: '123', chain: 'ethereum', validation: { status: 'Success', result_type: 'Benign', description: '', reason: '', classification: '', features: [] } };
const REASONS = ['timeout', 'key_rejected', 'offline', 'invalid_response', 'unsupported_chain', 'invalid_request', 'rate_limited', 'service_error', 'error'];

describe('scan outcomes', () => {
  it('a scan still running, with when it started', () => {
    expect(scanOutcomeSchema.parse({ state: 'scanning', startedAt: 5 })).toEqual({ state: 'scanning', startedAt: 5 });
    expect(scanOutcomeSchema.safeParse({ state: 'scanning' }).success).toBe(false);
  });

  it('a result from the service (with its request id) or from the local engine, with address details or without', () => {
    expect(scanOutcomeSchema.parse({ state: 'done', source: 'remote', requestId: 'req-1', response })).toMatchObject({ source: 'remote', requestId: 'req-1', response: { validation: { result_type: 'Benign' } } });
    expect(scanOutcomeSchema.parse({ state: 'done', source: 'local', response, addresses: { results: [] } })).toMatchObject({ source: 'local', addresses: { results: [] } });
  });

  it('a result from anywhere else, or without a response, is refused', () => {
    expect(scanOutcomeSchema.safeParse({ state: 'done', source: 'page', response }).success).toBe(false);
    expect(scanOutcomeSchema.safeParse({ state: 'done', source: 'local' }).success).toBe(false);
    expect(scanOutcomeSchema.safeParse({ state: 'done', source: 'remote', requestId: 7, response }).success).toBe(false);
  });

  it('unavailable: each of the nine reasons the review words, with a message', () => {
    expect(unavailableReasonSchema.options).toEqual(REASONS);
    for (const reason of REASONS) expect(scanOutcomeSchema.parse({ state: 'unavailable', reason, message: 'm' })).toEqual({ state: 'unavailable', reason, message: 'm' });
  });

  it('an unknown reason, a missing message or an unknown state is refused (never read as a verdict)', () => {
    expect(scanOutcomeSchema.safeParse({ state: 'unavailable', reason: 'busy', message: 'm' }).success).toBe(false);
    expect(scanOutcomeSchema.safeParse({ state: 'unavailable', reason: 'timeout' }).success).toBe(false);
    expect(scanOutcomeSchema.safeParse({ state: 'safe' }).success).toBe(false);
  });
});
