/** Legacy call styles answer in the wallet's own shapes, held for review like request(). */
import { verifyMessage } from 'viem';
import { asHex } from './support/chain';
import { decide, expect, signingCalls, test } from './support/fixtures';

const MSG = '0x68656c6c6f';

test('send(method, params): approved, the JSON-RPC response object with a verifying signature', async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await page.evaluate(() => window.__testWallet.address);
  const pending = page.evaluate(([a, m]) => window.dapp.sendMethod('personal_sign', [m, a]), [from, MSG] as const);
  await decide(await review(), 'approve');
  const r = await pending;
  expect(r).toMatchObject({ ok: true, value: { jsonrpc: '2.0', result: expect.any(String) } });
  const sig: unknown = r.ok ? Reflect.get(Object(r.value), 'result') : undefined;
  expect(await verifyMessage({ address: asHex(from), message: { raw: MSG }, signature: asHex(sig) })).toBe(true);
});

test('send(payload, callback) rejected: callback gets the 4001 error; send(payload) sync eth_accounts unchanged', async ({ openDapp, review }) => {
  const page = await openDapp();
  const from = await page.evaluate(() => window.__testWallet.address);
  const pending = page.evaluate(([a, m]) => window.dapp.sendCallback({ jsonrpc: '2.0', id: 5, method: 'personal_sign', params: [m, a] }), [from, MSG] as const);
  await decide(await review(), 'reject');
  expect(await pending).toMatchObject({ ok: true, value: { error: { code: 4001, message: 'User rejected the request.' } } });
  expect(await page.evaluate(() => window.dapp.sendPayload({ jsonrpc: '2.0', id: 6, method: 'eth_accounts', params: [] }))).toEqual({
    ok: true,
    value: { id: 6, jsonrpc: '2.0', result: [from] },
  });
  expect(await signingCalls(page)).toEqual([]);
});

test('sendAsync batch [eth_chainId, personal_sign]: one review, both answers in order', async ({ openDapp, review, anvil }) => {
  const page = await openDapp();
  const from = await page.evaluate(() => window.__testWallet.address);
  const pending = page.evaluate(
    ([a, m]) =>
      window.dapp.sendAsync([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'personal_sign', params: [m, a] },
      ]),
    [from, MSG] as const,
  );
  await decide(await review(), 'approve');
  const r = await pending;
  expect(r).toMatchObject({
    ok: true,
    value: { error: null, response: [{ id: 1, result: `0x${anvil.chainId.toString(16)}` }, { id: 2, result: expect.any(String) }] },
  });
  expect(await signingCalls(page)).toEqual(['personal_sign']);
});
