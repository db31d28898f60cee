/**
 * The wrapper runs in the page's own realm: after document_start the page may
 * replace any builtin. These tests replace builtins the way such a page would
 * (only around the call under test: the test runner shares the realm) and
 * check that the page still gets nothing signed without a forward, never
 * sees the wallet's original methods or the forward key, and cannot make a
 * signing call look like a read. tests/e2e/hostile-realm.spec.ts does the
 * same in a real page.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { Window } from 'happy-dom';
import { installPreflight } from '../../../lib/provider/discover';
import { bridgeKey, closePages, command, commandDetail, createFakeWallet, dispatchCommand, createPage, forward, nextRequest, tick, type FakeWallet } from './harness';

afterEach(closePages);

const SIGN = { method: 'personal_sign', params: ['0x68690a', '0x00000000000000000000000000000000000000a1'] };
const STOLEN = { method: 'personal_sign', params: ['0x73746f6c656e', '0x00000000000000000000000000000000000000a1'] };
const signedParams = (w: FakeWallet) => w.calls.filter((c) => c.method === 'personal_sign').map((c) => c.params);

function setup(): { win: Window; wallet: FakeWallet; key: string } {
  const win = createPage();
  const wallet = createFakeWallet();
  Reflect.set(win, 'ethereum', wallet);
  installPreflight(win);
  return { win, wallet, key: bridgeKey(win) };
}

type Patch = [target: object, key: PropertyKey, value: unknown];

/** Runs `fn` with the given properties replaced (as a page script would), then puts them back. */
function tampered<T>(patches: Patch[], fn: () => T): T {
  const saved = patches.map(([target, key]) => [target, key, Reflect.getOwnPropertyDescriptor(target, key)] as const);
  for (const [target, key, value] of patches) Reflect.defineProperty(target, key, { value, writable: true, configurable: true });
  try {
    return fn();
  } finally {
    for (const [target, key, desc] of saved) {
      if (desc) Reflect.defineProperty(target, key, desc);
      else Reflect.deleteProperty(target, key);
    }
  }
}

/** A spy for `target[key]` that calls through and records its receiver, arguments and one level inside them. */
function spyPatch(target: object, key: PropertyKey, seen: unknown[]): Patch {
  const original: unknown = Reflect.get(target, key);
  if (typeof original !== 'function') throw new Error(`no function at ${String(key)}`);
  return [
    target,
    key,
    function (this: unknown, ...args: unknown[]) {
      for (const v of [this, ...args]) {
        seen.push(v);
        if (typeof v === 'object' && v !== null) for (const k of Reflect.ownKeys(v)) seen.push(Reflect.get(v, k));
      }
      return Reflect.apply(original, this, args);
    },
  ];
}

/** Calls every function the page collected as a signing call, every way a wallet method is called. */
async function tryEverything(seen: unknown[], wallet: FakeWallet): Promise<void> {
  for (const f of seen) {
    if (typeof f !== 'function') continue;
    for (const args of [[STOLEN], [STOLEN.method, STOLEN.params], [{ id: 1, jsonrpc: '2.0', ...STOLEN }, () => undefined]]) {
      try {
        void Promise.resolve(Reflect.apply(f, wallet, args)).catch(() => undefined);
      } catch {
        // not callable like that
      }
    }
  }
  await tick(20);
}

