/**
 * The wrapper's end of the page channel. It holds each intercepted call under
 * a random id, posts it for the bridge, and accepts exactly one answer for an
 * id it holds, once, through ./forward-channel.ts: the wallet's answer after a
 * keyed forward, or an error (the user's Reject, a refusal from the bridge).
 * Nothing posted on the public channel settles anything here: the wrapper has
 * no 'message' listener. Every id is visible to the page, so no answer that
 * reaches the wallet can come from anywhere but the keyed forward.
 */
import type { InterceptedRequest, SettleOutcome, WalletHints } from '../messaging/page-channel';
import type { PreflightHook } from './hook';
import { badParams, BRIDGE_RECEIPT_MS, CHANNEL, notActive, OWN_WINDOW } from './constants';
import { randomId } from './ids';
import type { PageWindow } from './page-window';
import { dict } from './pristine';

export type Settle = (outcome: SettleOutcome) => void;

export type RequestBody = Omit<InterceptedRequest, 'channel' | 'type' | 'id'>;

export interface PageChannel {
  /** Registers `settle` and the wallet's originals under a new id, posts the request to the bridge and returns the id. */
  hold(body: RequestBody, settle: Settle, wallet: PreflightHook): string;
  /** Posts the wallet's chain and accounts for a request held with hintsFollow. */
  hints(id: string, hints: WalletHints): void;
  /** The wallet's original methods for a call still held (none once it settled). */
  walletFor(id: string): PreflightHook | undefined;
  /** The bridge has the held call: the dapp is no longer answered "not active" when the receipt time is up. */
  received(id: string): void;
  /**
   * Answers a held call (once: later answers for the id are ignored) and says
   * so with a `settle` on the page channel, so the bridge stops watching it.
   */
  answer(id: string, outcome: SettleOutcome): void;
}

export function createPageChannel(win: PageWindow, receiptMs = BRIDGE_RECEIPT_MS): PageChannel {
  // Null-prototype tables, not Maps: Map.prototype.set is the page's, and an entry holds the wallet's originals.
  const pending = dict<{ settle: Settle; wallet: PreflightHook }>();
  /** Requests the bridge has not confirmed yet: answered with an error when it never does. */
  const unconfirmed = dict<ReturnType<typeof setTimeout>>();
  const confirm = (id: string): void => {
    clearTimeout(unconfirmed[id]);
    delete unconfirmed[id];
  };
  const take = (id: string): Settle | undefined => {
    const held = pending[id];
    delete pending[id];
    confirm(id);
    return held?.settle;
  };

  return {
    walletFor: (id) => pending[id]?.wallet,
    received: confirm,
    answer(id, outcome) {
      const settle = take(id);
      if (!settle) return;
      settle(outcome);
      try {
        win.postMessage({ channel: CHANNEL, type: 'settle', id, outcome }, OWN_WINDOW);
      } catch {
        // Not cloneable (answers come as plain JSON, so not expected): the dapp has its answer; the bridge merely keeps watching the id.
      }
    },
    hints: (id, hints) => win.postMessage({ channel: CHANNEL, type: 'hints', id, ...hints }, OWN_WINDOW),
    hold(body, settle, wallet) {
      const id = randomId(win.crypto);
      pending[id] = { settle, wallet };
      // Stryker disable next-line OptionalChaining: the timer is cleared whenever the call is taken, so when it fires the call is still held
      unconfirmed[id] = setTimeout(() => take(id)?.({ kind: 'error', error: notActive() }), receiptMs);
      try {
        win.postMessage({ channel: CHANNEL, type: 'request', id, ...body }, OWN_WINDOW);
      } catch {
        // Parameters the page cannot clone (functions, DOM nodes) cannot be reviewed.
        // Stryker disable next-line OptionalChaining: the call was held just above, and nothing can take it in between
        take(id)?.({ kind: 'error', error: badParams('the parameters cannot be copied for review') });
      }
      return id;
    },
  };
}
