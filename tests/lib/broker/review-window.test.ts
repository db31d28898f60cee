/**
 * The one review window (lib/broker/review-window.ts): its id is kept in
 * storage.session, where a restarted worker finds it, and a window the
 * browser no longer knows is replaced by a new one rather than "focused".
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { reviewPageUrl, reviewWindowId, showReviewWindow } from '../../../lib/broker/review-window';
import { readShellHint } from '../../../lib/messaging/review-url';
import { pending } from '../../components/fixtures';

describe('the review window', () => {
  beforeEach(() => fakeBrowser.reset());

  it('its id is kept in storage.session under reviewWindowId, for a restarted worker', async () => {
    const id = await showReviewWindow();
    expect(typeof id).toBe('number');
    expect(await fakeBrowser.storage.session.get('reviewWindowId')).toEqual({ reviewWindowId: id });
    expect(await reviewWindowId()).toBe(id);
  });

  it('a kept id the browser refuses (the window is gone, as Chrome says by rejecting): a new window opens', async () => {
    const first = await showReviewWindow();
    vi.spyOn(fakeBrowser.windows, 'get').mockRejectedValueOnce(new Error(`No window with id: ${first}.`));
    const second = await showReviewWindow();
    expect(second).not.toBe(first);
    expect(await reviewWindowId()).toBe(second);
  });

  it('a kept id the browser still knows: that window is brought forward, none is added', async () => {
    const first = await showReviewWindow();
    const count = (await fakeBrowser.windows.getAll()).length;
    expect(await showReviewWindow()).toBe(first);
    expect((await fakeBrowser.windows.getAll()).length).toBe(count);
  });

  it('a new window\'s address carries the request that opened it, for the shell to draw before storage is read', async () => {
    const create = vi.spyOn(fakeBrowser.windows, 'create');
    const request = pending({ scan: { state: 'scanning', startedAt: 1 } });
    await showReviewWindow(request);
    const url = create.mock.calls[0]?.[0]?.url;
    expect(typeof url).toBe('string');
    const address = new URL(String(url));
    expect(address.pathname).toBe('/review.html');
    expect(readShellHint(address.search)).toMatchObject({ id: request.id, site: 'https://app.uniswap.org', title: 'Send a transaction' });
  });

  it('opened with no request: the plain review page address, nothing appended', async () => {
    const create = vi.spyOn(fakeBrowser.windows, 'create');
    await showReviewWindow();
    expect(create.mock.calls.at(-1)?.[0]?.url).toBe(reviewPageUrl());
  });
});
