/**
 * Isolated world, document_start: makes this frame's forward key, leaves it in
 * the extension's isolated world (where lib/broker/in-page.ts, run there by the
 * background, reads it) and hands it to the wrapper with a KEY event, at once
 * and once more when the wrapper says HELLO (it ran first). Only the first
 * HELLO is answered, so a page script, which runs later, cannot ask for it;
 * and the wrapper stops every KEY event before a page listener could see it.
 */
import { FORWARD_KEY_GLOBAL, HELLO_EVENT, KEY_EVENT } from './constants';
import { randomId } from './ids';
import type { RandomSource } from './page-window';

export interface KeyWindow<E> {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  dispatchEvent(event: E): boolean;
  readonly crypto: RandomSource;
}

export function offerForwardKey<E>(win: KeyWindow<E>, isolatedGlobal: object, makeEvent: (type: string, detail: string) => E): void {
  // Injected twice into one frame: the wrapper keeps the first key, so does this world.
  if (FORWARD_KEY_GLOBAL in isolatedGlobal) return;
  const key = randomId(win.crypto);
  Object.defineProperty(isolatedGlobal, FORWARD_KEY_GLOBAL, { value: key });
  const send = (): void => void win.dispatchEvent(makeEvent(KEY_EVENT, key));
  const onHello = (): void => {
    win.removeEventListener(HELLO_EVENT, onHello);
    send();
  };
  win.addEventListener(HELLO_EVENT, onHello);
  send();
}
