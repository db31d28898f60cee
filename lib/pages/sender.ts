/**
 * Who may call the pages protocol: only Preflight's own pages.
 *
 * The check, and why each part:
 *  1. `sender.id`, when given, is this extension's id: messages from other
 *     extensions (externally_connectable is not declared, but be explicit).
 *  2. `sender.url` starts with browser.runtime.getURL('/'): the sending
 *     document is one of our pages. A content script's sender.url is the web
 *     page it runs in, so every content script fails here.
 *  3. When the sender is in a tab (`sender.tab` set: the options page opened
 *     in a tab, the review window), that tab's URL is also an extension URL.
 *     An extension page framed inside a web page (any web_accessible page)
 *     has an extension sender.url but sits in a web page's tab: refused. The
 *     popup has no tab. With the "tabs" permission the tab's URL is known; an
 *     unknown tab URL is refused too.
 */
import { browser } from 'wxt/browser';

export interface SenderLike {
  id?: string | undefined;
  url?: string | undefined;
  tab?: { url?: string | undefined } | undefined;
}

export function extensionBaseUrl(): string {
  return browser.runtime.getURL('/');
}

export function isExtensionPageSender(sender: SenderLike | undefined, base: string = extensionBaseUrl()): boolean {
  if (!sender) return false;
  if (sender.id !== undefined && sender.id !== browser.runtime.id) return false;
  if (sender.url === undefined || !sender.url.startsWith(base)) return false;
  if (sender.tab !== undefined && (sender.tab.url === undefined || !sender.tab.url.startsWith(base))) return false;
  return true;
}

export class NotFromExtensionPageError extends Error {
  override name = 'NotFromExtensionPageError';
}
