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
  tab?: { id?: number; windowId?: number; favIconUrl?: string };
}

/** The page's origin: sender.origin when the browser gives it (Chrome), else from sender.url. */
export function senderOrigin(sender: SenderInfo): string | undefined {
  if (sender.origin) return sender.origin;
  if (!sender.url) return undefined;
  try {
    return new URL(sender.url).origin;
  } catch {
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
  return sender.tab.windowId !== undefined && sender.tab.windowId === (await reviewWindowId());
}
