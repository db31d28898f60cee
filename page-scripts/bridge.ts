/**
 * Isolated world, document_start, every frame: relays the wrapper's held
 * requests to the background, confirms them to the wrapper and answers it
 * when the background does not take them. It never carries a decision: approval is carried out by
 * the background (lib/broker/in-page.ts, run in this isolated world) through
 * the keyed channel it sets up for the wrapper (lib/provider/forward-key.ts).
 *
 * It runs in every frame, so it is kept small: no zod (hand-written guards,
 * lib/provider/page-messages.ts), nothing built before the first request, and
 * not a WXT entrypoint: wxt.config.ts bundles it with esbuild and lists it in
 * the manifest's content_scripts itself (a WXT content script carries a
 * context object, a logger and its options into every frame, none of which
 * the bridge uses).
 */
import { browser } from 'wxt/browser';
import { createBridge, tellByEvent } from '../lib/provider/bridge';
import { offerForwardKey } from '../lib/provider/forward-key';
import { sendIntercept } from '../lib/messaging/intercept';

const makeEvent = (type: string, detail: string): CustomEvent => new CustomEvent(type, { detail });
offerForwardKey(window, globalThis, makeEvent);
createBridge({
  win: window,
  tell: tellByEvent(window, makeEvent),
  intercept: (request) => sendIntercept('intercept', request),
  observe: (call) => sendIntercept('observed', call),
  unguarded: () => sendIntercept('unguarded', undefined),
  hints: (hints) => sendIntercept('hints', hints),
  // Only this extension can message its content scripts (tabs.sendMessage); the bridge checks the envelope all the same.
  listenSettle: (answer) =>
    browser.runtime.onMessage.addListener((message: unknown, _sender: unknown, sendResponse: (reply: boolean) => void) => {
      const held = answer(message);
      if (held) sendResponse(true);
      return undefined;
    }),
  solanaSent: (sent) => sendIntercept('solanaSent', sent),
  // After the extension is reloaded or removed, this old script loses its runtime.
  contextAlive: () => {
    try {
      return typeof browser.runtime?.id === 'string';
    } catch {
      return false;
    }
  },
});
