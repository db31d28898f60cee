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
  /** The domain scanned and shown. */
  origin: string;
  /** Only for a sandboxed (opaque-origin) frame: see PendingRequest.sandbox. */
  sandbox?: { top: string; frame?: string };
}

/**
 * Where a request comes from, as the browser recorded it. A sandboxed frame's
 * origin is opaque ("null", Chrome's sender.origin or about:srcdoc's URL):
 * then the site is the frame's URL origin (an http frame) or the tab's (a
 * srcdoc / about:blank frame), and `sandbox` says so for the review. Firefox
 * gives no sender.origin, so there a sandboxed http frame reads as its URL's
 * origin without the sandbox note.
 */
export function requestSite(sender: SenderInfo): RequestSite | undefined {
  const origin = senderOrigin(sender);
  if (origin === undefined) return undefined;
  if (origin !== 'null') return { origin };
  const top = originOfUrl(sender.tab?.url);
  if (top === undefined) return undefined;
  const frame = originOfUrl(sender.url);
  return { origin: frame ?? top, sandbox: frame ? { top, frame } : { top } };
}

/** The page's origin: sender.origin when the browser gives it (Chrome), else from sender.url. */
export function senderOrigin(sender: SenderInfo): string | undefined {
  if (sender.origin) return sender.origin;
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
