/**
 * Finding the wallet however it arrives: before us, after us by assignment,
 * by Object.defineProperty, as a non-configurable getter returning a Proxy,
 * in providers[], through EIP-6963. "Wrapped" is checked the way a user
 * would notice: a signing call is held (posted for review) and does not
 * reach the wallet.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { installPreflight } from '../../../lib/provider/discover';
import { ANSWER_EVENT } from '../../../lib/provider/constants';
import type { InterceptedRequest } from '../../../lib/messaging/page-channel';
import { closePages, command, createFakeWallet, createPage, forward, nextRequest, tick, until, type FakeWallet } from './harness';
import type { Window } from 'happy-dom';

afterEach(closePages);
const page = (): Window => createPage();

/** Calls personal_sign on `provider` and reports whether the wrapper held it (posted) instead of the wallet signing. */
async function isHeld(win: Window, provider: unknown, wallet: FakeWallet) {
  const posted = nextRequest(win);
  const request: unknown = Reflect.get(Object(provider), 'request');
  if (typeof request !== 'function') throw new Error('no request()');
  void Reflect.apply(request, provider, [{ method: 'personal_sign', params: ['0x68690a', '0x00000000000000000000000000000000000000a1'] }]);
  const req = await posted;
  return { req, walletSigned: wallet.calls.some((c) => c.method === 'personal_sign') };
}

const announce = (win: Window, provider: object, rdns: string, uuid: string): void => {
  win.dispatchEvent(new win.CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: { uuid, rdns, name: rdns, icon: 'data:,' }, provider }) }));
};

