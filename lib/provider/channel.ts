/**
 * The wrapper's end of the page channel. It holds each intercepted call under
 * a random id and accepts exactly one thing back for an id it holds, once:
 * a `settle` (the answer for the dapp: the wallet's, after the background ran
 * the call in this page, or an error). Every id is visible to the page, so no
 * message here may reach the wallet: a request the background did not review
 * (paused, method not covered) is also run in the page by the background.
 *
 * Nothing is set up before the first held call: a frame whose dapp never signs
 * gets no message listener from us.
 */
import type { InterceptedRequest, SettleOutcome } from '../messaging/page-channel';
import { badParams, BRIDGE_RECEIPT_MS, CHANNEL, notActive, OWN_WINDOW } from './constants';
import { randomId } from './ids';
import { parseReceived, parseSettle } from './page-messages';
import type { PageWindow } from './page-window';
import { read } from './wrap';

export type Settle = (outcome: SettleOutcome) => void;

export type RequestBody = Omit<InterceptedRequest, 'channel' | 'type' | 'id'>;

export interface PageChannel {
  /** Registers `settle` under a new id and posts the request to the bridge. */
  hold(body: RequestBody, settle: Settle): void;
}

export function createPageChannel(win: PageWindow, receiptMs = BRIDGE_RECEIPT_MS): PageChannel {
  const pending = new Map<string, Settle>();
  /** Requests the bridge has not confirmed yet: answered with an error when it never does. */
  const unconfirmed = new Map<string, ReturnType<typeof setTimeout>>();
  const confirm = (id: string): void => {
    clearTimeout(unconfirmed.get(id));
    unconfirmed.delete(id);
  };
  const take = (id: string): Settle | undefined => {
    const settle = pending.get(id);
    pending.delete(id);
    confirm(id);
    return settle;
  };
  let listening = false;

  return {
    hold(body, settle) {
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
      pending.set(id, settle);
      unconfirmed.set(id, setTimeout(() => take(id)?.({ kind: 'error', error: notActive() }), receiptMs));
      try {
        win.postMessage({ channel: CHANNEL, type: 'request', id, ...body }, OWN_WINDOW);
      } catch {
        // Parameters the page cannot clone (functions, DOM nodes) cannot be reviewed.
        take(id)?.({ kind: 'error', error: badParams('the parameters cannot be copied for review') });
      }
    },
  };
}
