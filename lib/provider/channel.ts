/**
 * The wrapper's end of the page channel. It holds each intercepted call under
 * a random id and accepts exactly one thing back for an id it holds, once:
 * a `settle` (the answer for the dapp: the wallet's, after the background ran
 * the call in this page, or an error). Every id is visible to the page, so no
 * message here may reach the wallet: a request the background did not review
 * (paused, method not covered) is also run in the page by the background.
 */
import type { InterceptedRequest, SettleOutcome } from '../messaging/page-channel';
import { badParams, BRIDGE_RECEIPT_MS, CHANNEL, notActive } from './constants';
import { randomId } from './ids';
import { parseReceived, parseSettle } from './page-messages';
import type { PageWindow } from './page-window';
import { read } from './wrap';

export interface Held {
  settle(outcome: SettleOutcome): void;
}

export type RequestBody = Omit<InterceptedRequest, 'channel' | 'type' | 'id'>;

export interface PageChannel {
  /** Registers `held` under a new id and posts the request to the bridge. */
  hold(body: RequestBody, held: Held): void;
}

export function createPageChannel(win: PageWindow, receiptMs = BRIDGE_RECEIPT_MS): PageChannel {
  const pending = new Map<string, Held>();
  /** Requests the bridge has not confirmed yet: answered with an error when it never does. */
  const unconfirmed = new Map<string, ReturnType<typeof setTimeout>>();
  const take = (id: string): Held | undefined => {
    const held = pending.get(id);
    pending.delete(id);
    clearTimeout(unconfirmed.get(id));
    unconfirmed.delete(id);
    return held;
  };

  win.addEventListener('message', (event: unknown) => {
    if (read(event, 'source') !== win) return;
    const data = read(event, 'data');
    const settle = parseSettle(data);
    if (settle) return take(settle.id)?.settle(settle.outcome);
    const received = parseReceived(data);
    if (received) {
      clearTimeout(unconfirmed.get(received.id));
      unconfirmed.delete(received.id);
    }
  });

  return {
    hold(body, held) {
      const id = randomId(win.crypto);
      pending.set(id, held);
      unconfirmed.set(id, setTimeout(() => take(id)?.settle({ kind: 'error', error: notActive() }), receiptMs));
      try {
        win.postMessage({ channel: CHANNEL, type: 'request', id, ...body }, win.location.origin === 'null' ? '*' : win.location.origin);
      } catch {
        // Parameters the page cannot clone (functions, DOM nodes) cannot be reviewed.
        take(id)?.settle({ kind: 'error', error: badParams('the parameters cannot be copied for review') });
      }
    },
  };
}