describe('window.ethereum', () => {
  test('set before the wrapper ran', async () => {
    const win = page();
    const wallet = createFakeWallet();
    Reflect.set(win, 'ethereum', wallet);
    installPreflight(win);
    const { req, walletSigned } = await isHeld(win, Reflect.get(win, 'ethereum'), wallet);
    expect(req?.provider).toEqual({ kind: 'window' });
    expect(walletSigned).toBe(false);
    // The page keeps an ordinary property it can reassign.
    expect(Reflect.getOwnPropertyDescriptor(win, 'ethereum')?.configurable).toBe(true);
  });

  test('assigned later: wrapped at the assignment, before the dapp can call in the same task', async () => {
    const win = page();
    installPreflight(win);
    expect(Reflect.get(win, 'ethereum')).toBeUndefined();
    const wallet = createFakeWallet();
    const posted = nextRequest(win);
    Reflect.set(win, 'ethereum', wallet);
    void wallet.request({ method: 'eth_sendTransaction', params: [{ from: '0x00000000000000000000000000000000000000a1', to: '0x00000000000000000000000000000000000000b2' }] });
    expect((await posted).method).toBe('eth_sendTransaction');
    expect(wallet.calls.some((c) => c.method === 'eth_sendTransaction')).toBe(false);
    // After the assignment window.ethereum is the plain data property it would have been without us.
    expect(Reflect.getOwnPropertyDescriptor(win, 'ethereum')).toEqual({ value: wallet, writable: true, enumerable: true, configurable: true });
    expect(Object.prototype.hasOwnProperty.call(Object.getPrototypeOf(win), 'ethereum')).toBe(false);
  });

  test('defined later with a non-configurable Object.defineProperty: no throw, found by the next check', async () => {
    const win = page();
    installPreflight(win);
    const wallet = createFakeWallet();
    expect(() => Object.defineProperty(win, 'ethereum', { value: wallet, writable: false, configurable: false })).not.toThrow();
    win.dispatchEvent(new win.Event('ethereum#initialized'));
    const { req, walletSigned } = await isHeld(win, wallet, wallet);
    expect(req).not.toBeNull();
    expect(walletSigned).toBe(false);
  });

  test('defined later without any event: found by the bounded polling', async () => {
    const win = page();
    installPreflight(win);
    const wallet = createFakeWallet();
    const own = wallet.request;
    Object.defineProperty(win, 'ethereum', { value: wallet, configurable: false });
    await until(() => wallet.request !== own);
    expect((await isHeld(win, wallet, wallet)).req).not.toBeNull();
  });

  test.each(['before', 'after'])('Rabby-style non-configurable getter returning a Proxy, defined %s the wrapper', async (when) => {
    const win = page();
    const wallet = createFakeWallet();
    const proxy = new Proxy(wallet, { deleteProperty: () => true });
    const define = () => Object.defineProperty(win, 'ethereum', { get: () => proxy, configurable: false });
    if (when === 'before') define();
    installPreflight(win);
    if (when === 'after') expect(define).not.toThrow();
    win.dispatchEvent(new win.Event('ethereum#initialized'));
    const { req, walletSigned } = await isHeld(win, Reflect.get(win, 'ethereum'), wallet);
    expect(req?.provider).toEqual({ kind: 'window' });
    expect(walletSigned).toBe(false);
  });

  test('every entry of window.ethereum.providers[] is wrapped and referred to by index', async () => {
    const win = page();
    const a = createFakeWallet();
    const b = createFakeWallet();
    Reflect.set(win, 'ethereum', Object.assign(createFakeWallet(), { providers: [a, b] }));
    installPreflight(win);
    const { req, walletSigned } = await isHeld(win, b, b);
    expect(req?.provider).toEqual({ kind: 'providers', index: 1 });
    expect(walletSigned).toBe(false);
  });

  test('a frozen provider is left alone and keeps working', async () => {
    const win = page();
    const wallet = Object.freeze(createFakeWallet());
    Reflect.set(win, 'ethereum', wallet);
    expect(() => installPreflight(win)).not.toThrow();
    await expect(wallet.request({ method: 'personal_sign', params: ['0x68690a', '0xa1'] })).resolves.toBe('signed:0x68690a');
  });

  test('a provider whose methods are replaced later is wrapped again, and the forward reaches the new method', async () => {
    const win = page();
    const wallet = createFakeWallet();
    Reflect.set(win, 'ethereum', wallet);
    installPreflight(win);
    const replaced: string[] = [];
    wallet.request = (args) => {
      replaced.push(args.method);
      return Promise.resolve('from-new');
    };
    win.dispatchEvent(new win.Event('load'));
    const { req } = await isHeld(win, wallet, wallet);
    expect(req).not.toBeNull();
    expect(replaced).not.toContain('personal_sign');
    if (!req) throw new Error('not held');
    forward(win, req);
    await until(() => replaced.includes('personal_sign'));
    expect(replaced.filter((m) => m === 'personal_sign')).toHaveLength(1);
  });
});

describe('EIP-6963', () => {
  test('a wallet that announced before us is wrapped when it re-announces to our requestProvider', async () => {
    const win = page();
    const wallet = createFakeWallet();
    const uuid = '6a5f1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c';
    win.addEventListener('eip6963:requestProvider', () => announce(win, wallet, 'io.example.wallet', uuid));
    announce(win, wallet, 'io.example.wallet', uuid);
    installPreflight(win);
    const { req, walletSigned } = await isHeld(win, wallet, wallet);
    expect(req?.provider).toEqual({ kind: 'eip6963', uuid, rdns: 'io.example.wallet' });
    expect(walletSigned).toBe(false);
  });

  test("the provider the dapp's own announce listener receives is already wrapped", async () => {
    const win = page();
    installPreflight(win);
    let seen: unknown;
    win.addEventListener('eip6963:announceProvider', (e) => (seen = Reflect.get(Object(Reflect.get(e, 'detail')), 'provider')));
    const wallet = createFakeWallet();
    announce(win, wallet, 'io.example.other', '0f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f');
    expect(seen).toBe(wallet);
    const { req, walletSigned } = await isHeld(win, seen, wallet);
    expect(req?.provider).toMatchObject({ kind: 'eip6963', rdns: 'io.example.other' });
    expect(walletSigned).toBe(false);
  });
});

