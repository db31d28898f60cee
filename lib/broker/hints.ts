/**
 * The wallet's chain and accounts for a request the wrapper posted before
 * asking the wallet (hintsFollow): the review window opens at once and the
 * scan waits for these, at most HINTS_WAIT_MS. They are page-supplied, as
 * they always were; only the frame that sent the request can give them, once.
 *
 * Kept in memory: the wait is a few milliseconds (a wallet that will not
 * answer, at most WALLET_HINT_MS). A worker that restarts meanwhile scans
 * without them, as for a wallet that never answered.
 */
import { hintsMessageSchema, type WalletHints } from '../messaging/page-channel';
import { WALLET_HINT_MS } from '../provider/constants';
import type { SenderInfo } from './sender';

/** The wrapper sends its hints within WALLET_HINT_MS of the request; the rest is slack for the relay. */
export const HINTS_WAIT_MS = WALLET_HINT_MS + 500;
/** Hints that came before their request was queued (its 'intercept' is still being handled): at most this many per tab, so a page can only crowd out its own. */
const MAX_EARLY_PER_TAB = 16;

/** The frame a message came from, as the browser recorded it. */
export interface FrameOf {
  tabId: number;
  frameId: number;
  documentId?: string | undefined;
}

export interface HintsBox {
  /** Resolves with the hints for `id` from `frame`, or undefined when none came in time. */
  wait(id: string, frame: FrameOf): Promise<WalletHints | undefined>;
  /** Hands over hints; false when they were not taken. */
  deliver(id: string, frame: FrameOf, hints: WalletHints): boolean;
}

const keyOf = (id: string, { tabId, frameId, documentId }: FrameOf): string => JSON.stringify([id, tabId, frameId, documentId ?? null]);

export function createHintsBox(waitMs = HINTS_WAIT_MS): HintsBox {
  const waiting = new Map<string, (hints: WalletHints) => void>();
  const early = new Map<string, WalletHints>();
  const earlyCount = new Map<number, number>();
  const countEarly = (tabId: number, by: number): void => {
    const n = (earlyCount.get(tabId) ?? 0) + by;
    if (n > 0) earlyCount.set(tabId, n);
    else earlyCount.delete(tabId);
  };

  return {
    wait(id, frame) {
      const key = keyOf(id, frame);
      const given = early.get(key);
      if (given) {
        early.delete(key);
        countEarly(frame.tabId, -1);
        return Promise.resolve(given);
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(key);
          resolve(undefined);
        }, waitMs);
        waiting.set(key, (hints) => {
          clearTimeout(timer);
          resolve(hints);
        });
      });
    },
    deliver(id, frame, hints) {
      const key = keyOf(id, frame);
      const resolve = waiting.get(key);
      if (resolve) {
        waiting.delete(key);
        resolve(hints);
        return true;
      }
      // Before its request: kept for a while, for the wait that is about to start.
      if (early.has(key) || (earlyCount.get(frame.tabId) ?? 0) >= MAX_EARLY_PER_TAB) return false;
      early.set(key, hints);
      countEarly(frame.tabId, 1);
      setTimeout(() => {
        if (early.delete(key)) countEarly(frame.tabId, -1);
      }, waitMs);
      return true;
    },
  };
}

/** 'hints' from the bridge: validated again, and tied to the frame the browser says sent it. */
export function handleHints(data: unknown, sender: SenderInfo, box: HintsBox): { ok: boolean } {
  const parsed = hintsMessageSchema.safeParse(data);
  const tabId = sender.tab?.id;
  if (!parsed.success || tabId === undefined) return { ok: false };
  const { id, chainId, accounts } = parsed.data;
  const hints: WalletHints = { ...(chainId === undefined ? {} : { chainId }), ...(accounts === undefined ? {} : { accounts }) };
  return { ok: box.deliver(id, { tabId, frameId: sender.frameId ?? 0, documentId: sender.documentId }, hints) };
}