describe('a page that replaced builtins before its first signing call', () => {
  test('spies on Map, WeakMap, Set, Array and Promise see no function that signs: only the approved call reaches the wallet', async () => {
    const { win, wallet } = setup();
    const seen: unknown[] = [];
    const spies = (): Patch[] => [
      spyPatch(Map.prototype, 'set', seen),
      spyPatch(Map.prototype, 'get', seen),
      spyPatch(WeakMap.prototype, 'set', seen),
      spyPatch(WeakMap.prototype, 'get', seen),
      spyPatch(Set.prototype, 'has', seen),
      spyPatch(Array.prototype, 'map', seen),
      spyPatch(Array.prototype, 'some', seen),
      spyPatch(Array.prototype, 'forEach', seen),
      spyPatch(Promise.prototype, 'then', seen),
      spyPatch(Promise, 'resolve', seen),
    ];
    const posted = nextRequest(win);
    const answer = tampered(spies(), () => wallet.request(SIGN));
    const req = await posted;
    tampered(spies(), () => forward(win, req));
    await expect(answer).resolves.toBe('signed:0x68690a');
    // A page hook during the polls that find late wallets too.
    tampered(spies(), () => win.dispatchEvent(new win.Event('load')));
    expect(seen.filter((v) => typeof v === 'function').length).toBeGreaterThan(0);
    await tryEverything(seen, wallet);
    expect(signedParams(wallet)).toEqual([SIGN.params]);
  });

  test('a toJSON on Object.prototype cannot make a tool stacked over our wrapper hand the wallet other params than the approved ones', async () => {
    const { win, wallet } = setup();
    const ours = wallet.request;
    // The page stacks its own wrapper over ours (re-wrapped on the next poll), so the forward passes through our first wrapper again.
    wallet.request = (args) => ours.call(wallet, args);
    win.dispatchEvent(new win.Event('load'));
    const posted = nextRequest(win);
    const answer = wallet.request(SIGN);
    const req = await posted;
    // Every array serialises as the stolen params: the approved call and any other would read alike as JSON.
    const lie = function (this: unknown): unknown {
      return Array.isArray(this) ? STOLEN.params : this;
    };
    const approved = commandDetail(win, 'forward', req);
    tampered([[Object.prototype, 'toJSON', lie]], () => dispatchCommand(win, approved));
    await answer.catch(() => undefined);
    await tick(20);
    expect(signedParams(wallet)).toEqual([SIGN.params]);
  });

  test('Set.prototype.has, Array.isArray and Array.prototype.some that lie do not let a signing call through as a read', async () => {
    const { win, wallet } = setup();
    const lies: Patch[] = [
      [Set.prototype, 'has', () => false],
      [Array, 'isArray', () => false],
      [Array.prototype, 'some', () => false],
      [Array.prototype, 'map', function (this: unknown[]) {
        return [];
      }],
    ];
    const posted = nextRequest(win);
    const viaRequest = tampered(lies, () => wallet.request(SIGN));
    viaRequest.catch(() => undefined);
    expect((await posted).method).toBe('personal_sign');
    tampered(lies, () => wallet.sendAsync([{ id: 1, jsonrpc: '2.0', ...SIGN }], () => undefined));
    const viaSend = tampered(lies, () => wallet.send('personal_sign', SIGN.params));
    Promise.resolve(viaSend).catch(() => undefined);
    await tick(20);
    expect(signedParams(wallet)).toEqual([]);
  });

  test('setters on Object.prototype named like the wallet methods see nothing when a late wallet is wrapped', async () => {
    const win = createPage();
    installPreflight(win);
    bridgeKey(win);
    const seen: unknown[] = [];
    const setters = ['request', 'send', 'sendAsync', 'wallet', 'hook', 'original'].map((name) => {
      const desc = { configurable: true, set(this: object, v: unknown) {
        seen.push(v);
        Reflect.defineProperty(this, name, { value: v, writable: true, enumerable: true, configurable: true });
      } };
      Reflect.defineProperty(Object.prototype, name, desc);
      return name;
    });
    const wallet = createFakeWallet();
    try {
      // The wallet arrives after the page's script ran; the load check wraps it.
      Reflect.set(win, 'ethereum', wallet);
      win.dispatchEvent(new win.Event('load'));
      const posted = nextRequest(win);
      void wallet.request(SIGN).catch(() => undefined);
      await posted;
    } finally {
      for (const name of setters) Reflect.deleteProperty(Object.prototype, name);
    }
    await tryEverything(seen, wallet);
    expect(signedParams(wallet)).toEqual([]);
  });

  test('JSON.parse and an Object.prototype getter never see the forward key', () => {
    const { win, key } = setup();
    const seen: unknown[] = [];
    const parse = JSON.parse;
    Reflect.defineProperty(Object.prototype, 'params', { configurable: true, get(this: unknown) {
      seen.push(JSON.stringify(this));
      return undefined;
    } });
    try {
      tampered([[JSON, 'parse', (text: string) => (seen.push(text), parse(text))]], () => {
        // A read-only call without params: the command JSON has no `params` field at all.
        command(win, 'rpc', { id: '0'.repeat(32), provider: { kind: 'window' }, method: 'eth_chainId', params: undefined });
      });
    } finally {
      Reflect.deleteProperty(Object.prototype, 'params');
    }
    expect(seen.filter((v) => typeof v === 'string' && v.includes(key))).toEqual([]);
  });

  test('a page hook the wallet calls while it answers a read cannot get a signing call through', async () => {
    const { win, wallet } = setup();
    const eth = wallet;
    const push = Array.prototype.push;
    let fired = false;
    const posted = nextRequest(win);
    // The fake wallet records its calls with calls.push(), synchronously inside request(): the page's push runs there.
    tampered([[Array.prototype, 'push', function (this: unknown[], ...items: unknown[]) {
      if (!fired) {
        fired = true;
        void eth.request(STOLEN).catch(() => undefined);
      }
      return Reflect.apply(push, this, items);
    }]], () => void eth.request({ method: 'eth_chainId' }));
    expect(fired).toBe(true);
    expect((await posted).params).toEqual(STOLEN.params);
    await tick(10);
    expect(signedParams(wallet)).toEqual([]);
  });

  test('a request object without its own `method`, whose inherited getter changes its answer, is judged by what the wallet will read', async () => {
    const { win, wallet } = setup();
    let reads = 0;
    Reflect.defineProperty(Object.prototype, 'method', { configurable: true, get: () => (reads++ === 0 ? 'eth_chainId' : 'personal_sign') });
    try {
      // (Through Reflect.apply: the call is malformed on purpose.)
      void Promise.resolve(Reflect.apply(wallet.request, wallet, [{ params: STOLEN.params }])).catch(() => undefined);
    } finally {
      Reflect.deleteProperty(Object.prototype, 'method');
    }
    await tick(10);
    expect(signedParams(wallet)).toEqual([]);
    expect(wallet.calls.at(-1)?.method).toBe('eth_chainId');
    // A class whose method is a getter on its prototype: read once, and held when it says so.
    class Call {
      params = SIGN.params;
      get method(): string {
        return 'personal_sign';
      }
    }
    const posted = nextRequest(win);
    void wallet.request(new Call()).catch(() => undefined);
    expect((await posted).method).toBe('personal_sign');
  });
});
