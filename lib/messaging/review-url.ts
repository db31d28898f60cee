/**
 * background → review page, in the address the review window is opened at:
 * the request that opened it, as the shell draws it (site, request in words,
 * Reject). The shell paints that while the HTML is still being parsed, with
 * no read of storage and no round trip through the worker; the stored queue
 * (verdict, position, the full review) replaces it as soon as it is read.
 *
 * Only the background opens this page (it is not web-accessible, so no site
 * can open or navigate to it), and it decides by id: a hint can show a stale
 * request for a moment, never make the wallet sign anything.
 */
import type { PendingRequest } from './extension';

export interface ShellHint {
  id: string;
  method: string;
  /** The site the user is told is asking: the request's own origin, the same one scanned (#25; never a sandboxed frame's parent). */
  site: string;
  /** The request in words (lib/format/method's requestTitle); the method's name when there is none. */
  title: string;
  /** Called around the guard: the shell says so, and its button dismisses. */
  bypass: boolean;
}

const KEYS = { id: 'r', method: 'm', site: 's', title: 't', bypass: 'b' } as const;

export function shellHintOf(request: PendingRequest): ShellHint {
  return {
    id: request.id,
    method: request.method,
    site: request.origin,
    title: request.title ?? request.method,
    bypass: request.bypass !== undefined,
  };
}

/** The query string ("?r=…") the review window is opened with. */
export function shellHintQuery(hint: ShellHint): string {
  const query = new URLSearchParams({ [KEYS.id]: hint.id, [KEYS.method]: hint.method, [KEYS.site]: hint.site, [KEYS.title]: hint.title });
  if (hint.bypass) query.set(KEYS.bypass, '1');
  return `?${query.toString()}`;
}

/** The hint in a review page's query string, or undefined when it has none (or not all of it). */
export function readShellHint(search: string): ShellHint | undefined {
  const query = new URLSearchParams(search);
  const id = query.get(KEYS.id);
  const method = query.get(KEYS.method);
  const site = query.get(KEYS.site);
  const title = query.get(KEYS.title);
  if (!id || !method || !site || !title) return undefined;
  return { id, method, site, title, bypass: query.get(KEYS.bypass) === '1' };
}
