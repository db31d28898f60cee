// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { benignSwap, done, maliciousApprovals, pending } from '../../components/fixtures';
import type { QueueFeed, QueueState } from '../../../entrypoints/review/queue-feed';
import type { PendingRequest } from '../../../lib/messaging/extension';

const sendMessage = vi.fn();
vi.mock('../../../lib/messaging/review-channel', () => ({ sendMessage: (...args: unknown[]) => sendMessage(...args) }));
const sendReject = vi.fn();
vi.mock('../../../lib/messaging/review-reject', () => ({ sendReject: (id: string) => sendReject(id) }));
vi.mock('../../../entrypoints/review/worker-watch', () => ({ watchBackground: () => undefined }));

const { HINT_AFTER_MS, paintShell, startReview } = await import('../../../entrypoints/review/shell');
const { answered, startQueueFeed } = await import('../../../entrypoints/review/queue-feed');

function fakeFeed(initial: QueueState = {}): QueueFeed & { set(next: QueueState): void } {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set(next) {
      state = next;
      for (const l of listeners) l();
    },
  };
}

const scanning = pending({ scan: { state: 'scanning', startedAt: 1 } });
const benign = pending({ scan: done(benignSwap) });
const second = pending({ id: '1f3b1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', origin: 'http://evil.example', method: 'personal_sign', params: ['0x6869', '0x77d8E5f2A4a6C3d0B1f1E9b6c2A7f3B8d4E5F601'], scan: done(maliciousApprovals) });

let root: HTMLElement;
beforeEach(() => {
  fakeBrowser.reset();
  sendMessage.mockReset();
  sendReject.mockReset();
  document.body.innerHTML = '<div id="root"></div>';
  const found = document.getElementById('root');
  if (!found) throw new Error('no root');
  root = found;
});
afterEach(() => vi.restoreAllMocks());

const text = (testId: string): string | null | undefined => root.querySelector(`[data-testid="${testId}"]`)?.textContent;

describe('review shell: what shows before React has loaded', () => {
  it('the site, the request in words, the verdict headline and a working Reject, from the first list', async () => {
    const feed = fakeFeed({ early: [benign] });
    paintShell(root, feed);
    expect(root.querySelector('[data-testid="review-root"]')?.getAttribute('data-request-id')).toBe(benign.id);
    expect(root.querySelector('.pf-header__domain')?.textContent).toBe('uniswap.org');
    expect(root.querySelector('h1')?.textContent).toBe('Send a transaction');
    expect(text('shell-verdict')).toBe('No risks found');
    expect(root.querySelector('button[disabled]')?.textContent).toBe('Approve');

    sendReject.mockResolvedValue(true);
    root.querySelector<HTMLButtonElement>('[data-testid="shell-reject"]')?.click();
    expect(sendReject).toHaveBeenCalledWith(benign.id);
    expect(root.querySelector('[data-testid="shell-reject"]')?.hasAttribute('disabled')).toBe(true);
  });

  it('a scan still running says so, and the verdict replaces it when the queue is written again', () => {
    const feed = fakeFeed({ early: [scanning] });
    paintShell(root, feed);
    expect(root.querySelector('[data-testid="shell-verdict"]')?.getAttribute('data-verdict')).toBe('scanning');
    feed.set({ early: [benign] });
    expect(root.querySelector('[data-testid="shell-verdict"]')?.getAttribute('data-verdict')).toBe('benign');
  });

  it('the queue head first, with its position, "Not secure" on http, and Malicious', () => {
    const queue = { pending: [second, benign] satisfies PendingRequest[] };
    paintShell(root, fakeFeed({ queue }));
    expect(root.querySelector('.pf-position')?.textContent).toBe('1 of 2');
    expect(root.textContent).toContain('Not secure');
    expect(root.querySelector('[data-testid="shell-verdict"]')?.getAttribute('data-verdict')).toBe('malicious');
    expect(root.querySelector('h1')?.textContent).toBe('Sign a message');
  });

  it('a queue stored by an older build, without titles: the method\'s own name stands in', () => {
    const { title: _title, ...untitled } = benign;
    paintShell(root, fakeFeed({ early: [untitled] }));
    expect(root.querySelector('h1')?.textContent).toBe('eth_sendTransaction');
    expect(text('shell-verdict')).toBe('No risks found');
  });

  it('a failed Reject gives the button back', async () => {
    sendReject.mockRejectedValue(new Error('worker stopped'));
    paintShell(root, fakeFeed({ early: [benign] }));
    const reject = root.querySelector<HTMLButtonElement>('[data-testid="shell-reject"]');
    reject?.click();
    await vi.waitFor(() => expect(reject?.hasAttribute('disabled')).toBe(false));
  });

  it('stops redrawing once React takes over', () => {
    const feed = fakeFeed({ early: [scanning] });
    paintShell(root, feed).stop();
    feed.set({ early: [benign] });
    expect(root.querySelector('[data-testid="shell-verdict"]')?.getAttribute('data-verdict')).toBe('scanning');
  });

  it('the full review waits for the background\'s answer (the list read from storage is not enough)', async () => {
    const feed = fakeFeed({ early: [benign] });
    let started = false;
    const done = answered(feed).then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
    feed.set({ early: [benign], queue: { pending: [benign], unavailablePolicy: 'block' } });
    await done;
    expect(started).toBe(true);
  });
});

