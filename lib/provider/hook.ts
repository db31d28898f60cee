/**
 * A wrapped provider's original methods, bound to it. They live only in the
 * wrapper's closure (./wrap.ts, ./channel.ts): nothing on the provider object,
 * no global, no symbol leads to them, so a page cannot call its wallet around
 * the review. The forward reaches them through the keyed channel in ./forward-channel.ts.
 */
export interface PreflightHook {
  /** The provider's own request(), bound to the provider. */
  request?: (args: { method: string; params?: unknown }) => Promise<unknown>;
  /** The provider's own sendAsync / send, for providers without request(). */
  sendAsync?: (payload: unknown, callback: (error: unknown, response: unknown) => void) => void;
  send?: (...args: unknown[]) => unknown;
}
