/**
 * The parts of a window the wrapper and the bridge use. A structural type so
 * that both a real page and a test window (happy-dom) fit (events are created
 * and dispatched through the window's own constructors, see discover.ts); listeners take
 * `unknown` events and read them defensively, as page events can be anything.
 */
export interface PageWindow {
  addEventListener(type: string, listener: (event: unknown) => void, capture?: boolean): void;
  removeEventListener(type: string, listener: (event: unknown) => void): void;
  postMessage(message: unknown, targetOrigin: string): void;
  readonly location: { readonly origin: string };
  readonly crypto: RandomSource;
  setTimeout(handler: () => void, timeout: number): unknown;
}

export interface RandomSource {
  getRandomValues(array: Uint8Array): Uint8Array;
}