describe('review shell: the request the window was opened with, when storage is slow', () => {
  const hint = { id: scanning.id, method: 'eth_sendTransaction', site: 'https://app.uniswap.org', title: 'Send a transaction', bypass: false };
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a stored queue read within a frame is the first thing drawn: the verdict comes with the buttons', () => {
    // The marks bench:interception reads: the first drawing of this request is its verdict, never "scanning".
    const mark = vi.spyOn(performance, 'mark');
    const feed = fakeFeed();
    paintShell(root, feed, hint);
    expect(root.querySelector('[data-testid="shell-reject"]')).toBeNull();
    vi.advanceTimersByTime(HINT_AFTER_MS - 1);
    feed.set({ early: [benign] });
    vi.advanceTimersByTime(100);
    expect(text('shell-verdict')).toBe('No risks found');
    expect(mark.mock.calls.map(([name]) => name)).toEqual([`preflight:review:${hint.id}:verdict`]);
  });

  it('a frame without an answer: the address\'s request is drawn, scanning, with a working Reject', () => {
    paintShell(root, fakeFeed(), hint);
    vi.advanceTimersByTime(HINT_AFTER_MS);
    expect(root.querySelector('[data-testid="review-root"]')?.getAttribute('data-request-id')).toBe(hint.id);
    expect(root.querySelector('.pf-header__domain')?.textContent).toBe('uniswap.org');
    expect(root.querySelector('h1')?.textContent).toBe('Send a transaction');
    expect(root.querySelector('[data-testid="shell-verdict"]')?.getAttribute('data-verdict')).toBe('scanning');
    expect(root.querySelector('button[disabled]')?.textContent).toBe('Approve');
    sendReject.mockResolvedValue(true);
    root.querySelector<HTMLButtonElement>('[data-testid="shell-reject"]')?.click();
    expect(sendReject).toHaveBeenCalledWith(hint.id);
  });

  it('gives way to the stored queue: its verdict, and its head when that is another request', () => {
    const feed = fakeFeed();
    paintShell(root, feed, hint);
    vi.advanceTimersByTime(HINT_AFTER_MS);
    feed.set({ early: [benign] });
    expect(text('shell-verdict')).toBe('No risks found');
    feed.set({ early: [second, benign] });
    expect(root.querySelector('[data-testid="review-root"]')?.getAttribute('data-request-id')).toBe(second.id);
    expect(root.querySelector('.pf-position')?.textContent).toBe('1 of 2');
  });

  it('an empty stored queue (already decided) says there is nothing to review, not the hint', () => {
    const feed = fakeFeed();
    paintShell(root, feed, hint);
    vi.advanceTimersByTime(HINT_AFTER_MS);
    feed.set({ early: [] });
    expect(root.querySelector('[data-testid="shell-reject"]')).toBeNull();
    expect(root.textContent).toBe('Nothing to review.');
  });

  it('the background\'s error is shown, not the hint', () => {
    paintShell(root, fakeFeed({ error: 'worker gone' }), hint);
    vi.advanceTimersByTime(HINT_AFTER_MS);
    expect(root.querySelector('[data-testid="shell-reject"]')).toBeNull();
    expect(root.textContent).toContain('worker gone');
  });

  it('a call around the guard says so, and its button dismisses', () => {
    paintShell(root, fakeFeed(), { ...hint, bypass: true });
    vi.advanceTimersByTime(HINT_AFTER_MS);
    expect(root.querySelector('[role="alert"]')).not.toBeNull();
    expect(root.querySelector('button[disabled]')).toBeNull();
  });

  it('once React takes over, the hint is never drawn', () => {
    paintShell(root, fakeFeed(), hint).stop();
    vi.advanceTimersByTime(HINT_AFTER_MS);
    expect(root.querySelector('[data-testid="shell-reject"]')).toBeNull();
  });
});

