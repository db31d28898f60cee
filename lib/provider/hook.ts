/**
 * The one thing the wrapper leaves on a provider object it wrapped: a
 * non-enumerable, symbol-keyed record of the provider's original methods, so
 * that the forward (run by the background in the page's MAIN world after a
 * click) calls the wallet untouched. Reading it gives the page nothing it did
 * not have: the page can always call its wallet directly.
 */
export const PREFLIGHT_HOOK_KEY = 'preflight.hook.v1';

export interface PreflightHook {
  /** The provider's own request(), bound to the provider. */
  request?: (args: { method: string; params?: unknown }) => Promise<unknown>;
  /** The provider's own sendAsync / send, for providers without request(). */
  sendAsync?: (payload: unknown, callback: (error: unknown, response: unknown) => void) => void;
  send?: (...args: unknown[]) => unknown;
}
