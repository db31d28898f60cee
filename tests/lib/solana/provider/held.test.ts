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
    expect(snapshot([{ transaction: new Uint8Array([1, 2]), account: new Account() }, tx])).toEqual([{ transaction: { $b: [1, 2] }, account: { address: 'Addr' } }, { $b: [9, 8] }]);
  });
});

describe('holdCall', () => {
  test('posts solana:<method> with the snapshot; Reject answers an Error with code 4001 and the wallet is never called', async () => {
    const { held, hold } = holder();
    const original = vi.fn();
    const answer = holdCall(hold, { original, self: {}, name: 'signMessage', args: [{ message: new Uint8Array([104, 105]) }], wallet: 'W' });
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
    const answer = holdCall(hold, { original, self: {}, name: 'signTransaction', args: [input], wallet: 'W' });
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
    const answer = holdCall(hold, { original, self: {}, name: 'signTransaction', args: [input], wallet: 'W' });
    input.transaction[0] = 99;
    await expect(held[0]?.wallet.request?.({ method: 'x' })).rejects.toThrow(/changed after it was reviewed/);
    held[0]?.settle({ kind: 'error', error: { code: -32603, message: 'x' } });
    await expect(answer).rejects.toThrow(/changed after it was reviewed/);
    expect(original).not.toHaveBeenCalled();
  });

  test("the wallet's own refusal reaches the dapp as the wallet threw it", async () => {
    const { held, hold } = holder();
    const refusal = Object.assign(new Error('Declined in the wallet'), { code: 4001 });
    const answer = holdCall(hold, { original: () => Promise.reject(refusal), self: {}, name: 'signIn', args: [{}], wallet: 'W' });
    await held[0]?.wallet.request?.({ method: 'x' }).catch(() => undefined);
    held[0]?.settle({ kind: 'error', error: { code: 4001, message: 'Declined in the wallet' } });
    await expect(answer).rejects.toBe(refusal);
  });

  test('no page channel in the frame: refused with 4900, never sent unreviewed', async () => {
    await expect(holdCall(undefined, { original: vi.fn(), self: {}, name: 'signTransaction', args: [], wallet: 'W' })).rejects.toMatchObject({ code: 4900 });
  });
});
