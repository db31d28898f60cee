/**
 * The wrapper reads the dapp's request object once: a `method` that is a
 * getter (or a Proxy) cannot look harmless when checked and become a signing
 * method when the wallet reads it.
 */
import { afterEach, expect, test } from 'vitest';
import { installPreflight } from '../../../lib/provider/discover';
import { closePages, createFakeWallet, createPage, nextRequest, tick } from './harness';

afterEach(closePages);

const TX = [{ to: '0x00000000000000000000000000000000000000b2', value: '0x1' }];

/** `method` says eth_chainId the first time it is read, eth_sendTransaction afterwards. */
function shapeShifter(): { method: string; params: unknown[]; reads: () => number } {
  let n = 0;
  return {
    get method() {
      return n++ === 0 ? 'eth_chainId' : 'eth_sendTransaction';
    },
    params: TX,
    reads: () => n,
  };
}

function setup() {
  const win = createPage();
  const wallet = createFakeWallet();
  Reflect.set(win, 'ethereum', wallet);
  installPreflight(win, { receiptMs: 50 });
  return { win, wallet };
}

test('request(): a getter method is read once, and the wallet gets the value that was checked', async () => {
  const { wallet } = setup();
  const args = shapeShifter();
  await wallet.request(args);
  expect(args.reads()).toBe(1);
  expect(wallet.calls.map((c) => c.method)).toEqual(['eth_chainId']);
});

test('request(): a Proxy answering differently on each read gets the same treatment', async () => {
  const { wallet } = setup();
  let n = 0;
  const proxy = new Proxy({ method: 'x', params: TX }, {
    get: (target, key) => (key === 'method' ? (n++ === 0 ? 'eth_chainId' : 'eth_sendTransaction') : Reflect.get(target, key)),
    getOwnPropertyDescriptor: (target, key) =>
      key === 'method' ? { value: n++ === 0 ? 'eth_chainId' : 'eth_sendTransaction', enumerable: true, configurable: true, writable: true } : Reflect.getOwnPropertyDescriptor(target, key),
  });
  // Whichever value the one read saw, the wallet never receives a signing method the review did not hold.
  await wallet.request(proxy).catch(() => undefined);
  expect(wallet.calls.map((c) => c.method)).not.toContain('eth_sendTransaction');
});

test('a getter that says "signing" first is held for review, and stays that method', async () => {
  const { win, wallet } = setup();
  let n = 0;
  const args = {
    get method() {
      return n++ === 0 ? 'eth_sendTransaction' : 'eth_chainId';
    },
    params: TX,
  };
  const posted = nextRequest(win);
  // No bridge answers in this harness: the call later settles with 4900; keep that from going unhandled.
  const settled = wallet.request(args).catch((e: unknown) => e);
  expect((await posted).method).toBe('eth_sendTransaction');
  await tick(5);
  expect(wallet.calls.map((c) => c.method)).not.toContain('eth_sendTransaction');
  expect(await settled).toMatchObject({ code: 4900 });
  expect(wallet.calls.map((c) => c.method)).not.toContain('eth_sendTransaction');
});

test('sendAsync and send(payload, cb): the payload is read once too', async () => {
  const { wallet } = setup();
  const a = shapeShifter();
  await new Promise((resolve) => wallet.sendAsync(a, resolve));
  const b = shapeShifter();
  await new Promise((resolve) => wallet.send(b, resolve));
  expect([a.reads(), b.reads()]).toEqual([1, 1]);
  expect(wallet.calls.map((c) => c.method)).toEqual(['eth_chainId', 'eth_chainId']);
});
