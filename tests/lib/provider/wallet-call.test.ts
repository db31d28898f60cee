import { describe, expect, it } from 'vitest';
import { callWallet, plain, toError } from '../../../lib/provider/wallet-call';
import type { PreflightHook } from '../../../lib/provider/hook';

describe('callWallet: the wallet answer the forward sends back', () => {
  it('calls request() with exactly { method, params } and copies the result to plain data', async () => {
    const seen: unknown[] = [];
    const wallet: PreflightHook = {
      request: (args) => {
        seen.push(args);
        return Promise.resolve({ hash: '0xh', gas: 21000n, fn: () => 1, nothing: undefined });
      },
      sendAsync: () => {
        throw new Error('sendAsync must not be used when request() exists');
      },
    };
    expect(await callWallet(wallet, 'eth_sendTransaction', [{ to: '0xabc' }])).toEqual({ ok: true, result: { hash: '0xh', gas: '0x5208' } });
    expect(seen).toEqual([{ method: 'eth_sendTransaction', params: [{ to: '0xabc' }] }]);
  });

  it('turns a request() rejection into an EIP-1193 error payload, never a rejection', async () => {
    const err = Object.assign(new Error('User rejected'), { code: 4001, data: { why: 7n } });
    const wallet: PreflightHook = { request: () => Promise.reject(err) };
    expect(await callWallet(wallet, 'personal_sign', ['0x01'])).toEqual({ ok: false, error: { code: 4001, message: 'User rejected', data: { why: '0x7' } } });
    const throwing: PreflightHook = {
      request: () => {
        throw new Error('sync throw');
      },
    };
    expect(await callWallet(throwing, 'personal_sign', [])).toEqual({ ok: false, error: { code: -32603, message: 'sync throw' } });
  });

  it('uses sendAsync() with a JSON-RPC 2.0 payload when the wallet has no request()', async () => {
    const payloads: unknown[] = [];
    const wallet: PreflightHook = {
      sendAsync: (payload, cb) => {
        payloads.push(payload);
        setTimeout(() => cb(null, { id: 1, jsonrpc: '2.0', result: 'signed' }), 0);
      },
    };
    expect(await callWallet(wallet, 'personal_sign', ['0x68', '0xa1'])).toEqual({ ok: true, result: 'signed' });
    expect(payloads).toEqual([{ jsonrpc: '2.0', id: expect.any(Number), method: 'personal_sign', params: ['0x68', '0xa1'] }]);
  });

  it('passes on a sendAsync() callback error and a JSON-RPC error in the response', async () => {
    const cbError: PreflightHook = { sendAsync: (_p, cb) => cb(Object.assign(new Error('locked'), { code: 4100 }), undefined) };
    expect(await callWallet(cbError, 'eth_sign', [])).toEqual({ ok: false, error: { code: 4100, message: 'locked' } });
    const rpcError: PreflightHook = { sendAsync: (_p, cb) => cb(null, { id: 1, jsonrpc: '2.0', error: { code: 4001, message: 'denied' }, result: 'no' }) };
    expect(await callWallet(rpcError, 'eth_sign', [])).toEqual({ ok: false, error: { code: 4001, message: 'denied' } });
    const both: PreflightHook = { sendAsync: (_p, cb) => cb({ code: 4900, message: 'disconnected' }, { error: { code: 4001, message: 'denied' } }) };
    expect(await callWallet(both, 'eth_sign', [])).toEqual({ ok: false, error: { code: 4900, message: 'disconnected' } });
    const noResult: PreflightHook = { sendAsync: (_p, cb) => cb(null, { id: 1, jsonrpc: '2.0' }) };
    expect(await callWallet(noResult, 'eth_sign', [])).toEqual({ ok: true, result: null });
  });

  it('answers 4200 when the wallet has neither request() nor sendAsync()', async () => {
    expect(await callWallet({ send: () => 'x' }, 'eth_sign', [])).toEqual({ ok: false, error: { code: 4200, message: 'The wallet does not support request().' } });
  });
});

describe('plain: a structured-clone safe copy', () => {
  it('turns undefined, functions and symbols into null and bigints into 0x-hex', () => {
    expect(plain(undefined)).toBeNull();
    expect(plain(() => 1)).toBeNull();
    expect(plain(Symbol('s'))).toBeNull();
    expect(plain(255n)).toBe('0xff');
    expect(plain([1n, 'a', null])).toEqual(['0x1', 'a', null]);
    expect(plain({ a: 1, b: { c: [true] } })).toEqual({ a: 1, b: { c: [true] } });
    expect(plain('text')).toBe('text');
    expect(plain(0)).toBe(0);
  });

  it('answers null for what JSON cannot hold (a cycle, a throwing getter)', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(plain(cyclic)).toBeNull();
    expect(plain({ get boom() { throw new Error('x'); } })).toBeNull();
  });

  it('returns a copy, not the wallet object', () => {
    const obj = { a: [1] };
    const copy = plain(obj);
    expect(copy).toEqual(obj);
    expect(copy).not.toBe(obj);
  });
});

describe('toError: what the dapp gets when the wallet fails', () => {
  it('keeps an integer code, the message and plain data', () => {
    expect(toError({ code: 4001, message: 'User rejected the request.', data: { n: 1n } })).toEqual({ code: 4001, message: 'User rejected the request.', data: { n: '0x1' } });
    expect(toError({ code: -32000, message: 'execution reverted', data: null })).toEqual({ code: -32000, message: 'execution reverted', data: null });
  });

  it('uses -32603 for a missing, fractional or non-number code', () => {
    expect(toError({ message: 'm' })).toEqual({ code: -32603, message: 'm' });
    expect(toError({ code: 4001.5, message: 'm' })).toEqual({ code: -32603, message: 'm' });
    expect(toError({ code: '4001', message: 'm' })).toEqual({ code: -32603, message: 'm' });
    expect(toError({ code: Number.NaN, message: 'm' })).toEqual({ code: -32603, message: 'm' });
  });

  it('uses String(err) when there is no string message, and adds no data key when there is none', () => {
    expect(toError('boom')).toEqual({ code: -32603, message: 'boom' });
    expect(toError({ code: 4001, message: 42 })).toEqual({ code: 4001, message: '[object Object]' });
    expect(Object.keys(toError(new Error('x')))).toEqual(['code', 'message']);
  });
});
