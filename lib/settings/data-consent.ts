/**
 * Firefox's built-in data consent for remote scans: asked when the user saves
 * settings that turn the scanning service on, checked before each remote scan.
 * Other browsers have no such consent (the options page says what is sent).
 * Firefox before 140 has no data-consent API: its absence is not a refusal.
 */
import { browser } from 'wxt/browser';
import { REMOTE_SCAN_DATA_COLLECTION } from './data-collection';

/** `data_collection` is Firefox-only and missing from the shared permission types: carried beside `permissions`. */
const remoteScanPermissions = () => ({ permissions: [], data_collection: [...REMOTE_SCAN_DATA_COLLECTION] });

const supported = (): boolean => import.meta.env.FIREFOX;

/** Must run inside the click that saves (a user gesture), before anything else is awaited. */
export async function requestRemoteScanConsent(): Promise<boolean> {
  if (!supported()) return true;
  try {
    return await browser.permissions.request(remoteScanPermissions());
  } catch {
    // Refused for another reason (not in a click): whatever is granted already decides.
    return hasRemoteScanConsent();
  }
}

export async function hasRemoteScanConsent(): Promise<boolean> {
  if (!supported()) return true;
  try {
    return await browser.permissions.contains(remoteScanPermissions());
  } catch {
    return true;
  }
}
