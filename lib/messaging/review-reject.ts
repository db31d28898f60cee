/**
 * review page → background: Reject, straight from the page's first script
 * (entrypoints/review-reject.ts), which must be usable before React, the
 * shell or a messaging library has loaded: runtime.sendMessage with a tagged
 * envelope, as the bridge's channel (./intercept.ts). The background takes it
 * as a 'decide' with decision 'reject', so the same checks apply: only the
 * extension's own review page may send it (isFromReviewPage), the id must be
 * a request still waiting, and each request is answered once.
 */
import { browser } from 'wxt/browser';
import type { SenderInfo } from '../broker/sender';

/** Marks the envelope, so the listener leaves every other extension message alone. */
const CHANNEL = 'preflight:reject';

/** Resolves true when the background took the rejection; rejects when no background answers. */
export async function sendReject(id: string): Promise<boolean> {
  const reply: unknown = await browser.runtime.sendMessage({ channel: CHANNEL, id });
  return typeof reply === 'object' && reply !== null && Reflect.get(reply, 'ok') === true;
}

/** The background's end: `reject` gets the id as sent (unchecked: it validates) and the browser's sender. */
export function onRejectMessage(reject: (id: unknown, sender: SenderInfo) => Promise<{ ok: boolean }>): void {
  browser.runtime.onMessage.addListener((message: unknown, sender: SenderInfo, sendResponse: (reply: unknown) => void) => {
    if (typeof message !== 'object' || message === null || Reflect.get(message, 'channel') !== CHANNEL) return undefined;
    reject(Reflect.get(message, 'id'), sender).then(sendResponse, () => sendResponse({ ok: false }));
    // The answer comes later: keep the channel open for sendResponse.
    return true;
  });
}
