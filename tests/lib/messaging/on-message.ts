/**
 * For tests of a background channel: records the runtime.onMessage listener a
 * module registers, and calls it as the browser would.
 */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import type { SenderInfo } from '../../../lib/broker/sender';

export type Listener = (message: unknown, sender: SenderInfo, sendResponse: (reply: unknown) => void) => unknown;

/** Installs the spy around every test; the returned function gives the listener registered last. */
export function spyOnMessageListeners(): { captured(): Listener; added(): MockInstance<typeof browser.runtime.onMessage.addListener> } {
  let add: MockInstance<typeof browser.runtime.onMessage.addListener> | undefined;
  beforeEach(() => {
    fakeBrowser.reset();
    add = vi.spyOn(browser.runtime.onMessage, 'addListener');
  });
  afterEach(() => vi.restoreAllMocks());
  const added = (): MockInstance<typeof browser.runtime.onMessage.addListener> => {
    if (!add) throw new Error('spyOnMessageListeners: no test is running');
    return add;
  };
  return {
    added,
    captured() {
      const listener: unknown = added().mock.calls.at(-1)?.[0];
      if (typeof listener !== 'function') throw new Error('no listener registered');
      return (message, sender, sendResponse) => Reflect.apply(listener, undefined, [message, sender, sendResponse]);
    },
  };
}
