/**
 * The review queue as the background last stated it: its answer to getQueue,
 * then every write it makes to storage.session's pending list, pushed by
 * storage.onChanged the moment it happens (no polling, no round trip: a scan
 * result is on screen in the frame after the background stored it). Started
 * by the page's first script, before React has loaded, so no write is missed.
 */
import { browser } from 'wxt/browser';
import { sortQueue } from '../../lib/broker/queue';
import type { PendingRequest, ReviewQueue } from '../../lib/messaging/extension';
import { sendMessage } from '../../lib/messaging/review-channel';
import { watchBackground } from './worker-watch';

export interface QueueState {
  queue?: ReviewQueue;
  error?: string;
  /**
   * The pending list read straight from storage.session (one call to the
   * browser, not a round trip through a worker that may be busy scanning),
   * for the shell's first paint only: the full review waits for `queue`,
   * which also carries the user's policy for Approve.
   */
  early?: PendingRequest[];
}

export interface QueueFeed {
  get(): QueueState;
  subscribe(listener: () => void): () => void;
}

/** lib/broker/pending-store.ts keeps the list under this key of storage.session. */
const PENDING_KEY = 'pending';

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Only the background writes this list, from requests it validated with
 * pendingRequestSchema; the check here only keeps a torn or foreign value
 * from reaching the view.
 */
function isPending(v: unknown): v is PendingRequest {
  return isRec(v) && typeof v.id === 'string' && typeof v.method === 'string' && typeof v.origin === 'string' && typeof v.createdAt === 'number' && isRec(v.scan) && typeof v.scan.state === 'string';
}

/**
 * The feed, not yet listening: `start()` makes its first calls to the
 * browser, which the shell script makes only after its first paint (the
 * first use of an extension API in a page can take milliseconds).
 */
export function createQueueFeed(): QueueFeed & { start(): void } {
  let state: QueueState = {};
  let pushes = 0;
  const listeners = new Set<() => void>();
  const set = (next: QueueState): void => {
    state = next;
    for (const l of listeners) l();
  };
  const fetch = (): void => {
    const at = pushes;
    sendMessage('getQueue').then(
      // A write pushed while the answer travelled is newer than the answer: keep its list.
      (queue) => {
        const newer = pushes === at ? undefined : (state.queue?.pending ?? state.early);
        set({ ...state, queue: newer ? { ...queue, pending: newer } : queue });
      },
      (err: unknown) => set({ ...state, error: String(err) }),
    );
  };
  const pendingOf = (list: unknown): PendingRequest[] => sortQueue(Array.isArray(list) ? list.filter(isPending) : []);
  const start = (): void => {
    browser.storage.onChanged.addListener((changes, area) => {
      if (area === 'session' && 'pending' in changes) {
        const list: unknown = changes.pending?.newValue;
        pushes++;
        const pending = pendingOf(list);
        set(state.queue ? { ...state, queue: { ...state.queue, pending } } : { ...state, early: pending });
      } else if (area === 'local' && 'settings' in changes) fetch(); // the unavailable-scan policy may have changed
    });
    fetch();
    browser.storage.session.get(PENDING_KEY).then(
      (items) => {
        if (!state.queue && !state.early) set({ ...state, early: pendingOf(items[PENDING_KEY]) });
      },
      () => undefined, // the background's answer follows
    );
    // A stopped worker is started again at once, and resumes the scans this page is waiting for.
    watchBackground();
  };
  return {
    start,
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function startQueueFeed(): QueueFeed {
  const feed = createQueueFeed();
  feed.start();
  return feed;
}

/** Resolves once the background has answered (the queue with the user's policy, or an error): the full review starts from there. */
export function answered(feed: QueueFeed): Promise<void> {
  return new Promise((resolve) => {
    const check = (): boolean => {
      const { queue, error } = feed.get();
      return queue !== undefined || error !== undefined;
    };
    if (check()) return resolve();
    const unsubscribe = feed.subscribe(() => {
      if (!check()) return;
      unsubscribe();
      resolve();
    });
  });
}
