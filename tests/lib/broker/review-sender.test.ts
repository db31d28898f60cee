/**
 * Who may read the queue and decide: the extension's own review page, in the
 * review window, and nothing else (a page cannot approve its own request).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { reviewPageUrl, reviewWindowId, showReviewWindow } from '../../../lib/broker/review-window';
import { isFromReviewPage } from '../../../lib/broker/sender';

beforeEach(() => fakeBrowser.reset());

describe('isFromReviewPage', () => {
  it('the review page in the review window, or with no tab at all (a popup window\'s page), is', async () => {
    await showReviewWindow();
    const windowId = await reviewWindowId();
    expect(windowId).toEqual(expect.any(Number));
    const own = { id: fakeBrowser.runtime.id, url: reviewPageUrl() };
    expect(await isFromReviewPage({ ...own, tab: { id: 1, windowId: windowId ?? -1 } })).toBe(true);
    expect(await isFromReviewPage({ ...own, url: `${reviewPageUrl()}?history=1` })).toBe(true);
    expect(await isFromReviewPage(own)).toBe(true);
  });

  it.each([
    ['another extension', { id: 'other-extension' }],
    ['no sender id', { id: undefined }],
    ['a web page (a content script)', { url: 'https://evil.example/review.html' }],
    ['a page whose address ends with the review page\'s', { url: `https://evil.example/?${reviewPageUrl()}` }],
    ['another of the extension\'s pages', { url: reviewPageUrl().replace('review.html', 'popup.html') }],
    ['no url', { url: undefined }],
    ['the review page opened in another window', { tab: { id: 1, windowId: 999 } }],
    ['a tab without a window', { tab: { id: 1 } }],
  ])('%s is not', async (_who, over) => {
    await showReviewWindow();
    const windowId = await reviewWindowId();
    const sender = { id: fakeBrowser.runtime.id, url: reviewPageUrl(), tab: { id: 1, windowId: windowId ?? -1 }, ...over };
    expect(await isFromReviewPage(sender)).toBe(false);
  });

  it('with no review window open, no tab is the review window\'s', async () => {
    expect(await reviewWindowId()).toBeNull();
    expect(await isFromReviewPage({ id: fakeBrowser.runtime.id, url: reviewPageUrl(), tab: { id: 1, windowId: 0 } })).toBe(false);
  });
});

describe('the review window', () => {
  it('one window, 400 wide, reused and focused for the next request', async () => {
    await showReviewWindow();
    const first = await reviewWindowId();
    await showReviewWindow();
    expect(await reviewWindowId()).toBe(first);
    const windows = await fakeBrowser.windows.getAll();
    expect(windows.filter((w) => w.type === 'popup')).toHaveLength(1);
    const win = await fakeBrowser.windows.get(first ?? -1);
    expect(win).toMatchObject({ width: 400, focused: true });
  });

  it('a review window the user closed is opened again', async () => {
    await showReviewWindow();
    const first = await reviewWindowId();
    await fakeBrowser.windows.remove(first ?? -1);
    await showReviewWindow();
    expect(await reviewWindowId()).not.toBe(first);
    expect(await reviewWindowId()).toEqual(expect.any(Number));
  });

  it('the second request brings the window to the front and asks for attention', async () => {
    await showReviewWindow();
    const update = vi.spyOn(fakeBrowser.windows, 'update');
    await showReviewWindow();
    expect(update).toHaveBeenCalledWith(await reviewWindowId(), { focused: true, drawAttention: true });
  });

  it('its id is kept in session storage (a restarted worker still knows it), and nothing else there is taken for one', async () => {
    const id = await showReviewWindow();
    expect(await fakeBrowser.storage.session.get('reviewWindowId')).toEqual({ reviewWindowId: id });
    await fakeBrowser.storage.session.set({ reviewWindowId: '7' });
    expect(await reviewWindowId()).toBeNull();
  });
});
