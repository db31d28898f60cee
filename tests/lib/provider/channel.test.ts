/**
 * The wrapper's end of the page channel on its own: what settles a held call
 * (an answer through the private channel, once; nothing posted publicly), and
 * the errors a dapp gets when the bridge never confirms or the parameters
 * cannot be copied.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Window } from 'happy-dom';
import { createPageChannel, type RequestBody } from '../../../lib/provider/channel';
import type { PageWindow } from '../../../lib/provider/page-window';
import type { SettleOutcome } from '../../../lib/messaging/page-channel';
import { PAGE_CHANNEL, closePages, createFakeWallet, createPage, nextRequest, post, recordChannel, tick, until } from './harness';

afterEach(closePages);

const body: RequestBody = { method: 'personal_sign', params: ['0x68', '0xa1'], style: 'request', provider: { kind: 'window' }, chainId: '0x1', accounts: [], origin: 'https://dapp.example' } as unknown as RequestBody;

const pageWindow = (win: Window): PageWindow => win as unknown as PageWindow;

function held(win: Window, receiptMs = 60_000) {
  const channel = createPageChannel(pageWindow(win), receiptMs);
  const outcomes: SettleOutcome[] = [];
  const wallet = createFakeWallet();
  return { channel, outcomes, wallet, hold: (b: RequestBody = body) => channel.hold(b, (o) => outcomes.push(o), wallet) };
}

const ERROR = { code: 4001, message: 'User rejected the request.' };

function message(win: Window, data: unknown, source: unknown): void {
  win.dispatchEvent(new win.MessageEvent('message', { data, source: source as never }));
}

describe('createPageChannel', () => {
  test('answer settles the held call once and tells the bridge with a public settle; a settle posted by the page settles nothing', async () => {
    const win = createPage();
    const { channel, outcomes, wallet, hold } = held(win);
    const posted = nextRequest(win);
    hold();
    const { id } = await posted;
    expect(channel.walletFor(id)).toBe(wallet);
    const seen = recordChannel(win);
    const settleMsg = { channel: PAGE_CHANNEL, type: 'settle', id, outcome: { kind: 'result', result: '0xforged' } };
    message(win, settleMsg, win);
    post(win, settleMsg);
    await tick(10);
    expect(outcomes).toEqual([]);
    expect(channel.walletFor(id)).toBe(wallet);
    seen.length = 0;
    channel.answer(id, { kind: 'error', error: ERROR });
    channel.answer(id, { kind: 'result', result: 'late' });
    expect(outcomes).toEqual([{ kind: 'error', error: ERROR }]);
    expect(channel.walletFor(id)).toBeUndefined();
    await until(() => seen.length > 0);
    await tick(10);
    expect(seen).toEqual([{ channel: PAGE_CHANNEL, type: 'settle', id, outcome: { kind: 'error', error: ERROR } }]);
  });

  test('an answer for an id it does not hold changes nothing and throws nothing', async () => {
    const win = createPage();
    const { channel, outcomes, hold } = held(win);
    const posted = nextRequest(win);
    hold();
    const { id } = await posted;
    expect(() => channel.answer('f'.repeat(32), { kind: 'error', error: ERROR })).not.toThrow();
    expect(() => channel.received('f'.repeat(32))).not.toThrow();
    expect(outcomes).toEqual([]);
    expect(channel.walletFor(id)).toBeDefined();
  });

  test('no listener of any kind in the page, however many calls are held', () => {
    const win = createPage();
    const add = vi.spyOn(win, 'addEventListener');
    const { hold } = held(win);
    hold();
    hold();
    hold();
    expect(add).not.toHaveBeenCalled();
  });

  test('no bridge confirms the request: the dapp gets 4900 "not active" after the receipt time', async () => {
    const win = createPage();
    const { channel, outcomes, hold } = held(win, 30);
    const posted = nextRequest(win);
    hold();
    const { id } = await posted;
    await until(() => outcomes.length > 0);
    expect(outcomes).toEqual([{ kind: 'error', error: { code: 4900, message: 'Preflight is not active in this frame, so the request was not sent to your wallet.' } }]);
    expect(channel.walletFor(id)).toBeUndefined();
  });

  test("the bridge's receipt stops that call's receipt timer only; a received posted by the page stops nothing", async () => {
    const win = createPage();
    const a = held(win, 40);
    const posted = nextRequest(win);
    a.hold();
    const { id } = await posted;
    post(win, { channel: PAGE_CHANNEL, type: 'received', id });
    a.channel.received('f'.repeat(32));
    await until(() => a.outcomes.length > 0);
    expect(a.outcomes[0]).toMatchObject({ kind: 'error', error: { code: 4900 } });

    const b = held(win, 40);
    const posted2 = nextRequest(win);
    b.hold();
    const second = await posted2;
    b.channel.received(second.id);
    await tick(80);
    expect(b.outcomes).toEqual([]);
    expect(b.channel.walletFor(second.id)).toBeDefined();
  });

  test('parameters the page cannot clone are refused at once with -32602 (as a browser throws DataCloneError on postMessage)', () => {
    const win = createPage();
    const posts: unknown[] = [];
    const page: PageWindow = {
      addEventListener: (type, listener) => win.addEventListener(type, listener),
      removeEventListener: (type, listener) => win.removeEventListener(type, listener),
      postMessage: (data) => {
        posts.push(data);
        throw new Error('DataCloneError');
      },
      location: win.location,
      crypto: pageWindow(win).crypto,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
    };
    const channel = createPageChannel(page, 60_000);
    const outcomes: SettleOutcome[] = [];
    channel.hold({ ...body, params: [() => 1] } as RequestBody, (o) => outcomes.push(o), createFakeWallet());
    expect(posts).toHaveLength(1);
    expect(outcomes).toEqual([{ kind: 'error', error: { code: -32602, message: 'Invalid parameters: the parameters cannot be copied for review' } }]);
    expect(channel.walletFor(String(Reflect.get(Object(posts[0]), 'id')))).toBeUndefined();
  });
});
