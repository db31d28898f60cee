/**
 * The user's settings: a strict zod schema for writes and a lenient one
 * (per-field fallback) for reads.
 */
import { z } from 'zod/mini';
import { DEFAULT_INTERCEPTED_METHODS } from './policy';
import { solanaClusterSchema } from '../solana/scan-request';

// The rules over settings are plain functions and constants, for the pages too (no zod there).
export * from './policy';

export const engineChoiceSchema = z.enum(['remote', 'local', 'remote-with-local-fallback']);
export type EngineChoice = z.infer<typeof engineChoiceSchema>;

export const trustedSiteSchema = z.object({
  origin: z.string().check(z.maxLength(500)),
  /** Epoch ms; absent = no expiry. */
  expiresAt: z.optional(z.number()),
  /** Absent = every intercepted method. */
  methods: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50))),
  /** Forward without showing the window when the scan says Benign. */
  autoApproveBenign: z.boolean(),
});
export type TrustedSite = z.infer<typeof trustedSiteSchema>;

const fields = {
  /** '' = no key. */
  apiKey: z.string().check(z.maxLength(500)),
  /**
   * '' = no remote service. The remote service is used only when both a key
   * and a base URL are set; otherwise the local engine scans.
   */
  apiBaseUrl: z.union([z.literal(''), z.url()]),
  engine: engineChoiceSchema,
  /** chain id (decimal string) → RPC URL; {} = ask the wallet's own provider. */
  rpcUrls: z.record(z.string().check(z.regex(/^\d+$/)), z.url()),
  scanTimeoutMs: z.int().check(z.gte(50), z.lte(120_000)),
  /** When a scan is unavailable: warn and allow Approve, or block Approve. */
  unavailablePolicy: z.enum(['warn', 'block']),
  interceptedMethods: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100)),
  trustedSites: z.array(trustedSiteSchema).check(z.maxLength(1000)),
  /** null = active; epoch ms until which interception is paused. */
  pausedUntil: z.nullable(z.number()),
  /** Solana cluster → RPC URL for simulation and lookup tables; absent or {} = judged offline (docs/solana.md). */
  solanaRpcUrls: z.optional(z.partialRecord(solanaClusterSchema, z.url({ protocol: /^https?$/ }))),
  /** Refresh the phishing list from MetaMask's public copy on a schedule (absent = on). Sends nothing about the user. */
  phishingListRefresh: z.optional(z.boolean()),
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
  apiKey: z.catch(fields.apiKey, DEFAULT_SETTINGS.apiKey),
  apiBaseUrl: z.catch(fields.apiBaseUrl, DEFAULT_SETTINGS.apiBaseUrl),
  engine: z.catch(fields.engine, DEFAULT_SETTINGS.engine),
  rpcUrls: z.catch(fields.rpcUrls, DEFAULT_SETTINGS.rpcUrls),
  scanTimeoutMs: z.catch(fields.scanTimeoutMs, DEFAULT_SETTINGS.scanTimeoutMs),
  unavailablePolicy: z.catch(fields.unavailablePolicy, DEFAULT_SETTINGS.unavailablePolicy),
  interceptedMethods: z.catch(fields.interceptedMethods, DEFAULT_SETTINGS.interceptedMethods),
  trustedSites: z.catch(fields.trustedSites, DEFAULT_SETTINGS.trustedSites),
  pausedUntil: z.catch(fields.pausedUntil, DEFAULT_SETTINGS.pausedUntil),
  phishingListRefresh: z.catch(fields.phishingListRefresh, undefined),
  solanaRpcUrls: z.catch(fields.solanaRpcUrls, undefined),
});
