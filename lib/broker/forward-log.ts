/**
 * What Preflight itself just handed to a wallet in a frame. A wallet's own
 * in-page script posts the call it was given on its channel, so the bypass
 * detector (./bypass) sees Preflight's approved forwards there too: those are
 * not a page going around the guard. Kept in memory for a few minutes (a
 * restarted worker may then warn once about a call it forwarded: the safe side).
 */
import type { PendingRequest } from '../messaging/extension';
import type { PageActions } from './forward';

const KEEP_MS = 5 * 60_000;

type Frame = Pick<PendingRequest, 'tabId' | 'frameId'>;

const keyOf = (frame: Frame, method: string, params: unknown): string => `${frame.tabId}:${frame.frameId}:${method}:${JSON.stringify(params ?? null)}`;

export function createForwardLog(now: () => number = Date.now) {
  const seen = new Map<string, number>();
  return {
    note(request: PendingRequest): void {
      const t = now();
      for (const [key, at] of seen) if (t - at > KEEP_MS) seen.delete(key);
      seen.set(keyOf(request, request.method, request.params), t);
    },
    /** True (once) when Preflight forwarded this very call in this frame lately. */
    take(frame: Frame, method: string, params: unknown): boolean {
      const key = keyOf(frame, method, params);
      const at = seen.get(key);
      seen.delete(key);
      // Stryker disable next-line ConditionalExpression: without the check, undefined makes the subtraction NaN, and NaN <= KEEP_MS is false too
      return at !== undefined && now() - at <= KEEP_MS;
    },
  };
}

export type ForwardLog = ReturnType<typeof createForwardLog>;

/** PageActions that note every forward before it happens. */
export function loggingForwards(page: PageActions, log: ForwardLog): PageActions {
  return {
    forward: (request) => {
      log.note(request);
      return page.forward(request);
    },
    reject: (request, error) => page.reject(request, error),
    call: (target, method, params) => page.call(target, method, params),
    isAlive: (target) => page.isAlive(target),
  };
}
