/**
 * navigator.wallets, the legacy Wallet Standard channel: a wallet registered
 * through the real @wallet-standard/wallet DEPRECATED_registerWallet pushes a
 * callback there. Whatever a page does with it (calls a pushed callback with
 * its own register, takes over push or the property), every wallet it gets
 * is the stand-in whose signing is held; a dapp using @wallet-standard/app
 * still finds the wallet, and a wallet that only pushes reaches it too.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Wallet } from '@wallet-standard/base';
import type { RequestBody } from '../../../../lib/provider/channel';
import { SOLANA_LINK_EVENT } from '../../../../lib/provider/constants';
import { installSolana, type SolanaWindow } from '../../../../lib/solana/provider/install';

type Register = (...wallets: unknown[]) => unknown;
type Callback = (api: { register: Register }) => unknown;

let held: RequestBody[];
let asked: string[];
let win: EventTarget & { navigator: { wallets?: unknown } };

/** A window of its own (EventTarget, real events) with the EVM side answering the link as provider.js does, then Preflight's Solana script. */
beforeEach(() => {
  held = [];
  asked = [];
  const target = new EventTarget();
  win = Object.assign(target, { navigator: {} });
  target.addEventListener(SOLANA_LINK_EVENT, (e) => (Reflect.get(e, 'detail') as (hold: unknown) => void)((body: RequestBody) => (held.push(body), 'id')));
  // Node's stopImmediatePropagation calls the event's own stopPropagation, which the Wallet Standard events make throw; a browser's does not.
  const stopImmediatePropagation = function (this: Event) {
    Object.defineProperty(this, 'stopPropagation', { value: Event.prototype.stopPropagation });
    Event.prototype.stopImmediatePropagation.call(this);
  };
  const solanaWindow = Object.assign(target, { setTimeout, CustomEvent, Event: { prototype: { stopImmediatePropagation } }, navigator: win.navigator }) as unknown as SolanaWindow;
  installSolana(solanaWindow);
  vi.stubGlobal('window', win);
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

function testWallet(name = 'Legacy Wallet'): Wallet {
  const sign = (method: string) => async () => (asked.push(method), []);
  return {
    version: '1.0.0', name, icon: 'data:image/svg+xml;base64,AA==', chains: ['solana:localnet'], accounts: [],
    features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) }, 'solana:signTransaction': { version: '1.0.0', signTransaction: sign('signTransaction') } },
  };
}

/** Signs through `wallet` as a page would; a held call stays pending (the review), so only the wallet's own answer resolves. */
async function signVia(wallet: unknown): Promise<void> {
  const feature = Reflect.get(Reflect.get(Object(wallet), 'features'), 'solana:signTransaction');
  void Reflect.apply(Reflect.get(feature, 'signTransaction'), feature, [{ transaction: new Uint8Array([1, 2, 3]) }]);
  await new Promise((r) => setTimeout(r, 0));
}

const pushed = (): Callback[] => Array.from(win.navigator.wallets as ArrayLike<Callback>);

test('a page calling a pushed callback with its own register gets the stand-in: its signTransaction is held, the wallet never asked', async () => {
  const { DEPRECATED_registerWallet } = await import('@wallet-standard/wallet');
  const raw = testWallet();
  DEPRECATED_registerWallet(raw);
  const got: unknown[] = [];
  for (const callback of pushed()) callback({ register: (...ws) => got.push(...ws) });
  expect(got).toHaveLength(1);
  expect(got[0]).not.toBe(raw);
  expect(Reflect.get(Object(got[0]), 'name')).toBe('Legacy Wallet');
  await signVia(got[0]);
  expect(held.map((b) => b.method)).toEqual(['solana:signTransaction']);
  expect(asked).toEqual([]);
});

test('a page that takes over push, the property or Array.prototype.push never receives a raw callback', async () => {
  const { DEPRECATED_registerWallet } = await import('@wallet-standard/wallet');
  const caught: Callback[] = [];
  const mine = { push: (...cbs: Callback[]) => caught.push(...cbs) };
  const arrayPush = Array.prototype.push;
  expect(() => Object.defineProperty(win.navigator, 'wallets', { value: mine })).toThrow(TypeError);
  win.navigator.wallets = mine;
  expect(() => Object.defineProperty(win.navigator.wallets, 'push', { value: mine.push })).toThrow(TypeError);
  Array.prototype.push = function (this: unknown[], ...cbs: unknown[]) {
    caught.push(...(cbs as Callback[]));
    return Reflect.apply(arrayPush, this, cbs);
  };
  try {
    DEPRECATED_registerWallet(testWallet());
  } finally {
    Array.prototype.push = arrayPush;
  }
  const got: unknown[] = [];
  for (const callback of [...caught, ...pushed()]) callback({ register: (...ws) => void got.push(...ws) });
  expect(got.length).toBeGreaterThan(0);
  for (const wallet of got) await signVia(wallet);
  expect(held.length).toBe(got.length);
  expect(asked).toEqual([]);
});

test('a dapp using @wallet-standard/app finds the stand-in of a DEPRECATED_registerWallet wallet and of a wallet that only pushes, before or after it loads', async () => {
  const { DEPRECATED_registerWallet } = await import('@wallet-standard/wallet');
  (win.navigator.wallets as Callback[]).push(({ register }) => register(testWallet('Early Push')));
  DEPRECATED_registerWallet(testWallet('Both Ways'));
  const { DEPRECATED_getWallets } = await import('@wallet-standard/app');
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { get } = DEPRECATED_getWallets();
  error.mockRestore();
  (win.navigator.wallets as Callback[]).push(({ register }) => register(testWallet('Late Push')));
  expect(get().map((w) => w.name).sort()).toEqual(['Both Ways', 'Early Push', 'Late Push']);
  for (const wallet of get()) await signVia(wallet);
  expect(held).toHaveLength(3);
  expect(asked).toEqual([]);
});
