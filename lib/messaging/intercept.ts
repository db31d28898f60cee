/**
 * bridge → background: a request the wrapper holds, and what else the bridge
 * sees. A channel of its own, free of zod (types only) and of a messaging
 * library (runtime.sendMessage with a tagged envelope), because the bridge
 * that sends on it is loaded into every frame of every page. The background
 * validates every payload again (interceptedRequestSchema and the like) and
 * takes origin, tab and frame from the browser's `sender`, never from the
 * message.
 */
import { browser } from 'wxt/browser';
import type { InterceptReply } from './intercept-reply';
import type { HintsMessage, InterceptedRequest } from './page-channel';
import type { ObservedCall } from '../provider/wallet-channels';
import type { SenderInfo } from '../broker/sender';

export type { InterceptReply };

export interface InterceptProtocol {
  intercept: { data: InterceptedRequest; reply: InterceptReply };
  /** A signing call seen on a wallet's own channel (validated again in the background). */
  observed: { data: ObservedCall; reply: { ok: boolean } };
  /** The page has a wallet Preflight could neither wrap nor replace: its calls reach the wallet unreviewed. */
  unguarded: { data: undefined; reply: { ok: boolean } };
  /** The wallet's chain and accounts for a request sent with hintsFollow (validated again in the background). */
  hints: { data: HintsMessage; reply: { ok: boolean } };
  /** What the wallet answered an approved Solana signAndSend (page-supplied: lib/broker/solana-sent.ts checks it against the history). */
  solanaSent: { data: { id: string; sent: unknown }; reply: { ok: boolean } };
}
export type InterceptType = keyof InterceptProtocol;

/** Marks the envelope, so the listener leaves every other extension message alone. */
const CHANNEL = 'preflight:intercept';
/**
 * Sends `data` to the background's handler for `type`. Resolves with its
 * reply as sent (the caller checks it: the bridge has its own guard);
 * rejects when no background answers (the extension was reloaded or removed).
 */
export function sendIntercept<K extends InterceptType>(type: K, data: InterceptProtocol[K]['data']): Promise<unknown> {
  return browser.runtime.sendMessage({ channel: CHANNEL, type, data });
}

type Reply<K extends InterceptType> = InterceptProtocol[K]['reply'];
type Handler<K extends InterceptType> = (message: { data: unknown; sender: SenderInfo }) => Reply<K> | Promise<Reply<K>>;

/**
 * The background's end: one runtime.onMessage listener for the channel,
 * registered with the first handler. `data` reaches the handler unchecked
 * (page-supplied): each handler validates it.
 */
export function createInterceptListener(): { on<K extends InterceptType>(type: K, handler: Handler<K>): void } {
  // Typed where they are registered (on); here they are only looked up by the message's type, called and their reply sent back.
  const handlers = new Map<unknown, (message: { data: unknown; sender: SenderInfo }) => unknown>();
  let listening = false;
  return {
    on(type, handler) {
      handlers.set(type, handler);
      if (listening) return;
      listening = true;
      browser.runtime.onMessage.addListener((message: unknown, sender: SenderInfo, sendResponse: (reply: unknown) => void) => {
        if (typeof message !== 'object' || message === null || Reflect.get(message, 'channel') !== CHANNEL) return undefined;
        const run = handlers.get(Reflect.get(message, 'type'));
        if (!run) return undefined;
        // A handler that throws (even at once) answers undefined, which the bridge reads as an internal error.
        new Promise<unknown>((resolve) => resolve(run({ data: Reflect.get(message, 'data'), sender }))).then(sendResponse, () => sendResponse(undefined));
        // The answer comes later: keep the channel open for sendResponse.
        return true;
      });
    },
  };
}
