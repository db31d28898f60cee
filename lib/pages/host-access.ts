/**
 * Whether Preflight may still run on the pages the user visits. Firefox MV3
 * (and Chrome with "site access: on click") lets the user withdraw the
 * `<all_urls>` host permission; the content scripts then stop running and no
 * request is checked, so the popup must say so.
 */
import { browser } from 'wxt/browser';

export const ALL_SITES = { origins: ['<all_urls>'] };

/**
 * API missing: the browser has no run-time host permissions, so the access
 * declared in the manifest was granted at install and cannot be withdrawn;
 * a warning would be false and its button could not work.
 * API present but failing: we cannot confirm the content scripts run, so we
 * warn. For a safety tool a needless warning is cheaper than silent loss.
 */
export async function hasHostAccess(): Promise<boolean> {
  // The types say `permissions` always exists; at run time it may not (see above).
  if (!('permissions' in browser) || typeof browser.permissions?.contains !== 'function') return true;
  try {
    return await browser.permissions.contains(ALL_SITES);
  } catch {
    return false;
  }
}
