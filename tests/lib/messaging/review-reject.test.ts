/**
 * Reject from the review page's first script (lib/messaging/review-reject.ts):
 * what the background's handler gets, what the page gets back, and that the
 * listener leaves every other extension message alone.
 */
import { describe, expect, test, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { onRejectMessage, sendReject } from '../../../lib/messaging/review-reject';
import type { SenderInfo } from '../../../lib/broker/sender';
import { spyOnMessageListeners } from './on-message';

const { captured } = spyOnMessageListeners();

const SENDER: SenderInfo = { id: 'ext', url: 'chrome-extension://ext/review.html?r=a', tab: { id: 3, windowId: 9 } };

describe('review reject channel', () => {
  test('the handler gets the id as sent and the browser\'s sender; its answer goes back', async () => {
    const got: unknown[] = [];
    onRejectMessage(async (id, sender) => (got.push({ id, sender }), { ok: true }));
    const replies: unknown[] = [];
    expect(captured()({ channel: 'preflight:reject', id: 'abc' }, SENDER, (r) => replies.push(r))).toBe(true);
    await vi.waitFor(() => expect(replies).toEqual([{ ok: true }]));
    expect(got).toEqual([{ id: 'abc', sender: SENDER }]);
  });

  test('a handler that fails answers { ok: false }, so the page gives its button back', async () => {
    onRejectMessage(() => Promise.reject(new Error('storage broke')));
    const replies: unknown[] = [];
    captured()({ channel: 'preflight:reject', id: 'abc' }, SENDER, (r) => replies.push(r));
    await vi.waitFor(() => expect(replies).toEqual([{ ok: false }]));
  });

  test('other messages are left to their own listeners', () => {
    const handler = vi.fn(async () => ({ ok: true }));
    onRejectMessage(handler);
    const listener = captured();
    for (const message of [undefined, null, 'preflight:reject', { id: 'abc' }, { channel: 'preflight:intercept', type: 'intercept', id: 'abc' }]) {
      expect(listener(message, SENDER, () => undefined)).toBeUndefined();
    }
    expect(handler).not.toHaveBeenCalled();
  });

  test('sendReject sends the tagged envelope and reads only ok: true as taken', async () => {
    const replies: unknown[] = [{ ok: true }, { ok: false }, undefined];
    const send = vi.spyOn(browser.runtime, 'sendMessage').mockImplementation(() => Promise.resolve(replies.shift()));
    expect(await sendReject('abc')).toBe(true);
    expect(await sendReject('abc')).toBe(false);
    expect(await sendReject('abc')).toBe(false);
    expect(send).toHaveBeenCalledWith({ channel: 'preflight:reject', id: 'abc' });
    send.mockImplementation(() => Promise.reject(new Error('Could not establish connection')));
    await expect(sendReject('abc')).rejects.toThrow('Could not establish connection');
  });
});
