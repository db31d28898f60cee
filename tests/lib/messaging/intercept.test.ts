/**
 * The bridge's channel to the background (lib/messaging/intercept.ts): what
 * a handler gets, what the sender gets back, and that the listener leaves
 * every other extension message alone.
 */
import { describe, expect, test, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { createInterceptListener, sendIntercept } from '../../../lib/messaging/intercept';
import type { SenderInfo } from '../../../lib/broker/sender';
import { spyOnMessageListeners } from './on-message';

const { captured, added } = spyOnMessageListeners();

const SENDER: SenderInfo = { id: 'ext', url: 'https://dapp.example/', frameId: 0, tab: { id: 7 } };

describe('intercept channel', () => {
  test('the handler for the type gets the data and the browser\'s sender; its reply is sent back', async () => {
    const got: unknown[] = [];
    const channel = createInterceptListener();
    channel.on('hints', (m) => (got.push(m), { ok: true }));
    channel.on('unguarded', async () => ({ ok: false }));
    // One listener for the whole channel.
    expect(added()).toHaveBeenCalledTimes(1);
    const listener = captured();
    const replies: unknown[] = [];
    expect(listener({ channel: 'preflight:intercept', type: 'hints', data: { id: 'x' } }, SENDER, (r) => replies.push(r))).toBe(true);
    expect(listener({ channel: 'preflight:intercept', type: 'unguarded' }, SENDER, (r) => replies.push(r))).toBe(true);
    await vi.waitFor(() => expect(replies).toHaveLength(2));
    expect(got).toEqual([{ data: { id: 'x' }, sender: SENDER }]);
    expect(replies).toEqual([{ ok: true }, { ok: false }]);
  });

  test('a handler that throws, at once or later, answers undefined (the bridge reads that as an internal error)', async () => {
    const channel = createInterceptListener();
    channel.on('hints', () => {
      throw new Error('broken');
    });
    channel.on('observed', async () => Promise.reject(new Error('broken later')));
    const listener = captured();
    const replies: unknown[] = [];
    listener({ channel: 'preflight:intercept', type: 'hints', data: {} }, SENDER, (r) => replies.push(r));
    listener({ channel: 'preflight:intercept', type: 'observed', data: {} }, SENDER, (r) => replies.push(r));
    await vi.waitFor(() => expect(replies).toHaveLength(2));
    expect(replies).toEqual([undefined, undefined]);
  });

  test('other messages are left to other listeners: no channel, another channel, an unknown or unhandled type', () => {
    const channel = createInterceptListener();
    channel.on('intercept', async () => ({ accepted: true }));
    const listener = captured();
    const replies: unknown[] = [];
    for (const message of [null, 'intercept', { type: 'intercept' }, { channel: 'other', type: 'intercept' }, { channel: 'preflight:intercept', type: 'approve' }, { channel: 'preflight:intercept', type: 'hints' }, { id: 1, type: 'getQueue', timestamp: 1 }]) {
      expect(listener(message, SENDER, (r) => replies.push(r))).toBeUndefined();
    }
    expect(replies).toEqual([]);
  });

  test('sendIntercept sends the envelope the listener takes, and resolves with the reply', async () => {
    const send = vi.spyOn(browser.runtime, 'sendMessage').mockImplementation(() => Promise.resolve({ accepted: true }));
    await expect(sendIntercept('unguarded', undefined)).resolves.toEqual({ accepted: true });
    expect(send).toHaveBeenCalledWith({ channel: 'preflight:intercept', type: 'unguarded', data: undefined });
  });
});
