/**
 * One held Solana call in the MAIN world: snapshotted at once, answered once,
 * forwarded with the reviewed bytes (a page that changes them after the
 * review gets an error and the wallet is not called), answered with the
 * wallet's own result or its own error.
 */
import { describe, expect, test, vi } from 'vitest';
import type { RequestBody, Settle } from '../../../../lib/provider/channel';
import type { PreflightHook } from '../../../../lib/provider/hook';
import { holdCall } from '../../../../lib/solana/provider/held';
import { signs } from '../../../../lib/solana/provider/safe';
import { snapshot } from '../../../../lib/solana/provider/snapshot';

function holder() {
  const held: { body: RequestBody; settle: Settle; wallet: PreflightHook }[] = [];
  return { held, hold: (body: RequestBody, settle: Settle, wallet: PreflightHook) => (held.push({ body, settle, wallet }), 'id') };
}

describe('snapshot', () => {
  test('byte arrays and web3.js transaction objects become { $b }, account getters their address', () => {
    class Account {
      get address() {
        return 'Addr';
      }
    }
    const tx = { serialize: (c: unknown) => (c ? new Uint8Array([9, 8]) : new Uint8Array()) };
    const { text } = snapshot([{ transaction: new Uint8Array([1, 2]), account: new Account() }, tx]);
    expect(JSON.parse(text ?? '')).toEqual([{ transaction: { $b: [1, 2] }, account: { address: 'Addr' } }, { $b: [9, 8] }]);
  });

  test('a fake length cannot shorten the bytes, a cycle is cut, functions and bigints are left out', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    Object.defineProperty(bytes, 'length', { value: 1 });
    const loop: Record<string, unknown> = { n: 1n, f: () => 1 };
    loop.self = loop;
    const { text } = snapshot([bytes, loop]);
    expect(text).toContain('{"$b":[1,2,3]}');
    expect(text).not.toContain('"f"');
    expect(text).not.toContain('"n"');
  });
});

describe('signs', () => {
  test('exactly the method names that begin with "sign" are held', () => {
    for (const name of ['signTransaction', 'signAndSendAllTransactions', 'signIn', 'sign', 'sign\uffff']) expect(signs(name)).toBe(true);
    for (const name of ['sig', 'sigo', 'signa'.toUpperCase(), 'Sign', 'connect', 'design', 'sigm', '', 4]) expect(signs(name)).toBe(false);
  });
});

describe("the wallet's arguments (snapshot's copy)", () => {
  test('byte arrays (top level or a field) become copies of the reviewed bytes; transaction objects and other values are the dapp\'s own', () => {
    const tx = { serialize: () => new Uint8Array([5]) };
    const account = { address: 'A' };
    const bytes = new Uint8Array([1]);
    const input = { transaction: new Uint8Array([2]), account };
    const args = [bytes, input, tx, [tx], 'text'];
    const { copy: out } = snapshot(args);
    bytes[0] = 9;
    input.transaction[0] = 9;
    if (!Array.isArray(out)) throw new Error('no copy of the arguments');
    expect(out[0]).toEqual(new Uint8Array([1]));
    expect(out[0]).not.toBe(bytes);
    expect(out[1]).toEqual({ transaction: new Uint8Array([2]), account });
    expect(Reflect.get(Object(out[1]), 'account')).toBe(account);
    expect(out.slice(2)).toEqual([tx, [tx], 'text']);
    expect(Reflect.get(Object(out[3]), 0)).toBe(tx);
  });
});