describe('do no harm', () => {
  test('no own globals added to the page, no events beyond the EIP-6963 request', async () => {
    const win = page();
    const before = Object.getOwnPropertyNames(win);
    const requests: string[] = [];
    win.addEventListener('eip6963:requestProvider', (e) => requests.push(e.type));
    installPreflight(win);
    await tick(60);
    expect(Object.getOwnPropertyNames(win)).toEqual(before);
    expect(Object.keys(win).filter((k) => /preflight|wxt/i.test(k))).toEqual([]);
    expect(requests).toEqual(['eip6963:requestProvider']);
  });

  test('nothing is left on a wrapped provider but its patched methods: no symbol, no hidden property', () => {
    const win = page();
    const wallet = createFakeWallet();
    const keys = Reflect.ownKeys(wallet);
    Reflect.set(win, 'ethereum', wallet);
    installPreflight(win);
    expect(Reflect.ownKeys(wallet)).toEqual(keys);
    expect(Reflect.get(wallet, Symbol.for('preflight.hook.v1'))).toBeUndefined();
    // Patched methods stay writable and configurable so other tools can stack.
    expect(Object.getOwnPropertyDescriptor(wallet, 'request')).toMatchObject({ writable: true, configurable: true });
  });
});

describe('the checks, when they run', () => {
  test('polling after start: 50 ms, then each wait doubled up to 500 ms, until 10 s, then never again; each one finds a wallet', () => {
    const win = page();
    const delays: number[] = [];
    const queue: (() => void)[] = [];
    Reflect.set(win, 'setTimeout', (fn: () => void, ms: number) => {
      delays.push(ms);
      queue.push(fn);
      return 0;
    });
    installPreflight(win);
    const wallet = createFakeWallet();
    const own = wallet.request;
    // Only a check can find this one (no assignment to trap, no event).
    Object.defineProperty(win, 'ethereum', { value: wallet, configurable: false });
    queue.shift()?.();
    expect(wallet.request).not.toBe(own);
    for (let i = 0; i < 200 && queue.length > 0; i++) queue.shift()?.();
    expect(queue).toHaveLength(0);
    expect(delays).toEqual([50, 100, 200, 400, ...Array<number>(19).fill(500)]);
  });

  test.each(['pointerdown', 'keydown'])('a user’s %s runs a check before any handler of the page', (type) => {
    const win = page();
    installPreflight(win);
    const wallet = createFakeWallet();
    const own = wallet.request;
    // Only a check can find this one (no assignment to trap, no event from the wallet).
    Object.defineProperty(win, 'ethereum', { value: wallet, configurable: false });
    let seenByPage: unknown;
    // The dapp's own capture listener on the window, registered after the wrapper's, as any page script is.
    win.addEventListener(type, () => (seenByPage = wallet.request), true);
    win.document.body.dispatchEvent(new win.Event(type, { bubbles: true }));
    expect(seenByPage).not.toBe(own);
    expect(wallet.request).not.toBe(own);
  });

  test.each(['ethereum#initialized', 'DOMContentLoaded', 'load'])('%s runs a check at once', (type) => {
    const win = page();
    installPreflight(win);
    const wallet = createFakeWallet();
    const own = wallet.request;
    Object.defineProperty(win, 'ethereum', { value: wallet, configurable: false });
    win.dispatchEvent(new win.Event(type));
    expect(wallet.request).not.toBe(own);
  });
});

