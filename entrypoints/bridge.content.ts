/**
 * Isolated world, document_start, every frame: relays the wrapper's held
 * requests to the background and answers the wrapper when the background
 * does not take them. It never carries a decision: approval is carried out by
 * the background itself in the page (lib/broker/in-page.ts).
 */
import '../lib/zod-setup';
import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { createBridge } from '../lib/provider/bridge';
import { sendIntercept } from '../lib/messaging/intercept';

export default defineContentScript({
  matches: ['<all_urls>'],
  runAt: 'document_start',
  allFrames: true,
  matchAboutBlank: true,
  main() {
    createBridge({
      win: window,
      intercept: (request) => sendIntercept('intercept', request),
      // After the extension is reloaded or removed, this old script loses its runtime.
      contextAlive: () => {
        try {
          return typeof browser.runtime?.id === 'string';
        } catch {
          return false;
        }
      },
    });
  },
});
