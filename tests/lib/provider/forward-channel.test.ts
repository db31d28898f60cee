/**
 * The only way to the wallet's original methods is a command with the frame's
 * key, which the bridge hands to the wrapper before any page script runs. What
 * a hostile page can try after that: look for a handle on the provider, forge
 * commands, ask for the key again, listen for it.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { Window } from 'happy-dom';
import { installPreflight } from '../../../lib/provider/discover';
import { ANSWER_EVENT, CALL_EVENT, HELLO_EVENT, KEY_EVENT } from '../../../lib/provider/constants';
import { bridgeKey, closePages, command, createFakeWallet, createPage, nextRequest, stringEvent, tick, until, type FakeWallet } from './harness';
import type { InterceptedRequest } from '../../../lib/messaging/page-channel';

afterEach(closePages);

const SIGN = { method: 'personal_sign', params: ['0x68690a', '0x00000000000000000000000000000000000000a1'] };
const signed = (w: FakeWallet) => w.calls.filter((c) => c.method === 'personal_sign');

function page(order: 'bridge first' | 'wrapper first' = 'wrapper first'): { win: Window; wallet: FakeWallet; key: string } {
  const win = createPage();
  const wallet = createFakeWallet();
  Reflect.set(win, 'ethereum', wallet);
  let key = '';
  if (order === 'bridge first') key = bridgeKey(win);
  installPreflight(win);
  if (order === 'wrapper first') key = bridgeKey(win);
  return { win, wallet, key };
}

async function held(win: Window, wallet: FakeWallet): Promise<{ req: InterceptedRequest; answer: Promise<unknown> }> {
  const posted = nextRequest(win);
  const answer = wallet.request(SIGN);
  answer.catch(() => undefined);
  return { req: await posted, answer };
}

describe('the key reaches the wrapper whichever script runs first', () => {
  test.each(['bridge first', 'wrapper first'] as const)('%s: the keyed forward makes the wallet sign the held call once', async (order) => {
    const { win, wallet } = page(order);
    const { req, answer } = await held(win, wallet);
    expect(signed(wallet)).toHaveLength(0);
    command(win, 'forward', req);
    await expect(answer).resolves.toBe('signed:0x68690a');
    expect(signed(wallet)).toHaveLength(1);
  });
});

describe('a hostile page', () => {
  test('finds no handle on the wrapped provider that leads to the original request()', () => {
    const { wallet } = page();
    const original = createFakeWallet().request;
    const reachable: unknown[] = [];
    for (let o: object | null = wallet; o; o = Reflect.getPrototypeOf(o)) {
      for (const k of Reflect.ownKeys(o)) reachable.push(Reflect.get(o, k));
    }
    reachable.push(Reflect.get(wallet, Symbol.for('preflight.hook.v1')));
    expect(reachable).not.toContain(original);
    expect(reachable.some((v) => typeof v === 'object' && v !== null && 'request' in v && !('calls' in v))).toBe(false);
    expect(Reflect.get(wallet, Symbol.for('preflight.hook.v1'))).toBeUndefined();
  });

  test('cannot forward its own held call: commands without the key, with a guessed key or a key it sent itself are ignored', async () => {
    const { win, wallet } = page();
    const { req, answer } = await held(win, wallet);
    let settled = false;
    void answer.finally(() => (settled = true));
    command(win, 'forward', req, '');
    command(win, 'forward', req, '0'.repeat(32));
    // A key the page makes up is not taken: the wrapper already has the bridge's.
    win.dispatchEvent(stringEvent(win, KEY_EVENT, 'f'.repeat(32)));
    command(win, 'forward', req, 'f'.repeat(32));
    win.dispatchEvent(stringEvent(win, CALL_EVENT, 'not json'));
    await tick(20);
    expect(signed(wallet)).toHaveLength(0);
    expect(settled).toBe(false);
  });

  test('never sees the key or a command, and asking for the key again gives nothing', async () => {
    const { win, wallet } = page();
    const seen: string[] = [];
    for (const type of [KEY_EVENT, CALL_EVENT]) {
      win.addEventListener(type, (e) => seen.push(`${e.type}:${String(Reflect.get(e, 'detail'))}`), true);
      win.addEventListener(type, (e) => seen.push(`${e.type}:${String(Reflect.get(e, 'detail'))}`));
    }
    win.dispatchEvent(new win.CustomEvent(HELLO_EVENT));
    const { req, answer } = await held(win, wallet);
    command(win, 'forward', req);
    await answer;
    expect(seen).toEqual([]);
  });

  test('a forward for a call that is no longer held does not reach the wallet', async () => {
    const { win, wallet } = page();
    const { req, answer } = await held(win, wallet);
    command(win, 'reject', req);
    await expect(answer).rejects.toMatchObject({ code: 4001 });
    command(win, 'forward', req);
    await tick(20);
    expect(signed(wallet)).toHaveLength(0);
  });
});

describe('read-only calls for the scanner', () => {
  const answerOf = (win: Window): Promise<unknown> =>
    new Promise((resolve) => win.addEventListener(ANSWER_EVENT, (e) => resolve(JSON.parse(String(Reflect.get(e, 'detail')))), true));

  test('for a held call, and for a provider named only by its ref (a call seen on a wallet channel)', async () => {
    const { win, wallet } = page();
    const { req } = await held(win, wallet);
    const first = answerOf(win);
    command(win, 'rpc', { ...req, method: 'eth_chainId', params: [] });
    await expect(first).resolves.toEqual({ nonce: 'n'.repeat(32), answer: { ok: true, result: '0x1' } });
    const second = answerOf(win);
    command(win, 'rpc', { id: 'a'.repeat(32), provider: { kind: 'window' }, method: 'eth_accounts', params: [] });
    await expect(second).resolves.toMatchObject({ answer: { ok: true, result: ['0x00000000000000000000000000000000000000a1'] } });
    await until(() => wallet.calls.some((c) => c.method === 'eth_accounts'));
  });
});