describe('window.ethereum that was there before us', () => {
  test('a later assignment is wrapped at once, in the same task as the dapp calls it', async () => {
    const win = page();
    Reflect.set(win, 'ethereum', createFakeWallet());
    installPreflight(win);
    const next = createFakeWallet();
    const posted = nextRequest(win);
    Reflect.set(win, 'ethereum', next);
    void next.request({ method: 'personal_sign', params: ['0x68690a', '0xa1'] });
    expect((await posted).method).toBe('personal_sign');
    expect(Reflect.get(win, 'ethereum')).toBe(next);
  });

  test('an accessor already on the window prototype is left as it was', () => {
    const win = page();
    const proto: object = Object.getPrototypeOf(win);
    const get = () => 'theirs';
    Object.defineProperty(proto, 'ethereum', { get, configurable: true });
    installPreflight(win);
    expect(Object.getOwnPropertyDescriptor(proto, 'ethereum')?.get).toBe(get);
  });

  test('a configurable read-only value and a configurable getter are left as they were (no trap put in their place)', () => {
    const readOnly = page();
    const wallet = createFakeWallet();
    Object.defineProperty(readOnly, 'ethereum', { value: wallet, configurable: true, writable: false, enumerable: true });
    installPreflight(readOnly);
    expect(Reflect.getOwnPropertyDescriptor(readOnly, 'ethereum')).toEqual({ value: wallet, configurable: true, writable: false, enumerable: true });
    const withGetter = page();
    const get = () => wallet;
    Object.defineProperty(withGetter, 'ethereum', { get, configurable: true, enumerable: true });
    installPreflight(withGetter);
    expect(Reflect.getOwnPropertyDescriptor(withGetter, 'ethereum')?.get).toBe(get);
    expect(Reflect.get(withGetter, 'ethereum')).toBe(wallet);
  });

  test('the trap set through another receiver gives that object the value and keeps watching this window', async () => {
    const win = page();
    installPreflight(win);
    const other: Record<string, unknown> = {};
    const wallet = createFakeWallet();
    Reflect.set(win, 'ethereum', wallet, other);
    expect(other.ethereum).toBe(wallet);
    expect(Reflect.get(win, 'ethereum')).toBeUndefined();
    const later = createFakeWallet();
    const posted = nextRequest(win);
    Reflect.set(win, 'ethereum', later);
    void later.request({ method: 'personal_sign', params: ['0x68690a', '0xa1'] });
    expect((await posted).method).toBe('personal_sign');
  });
});

describe('the trap, used through a receiver that is not this window', () => {
  test('the wallet it is given is neither wrapped nor swapped for a stand-in, and a primitive receiver gets nothing defined (no throw)', () => {
    const win = page();
    installPreflight(win);
    // A frozen wallet that already has a stand-in (it announced itself), and one that could be patched.
    const frozen = Object.freeze(createFakeWallet());
    announce(win, frozen, 'io.frozen.wallet', '7e57aaaa-0000-4000-8000-000000000001');
    const open = createFakeWallet();
    const ownRequest = open.request;
    const other: Record<string, unknown> = {};
    Reflect.set(win, 'ethereum', frozen, other);
    expect(other.ethereum).toBe(frozen);
    Reflect.set(win, 'ethereum', open, other);
    expect(other.ethereum).toBe(open);
    expect(open.request).toBe(ownRequest);
    expect(Reflect.set(win, 'ethereum', open, 42)).toBe(true);
    expect(Reflect.get(win, 'ethereum')).toBeUndefined();
  });
});

