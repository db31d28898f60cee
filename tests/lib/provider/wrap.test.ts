/**
 * What a dapp sees through the wrapper, for every call style, and what a
 * hostile page can (not) do through the public page channel.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { Window } from 'happy-dom';
import { installPreflight } from '../../../lib/provider/discover';
import { read, wrapProvider, wrappersOf, type WrapEnv } from '../../../lib/provider/wrap';
import { PAGE_CHANNEL, type SettleOutcome, type WalletHints } from '../../../lib/messaging/page-channel';
import { ADDRESS, closePages, createFakeWallet, createPage, forgeSettle, forward, nextHints, nextRequest, post, received, recordChannel, settle, tick, until, type FakeWallet } from './harness';

afterEach(closePages);

const SIGN = { method: 'personal_sign', params: ['0x68690a', '0x00000000000000000000000000000000000000a1'] };

function setup(): { win: Window; wallet: FakeWallet } {
  const win = createPage();
  const wallet = createFakeWallet();
  Reflect.set(win, 'ethereum', wallet);
  installPreflight(win);
  return { win, wallet };
}

const signed = (w: FakeWallet) => w.calls.filter((c) => c.method === 'personal_sign' || c.method === 'eth_sendTransaction');

describe('request()', () => {
  test('other methods reach the wallet unchanged: same args object, same this, same returned promise', () => {
    const { wallet } = setup();
    const args = { method: 'eth_call', params: [{ to: '0x01' }, 'latest'] };
    const result = wallet.request(args);
    expect(wallet.calls.at(-1)).toEqual({ via: 'request', method: 'eth_call', params: args.params, self: wallet });
    expect(wallet.calls.at(-1)?.params).toBe(args.params);
    return expect(result).resolves.toBe('other:eth_call');
  });

  test('a signing call is held, described to the bridge, its chain and accounts following, and settles with the wallet answer after the forward', async () => {
    const { win, wallet } = setup();
    const posted = nextRequest(win);
    const hinted = nextHints(win);
    const tx = { to: '0x00000000000000000000000000000000000000b2', value: '0x1' };
    const answer = wallet.request({ method: 'eth_sendTransaction', params: [tx] });
    const req = await posted;
    expect(req).toMatchObject({ method: 'eth_sendTransaction', params: [tx], style: 'request', provider: { kind: 'window' }, hintsFollow: true });
    expect(req).not.toHaveProperty('chainId');
    expect(await hinted).toEqual({ channel: PAGE_CHANNEL, type: 'hints', id: req.id, chainId: '0x1', accounts: ['0x00000000000000000000000000000000000000a1'] });
    expect(signed(wallet)).toEqual([]);
    forward(win, req);
    await expect(answer).resolves.toBe('0xhash');
    expect(signed(wallet)).toHaveLength(1);
  });

  test('requests reach the review in the order the dapp made them, even when the wallet answers the chain lookups out of order', async () => {
    const win = createPage();
    const wallet = createFakeWallet();
    const plain = wallet.request;
    let chainLookups = 0;
    // The first eth_chainId answers late, the second at once.
    wallet.request = function (this: unknown, args) {
      if (args.method === 'eth_chainId' && chainLookups++ === 0) return tick(30).then(() => plain.call(this, args));
      return plain.call(this, args);
    };
    Reflect.set(win, 'ethereum', wallet);
    installPreflight(win);
    const channel = recordChannel(win);
    void wallet.request({ method: 'eth_sendTransaction', params: [{ to: '0x00000000000000000000000000000000000000b2' }] });
    void wallet.request(SIGN);
    const requests = () => channel.filter((m) => Reflect.get(Object(m), 'type') === 'request');
    await until(() => requests().length === 2);
    expect(requests().map((m) => Reflect.get(Object(m), 'method'))).toEqual(['eth_sendTransaction', 'personal_sign']);
  });

  test('no bridge in this frame: the dapp gets 4900 after a short wait and the wallet is never asked', async () => {
    const win = createPage();
    const wallet = createFakeWallet();
    Reflect.set(win, 'ethereum', wallet);
    installPreflight(win, { receiptMs: 40 });
    await expect(wallet.request(SIGN)).rejects.toMatchObject({ code: 4900, message: expect.stringContaining('not active in this frame') });
    expect(signed(wallet)).toEqual([]);
  });

  test('a bridge that confirmed the request keeps it waiting for the review, past the receipt delay', async () => {
    const win = createPage();
    const wallet = createFakeWallet();
    Reflect.set(win, 'ethereum', wallet);
    // A receipt delay long enough that a loaded machine still confirms in time; the wait below outlasts it.
    installPreflight(win, { receiptMs: 1000 });
    const posted = nextRequest(win);
    let answered = false;
    const answer = wallet.request(SIGN).then(
      () => undefined,
      (e: unknown) => e,
    ).finally(() => { answered = true; });
    const req = await posted;
    received(win, req.id);
    await tick(1200);
    expect(answered).toBe(false);
    settle(win, req.id, { kind: 'error', error: { code: 4001, message: 'User rejected the request.' } });
    await expect(answer).resolves.toMatchObject({ code: 4001 });
  });

  test("a wallet's error after approval reaches the dapp unchanged (code, message, data)", async () => {
    const { win, wallet } = setup();
    const posted = nextRequest(win);
    const answer = wallet.request({ method: 'eth_signTypedData_v4', params: ['0xa1', '{}'] });
    forward(win, await posted);
    await expect(answer).rejects.toMatchObject({ code: 4100, message: 'wallet says no', data: { reason: 'locked' } });
  });

  test('rejected: an Error with code 4001 and the usual message', async () => {
    const { win, wallet } = setup();
    const posted = nextRequest(win);
    const answer = wallet.request(SIGN);
    settle(win, (await posted).id, { kind: 'error', error: { code: 4001, message: 'User rejected the request.' } });
    const err: unknown = await answer.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(signed(wallet)).toEqual([]);
  });

  test('params that are not an array: -32602 without asking the background', async () => {
    const { win, wallet } = setup();
    const seen = recordChannel(win);
    await expect(wallet.request({ method: 'personal_sign', params: { message: 'x' } })).rejects.toMatchObject({ code: -32602 });
    await tick(10);
    expect(seen).toEqual([]);
  });

});

describe('a forged pass-through for a held id (ids are visible on the page channel)', () => {
  type Start = (wallet: FakeWallet) => Promise<unknown>;
  const styles: [string, Start][] = [
    ['request', (w) => w.request(SIGN)],
    ['send(method, params)', (w) => Promise.resolve(w.send('personal_sign', SIGN.params))],
    ['send(payload)', (w) => Promise.resolve(w.send({ id: 5, jsonrpc: '2.0', ...SIGN }))],
    ['sendAsync(payload, cb)', (w) => new Promise((resolve) => w.sendAsync({ id: 6, jsonrpc: '2.0', ...SIGN }, (_e, r) => resolve(r)))],
    ['send(batch, cb)', (w) => new Promise((resolve) => w.send([{ id: 7, jsonrpc: '2.0', ...SIGN }], (_e: unknown, r: unknown) => resolve(r)))],
  ];

  test.each(styles)('%s: the wallet is not called and the dapp keeps waiting for the review', async (_name, start) => {
    const { win, wallet } = setup();
    const posted = nextRequest(win);
    let answered = false;
    const answer = start(wallet).finally(() => {
      answered = true;
    });
    const { id } = await posted;
    post(win, { channel: 'preflight:v1', type: 'pass-through', id });
    post(win, { channel: 'preflight:v1', type: 'pass-through', id, outcome: { kind: 'result', result: '0xforged' } });
    await tick(30);
    expect(signed(wallet)).toEqual([]);
    expect(answered).toBe(false);
    // Still held under the same id: the review's answer settles it.
    settle(win, id, { kind: 'error', error: { code: 4001, message: 'User rejected the request.' } });
    await answer.catch(() => undefined);
    expect(answered).toBe(true);
    expect(signed(wallet)).toEqual([]);
  });
});

describe('legacy call styles answer in the wallet shapes', () => {
  async function approveNext(win: Window): Promise<void> {
    forward(win, await nextRequest(win));
  }

  test('send(method, params) resolves with the JSON-RPC response object', async () => {
    const { win, wallet } = setup();
    const approved = approveNext(win);
    const answer = wallet.send('personal_sign', SIGN.params);
    await approved;
    await expect(answer).resolves.toMatchObject({ jsonrpc: '2.0', result: 'signed:0x68690a' });
  });

  test('send(payload, callback) and sendAsync(payload, callback): (null, response) or (error, response with error)', async () => {
    const { win, wallet } = setup();
    for (const style of ['send', 'sendAsync'] as const) {
      const approved = approveNext(win);
      const answer = new Promise<unknown[]>((resolve) => wallet[style]({ id: 7, jsonrpc: '2.0', ...SIGN }, (...a: unknown[]) => resolve(a)));
      await approved;
      expect(await answer).toEqual([null, { id: 7, jsonrpc: '2.0', result: 'signed:0x68690a' }]);

      const posted = nextRequest(win);
      const rejected = new Promise<unknown[]>((resolve) => wallet[style]({ id: 8, jsonrpc: '2.0', ...SIGN }, (...a: unknown[]) => resolve(a)));
      const req = await posted;
      expect(req.style).toBe(style === 'send' ? 'send-callback' : 'send-async');
      settle(win, req.id, { kind: 'error', error: { code: 4001, message: 'User rejected the request.' } });
      const [err, response] = await rejected;
      expect(err).toMatchObject({ code: 4001, message: 'User rejected the request.' });
      expect(response).toEqual({ id: 8, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } });
    }
    expect(signed(wallet)).toHaveLength(2);
  });

  test('a batch mixing read and signing calls answers with an array in order; reads go to the wallet directly', async () => {
    const { win, wallet } = setup();
    const approved = approveNext(win);
    const batch = [
      { id: 1, jsonrpc: '2.0', method: 'eth_blockNumber', params: [] },
      { id: 2, jsonrpc: '2.0', ...SIGN },
    ];
    const answer = new Promise<unknown[]>((resolve) => wallet.sendAsync(batch, (...a: unknown[]) => resolve(a)));
    await approved;
    expect(await answer).toEqual([
      null,
      [
        { id: 1, jsonrpc: '2.0', result: 'other:eth_blockNumber' },
        { id: 2, jsonrpc: '2.0', result: 'signed:0x68690a' },
      ],
    ]);
  });

  test('a batch without signing calls goes to the wallet as one untouched call', async () => {
    const { wallet } = setup();
    const batch = [{ id: 1, jsonrpc: '2.0', method: 'eth_chainId', params: [] }];
    const answer = new Promise<unknown[]>((resolve) => wallet.sendAsync(batch, (...a: unknown[]) => resolve(a)));
    expect(await answer).toEqual([null, [{ id: 1, jsonrpc: '2.0', result: '0x1' }]]);
  });

  test('send(payload) without a callback: reads stay synchronous, a signing call answers with a promise of the response', async () => {
    const { win, wallet } = setup();
    expect(wallet.send({ id: 3, jsonrpc: '2.0', method: 'eth_accounts', params: [] })).toEqual({ id: 3, jsonrpc: '2.0', result: 'sync' });
    const approved = approveNext(win);
    const answer = wallet.send({ id: 4, jsonrpc: '2.0', ...SIGN });
    await approved;
    await expect(answer).resolves.toEqual({ id: 4, jsonrpc: '2.0', result: 'signed:0x68690a' });
  });
});

test('sendAsync of a signing call without a callback is refused with -32602, never passed to the wallet', () => {
  const { wallet } = setup();
  const call = (payload: unknown): unknown => Reflect.apply(wallet.sendAsync, wallet, [payload]);
  expect(() => call({ id: 1, jsonrpc: '2.0', ...SIGN })).toThrow(expect.objectContaining({ code: -32602 }));
  expect(() => call([{ id: 2, jsonrpc: '2.0', method: 'eth_chainId' }, { id: 3, jsonrpc: '2.0', ...SIGN }])).toThrow(expect.objectContaining({ code: -32602 }));
  expect(signed(wallet)).toEqual([]);
});

describe('the page channel is public', () => {
  test('a held request settles exactly once; a second answer, and settles posted on the public channel, are ignored', async () => {
    const { win, wallet } = setup();
    const calls: unknown[][] = [];
    const posted = nextRequest(win);
    wallet.sendAsync({ id: 1, jsonrpc: '2.0', ...SIGN }, (...a: unknown[]) => calls.push(a));
    const { id } = await posted;
    forgeSettle(win, '00000000-0000-4000-8000-000000000000', { kind: 'result', result: 'forged' });
    forgeSettle(win, id, { kind: 'result', result: 'forged' });
    await tick(10);
    expect(calls).toEqual([]);
    settle(win, id, { kind: 'error', error: { code: 4001, message: 'User rejected the request.' } });
    settle(win, id, { kind: 'error', error: { code: 4100, message: 'late' } });
    await until(() => calls.length > 0);
    await tick(10);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toMatchObject({ code: 4001 });
  });

  test('hostile page: replaying and mutating the recorded channel never gets a signing request to the wallet', async () => {
    const { win, wallet } = setup();
    const seen = recordChannel(win);
    // Round 1: a request the user rejects, recorded by the page.
    const first = nextRequest(win);
    const a = wallet.request(SIGN).catch(() => undefined);
    settle(win, (await first).id, { kind: 'error', error: { code: 4001, message: 'User rejected the request.' } });
    await a;
    const recorded = structuredClone(seen);
    // Round 2: another request while the page replays every recorded message and mutations of them.
    const second = nextRequest(win);
    const b = wallet.request({ method: 'eth_sendTransaction', params: [{ to: '0x00000000000000000000000000000000000000b2', value: '0xffff' }] });
    const req2 = await second;
    const mutations = (m: unknown): unknown[] => {
      const base = typeof m === 'object' && m !== null ? m : {};
      return [
        m,
        { ...base, type: 'approve' },
        { ...base, type: 'forward' },
        { ...base, type: 'decision', decision: 'approve' },
        { ...base, type: 'pass-through' },
        { ...base, approved: true, type: 'approved' },
        { ...base, type: 'request', method: 'eth_sendTransaction' },
        { ...base, id: req2.id, type: 'approve', approved: true },
        { ...base, id: req2.id, type: 'forward' },
      ];
    };
    for (const m of recorded) for (const x of mutations(m)) post(win, x);
    await tick(30);
    expect(signed(wallet)).toEqual([]);
    // A forged settle with the live id does nothing (nothing public settles a held call); the call is still held.
    forgeSettle(win, req2.id, { kind: 'result', result: '0xforged' });
    await tick(10);
    settle(win, req2.id, { kind: 'error', error: { code: 4001, message: 'User rejected the request.' } });
    await expect(b).rejects.toMatchObject({ code: 4001 });
    expect(signed(wallet)).toEqual([]);
  });

  test("another tool wrapping our wrapper: one review, and the forward does not come back through our wrapper", async () => {
    const { win, wallet } = setup();
    const ours = wallet.request;
    const stacked: string[] = [];
    wallet.request = (args) => {
      stacked.push(args.method);
      return ours.call(wallet, args);
    };
    win.dispatchEvent(new win.Event('load'));
    const seen = recordChannel(win);
    const posted = nextRequest(win);
    const answer = wallet.request(SIGN);
    const req = await posted;
    forward(win, req);
    await expect(answer).resolves.toBe('signed:0x68690a');
    expect(seen.filter((m) => Reflect.get(Object(m), 'type') === 'request')).toHaveLength(1);
    expect(signed(wallet)).toHaveLength(1);
  });
});

describe('more call shapes', () => {
  test('send(payloads) without a callback: a mixed batch answers with a promise of the responses in order; reads go to the wallet alone', async () => {
    const { win, wallet } = setup();
    const approved = (async () => forward(win, await nextRequest(win)))();
    const answer = wallet.send([
      { id: 1, jsonrpc: '2.0', method: 'eth_accounts', params: [] },
      { id: 2, jsonrpc: '2.0', ...SIGN },
    ]);
    await approved;
    await expect(answer).resolves.toEqual([
      { id: 1, jsonrpc: '2.0', result: 'sync' },
      { id: 2, jsonrpc: '2.0', result: 'signed:0x68690a' },
    ]);
    expect(wallet.calls.filter((c) => c.via === 'send').map((c) => c.method)).toEqual(['eth_accounts']);
  });

  test('send(payloads) without a callback and without signing calls goes to the wallet unchanged', () => {
    const { wallet } = setup();
    const batch = [{ id: 1, jsonrpc: '2.0', method: 'eth_accounts', params: [] }];
    expect(wallet.send(batch)).toBeUndefined();
    expect(wallet.calls).toEqual([]);
  });

  test('send(method, params): a read goes to the wallet; a signing call without params is refused with the exact -32602', async () => {
    const { wallet } = setup();
    await expect(wallet.send('eth_chainId', [])).resolves.toEqual({ id: 1, jsonrpc: '2.0', result: '0x1' });
    const noParams = wallet.send('eth_sendTransaction') as Promise<unknown>;
    noParams.catch(() => undefined);
    await expect(noParams).rejects.toMatchObject({ code: -32602, message: 'Invalid parameters: eth_sendTransaction expects an array of parameters' });
    await tick(10);
    expect(signed(wallet)).toEqual([]);
  });

  test('send(method, params) with params that are no array (an object, a string): refused with -32602, the wallet never asked', async () => {
    const { wallet } = setup();
    for (const params of [{ message: '0x68656c6c6f', account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }, '0x68656c6c6f']) {
      const answer = wallet.send('personal_sign', params) as Promise<unknown>;
      answer.catch(() => undefined);
      await expect(answer).rejects.toMatchObject({ code: -32602, message: 'Invalid parameters: personal_sign expects an array of parameters' });
    }
    await tick(10);
    expect(signed(wallet)).toEqual([]);
    expect(wallet.calls.filter((c) => c.method === 'personal_sign')).toEqual([]);
  });

  test('a signing call with an empty params array is refused with the exact -32602 message', async () => {
    const { wallet } = setup();
    await expect(wallet.request({ method: 'personal_sign', params: [] })).rejects.toMatchObject({ code: -32602, message: 'Invalid parameters: personal_sign expects an array of parameters' });
    expect(signed(wallet)).toEqual([]);
  });

  test('sendAsync without a callback: the exact refusal', () => {
    const { wallet } = setup();
    const call = (payload: unknown): unknown => Reflect.apply(wallet.sendAsync, wallet, [payload]);
    expect(() => call({ id: 1, jsonrpc: '2.0', ...SIGN })).toThrow(expect.objectContaining({ code: -32602, message: 'Invalid parameters: sendAsync needs a callback' }));
    expect(wallet.calls).toEqual([]);
  });
});

describe('the chain and accounts the review is told', () => {
  function walletSaying(chainId: unknown, accounts: unknown): FakeWallet {
    const wallet = createFakeWallet();
    const original = wallet.request;
    wallet.request = function (this: unknown, args) {
      if (args.method === 'eth_chainId') return (wallet.calls.push({ via: 'request', method: args.method, params: args.params, self: this }), Promise.resolve(chainId));
      if (args.method === 'eth_accounts') return (wallet.calls.push({ via: 'request', method: args.method, params: args.params, self: this }), Promise.resolve(accounts));
      return original.call(this, args);
    };
    return wallet;
  }
  async function described(wallet: FakeWallet, call: { method: string; params: unknown[] }) {
    const win = createPage();
    Reflect.set(win, 'ethereum', wallet);
    installPreflight(win);
    const hinted = nextHints(win);
    void wallet.request(call).catch(() => undefined);
    return hinted;
  }
  const tx = { to: '0x00000000000000000000000000000000000000b2' };

  test('a chain id of up to 100 characters and up to 100 string accounts of up to 100 characters each', async () => {
    const long = '0x' + 'a'.repeat(98);
    const accounts = [ADDRESS, 7, 'b'.repeat(100), 'c'.repeat(101), null, ...Array.from({ length: 120 }, (_, i) => `0x${i}`)];
    const req = await described(walletSaying(long, accounts), { method: 'eth_sendTransaction', params: [tx] });
    expect(req.chainId).toBe(long);
    expect(req.accounts).toEqual([ADDRESS, 'b'.repeat(100), ...Array.from({ length: 98 }, (_, i) => `0x${i}`)]);
  });

  test('a chain id too long or not a string, and accounts not in an array, are left out', async () => {
    for (const [chainId, accounts] of [
      ['0x' + 'a'.repeat(99), 'not a list'],
      [1, { 0: ADDRESS }],
    ] as const) {
      const req = await described(walletSaying(chainId, accounts), { method: 'eth_sendTransaction', params: [tx] });
      expect(req).not.toHaveProperty('chainId');
      expect(req).not.toHaveProperty('accounts');
    }
  });

  test('accounts are asked only when the call does not name its account', async () => {
    const asked = async (method: string, params: unknown[]) => {
      const wallet = walletSaying('0x1', [ADDRESS]);
      const req = await described(wallet, { method, params });
      return { accountsAsked: wallet.calls.some((c) => c.method === 'eth_accounts'), accounts: req.accounts };
    };
    expect(await asked('personal_sign', ['0x68', ADDRESS])).toEqual({ accountsAsked: false, accounts: undefined });
    expect(await asked('eth_signTypedData_v4', [ADDRESS, '{}'])).toEqual({ accountsAsked: false, accounts: undefined });
    expect(await asked('eth_sendTransaction', [{ ...tx, from: ADDRESS }])).toEqual({ accountsAsked: false, accounts: undefined });
    expect(await asked('eth_sendTransaction', [tx])).toEqual({ accountsAsked: true, accounts: [ADDRESS] });
    expect(await asked('eth_signTransaction', [tx])).toEqual({ accountsAsked: true, accounts: [ADDRESS] });
    expect(await asked('eth_sendTransaction', [{ ...tx, from: 5 }])).toEqual({ accountsAsked: true, accounts: [ADDRESS] });
  });
});

describe('wrapProvider, read and wrappersOf on their own', () => {
  type Hold = { body: Record<string, unknown>; settle: (o: SettleOutcome) => void };
  /** An env whose channel records what would be posted for review and the hints after (or throws, as a broken channel would). */
  function env(opts: { holdThrows?: boolean } = {}) {
    const holds: Hold[] = [];
    const hints: { id: string; hints: WalletHints }[] = [];
    const e: WrapEnv = {
      channel: {
        hold: (body, settle) => {
          if (opts.holdThrows) throw new Error('no channel');
          holds.push({ body: { ...body }, settle });
          return `id-${holds.length}`;
        },
        hints: (id, h) => void hints.push({ id, hints: h }),
        walletFor: () => undefined,
        received: () => undefined,
        answer: () => undefined,
      },
      refFor: () => ({ kind: 'window' }),
    };
    return { env: e, holds, hints };
  }
  /** A provider whose request records every argument list and answers eth_chainId with `chainId`. */
  function provider(chainId: unknown = '0x1') {
    const seen: unknown[][] = [];
    const p: Record<string, unknown> = {
      request(...args: unknown[]) {
        seen.push(args);
        const method = Reflect.get(Object(args[0]), 'method');
        return method === 'eth_chainId' ? chainId : method === 'eth_accounts' ? [] : 'answered';
      },
    };
    return { p, seen };
  }
  const call = (p: object, name: string, ...args: unknown[]): unknown => Reflect.apply(Reflect.get(p, name) as (...a: unknown[]) => unknown, p, args);

  test('read gets the properties of a function too (a provider may be callable), and a throwing getter reads as undefined', () => {
    expect(read(Object.assign(() => 1, { chainId: '0x1' }), 'chainId')).toBe('0x1');
    const throwing = Object.defineProperty({}, 'request', {
      get() {
        throw new Error('no');
      },
    });
    expect(read(throwing, 'request')).toBeUndefined();
  });

  test('nothing to wrap (not an object), or a provider that throws while being patched: true, never a throw', () => {
    const { env: e } = env();
    expect(wrapProvider(undefined, e)).toBe(true);
    expect(wrapProvider('0x1', e)).toBe(true);
    const hostile = new Proxy(provider().p, {
      getOwnPropertyDescriptor() {
        throw new Error('no');
      },
    });
    expect(wrapProvider(hostile, e)).toBe(true);
  });

  test('wrapping again keeps the installed wrapper; an original put back by the page gets the same wrapper again', () => {
    const { env: e } = env();
    const { p } = provider();
    const original = p.request;
    expect(wrapProvider(p, e)).toBe(true);
    const wrapper = p.request;
    expect(wrapper).not.toBe(original);
    expect(wrapProvider(p, e)).toBe(true);
    expect(p.request).toBe(wrapper);
    p.request = original;
    expect(wrapProvider(p, e)).toBe(true);
    expect(p.request).toBe(wrapper);
    expect(wrappersOf(p)).toEqual({ request: wrapper });
    expect(wrappersOf({})).toEqual({});
  });

  test('the wrapper keeps the enumerability of the method: an own enumerable one stays so, a method of the class is added non-enumerable', () => {
    const { env: e } = env();
    const { p } = provider();
    wrapProvider(p, e);
    expect(Object.getOwnPropertyDescriptor(p, 'request')).toMatchObject({ writable: true, configurable: true, enumerable: true });
    class Wallet {
      request(): string {
        return 'answered';
      }
    }
    const w = new Wallet();
    wrapProvider(w, e);
    expect(Object.getOwnPropertyDescriptor(w, 'request')).toMatchObject({ writable: true, configurable: true, enumerable: false });
    expect(Object.keys(w)).toEqual([]);
  });

  test('a method that cannot be redefined but can be written is replaced by assignment; one whose redefinition throws is reported unguarded', () => {
    const { env: e } = env();
    const { p } = provider();
    const original = p.request;
    Object.defineProperty(p, 'request', { value: original, writable: true, configurable: false, enumerable: true });
    expect(wrapProvider(p, e)).toBe(true);
    expect(p.request).not.toBe(original);
    const throwing = new Proxy(provider().p, {
      defineProperty() {
        throw new Error('no');
      },
    });
    expect(wrapProvider(throwing, e)).toBe(false);
  });

  test('arguments that are not held reach the wallet as given: a function stays the function, extra arguments follow once', () => {
    const { env: e } = env();
    const { p, seen } = provider();
    wrapProvider(p, e);
    const fn = (): void => undefined;
    call(p, 'request', fn);
    call(p, 'request', { method: 'eth_chainId' }, 'extra');
    expect(seen[0]?.[0]).toBe(fn);
    expect(seen[1]).toEqual([{ method: 'eth_chainId' }, 'extra']);
  });

  test('a chain id that is not a string (a list holding one) is not told to the review', async () => {
    const { env: e, hints } = env();
    const { p } = provider(['0x1']);
    wrapProvider(p, e);
    void call(p, 'request', { method: 'eth_sendTransaction', params: [{ to: '0x00000000000000000000000000000000000000b2' }] });
    await until(() => hints.length > 0);
    expect(hints[0]).toEqual({ id: 'id-1', hints: { accounts: [] } });
  });

  test('a wallet that never says its chain does not delay the review: the request is posted at once, its hints within a second, without the chain', async () => {
    const { env: e, holds, hints } = env();
    const p = { request: (args: { method: string }) => (args.method === 'eth_chainId' ? new Promise(() => undefined) : Promise.resolve([])) };
    wrapProvider(p, e);
    const start = Date.now();
    void call(p, 'request', SIGN);
    expect(holds.map((h) => h.body)).toEqual([{ provider: { kind: 'window' }, style: 'request', method: SIGN.method, params: SIGN.params, hintsFollow: true }]);
    await until(() => hints.length > 0);
    expect(Date.now() - start).toBeGreaterThanOrEqual(900);
    expect(hints).toEqual([{ id: 'id-1', hints: {} }]);
  });

  test('hints follow even when reading the wallet\'s answer throws (a hostile accounts list)', async () => {
    const { env: e, hints } = env();
    // Read as an answer (no `then`), then throwing on everything else.
    const accounts = new Proxy([], {
      get: (_t, key) => {
        if (key === 'then') return undefined;
        throw new Error('no');
      },
    });
    const p = { request: (args: { method: string }) => Promise.resolve(args.method === 'eth_chainId' ? '0x1' : accounts) };
    wrapProvider(p, e);
    void call(p, 'request', { method: 'eth_sendTransaction', params: [{ to: '0x00000000000000000000000000000000000000b2' }] });
    await until(() => hints.length > 0);
    expect(hints).toEqual([{ id: 'id-1', hints: {} }]);
  });

  test('a call the channel cannot hold is answered with the exact -32603, and the wallet is not asked anything', async () => {
    const { env: e } = env({ holdThrows: true });
    const { p, seen } = provider();
    wrapProvider(p, e);
    await expect(call(p, 'request', SIGN)).rejects.toMatchObject({ code: -32603, message: 'Internal error: personal_sign could not be held for review' });
    expect(seen).toEqual([]);
  });

  test('sendAsync without a callback: a read of a single payload goes to the wallet (no throw)', () => {
    const { env: e } = env();
    const got: unknown[][] = [];
    const p = {
      sendAsync(...args: unknown[]) {
        got.push(args);
        return 'sent';
      },
    };
    wrapProvider(p, e);
    expect(call(p, 'sendAsync', { id: 1, jsonrpc: '2.0', method: 'eth_chainId' })).toBe('sent');
    expect(got).toEqual([[{ id: 1, jsonrpc: '2.0', method: 'eth_chainId' }]]);
  });
});
