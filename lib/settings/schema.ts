/**
 * The user's settings: a strict zod schema for writes and a lenient one
 * (per-field fallback) for reads.
 */
import { z } from 'zod';
import { SIGNING_METHODS } from '../methods';

/** The methods a dapp uses to sign or send; every other method passes straight through. */
export const DEFAULT_INTERCEPTED_METHODS = SIGNING_METHODS;

export const engineChoiceSchema = z.enum(['remote', 'local', 'remote-with-local-fallback']);
export type EngineChoice = z.infer<typeof engineChoiceSchema>;

export const trustedSiteSchema = z.object({
  origin: z.string().max(500),
  /** Epoch ms; absent = no expiry. */
  expiresAt: z.number().optional(),
  /** Absent = every intercepted method. */
  methods: z.array(z.string().max(100)).max(50).optional(),
  /** Forward without showing the window when the scan says Benign. */
  autoApproveBenign: z.boolean(),
});
export type TrustedSite = z.infer<typeof trustedSiteSchema>;

/** Pause "until re-enabled". */
export const PAUSED_INDEFINITELY = Number.MAX_SAFE_INTEGER;

const fields = {
  /** '' = no key. */
  apiKey: z.string().max(500),
  /**
   * '' = no remote service. The remote service is used only when both a key
   * and a base URL are set; otherwise the local engine scans.
   */
  apiBaseUrl: z.union([z.literal(''), z.url()]),
  engine: engineChoiceSchema,
  /** chain id (decimal string) → RPC URL; {} = ask the wallet's own provider. */
  rpcUrls: z.record(z.string().regex(/^\d+$/), z.url()),
  scanTimeoutMs: z.number().int().min(50).max(120_000),
  /** When a scan is unavailable: warn and allow Approve, or block Approve. */
  unavailablePolicy: z.enum(['warn', 'block']),
  interceptedMethods: z.array(z.string().max(100)).max(100),
  trustedSites: z.array(trustedSiteSchema).max(1000),
  /** null = active; epoch ms until which interception is paused. */
  pausedUntil: z.number().nullable(),
  /** Refresh the phishing list from MetaMask's public copy on a schedule (absent = on). Sends nothing about the user. */
  phishingListRefresh: z.boolean().optional(),
};

/** Strict: what may be written. */
export const settingsSchema = z.object(fields);
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  apiKey: '',
  apiBaseUrl: '',
  engine: 'remote-with-local-fallback',
  rpcUrls: {},
  scanTimeoutMs: 8000,
  unavailablePolicy: 'warn',
  interceptedMethods: [...DEFAULT_INTERCEPTED_METHODS],
  trustedSites: [],
  pausedUntil: null,
};

/**
 * Lenient: what is read. Each field falls back to its own default, so one bad
 * stored field (older build, hand edit) does not discard the others.
 */
export const storedSettingsSchema = z.object({
  apiKey: fields.apiKey.catch(DEFAULT_SETTINGS.apiKey),
  apiBaseUrl: fields.apiBaseUrl.catch(DEFAULT_SETTINGS.apiBaseUrl),
  engine: fields.engine.catch(DEFAULT_SETTINGS.engine),
  rpcUrls: fields.rpcUrls.catch(DEFAULT_SETTINGS.rpcUrls),
  scanTimeoutMs: fields.scanTimeoutMs.catch(DEFAULT_SETTINGS.scanTimeoutMs),
  unavailablePolicy: fields.unavailablePolicy.catch(DEFAULT_SETTINGS.unavailablePolicy),
  interceptedMethods: fields.interceptedMethods.catch(DEFAULT_SETTINGS.interceptedMethods),
  trustedSites: fields.trustedSites.catch(DEFAULT_SETTINGS.trustedSites),
  pausedUntil: fields.pausedUntil.catch(DEFAULT_SETTINGS.pausedUntil),
  phishingListRefresh: fields.phishingListRefresh.catch(undefined),
});

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