describe('review shell script: started while the HTML is parsed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.preflightReview = undefined;
    window.history.replaceState(null, '', '/');
  });

  it('draws the address\'s request when storage is slow, and leaves the feed and the shell for the page\'s module', () => {
    sendMessage.mockReturnValue(new Promise(() => undefined));
    vi.spyOn(fakeBrowser.storage.session, 'get').mockReturnValue(new Promise(() => undefined));
    window.history.replaceState(null, '', `/review.html?r=${scanning.id}&m=personal_sign&s=${encodeURIComponent('https://app.uniswap.org')}&t=Sign+a+message`);
    startReview(window);
    vi.advanceTimersByTime(HINT_AFTER_MS);
    expect(root.querySelector('h1')?.textContent).toBe('Sign a message');
    expect(window.preflightReview?.feed.get()).toEqual({});
    expect(sendMessage).toHaveBeenCalledWith('getQueue');
  });

  it('a history page is left to React: no feed, no shell', () => {
    window.history.replaceState(null, '', '/review.html?history=abc');
    startReview(window);
    expect(window.preflightReview).toBeUndefined();
    expect(root.innerHTML).toBe('');
  });
});

describe('queue feed: the first list straight from storage', () => {
  it('gives the stored list before the background answers, and the answer (with the policy) after', async () => {
    await fakeBrowser.storage.session.set({ pending: [benign] });
    let answer: (q: unknown) => void = () => undefined;
    sendMessage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const feed = startQueueFeed();
    await vi.waitFor(() => expect(feed.get().early?.map((r) => r.id)).toEqual([benign.id]));
    expect(feed.get().queue).toBeUndefined();
    answer({ pending: [benign], unavailablePolicy: 'block' });
    await vi.waitFor(() => expect(feed.get().queue?.unavailablePolicy).toBe('block'));
  });

  it('a write while the answer travels is newer than the answer', async () => {
    let answer: (q: unknown) => void = () => undefined;
    sendMessage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const feed = startQueueFeed();
    await fakeBrowser.storage.session.set({ pending: [benign, second] });
    await vi.waitFor(() => expect(feed.get().early).toHaveLength(2));
    answer({ pending: [benign], unavailablePolicy: 'warn' });
    await vi.waitFor(() => expect(feed.get().queue?.unavailablePolicy).toBe('warn'));
    expect(feed.get().queue?.pending.map((r) => r.id).sort()).toEqual([benign.id, second.id].sort());
  });
});
