/**
 * A wallet Preflight cannot patch (a frozen provider): wherever Preflight
 * decides what the page holds, the page gets a stand-in whose signing calls
 * are held for review and whose everything else is the wallet's; where it
 * cannot, the frame says so once ('unguarded'), so the user is told.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { installPreflight } from '../../../lib/provider/discover';
import { closePages, createFakeWallet, createPage, forward, nextRequest, recordChannel, tick, until, type FakeWallet } from './harness';
import type { Window } from 'happy-dom';

afterEach(closePages);

const SIGN = { method: 'personal_sign', params: ['0x68690a', '0x00000000000000000000000000000000000000a1'] };
const INFO = { uuid: '7e57aaaa-0000-4000-8000-000000000001', rdns: 'io.frozen.wallet', name: 'Frozen', icon: 'data:,' };

function requestOf(provider: unknown): (args: unknown) => Promise<unknown> {
  const request: unknown = Reflect.get(Object(provider), 'request');
  if (typeof request !== 'function') throw new Error('no request()');
  return (args) => Promise.resolve(Reflect.apply(request, provider, [args]));
}

/** A signing call on `provider` is held (posted for review), the wallet is not asked, and an approval reaches the wallet's own method once. */
async function heldThenForwarded(win: Window, provider: unknown, wallet: FakeWallet) {
  const posted = nextRequest(win);
  const answer = requestOf(provider)(SIGN);
  const req = await posted;
  await tick(20);
  expect(wallet.calls.filter((c) => c.method === 'personal_sign')).toEqual([]);
  forward(win, req);
  await expect(answer).resolves.toBe('signed:0x68690a');
  expect(wallet.calls.filter((c) => c.method === 'personal_sign')).toHaveLength(1);
  return req;
}

const unguardedPosts = (messages: unknown[]): number => messages.filter((m) => Reflect.get(Object(m), 'type') === 'unguarded').length;

