/**
 * The Solana wrapper's wallet poll (lib/solana/provider/install.ts): an
 * injected provider that appears late — at load, in the grace period after
 * it, or seconds later — has its signing methods held before the dapp calls
 * them, and the poll ends instead of running for the frame's lifetime.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { RequestBody } from '../../../../lib/provider/channel';
import { SOLANA_LINK_EVENT } from '../../../../lib/provider/constants';
import { installSolana, type SolanaWindow } from '../../../../lib/solana/provider/install';

let held: RequestBody[];
let win: EventTarget & { phantom?: unknown };
let timers: number;

beforeEach(() => {
  vi.useFakeTimers();
  held = [];
  timers = 0;
  const target = new EventTarget();
  target.addEventListener(SOLANA_LINK_EVENT, (e) => (Reflect.get(e, 'detail') as (hold: unknown) => void)((body: RequestBody) => (held.push(body), 'id')));
  const later = (f: () => void, ms: number) => (timers++, setTimeout(f, ms));
  const solanaWindow = Object.assign(target, { setTimeout: later, CustomEvent, Event, navigator: {} });
  win = solanaWindow;
  installSolana(solanaWindow as unknown as SolanaWindow);
});
afterEach(() => vi.useRealTimers());

/** A Phantom-like provider injected as window.phantom.solana; its own signTransaction records that the wallet was asked. */
let asked: string[] = [];
function inject(): void {
  asked = [];
  win.phantom = { solana: { isPhantom: true, signTransaction: async () => (asked.push('signTransaction'), 'signed') } };
}

test.each([
  ['at document_start-time ticks (before load)', 120, false],
  ['from a load listener registered after ours', 0, true],
  ['1.5 s after load (the sparse phase)', 1500, true],
  ['5 s after load', 5000, true],
  ['8.5 s after load', 8500, true],
])('a provider injected %s is held before the dapp can call it', async (_when, delay, afterLoad) => {
  if (afterLoad) {
    vi.advanceTimersByTime(200);
    win.addEventListener('load', () => setTimeout(inject, delay));
    win.dispatchEvent(new Event('load'));
  } else setTimeout(inject, delay);
  vi.advanceTimersByTime(afterLoad ? delay + 800 : delay + 50);
  const { solana } = win.phantom as { solana: { signTransaction: (tx: Uint8Array) => Promise<unknown> } };
  void solana.signTransaction(new Uint8Array([1, 2, 3]));
  await vi.advanceTimersByTimeAsync(0);
  expect(held).toMatchObject([{ method: 'solana:signTransaction', params: { wallet: 'Phantom' } }]);
  expect(asked).toEqual([]);
});

test('the poll ends: dense until 200 ms after load, then sparse for about 9 s, then no timer is left', () => {
  vi.advanceTimersByTime(200);
  win.dispatchEvent(new Event('load'));
  vi.advanceTimersByTime(30_000);
  expect(vi.getTimerCount()).toBe(0);
  // 200 ms before load and 200 ms after it at 50 ms, then 14 sparse ticks (73 timers before this poll's change).
  expect(timers).toBeLessThanOrEqual(23);
});

test('a frame whose load never fires (or whose load listener a page stopped) polls as before: 3 s dense, then sparse, then ends', () => {
  vi.advanceTimersByTime(30_000);
  expect(vi.getTimerCount()).toBe(0);
  expect(timers).toBe(73);
});

test.each(['solana', 'phantom.solana', 'solflare', 'backpack', 'backpack.solana', 'braveSolana', 'coinbaseSolana', 'exodus.solana', 'okxwallet.solana', 'glowSolana', 'trustwallet.solana', 'bitkeep.solana'])('a provider at window.%s is held', async (place) => {
  const [first = '', second] = place.split('.');
  const calls: string[] = [];
  const provider = { signMessage: async () => (calls.push('signMessage'), 'signed') };
  Reflect.set(win, first, second ? { [second]: provider } : provider);
  vi.advanceTimersByTime(50);
  void provider.signMessage();
  await vi.advanceTimersByTimeAsync(0);
  expect(held).toMatchObject([{ method: 'solana:signMessage' }]);
  expect(calls).toEqual([]);
});

test("a provider whose signing methods are its class's, and its older sign(data, display), is held; its other methods are its own", async () => {
  const calls: string[] = [];
  class Provider {
    isPhantom = true;
    async signTransaction(): Promise<string> {
      calls.push('signTransaction');
      return 'signed';
    }
    async sign(): Promise<string> {
      calls.push('sign');
      return 'signed';
    }
    async connect(): Promise<string> {
      calls.push('connect');
      return 'connected';
    }
  }
  const provider = new Provider();
  win.phantom = { solana: provider };
  vi.advanceTimersByTime(50);
  void provider.signTransaction();
  void provider.sign();
  expect(await provider.connect()).toBe('connected');
  await vi.advanceTimersByTimeAsync(0);
  expect(held.map((b) => b.method)).toEqual(['solana:signTransaction', 'solana:sign']);
  expect(calls).toEqual(['connect']);
});
