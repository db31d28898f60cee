/**
 * What the settings mean, as plain constants and functions over them, with no
 * zod: the background and the pages (popup, options) share them, and the pages
 * load no zod. The schemas are in ./schema.
 */
import { SIGNING_METHODS } from '../methods';
import { SOLANA_SWITCH_METHODS } from '../solana/constants';
import type { Settings, TrustedSite } from './schema';

/** The methods a dapp uses to sign or send (EVM, then Solana); every other method passes straight through. */
export const DEFAULT_INTERCEPTED_METHODS = [...SIGNING_METHODS, ...SOLANA_SWITCH_METHODS] as const;

/** Pause "until re-enabled", as older builds stored it (read, shown, and ended by Resume; no longer offered: lib/settings/pause.ts). */
export const PAUSED_INDEFINITELY = Number.MAX_SAFE_INTEGER;

/** Whether the background refreshes the phishing list: on unless the user turned it off. */
export function phishingListRefreshOn(settings: Settings): boolean {
  return settings.phishingListRefresh !== false;
}

/** True while the user has paused interception. */
export function isPaused(settings: Settings, now: number): boolean {
  return settings.pausedUntil !== null && now < settings.pausedUntil;
}

/** The trust entry that covers this origin and method now, if any. */
export function trustedSiteFor(settings: Settings, origin: string, method: string, now: number): TrustedSite | undefined {
  return settings.trustedSites.find(
    (site) =>
      site.origin === origin &&
      (site.expiresAt === undefined || now < site.expiresAt) &&
      (site.methods === undefined || site.methods.includes(method)),
  );
}

/** The longest a trusted site may approve Benign results without the window: a safeguard, not a preference. */
export const AUTO_APPROVAL_MAX_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Whether this trust entry approves a Benign result without showing the
 * window now: only with the methods it covers named and an expiry that has
 * not passed and is at most AUTO_APPROVAL_MAX_MS away. An entry saved
 * without them (an older build, a hand edit) still trusts the site, but
 * every request is shown.
 */
export function autoApprovesNow(site: TrustedSite | undefined, now: number): boolean {
  if (site === undefined || !site.autoApproveBenign || (site.methods?.length ?? 0) === 0 || site.expiresAt === undefined) return false;
  return now < site.expiresAt && site.expiresAt - now <= AUTO_APPROVAL_MAX_MS;
}
