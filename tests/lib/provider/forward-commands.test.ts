/**
 * The keyed command channel (lib/provider/forward-channel.ts) on its own, with
 * a stand-in window and page channel: which commands reach the wallet, which
 * are dropped, and the exact answers.
 */
import { describe, expect, test } from 'vitest';
import { listenForForwards, type ForwardEnv } from '../../../lib/provider/forward-channel';
import { ANSWER_EVENT, CALL_EVENT, HELLO_EVENT, KEY_EVENT } from '../../../lib/provider/constants';
import type { PreflightHook } from '../../../lib/provider/hook';
import type { ProviderRef, SettleOutcome } from '../../../lib/messaging/page-channel';
import { tick } from './harness';

const KEY = '0123456789abcdef0123456789abcdef';
const OTHER_KEY = 'fedcba9876543210fedcba9876543210';
const ID = 'a'.repeat(32);
const NONCE = 'n'.repeat(32);

function frame(held: Record<string, PreflightHook> = {}, byRef?: PreflightHook) {
  const listeners = new Map<string, (event: unknown) => void>();
  const answers: { id: string; outcome: SettleOutcome }[] = [];
  const emitted: { type: string; detail?: string }[] = [];
  const refs: ProviderRef[] = [];
  const walletCalls: { method: string; params: unknown }[] = [];
  const received: string[] = [];
  const env: ForwardEnv = {
    channel: {
      hold: () => ID,
      hints: () => undefined,
      walletFor: (id) => held[id],
      received: (id) => void received.push(id),
      answer: (id, outcome) => answers.push({ id, outcome }),
    },
    walletForRef: (ref) => {
      refs.push(ref);
      return byRef;
    },
    emit: (type, detail) => emitted.push(detail === undefined ? { type } : { type, detail }),
    // What lib/provider/page-events.ts does with the window's own Event functions, for plain objects.
    events: {
      stop: (e) => {
        const f: unknown = Reflect.get(Object(e), 'stopImmediatePropagation');
        if (typeof f === 'function') Reflect.apply(f, e, []);
      },
      detail: (e) => Reflect.get(Object(e), 'detail'),
    },
  };
  listenForForwards({ addEventListener: (type, l) => listeners.set(type, l) }, env);
  const stopped: unknown[][] = [];
  const fire = (type: string, detail: unknown) => {
    const event = {
      detail,
      stopImmediatePropagation(...args: unknown[]) {
        stopped.push(args);
      },
    };
    listeners.get(type)?.(event);
  };
  const send = (c: Record<string, unknown>) => fire(CALL_EVENT, JSON.stringify(c));
  return { fire, send, answers, emitted, refs, walletCalls, stopped, listeners, received };
}

const wallet = (calls: { method: string; params: unknown }[] = []): PreflightHook => ({
  request: async ({ method, params }) => {
    calls.push({ method, params });
    return `signed:${method}`;
  },
});

const base = { key: KEY, nonce: NONCE, mode: 'forward', id: ID, ref: { kind: 'window' }, method: 'personal_sign', params: ['0x68'], rejection: null };

