/** Reconnects to the background whenever its worker stops (see lib/messaging/review-port.ts). */
import { browser } from 'wxt/browser';
import { REVIEW_PORT, REVIEW_RECONNECT_MS } from '../../lib/messaging/review-port';

export function watchBackground(): void {
  let last = 0;
  const connect = (): void => {
    last = Date.now();
    const port = browser.runtime.connect({ name: REVIEW_PORT });
    port.onDisconnect.addListener(() => {
      setTimeout(connect, Math.max(0, REVIEW_RECONNECT_MS - (Date.now() - last)));
    });
  };
  connect();
}