describe('window.ethereum is a frozen provider', () => {
  test('assigned after the wrapper ran: the page reads a stand-in whose signing calls are held; the wallet object is untouched', async () => {
    const win = createPage();
    installPreflight(win);
    const wallet = Object.freeze(createFakeWallet());
    Reflect.set(win, 'ethereum', wallet);
    const shown: unknown = Reflect.get(win, 'ethereum');
    expect(shown).not.toBe(wallet);
    const req = await heldThenForwarded(win, shown, wallet);
    expect(req.provider).toEqual({ kind: 'window' });
    // The wallet's own object keeps its own methods.
    expect(Object.isFrozen(wallet)).toBe(true);
    expect(wallet.calls.at(-1)?.self).toBe(wallet);
  });

  test('set before the wrapper ran: the same', async () => {
    const win = createPage();
    const wallet = Object.freeze(createFakeWallet());
    Reflect.set(win, 'ethereum', wallet);
    installPreflight(win);
    const shown: unknown = Reflect.get(win, 'ethereum');
    expect(shown).not.toBe(wallet);
    await heldThenForwarded(win, shown, wallet);
  });

  test('reads and non-signing calls go to the wallet as they are: fields, listeners (same function each read), eth_chainId with the wallet as `this`', async () => {
    const win = createPage();
    installPreflight(win);
    const heard: unknown[] = [];
    const wallet = Object.freeze(
      Object.assign(createFakeWallet(), {
        isMetaMask: true,
        on(this: unknown, event: string, fn: (v: unknown) => void) {
          heard.push([event, this]);
          fn('hello');
        },
      }),
    );
    Reflect.set(win, 'ethereum', wallet);
    const shown = Object(Reflect.get(win, 'ethereum'));
    expect(shown.isMetaMask).toBe(true);
    expect('request' in shown).toBe(true);
    expect(shown.on).toBe(shown.on);
    expect(shown.request).toBe(shown.request);
    let got: unknown;
    shown.on('accountsChanged', (v: unknown) => (got = v));
    expect(heard).toEqual([['accountsChanged', wallet]]);
    expect(got).toBe('hello');
    await expect(requestOf(shown)({ method: 'eth_chainId' })).resolves.toBe('0x1');
    expect(wallet.calls.at(-1)).toMatchObject({ method: 'eth_chainId', self: wallet });
    expect(Object.keys(shown)).toEqual(Object.keys(wallet));
  });

  test('a wallet class with private fields keeps working through the stand-in', async () => {
    const win = createPage();
    installPreflight(win);
    class PrivateWallet {
      readonly #inner = createFakeWallet();
      get calls() {
        return this.#inner.calls;
      }
      request(args: { method: string; params?: unknown }) {
        return this.#inner.request(args);
      }
    }
    const wallet = Object.freeze(new PrivateWallet());
    Reflect.set(win, 'ethereum', wallet);
    const shown: unknown = Reflect.get(win, 'ethereum');
    expect(shown).toBeInstanceOf(PrivateWallet);
    await expect(requestOf(shown)({ method: 'eth_chainId' })).resolves.toBe('0x1');
    const posted = nextRequest(win);
    void requestOf(shown)(SIGN);
    expect((await posted).method).toBe('personal_sign');
    expect(wallet.calls.map((c) => c.method)).toEqual(['eth_chainId', 'eth_chainId']);
  });

  test('a wallet getter defined later (configurable) is shown through the stand-in by the next check', async () => {
    const win = createPage();
    installPreflight(win);
    const wallet = Object.freeze(createFakeWallet());
    Object.defineProperty(win, 'ethereum', { get: () => wallet, configurable: true, enumerable: true });
    win.dispatchEvent(new win.Event('ethereum#initialized'));
    const shown: unknown = Reflect.get(win, 'ethereum');
    expect(shown).not.toBe(wallet);
    await heldThenForwarded(win, shown, wallet);
  });

  test('behind a property that cannot be redefined: nothing is replaced, and the frame says once that a wallet is unguarded', async () => {
    const win = createPage();
    const messages = recordChannel(win);
    installPreflight(win);
    const wallet = Object.freeze(createFakeWallet());
    Object.defineProperty(win, 'ethereum', { value: wallet, configurable: false, writable: false });
    for (const type of ['ethereum#initialized', 'DOMContentLoaded', 'load']) win.dispatchEvent(new win.Event(type));
    await until(() => unguardedPosts(messages) > 0);
    await tick(120);
    expect(Reflect.get(win, 'ethereum')).toBe(wallet);
    expect(unguardedPosts(messages)).toBe(1);
  });

  test('a provider that can be patched is never reported', async () => {
    const win = createPage();
    const messages = recordChannel(win);
    installPreflight(win);
    Object.defineProperty(win, 'ethereum', { value: createFakeWallet(), configurable: false, writable: false });
    win.dispatchEvent(new win.Event('load'));
    await tick(120);
    expect(unguardedPosts(messages)).toBe(0);
  });
});

describe('providers[]', () => {
  test('a frozen entry in a list that can be written is replaced by its stand-in', async () => {
    const win = createPage();
    const frozen = Object.freeze(createFakeWallet());
    Reflect.set(win, 'ethereum', Object.assign(createFakeWallet(), { providers: [createFakeWallet(), frozen] }));
    installPreflight(win);
    const list: unknown = Reflect.get(Object(Reflect.get(win, 'ethereum')), 'providers');
    if (!Array.isArray(list)) throw new Error('no providers');
    expect(list[1]).not.toBe(frozen);
    const req = await heldThenForwarded(win, list[1], frozen);
    expect(req.provider).toEqual({ kind: 'providers', index: 1 });
  });

  test('a frozen entry in a frozen list is reported', async () => {
    const win = createPage();
    const messages = recordChannel(win);
    Reflect.set(win, 'ethereum', Object.assign(createFakeWallet(), { providers: Object.freeze([Object.freeze(createFakeWallet())]) }));
    installPreflight(win);
    await until(() => unguardedPosts(messages) > 0);
    expect(unguardedPosts(messages)).toBe(1);
  });
});