describe('listenForForwards', () => {
  test('asks the bridge for the key once at start, and stops every key and command event (no page listener sees them)', () => {
    const f = frame();
    expect(f.emitted).toEqual([{ type: HELLO_EVENT }]);
    f.fire(KEY_EVENT, KEY);
    f.send(base);
    expect(f.stopped).toHaveLength(2);
    expect(() => f.listeners.get(KEY_EVENT)?.({ detail: KEY })).not.toThrow();
  });

  test('a keyed forward calls the held wallet once with the snapshot and answers the dapp', async () => {
    const calls: { method: string; params: unknown }[] = [];
    const f = frame({ [ID]: wallet(calls) });
    f.fire(KEY_EVENT, KEY);
    f.send(base);
    await tick();
    expect(calls).toEqual([{ method: 'personal_sign', params: ['0x68'] }]);
    expect(f.answers).toEqual([{ id: ID, outcome: { kind: 'result', result: 'signed:personal_sign' } }]);
  });

  test('a forward for a call no longer held does not reach any wallet', async () => {
    const calls: { method: string; params: unknown }[] = [];
    const f = frame({}, wallet(calls));
    f.fire(KEY_EVENT, KEY);
    expect(() => f.send(base)).not.toThrow();
    await tick();
    expect(calls).toEqual([]);
    expect(f.answers).toEqual([]);
  });

  test('only the first well-formed key counts; malformed keys are not taken', async () => {
    const calls: { method: string; params: unknown }[] = [];
    const f = frame({ [ID]: wallet(calls) });
    // [KEY] is not a string, though its text is the key.
    for (const bad of [`zz${KEY}`, `${KEY}zz`, KEY.toUpperCase(), KEY.slice(1), 42, [KEY]]) f.fire(KEY_EVENT, bad);
    f.send({ ...base, key: `zz${KEY}` });
    f.send({ ...base, key: `${KEY}zz` });
    f.fire(KEY_EVENT, KEY);
    f.fire(KEY_EVENT, OTHER_KEY);
    f.send({ ...base, key: OTHER_KEY });
    await tick();
    expect(calls).toEqual([]);
    f.send(base);
    await tick();
    expect(calls).toHaveLength(1);
  });

  test('commands without the key, or malformed in any field, are dropped without a throw', async () => {
    const calls: { method: string; params: unknown }[] = [];
    const f = frame({ [ID]: wallet(calls) }, wallet(calls));
    f.send(base); // before any key
    f.fire(KEY_EVENT, KEY);
    const bad: unknown[] = [
      42,
      null,
      'not json',
      'null',
      '42',
      JSON.stringify({ ...base, key: 1 }),
      JSON.stringify({ ...base, nonce: 1 }),
      JSON.stringify({ ...base, id: 1 }),
      JSON.stringify({ ...base, mode: 'rpc', id: 1 }),
      JSON.stringify({ ...base, mode: 'reject', id: 1 }),
      JSON.stringify({ ...base, method: 1 }),
      JSON.stringify({ ...base, ref: null }),
      JSON.stringify({ ...base, ref: { kind: 'providers', index: '1' } }),
      JSON.stringify({ ...base, ref: { kind: 'elsewhere', index: 1 } }),
      JSON.stringify({ ...base, ref: { kind: 'eip6963', uuid: 1, rdns: 'r' } }),
      JSON.stringify({ ...base, ref: { kind: 'eip6963', uuid: 'u', rdns: 2 } }),
      JSON.stringify({ ...base, ref: { kind: 'elsewhere', uuid: 'u', rdns: 'r' } }),
      JSON.stringify({ ...base, mode: 'sign' }),
      JSON.stringify({ ...base, mode: 'rpc', key: undefined }),
    ];
    for (const detail of bad) expect(() => f.fire(CALL_EVENT, detail)).not.toThrow();
    await tick();
    expect(calls).toEqual([]);
    expect(f.answers).toEqual([]);
    expect(f.emitted).toEqual([{ type: HELLO_EVENT }]);
    expect(f.refs).toEqual([]);
  });

  test('a command of up to 3,000,000 characters is read; a longer one is dropped', async () => {
    const calls: { method: string; params: unknown }[] = [];
    const f = frame({ [ID]: wallet(calls) });
    f.fire(KEY_EVENT, KEY);
    const bare = JSON.stringify({ ...base, params: [''] }).length;
    const at = JSON.stringify({ ...base, params: ['x'.repeat(3_000_000 - bare)] });
    expect(at).toHaveLength(3_000_000);
    f.fire(CALL_EVENT, `${at} `);
    await tick();
    expect(calls).toEqual([]);
    f.fire(CALL_EVENT, at);
    await tick();
    expect(calls).toHaveLength(1);
  });

  test('reject answers the dapp with the given error (data only when given), or 4001', () => {
    const f = frame();
    f.fire(KEY_EVENT, KEY);
    f.send({ ...base, mode: 'reject', rejection: { code: 4100, message: 'blocked', data: { rule: 'drainer' } } });
    f.send({ ...base, mode: 'reject', rejection: { code: 4100, message: 'blocked' } });
    f.send({ ...base, mode: 'reject', rejection: { code: 4100, message: 'blocked', data: null } });
    f.send({ ...base, mode: 'reject', rejection: { code: '4100', message: 'blocked' } });
    f.send({ ...base, mode: 'reject', rejection: { code: 4100, message: 7 } });
    f.send({ ...base, mode: 'reject', rejection: 'no' });
    f.send({ ...base, mode: 'reject' });
    const errors = f.answers.map((a) => (a.outcome.kind === 'error' ? a.outcome.error : a.outcome));
    const userRejected = { code: 4001, message: 'User rejected the request.' };
    expect(errors).toEqual([{ code: 4100, message: 'blocked', data: { rule: 'drainer' } }, { code: 4100, message: 'blocked' }, { code: 4100, message: 'blocked', data: null }, userRejected, userRejected, userRejected, userRejected]);
    expect(Object.keys(errors[1] ?? {})).toEqual(['code', 'message']);
  });

  test("the bridge's commands need no key: 'received' stops the held call's receipt timer, 'reject' answers it with the error; neither calls a wallet", async () => {
    const calls: { method: string; params: unknown }[] = [];
    const f = frame({ [ID]: wallet(calls) }, wallet(calls));
    f.send({ mode: 'received', id: ID });
    f.send({ mode: 'reject', id: ID, rejection: { code: 4900, message: 'gone' } });
    f.send({ mode: 'received', id: 7 });
    f.send({ mode: 'reject', id: null });
    // forward and rpc without the key stay dropped, however the rest reads
    f.send({ mode: 'forward', id: ID, nonce: NONCE, ref: { kind: 'window' }, method: 'personal_sign', params: ['0x68'] });
    f.send({ mode: 'rpc', id: ID, nonce: NONCE, ref: { kind: 'window' }, method: 'eth_chainId', params: [] });
    await tick();
    expect(f.received).toEqual([ID]);
    expect(f.answers).toEqual([{ id: ID, outcome: { kind: 'error', error: { code: 4900, message: 'gone' } } }]);
    expect(calls).toEqual([]);
    expect(f.emitted).toEqual([{ type: HELLO_EVENT }]);
  });

  test('rpc for a request not held asks the wallet the ref names, and answers with the nonce', async () => {
    const calls: { method: string; params: unknown }[] = [];
    const f = frame({}, wallet(calls));
    f.fire(KEY_EVENT, KEY);
    f.send({ ...base, mode: 'rpc', method: 'eth_chainId', params: [], ref: { kind: 'eip6963', uuid: 'u-1', rdns: 'io.example', index: 3 } });
    f.send({ ...base, mode: 'rpc', method: 'eth_chainId', params: [], ref: { kind: 'providers', index: 2, uuid: 'u', rdns: 'r' } });
    f.send({ ...base, mode: 'rpc', method: 'eth_chainId', params: [], ref: { kind: 'window', index: 2 } });
    await tick();
    expect(f.refs).toEqual([{ kind: 'eip6963', uuid: 'u-1', rdns: 'io.example' }, { kind: 'providers', index: 2 }, { kind: 'window' }]);
    expect(f.emitted.slice(1)).toEqual(Array(3).fill({ type: ANSWER_EVENT, detail: JSON.stringify({ nonce: NONCE, answer: { ok: true, result: 'signed:eth_chainId' } }) }));
  });

  test('rpc with no wallet in the frame answers an internal error', () => {
    const f = frame();
    f.fire(KEY_EVENT, KEY);
    f.send({ ...base, mode: 'rpc', method: 'eth_chainId' });
    expect(f.emitted.slice(1)).toEqual([{ type: ANSWER_EVENT, detail: JSON.stringify({ nonce: NONCE, answer: { ok: false, error: { code: -32603, message: 'Internal error: no wallet in this frame' } } }) }]);
  });
});