describe('holdCall', () => {
  test('posts solana:<method> with the snapshot; Reject answers an Error with code 4001 and the wallet is never called', async () => {
    const { held, hold } = holder();
    const original = vi.fn();
    const answer = holdCall(hold, original, {}, 'signMessage', [{ message: new Uint8Array([104, 105]) }], { wallet: 'W' });
    expect(held[0]?.body).toMatchObject({ method: 'solana:signMessage', params: { wallet: 'W', args: [{ message: { $b: [104, 105] } }] } });
    held[0]?.settle({ kind: 'error', error: { code: 4001, message: 'User rejected the request.' } });
    held[0]?.settle({ kind: 'result', result: 'late' });
    await expect(answer).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(original).not.toHaveBeenCalled();
  });

  test("Approve calls the wallet with fresh copies of the reviewed bytes and answers the wallet's own result", async () => {
    const { held, hold } = holder();
    const signed = { signedTransaction: new Uint8Array([7]) };
    const original = vi.fn(async () => [signed]);
    const input = { account: { address: 'A' }, transaction: new Uint8Array([1, 2, 3]) };
    const answer = holdCall(hold, original, {}, 'signTransaction', [input], { wallet: 'W' });
    await held[0]?.wallet.request?.({ method: 'ignored' });
    held[0]?.settle({ kind: 'result', result: null });
    expect((await answer as unknown[])[0]).toBe(signed);
    const [given] = original.mock.calls[0] as unknown as [typeof input];
    expect(given.account).toBe(input.account);
    expect(given.transaction).not.toBe(input.transaction);
    expect([...given.transaction]).toEqual([1, 2, 3]);
  });

  test('bytes changed after the review: the wallet is not called and the dapp gets an error', async () => {
    const { held, hold } = holder();
    const original = vi.fn();
    const input = { transaction: new Uint8Array([1, 2, 3]) };
    const answer = holdCall(hold, original, {}, 'signTransaction', [input], { wallet: 'W' });
    input.transaction[0] = 99;
    await expect(held[0]?.wallet.request?.({ method: 'x' })).rejects.toThrow(/changed after review/);
    held[0]?.settle({ kind: 'error', error: { code: -32603, message: 'x' } });
    await expect(answer).rejects.toThrow(/changed after review/);
    expect(original).not.toHaveBeenCalled();
  });

  test.each(['Array', 'Object'] as const)('a transaction object changed after the review is refused even when the page gave %s.prototype a toJSON (which would make every snapshot read alike)', async (owner) => {
    const { held, hold } = holder();
    const original = vi.fn();
    const bytes = [1, 2, 3];
    const tx = { serialize: () => new Uint8Array(bytes) };
    const proto = owner === 'Array' ? Array.prototype : Object.prototype;
    Object.defineProperty(proto, 'toJSON', { value: () => 'same', configurable: true, writable: true });
    try {
      const answer = holdCall(hold, original, {}, 'signTransaction', [tx], { wallet: 'W' });
      bytes[0] = 99;
      await expect(held[0]?.wallet.request?.({ method: 'x' })).rejects.toThrow(/changed after/);
      held[0]?.settle({ kind: 'error', error: { code: -32603, message: 'x' } });
      await expect(answer).rejects.toThrow(/changed after/);
    } finally {
      Reflect.deleteProperty(proto, 'toJSON');
    }
    expect(original).not.toHaveBeenCalled();
  });

  test('a page that hides the input\'s bytes from the spread and traps Object.prototype.transaction still cannot hand the wallet other bytes than the reviewed ones', async () => {
    const { held, hold } = holder();
    const original = vi.fn(async (...args: unknown[]) => {
      const bytes: unknown = Reflect.get(Object(args[0]), 'transaction');
      return bytes instanceof Uint8Array ? [...bytes] : bytes;
    });
    const input = {};
    Object.defineProperty(input, 'transaction', { value: new Uint8Array([1, 2, 3]), enumerable: false });
    let caught: unknown;
    Object.defineProperty(Object.prototype, 'transaction', { get: () => new Uint8Array([6, 6, 6]), set: (v: unknown) => void (caught = v), configurable: true });
    try {
      const answer = holdCall(hold, original, {}, 'signTransaction', [input], { wallet: 'W' });
      await held[0]?.wallet.request?.({ method: 'x' });
      held[0]?.settle({ kind: 'result', result: null });
      expect(await answer).toEqual([1, 2, 3]);
      expect(caught).toBeUndefined();
    } finally {
      Reflect.deleteProperty(Object.prototype, 'transaction');
    }
  });

  test("the wallet's own refusal reaches the dapp as the wallet threw it", async () => {
    const { held, hold } = holder();
    const refusal = Object.assign(new Error('Declined in the wallet'), { code: 4001 });
    const answer = holdCall(hold, () => Promise.reject(refusal), {}, 'signIn', [{}], { wallet: 'W' });
    await held[0]?.wallet.request?.({ method: 'x' }).catch(() => undefined);
    held[0]?.settle({ kind: 'error', error: { code: 4001, message: 'Declined in the wallet' } });
    await expect(answer).rejects.toBe(refusal);
  });

  test('no page channel in the frame: refused with 4900, never sent unreviewed', async () => {
    await expect(holdCall(undefined, vi.fn(), {}, 'signTransaction', [], { wallet: 'W' })).rejects.toMatchObject({ code: 4900 });
  });
});