describe('EIP-6963: a frozen provider announced', () => {
  test('the page hears one announcement, with the same info and a stand-in whose signing calls are held', async () => {
    const win = createPage();
    installPreflight(win);
    const heard: { info: unknown; provider: unknown }[] = [];
    // A page listener on capture too: ours still runs first.
    win.addEventListener(
      'eip6963:announceProvider',
      (event) => heard.push({ info: Reflect.get(Object(Reflect.get(event, 'detail')), 'info'), provider: Reflect.get(Object(Reflect.get(event, 'detail')), 'provider') }),
      true,
    );
    const wallet = Object.freeze(createFakeWallet());
    win.dispatchEvent(new win.CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: INFO, provider: wallet }) }));
    expect(heard).toHaveLength(1);
    expect(heard[0]?.info).toBe(INFO);
    expect(heard[0]?.provider).not.toBe(wallet);
    const req = await heldThenForwarded(win, heard[0]?.provider, wallet);
    expect(req.provider).toEqual({ kind: 'eip6963', uuid: INFO.uuid, rdns: INFO.rdns });
    // Announced again (a dapp's requestProvider): the same stand-in.
    win.dispatchEvent(new win.CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: INFO, provider: wallet }) }));
    expect(heard[1]?.provider).toBe(heard[0]?.provider);
  });

  test('a provider that can be patched is announced as it is', () => {
    const win = createPage();
    installPreflight(win);
    const heard: unknown[] = [];
    win.addEventListener('eip6963:announceProvider', (event) => heard.push(Reflect.get(Object(Reflect.get(event, 'detail')), 'provider')));
    const wallet = createFakeWallet();
    win.dispatchEvent(new win.CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: INFO, provider: wallet }) }));
    expect(heard).toEqual([wallet]);
  });
});

describe('the stand-in, read as a dapp reads a provider', () => {
  /** Not frozen, but its request can be neither replaced nor redefined: the stand-in is used too. */
  function lockedRequest(): FakeWallet & Record<string, unknown> {
    const wallet: FakeWallet & Record<string, unknown> = createFakeWallet();
    Object.defineProperty(wallet, 'request', { value: wallet.request, writable: false, configurable: false });
    return wallet;
  }

  test('send(method, params) and sendAsync(payload, callback) are held like request', async () => {
    const win = createPage();
    installPreflight(win);
    const wallet = Object.freeze(createFakeWallet());
    Reflect.set(win, 'ethereum', wallet);
    const shown = Object(Reflect.get(win, 'ethereum'));
    let posted = nextRequest(win);
    void shown.send('personal_sign', SIGN.params);
    expect(await posted).toMatchObject({ method: 'personal_sign', style: 'send-method' });
    posted = nextRequest(win);
    shown.sendAsync({ id: 1, jsonrpc: '2.0', ...SIGN }, () => undefined);
    expect(await posted).toMatchObject({ method: 'personal_sign', style: 'send-async' });
    await tick(20);
    expect(wallet.calls.filter((c) => c.method === 'personal_sign')).toEqual([]);
  });

  test('the class is the class (not a bound copy); methods are bound to the wallet', () => {
    const win = createPage();
    installPreflight(win);
    class ClassWallet {
      request(args: { method: string }) {
        return Promise.resolve(args.method);
      }
      whoAmI() {
        return this;
      }
    }
    const wallet = Object.freeze(new ClassWallet());
    Reflect.set(win, 'ethereum', wallet);
    const shown = Object(Reflect.get(win, 'ethereum'));
    expect(shown.constructor).toBe(ClassWallet);
    expect(shown.whoAmI()).toBe(wallet);
  });

  test('values the wallet changes are read fresh (chainId, selectedAddress)', () => {
    const win = createPage();
    installPreflight(win);
    const wallet = lockedRequest();
    wallet.chainId = '0x1';
    Reflect.set(win, 'ethereum', wallet);
    const shown = Object(Reflect.get(win, 'ethereum'));
    expect(shown).not.toBe(wallet);
    expect(shown.chainId).toBe('0x1');
    wallet.chainId = '0x2105';
    expect(shown.chainId).toBe('0x2105');
  });

  test('writes go to the wallet, and its descriptors say what it allows', () => {
    const win = createPage();
    installPreflight(win);
    const wallet = lockedRequest();
    Reflect.set(win, 'ethereum', wallet);
    const shown = Object(Reflect.get(win, 'ethereum'));
    shown.autoRefreshOnNetworkChange = false;
    expect(wallet.autoRefreshOnNetworkChange).toBe(false);
    expect(Object.getOwnPropertyDescriptor(shown, 'autoRefreshOnNetworkChange')).toEqual({ value: false, writable: true, enumerable: true, configurable: true });
    expect(Object.getOwnPropertyDescriptor(shown, 'request')?.writable).toBe(false);
    expect(Object.getOwnPropertyDescriptor(shown, 'nothing')).toBeUndefined();
  });

  test("a getter of the wallet is described as a read-only value (a getter has no 'writable')", () => {
    const win = createPage();
    installPreflight(win);
    const wallet = lockedRequest();
    Object.defineProperty(wallet, 'networkVersion', { get: () => '8453', enumerable: true, configurable: false });
    Reflect.set(win, 'ethereum', wallet);
    const shown = Object(Reflect.get(win, 'ethereum'));
    expect(shown).not.toBe(wallet);
    expect(Object.getOwnPropertyDescriptor(shown, 'networkVersion')).toEqual({ value: '8453', writable: false, enumerable: true, configurable: true });
  });
});

