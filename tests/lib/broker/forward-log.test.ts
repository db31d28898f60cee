import { describe, expect, it } from 'vitest';
import { createForwardLog, loggingForwards } from '../../../lib/broker/forward-log';
import type { PageActions } from '../../../lib/broker/forward';
import type { PendingRequest } from '../../../lib/messaging/extension';

const req = (over: Partial<PendingRequest> = {}) => ({ tabId: 4, frameId: 0, method: 'personal_sign', params: ['0x68', '0xabc'], ...over }) as unknown as PendingRequest;
const frame = { tabId: 4, frameId: 0 };
const FIVE_MIN = 5 * 60_000;

describe('what Preflight itself just forwarded', () => {
  it('the same call in the same frame is taken once; another frame, tab, method or params is not', () => {
    const log = createForwardLog(() => 1000);
    log.note(req());
    expect(log.take({ tabId: 4, frameId: 1 }, 'personal_sign', ['0x68', '0xabc'])).toBe(false);
    expect(log.take({ tabId: 5, frameId: 0 }, 'personal_sign', ['0x68', '0xabc'])).toBe(false);
    expect(log.take(frame, 'eth_sign', ['0x68', '0xabc'])).toBe(false);
    expect(log.take(frame, 'personal_sign', ['0x69', '0xabc'])).toBe(false);
    expect(log.take(frame, 'personal_sign', ['0x68', '0xabc'])).toBe(true);
    expect(log.take(frame, 'personal_sign', ['0x68', '0xabc'])).toBe(false);
  });

  it('no params and null params are the same call', () => {
    const log = createForwardLog(() => 0);
    log.note(req({ params: undefined }));
    expect(log.take(frame, 'personal_sign', null)).toBe(true);
  });

  it('kept five minutes, not a moment longer', () => {
    let t = 0;
    const log = createForwardLog(() => t);
    log.note(req());
    t = FIVE_MIN;
    expect(log.take(frame, 'personal_sign', ['0x68', '0xabc'])).toBe(true);
    log.note(req());
    t = 2 * FIVE_MIN + 1;
    expect(log.take(frame, 'personal_sign', ['0x68', '0xabc'])).toBe(false);
  });

  it('old entries are dropped when a new one is noted (memory stays bounded)', () => {
    let t = 0;
    const log = createForwardLog(() => t);
    log.note(req({ params: ['old'] }));
    log.note(req({ params: ['kept'] }));
    t = FIVE_MIN + 1;
    log.note(req({ params: ['new'] }));
    t = 0; // a clock that went back would still find an entry that was kept
    expect(log.take(frame, 'personal_sign', ['old'])).toBe(false);
    expect(log.take(frame, 'personal_sign', ['new'])).toBe(true);
    t = FIVE_MIN;
    expect(log.take(frame, 'personal_sign', ['kept'])).toBe(false);
  });

  it('noting another call keeps the ones still inside their five minutes, to the millisecond', () => {
    let t = 1000;
    const log = createForwardLog(() => t);
    log.note(req({ params: ['first'] }));
    t = 1000 + FIVE_MIN;
    log.note(req({ params: ['second'] }));
    expect(log.take(frame, 'personal_sign', ['first'])).toBe(true);
    expect(log.take(frame, 'personal_sign', ['second'])).toBe(true);
  });

  it('loggingForwards notes each forward before it happens and passes everything else through', async () => {
    const calls: string[] = [];
    const log = createForwardLog(() => 0);
    const page: PageActions = {
      forward: async (r) => void calls.push(`forward ${r.method} noted=${String(log.take(frame, r.method, r.params))}`),
      reject: async (r) => void calls.push(`reject ${r.method}`),
      call: async (_t, method) => (calls.push(`call ${method}`), { ok: true, result: 1 }),
      isAlive: async () => (calls.push('alive'), false),
    };
    const logged = loggingForwards(page, log);
    await logged.forward(req());
    await logged.reject(req({ method: 'eth_sign' }));
    expect(await logged.call(req(), 'eth_chainId', [])).toEqual({ ok: true, result: 1 });
    expect(await logged.isAlive(req())).toBe(false);
    expect(calls).toEqual(['forward personal_sign noted=true', 'reject eth_sign', 'call eth_chainId', 'alive']);
  });
});