/**
 * Runs `f` while the page has replaced the builtins the Solana script uses after it loaded (JSON, Reflect,
 * Array.isArray and the array iterator, WeakMap's methods, %TypedArray%.prototype.join, Object.prototype's
 * toJSON and a `transaction` setter), each answering what would let a changed request through; restored after.
 */
function asHostilePage(f: () => void): void {
  const typedProto = Object.getPrototypeOf(Uint8Array.prototype) as { join: unknown };
  const saved = { stringify: JSON.stringify, parse: JSON.parse, apply: Reflect.apply, define: Reflect.defineProperty, isArray: Array.isArray, iterator: Array.prototype[Symbol.iterator], wmGet: WeakMap.prototype.get, wmSet: WeakMap.prototype.set, join: typedProto.join };
  const evil = new Uint8Array([6, 6, 6]);
  JSON.stringify = () => '"same"';
  JSON.parse = () => ({});
  Reflect.apply = () => 'forged';
  Reflect.defineProperty = () => true;
  Array.isArray = (_v: unknown): _v is unknown[] => true;
  Array.prototype[Symbol.iterator] = function* () {
    yield '"same"';
    yield [evil];
  } as () => ArrayIterator<never>;
  WeakMap.prototype.get = () => undefined;
  WeakMap.prototype.set = function () {
    return this;
  };
  typedProto.join = () => '6,6,6';
  Object.defineProperty(Object.prototype, 'toJSON', { value: () => 'same', configurable: true, writable: true });
  Object.defineProperty(Object.prototype, 'transaction', { get: () => evil, set: () => undefined, configurable: true });
  try {
    f();
  } finally {
    Object.assign(JSON, { stringify: saved.stringify, parse: saved.parse });
    Object.assign(Reflect, { apply: saved.apply, defineProperty: saved.define });
    Array.isArray = saved.isArray;
    Array.prototype[Symbol.iterator] = saved.iterator;
    Object.assign(WeakMap.prototype, { get: saved.wmGet, set: saved.wmSet });
    typedProto.join = saved.join;
    Reflect.deleteProperty(Object.prototype, 'toJSON');
    Reflect.deleteProperty(Object.prototype, 'transaction');
  }
}

describe('a page that replaces builtins after the script loaded', () => {
  test('the review and the wallet get the bytes the dapp passed; bytes changed after the review are still refused', async () => {
    const { held, hold } = holder();
    const given: unknown[] = [];
    // Indexed, not spread: while the page's iterator is in place, only the script under test may be immune to it.
    const original = vi.fn((...args: unknown[]) => void given.push(args[0]));
    const same = { transaction: new Uint8Array([1, 2, 3]) };
    const changed = { transaction: new Uint8Array([1, 2, 3]) };
    const answers: Promise<unknown>[] = [];
    asHostilePage(() => {
      answers.push(holdCall(hold, original, {}, 'signTransaction', [same], { wallet: 'W' }));
      answers.push(holdCall(hold, original, {}, 'signTransaction', [changed], { wallet: 'W' }));
    });
    expect(held.map((h) => h.body.params)).toEqual([
      { wallet: 'W', args: [{ transaction: { $b: [1, 2, 3] } }] },
      { wallet: 'W', args: [{ transaction: { $b: [1, 2, 3] } }] },
    ]);
    changed.transaction[0] = 99;
    const forwards: (Promise<unknown> | undefined)[] = [];
    asHostilePage(() => {
      for (let i = 0; i < held.length; i++) forwards.push(held[i]?.wallet.request?.({ method: 'x' }));
    });
    await forwards[0];
    await expect(forwards[1]).rejects.toThrow(/changed after review/);
    expect(original).toHaveBeenCalledTimes(1);
    const transaction: unknown = Reflect.get(Object(given[0]), 'transaction');
    expect(transaction).toBeInstanceOf(Uint8Array);
    expect(transaction).not.toBe(same.transaction);
    expect(transaction).toEqual(new Uint8Array([1, 2, 3]));
    held[1]?.settle({ kind: 'error', error: { code: -32603, message: 'x' } });
    await expect(answers[1]).rejects.toThrow(/changed after review/);
  });
});
