/**
 * Calling a wallet through its original methods (lib/provider/wallet-call.ts):
 * the answer the background gets is plain data, an error is an EIP-1193 error
 * payload, and a wallet without request() is asked through sendAsync.
 */
import { describe, expect, it } from 'vitest';
import { callWallet, plain, toError } from '../../../lib/provider/wallet-call';

describe('the wallet asked through request()', () => {
  it('passes exactly method and params and answers the result as JSON (bigints as hex, undefined as null)', async () => {
    const seen: unknown[] = [];
    const answer = await callWallet({ request: async (args) => (seen.push(args), { n: 10n, list: [1n], fn: () => 1, nothing: undefined }) }, 'eth_call', [{ to: '0x1' }]);
    expect(seen).toEqual([{ method: 'eth_call', params: [{ to: '0x1' }] }]);
    expect(answer).toEqual({ ok: true, result: { n: '0xa', list: ['0x1'] } });
    await expect(callWallet({ request: async () => undefined }, 'eth_chainId', [])).resolves.toEqual({ ok: true, result: null });
  });

  it('a refusal keeps its code, message and data; a request() that throws at once is answered too', async () => {
    await expect(callWallet({ request: () => Promise.reject({ code: 4001, message: 'User rejected', data: { why: 1n } }) }, 'personal_sign', [])).resolves.toEqual({
      ok: false,
      error: { code: 4001, message: 'User rejected', data: { why: '0x1' } },
    });
    await expect(callWallet({ request: () => { throw new Error('boom'); } }, 'personal_sign', [])).resolves.toEqual({ ok: false, error: { code: -32603, message: 'boom' } });
  });
});

describe('the wallet asked through sendAsync()', () => {
  const via = (respond: (payload: Record<string, unknown>, cb: (err: unknown, res: unknown) => void) => void) => ({ sendAsync: (payload: unknown, cb: (err: unknown, res: unknown) => void) => respond(payload as Record<string, unknown>, cb) });

  it('sends a JSON-RPC payload and takes the result from the response', async () => {
    let sent: Record<string, unknown> | undefined;
    const answer = await callWallet(via((payload, cb) => { sent = payload; cb(null, { id: payload.id, jsonrpc: '2.0', result: '0x1' }); }), 'eth_chainId', []);
    expect(answer).toEqual({ ok: true, result: '0x1' });
    expect(sent).toMatchObject({ jsonrpc: '2.0', method: 'eth_chainId', params: [], id: expect.any(Number) });
  });

  it('an error in the callback or in the response is the answer\'s error', async () => {
    await expect(callWallet(via((_p, cb) => cb({ code: 4100, message: 'Unauthorized' }, null)), 'eth_sign', [])).resolves.toEqual({ ok: false, error: { code: 4100, message: 'Unauthorized' } });
    await expect(callWallet(via((_p, cb) => cb(null, { error: { code: -32000, message: 'nonce too low' } })), 'eth_sendTransaction', [])).resolves.toEqual({ ok: false, error: { code: -32000, message: 'nonce too low' } });
  });

  it('request() is preferred when the wallet has both', async () => {
    const answer = await callWallet({ request: async () => 'from request', sendAsync: (_p, cb) => cb(null, { result: 'from sendAsync' }) }, 'eth_chainId', []);
    expect(answer).toEqual({ ok: true, result: 'from request' });
  });
});

it('a wallet with neither method: 4200, unsupported', async () => {
  await expect(callWallet({}, 'personal_sign', [])).resolves.toEqual({ ok: false, error: { code: 4200, message: 'The wallet does not support request().' } });
});

describe('plain data and error payloads', () => {
  it('plain: what JSON cannot hold becomes null, never a throw', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(plain(circular)).toBeNull();
    expect(plain(undefined)).toBeNull();
    expect(plain(() => 1)).toBeNull();
    expect(plain({ a: 255n })).toEqual({ a: '0xff' });
  });

  it('toError: a code must be an integer, a message text; anything else is an internal error with the value as text', () => {
    expect(toError({ code: 4001.5, message: 'x' })).toEqual({ code: -32603, message: 'x' });
    expect(toError({ code: '4001', message: 7 })).toEqual({ code: -32603, message: '[object Object]' });
    expect(toError('plain text')).toEqual({ code: -32603, message: 'plain text' });
    expect(toError({ code: 4001, message: 'no', data: undefined })).toEqual({ code: 4001, message: 'no' });
    expect(toError({ code: 4001, message: 'no', data: null })).toEqual({ code: 4001, message: 'no', data: null });
  });
});