describe('which wallet a ref names (read-only calls for the scanner, the forward)', () => {
  const answerOf = (win: Window): Promise<unknown> =>
    new Promise((resolve) => win.addEventListener(ANSWER_EVENT, (e) => resolve(JSON.parse(String(Reflect.get(e, 'detail')))), true));
  const rpc = async (win: Window, provider: InterceptedRequest['provider']) => {
    const answer = answerOf(win);
    command(win, 'rpc', { id: 'a'.repeat(32), provider, method: 'eth_accounts', params: [] });
    await answer;
  };
  const asked = (w: FakeWallet) => w.calls.filter((c) => c.method === 'eth_accounts').length;

  test('window, providers[i] and an EIP-6963 uuid each reach their own wallet', async () => {
    const win = page();
    const [main, zero, one, announcedWallet] = [createFakeWallet(), createFakeWallet(), createFakeWallet(), createFakeWallet()];
    Reflect.set(win, 'ethereum', Object.assign(main, { providers: [zero, one] }));
    installPreflight(win);
    announce(win, announcedWallet, 'io.announced', '11111111-2222-4333-8444-555555555555');
    await rpc(win, { kind: 'window' });
    await rpc(win, { kind: 'providers', index: 1 });
    await rpc(win, { kind: 'providers', index: 0 });
    await rpc(win, { kind: 'eip6963', uuid: '11111111-2222-4333-8444-555555555555', rdns: 'io.announced' });
    expect([main, zero, one, announcedWallet].map(asked)).toEqual([1, 1, 1, 1]);
  });

  test('a frozen wallet is reached behind its stand-in, by its own request', async () => {
    const win = page();
    const wallet = Object.freeze(createFakeWallet());
    Reflect.set(win, 'ethereum', wallet);
    installPreflight(win);
    expect(Reflect.get(win, 'ethereum')).not.toBe(wallet);
    await rpc(win, { kind: 'window' });
    expect(wallet.calls.map((c) => [c.method, c.self === wallet])).toEqual([['eth_accounts', true]]);
  });

  test('refs held calls carry: index 0 and 64 are providers[i]; past 64 the list is not named; uuid and rdns cut at 200 characters', async () => {
    const win = page();
    const list = Array.from({ length: 66 }, () => createFakeWallet());
    Reflect.set(win, 'ethereum', Object.assign(createFakeWallet(), { providers: list }));
    installPreflight(win);
    const refOf = async (p: FakeWallet) => (await isHeld(win, p, p)).req?.provider;
    expect(await refOf(list[0] ?? createFakeWallet())).toEqual({ kind: 'providers', index: 0 });
    expect(await refOf(list[64] ?? createFakeWallet())).toEqual({ kind: 'providers', index: 64 });
    expect(await refOf(list[65] ?? createFakeWallet())).toEqual({ kind: 'window' });
    const long = createFakeWallet();
    announce(win, long, 'r'.repeat(300), 'u'.repeat(300));
    expect(await refOf(long)).toEqual({ kind: 'eip6963', uuid: 'u'.repeat(200), rdns: 'r'.repeat(200) });
  });

  test('a wallet not wrapped yet (defined since the last check) is reached by its own request, with the arguments and itself as this', async () => {
    const win = page();
    installPreflight(win);
    const wallet = createFakeWallet();
    Object.defineProperty(win, 'ethereum', { value: wallet, configurable: false, writable: false });
    const answer = answerOf(win);
    command(win, 'rpc', { id: 'a'.repeat(32), provider: { kind: 'window' }, method: 'eth_accounts', params: [] });
    expect(await answer).toMatchObject({ nonce: 'n'.repeat(32), answer: { ok: true } });
    expect(wallet.calls.map((c) => [c.method, c.params, c.self === wallet])).toEqual([['eth_accounts', [], true]]);
  });

  test('a ref that names no wallet (an EIP-6963 uuid never announced) answers the exact internal error, asking no wallet', async () => {
    const win = page();
    const wallet = createFakeWallet();
    Reflect.set(win, 'ethereum', wallet);
    installPreflight(win);
    const answer = answerOf(win);
    command(win, 'rpc', { id: 'a'.repeat(32), provider: { kind: 'eip6963', uuid: 'never-announced', rdns: 'io.nowhere' }, method: 'eth_accounts', params: [] });
    expect(await answer).toEqual({ nonce: 'n'.repeat(32), answer: { ok: false, error: { code: -32603, message: 'Internal error: no wallet in this frame' } } });
    expect(asked(wallet)).toBe(0);
  });

  test('window.ethereum that is also in its own providers[] is named as the window', async () => {
    const win = page();
    const main = createFakeWallet();
    Reflect.set(win, 'ethereum', Object.assign(main, { providers: [createFakeWallet(), main] }));
    installPreflight(win);
    expect((await isHeld(win, main, main)).req?.provider).toEqual({ kind: 'window' });
  });

  test('an announcement without a usable uuid or rdns is still wrapped, but not named by it', async () => {
    const win = page();
    installPreflight(win);
    for (const info of [{ rdns: 'io.x' }, { uuid: 'x' }, { uuid: 1, rdns: 'io.x' }]) {
      const wallet = createFakeWallet();
      win.dispatchEvent(new win.CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider: wallet }) }));
      expect((await isHeld(win, wallet, wallet)).req?.provider).toEqual({ kind: 'window' });
    }
  });
});
