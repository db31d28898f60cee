/**
 * lib/broker/in-page.ts as the background runs it (in the isolated world,
 * where the bridge left the key), against the real wrapper in a page.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { inPageResultSchema, preflightInPage } from '../../../lib/broker/in-page';
import { installPreflight } from '../../../lib/provider/discover';
import { ANSWER_EVENT, CALL_EVENT, FORWARD_KEY_GLOBAL } from '../../../lib/provider/constants';
import { bridgeKey, closePages, createFakeWallet, createPage, nextRequest, stringEvent } from '../provider/harness';

afterEach(async () => {
  vi.unstubAllGlobals();
  await closePages();
});

function isolatedWorld(withKey: boolean) {
  const win = createPage();
  const wallet = createFakeWallet();
  Reflect.set(win, 'ethereum', wallet);
  installPreflight(win);
  const key = bridgeKey(win);
  vi.stubGlobal('window', win);
  vi.stubGlobal('CustomEvent', win.CustomEvent);
  if (withKey) vi.stubGlobal(FORWARD_KEY_GLOBAL, key);
  return { win, wallet };
}

test('its copies of the event and key names are the constants', () => {
  const body = preflightInPage.toString();
  for (const name of [CALL_EVENT, ANSWER_EVENT, FORWARD_KEY_GLOBAL]) expect(body).toMatch(new RegExp(`['"]${name}['"]`));
});

test('forward: the wallet signs the approved snapshot and the dapp gets its answer', async () => {
  const { win, wallet } = isolatedWorld(true);
  const posted = nextRequest(win);
  const answer = wallet.request({ method: 'personal_sign', params: ['0x68690a', '0xa1'] });
  const req = await posted;
  expect(preflightInPage('forward', req.id, req.provider, 'personal_sign', ['0x6869', '0xa1'], null)).toEqual({ ok: true, result: null });
  await expect(answer).resolves.toBe('signed:0x6869');
});

test('rpc: the wallet answer comes back to the background', async () => {
  isolatedWorld(true);
  await expect(preflightInPage('rpc', 'b'.repeat(32), { kind: 'window' }, 'eth_chainId', [], null)).resolves.toEqual({ ok: true, result: '0x1' });
});

test('without the key (no bridge in this frame): a clear 4900, nothing reaches the wallet', () => {
  const { wallet } = isolatedWorld(false);
  expect(preflightInPage('forward', 'c'.repeat(32), { kind: 'window' }, 'personal_sign', ['0x68'], null)).toMatchObject({ ok: false, error: { code: 4900 } });
  expect(wallet.calls).toEqual([]);
});

test('without the key: the sentence says why', () => {
  isolatedWorld(false);
  expect(preflightInPage('rpc', 'c'.repeat(32), { kind: 'window' }, 'eth_chainId', [], null)).toEqual({ ok: false, error: { code: 4900, message: 'Preflight is not active in this frame.' } });
});

test('params that are not JSON: refused before anything is sent', () => {
  const { wallet } = isolatedWorld(true);
  expect(preflightInPage('forward', 'c'.repeat(32), { kind: 'window' }, 'personal_sign', [1n], null)).toEqual({ ok: false, error: { code: -32602, message: 'Invalid parameters: the request is not JSON.' } });
  expect(wallet.calls).toEqual([]);
});

test('rpc: an answer that is not ours (no nonce, another nonce, not JSON, not text) is ignored; ours is taken and stops there', async () => {
  const { win } = isolatedWorld(true);
  const seenAfter: unknown[] = [];
  win.addEventListener(ANSWER_EVENT, (e) => seenAfter.push(Reflect.get(e, 'detail')));
  const pending = preflightInPage('rpc', 'b'.repeat(32), { kind: 'window' }, 'eth_chainId', [], null);
  // Posted before the wallet's own (asynchronous) answer.
  const forgeries = [JSON.stringify({ answer: { ok: true, result: 'forged' } }), JSON.stringify({ nonce: 'f'.repeat(32), answer: { ok: true, result: 'forged' } }), '{', 'null', '"text"'];
  for (const forged of forgeries) win.dispatchEvent(stringEvent(win, ANSWER_EVENT, forged));
  // Not text at all.
  const numeric = new win.Event(ANSWER_EVENT);
  Object.defineProperty(numeric, 'detail', { value: 5 });
  win.dispatchEvent(numeric);
  await expect(pending).resolves.toEqual({ ok: true, result: '0x1' });
  // The forgeries went on to other listeners; ours stopped at our listener.
  expect(seenAfter).toEqual([...forgeries, 5]);
});

test('rpc: each call carries its own 32-hex nonce with the key', () => {
  const win = createPage();
  vi.stubGlobal('window', win);
  vi.stubGlobal('CustomEvent', win.CustomEvent);
  vi.stubGlobal(FORWARD_KEY_GLOBAL, 'k'.repeat(32));
  const sent: Array<Record<string, unknown>> = [];
  win.addEventListener(CALL_EVENT, (e) => sent.push(JSON.parse(String(Reflect.get(e, 'detail')))), true);
  for (let i = 0; i < 5; i++) void preflightInPage('rpc', 'b'.repeat(32), { kind: 'window' }, 'eth_chainId', [], null);
  expect(new Set(sent.map((d) => d.nonce)).size).toBe(5);
  for (const d of sent) expect(d).toMatchObject({ key: 'k'.repeat(32), nonce: expect.stringMatching(/^[0-9a-f]{32}$/), mode: 'rpc', method: 'eth_chainId' });
});

test('rpc: no answer in ten seconds is a 4900, and the listener is gone', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const win = createPage();
    vi.stubGlobal('window', win);
    vi.stubGlobal('CustomEvent', win.CustomEvent);
    vi.stubGlobal(FORWARD_KEY_GLOBAL, 'k'.repeat(32));
    const answer = preflightInPage('rpc', 'b'.repeat(32), { kind: 'window' }, 'eth_chainId', [], null);
    let settled = false;
    void Promise.resolve(answer).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ ok: false, error: { code: 4900, message: 'The wallet connection in this frame did not answer.' } });
  } finally {
    vi.useRealTimers();
  }
});

test('what the background accepts back from the page: a result, or an error with a code and a message; nothing else', () => {
  expect(inPageResultSchema.parse({ ok: true, result: '0x1' })).toEqual({ ok: true, result: '0x1' });
  expect(inPageResultSchema.parse({ ok: false, error: { code: 4001, message: 'no' } })).toEqual({ ok: false, error: { code: 4001, message: 'no' } });
  for (const bad of [{ ok: false }, { ok: false, error: { message: 'no' } }, { ok: 'yes', result: 1 }, { result: 1 }, null]) {
    expect(inPageResultSchema.safeParse(bad).success).toBe(false);
  }
});