describe('where the stand-in goes, more', () => {
  test('a frozen wallet in a non-configurable but writable window.ethereum: written there', async () => {
    const win = createPage();
    const messages = recordChannel(win);
    installPreflight(win);
    const wallet = Object.freeze(createFakeWallet());
    Object.defineProperty(win, 'ethereum', { value: wallet, configurable: false, writable: true });
    win.dispatchEvent(new win.Event('load'));
    const shown: unknown = Reflect.get(win, 'ethereum');
    expect(shown).not.toBe(wallet);
    await heldThenForwarded(win, shown, wallet);
    expect(unguardedPosts(messages)).toBe(0);
  });

  test('a frozen wallet in a configurable but read-only window.ethereum: the value is redefined to the stand-in, attributes kept', async () => {
    const win = createPage();
    const messages = recordChannel(win);
    installPreflight(win);
    const wallet = Object.freeze(createFakeWallet());
    Object.defineProperty(win, 'ethereum', { value: wallet, configurable: true, writable: false, enumerable: false });
    win.dispatchEvent(new win.Event('load'));
    const shown: unknown = Reflect.get(win, 'ethereum');
    expect(shown).not.toBe(wallet);
    expect(Object.getOwnPropertyDescriptor(win, 'ethereum')).toEqual({ value: shown, configurable: true, writable: false, enumerable: false });
    await heldThenForwarded(win, shown, wallet);
    expect(unguardedPosts(messages)).toBe(0);
  });

  test('a frozen wallet behind a non-configurable getter with a setter: the setter is not used to show the stand-in, and the frame says it is unguarded', async () => {
    const win = createPage();
    const messages = recordChannel(win);
    installPreflight(win);
    const wallet = Object.freeze(createFakeWallet());
    const written: unknown[] = [];
    Object.defineProperty(win, 'ethereum', { get: () => wallet, set: (v: unknown) => void written.push(v), configurable: false });
    win.dispatchEvent(new win.Event('load'));
    await until(() => unguardedPosts(messages) > 0);
    expect(written).toEqual([]);
    expect(Reflect.get(win, 'ethereum')).toBe(wallet);
  });

  test('a list that cannot be written, of wallets that can be patched: nothing to report', async () => {
    const win = createPage();
    const messages = recordChannel(win);
    Reflect.set(win, 'ethereum', Object.assign(createFakeWallet(), { providers: Object.freeze([createFakeWallet(), createFakeWallet()]) }));
    installPreflight(win);
    await tick(120);
    expect(unguardedPosts(messages)).toBe(0);
  });

  test('a list whose writes throw, holding a frozen wallet: reported', async () => {
    const win = createPage();
    const messages = recordChannel(win);
    const list = new Proxy([Object.freeze(createFakeWallet())], {
      set() {
        throw new Error('no');
      },
    });
    Reflect.set(win, 'ethereum', Object.assign(createFakeWallet(), { providers: list }));
    installPreflight(win);
    await until(() => unguardedPosts(messages) > 0);
    expect(unguardedPosts(messages)).toBe(1);
  });

  test('writable list: the stand-in replaces the entry and nothing is reported', async () => {
    const win = createPage();
    const messages = recordChannel(win);
    const frozen = Object.freeze(createFakeWallet());
    Reflect.set(win, 'ethereum', Object.assign(createFakeWallet(), { providers: [frozen] }));
    installPreflight(win);
    await tick(120);
    expect(unguardedPosts(messages)).toBe(0);
  });
});
