/**
 * The isolated world's forward key (lib/provider/forward-key.ts) on its own:
 * one key per frame, even when the script is injected twice.
 */
import { expect, test } from 'vitest';
import { offerForwardKey, type KeyWindow } from '../../../lib/provider/forward-key';
import { FORWARD_KEY_GLOBAL, HELLO_EVENT, KEY_EVENT } from '../../../lib/provider/constants';

type KeyEvent = { type: string; detail: string };

test('injected twice into one frame: the second run does nothing (no throw, the first key kept, no second KEY event or listener)', () => {
  const events: KeyEvent[] = [];
  const listening: string[] = [];
  const win: KeyWindow<KeyEvent> = {
    addEventListener: (type) => void listening.push(type),
    removeEventListener: () => undefined,
    dispatchEvent: (event) => events.push(event) > 0,
    crypto: globalThis.crypto,
  };
  const isolated = {};
  const makeEvent = (type: string, detail: string): KeyEvent => ({ type, detail });
  offerForwardKey(win, isolated, makeEvent);
  const key: unknown = Reflect.get(isolated, FORWARD_KEY_GLOBAL);
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  expect(() => offerForwardKey(win, isolated, makeEvent)).not.toThrow();
  expect(Reflect.get(isolated, FORWARD_KEY_GLOBAL)).toBe(key);
  expect(events).toEqual([{ type: KEY_EVENT, detail: key }]);
  expect(listening).toEqual([HELLO_EVENT]);
});
