/**
 * The wrapper's end of the page channel. It holds each intercepted call under
 * a random id and accepts exactly one thing back for an id it holds, once:
 * a `settle` (an error for the dapp: a refusal from the bridge). Every id is
 * visible to the page, so no posted message here may reach the wallet: the
 * wallet's answer comes through the keyed channel (./forward-channel.ts), which
 * calls the wallet's original methods kept here with the held call.
 *
 * Nothing is set up before the first held call: a frame whose dapp never signs
 * gets no message listener from us.
 */
import type { InterceptedRequest, SettleOutcome, WalletHints } from '../messaging/page-channel';
import type { PreflightHook } from './hook';
import { badParams, BRIDGE_RECEIPT_MS, CHANNEL, notActive, OWN_WINDOW } from './constants';
import { randomId } from './ids';
import { parseReceived, parseSettle } from './page-messages';
import type { PageWindow } from './page-window';
import { read } from './wrap';
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
  /**
   * Answers a held call (once: later answers for the id are ignored) with a
   * `settle` on the page channel, as the bridge does, so the bridge too sees it settled.
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
  let listening = false;

  return {
    walletFor: (id) => pending[id]?.wallet,
    answer: (id, outcome) => win.postMessage({ channel: CHANNEL, type: 'settle', id, outcome }, OWN_WINDOW),
    hints: (id, hints) => win.postMessage({ channel: CHANNEL, type: 'hints', id, ...hints }, OWN_WINDOW),
    hold(body, settle, wallet) {
      if (!listening) {
        listening = true;
        win.addEventListener('message', (event: unknown) => {
          if (read(event, 'source') !== win) return;
          const data = read(event, 'data');
          const s = parseSettle(data);
          if (s) return take(s.id)?.(s.outcome);
          const received = parseReceived(data);
          if (received) confirm(received.id);
        });
      }
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
