/**
 * Who sent a message, as the browser recorded it (runtime.MessageSender).
 * Everything that matters for security comes from here, never from a payload.
 */
import { browser } from 'wxt/browser';
import { reviewPageUrl, reviewWindowId } from './review-window';

export interface SenderInfo {
  id?: string;
  url?: string;
  origin?: string;
  frameId?: number;
  documentId?: string;
  tab?: { id?: number; windowId?: number; favIconUrl?: string; url?: string };
}

const originOfUrl = (url: string | undefined): string | undefined => {
  // Stryker disable next-line ConditionalExpression: new URL(undefined) throws into the catch, which answers undefined too
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  }
  // Stryker disable next-line BlockStatement: an empty catch falls off the end and answers undefined all the same
  catch {
    return undefined;
  }
};

export interface RequestSite {
  /** The one site scanned (metadata.domain), shown in the review and kept in history. "null": a document with no origin of its own. */
  origin: string;
  /** Only for a sandboxed (opaque-origin) frame: the top-level site it sits in. */
  sandbox?: { top: string };
}

/**
 * Where a request comes from, as the browser recorded it (#25 item 3): one
 * value, computed once, for the scan, the review and history. `frameOrigin` is
 * the document's own origin (sender.origin in Chrome; read in the frame where
 * the browser gives none, ./frame-origin).
 * - A frame with an origin is named by it: a srcdoc or about:blank frame that
 *   inherited its creator's origin, a blob: frame by its URL's origin.
 * - A sandboxed (opaque-origin) frame is never named after the page around it:
 *   by the site its document came from (its URL's origin) when it has one,
 *   else "null" (srcdoc, about:blank, data: with no origin of their own); and
 *   `sandbox.top` names the tab's site for "sandboxed frame inside …".
 */
export function requestSite(sender: SenderInfo, frameOrigin: string | undefined = sender.origin): RequestSite | undefined {
  const origin = frameOrigin ?? senderOrigin(sender);
  if (origin === undefined) return undefined;
  if (origin !== 'null') return { origin };
  const top = originOfUrl(sender.tab?.url);
  if (top === undefined) return undefined;
  return { origin: originOfUrl(sender.url) ?? 'null', sandbox: { top } };
}

/**
 * requestSite, asking the frame for its own origin where the sender record
 * gives none (Firefox): there a sandboxed http frame or a srcdoc frame is
 * told apart from an ordinary one only by its document.
 */
export async function resolveRequestSite(sender: SenderInfo, readOrigin: (tabId: number, frameId: number) => Promise<string | undefined>): Promise<RequestSite | undefined> {
  const tabId = sender.tab?.id;
  if (sender.origin !== undefined || tabId === undefined) return requestSite(sender);
  return requestSite(sender, (await readOrigin(tabId, sender.frameId ?? 0)) ?? senderOrigin(sender));
}

/** The page's origin: sender.origin when the browser gives it (Chrome), else from sender.url. */
export function senderOrigin(sender: SenderInfo): string | undefined {
  if (sender.origin) return sender.origin;
  // Firefox: a URL with no origin of its own (about:srcdoc, data:) says "null", as an opaque frame would.
  // Stryker disable next-line ConditionalExpression: new URL(undefined) throws into the catch, which answers undefined too
  if (!sender.url) return undefined;
  try {
    return new URL(sender.url).origin;
  }
  // Stryker disable next-line BlockStatement: an empty catch falls off the end and answers undefined all the same
  catch {
    return undefined;
  }
}

/**
 * Decisions and the queue are for the extension's own review page only:
 * never a content script (whose sender.url is the web page), never another
 * extension. A review page in a tab must be the review window's.
 */
export async function isFromReviewPage(sender: SenderInfo): Promise<boolean> {
  if (sender.id !== browser.runtime.id) return false;
  if (!sender.url || !sender.url.startsWith(reviewPageUrl())) return false;
  if (!sender.tab) return true;
  // Stryker disable next-line ConditionalExpression: reviewWindowId() is a number or null, never undefined
  return sender.tab.windowId !== undefined && sender.tab.windowId === (await reviewWindowId());
}
