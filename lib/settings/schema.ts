/**
 * The user's settings: a strict zod schema for writes and a lenient one
 * (per-field fallback) for reads.
 */
import { z } from 'zod';
import { DEFAULT_INTERCEPTED_METHODS } from './policy';
import { solanaClusterSchema } from '../solana/scan-request';

// The rules over settings are plain functions and constants, for the pages too (no zod there).
export * from './policy';

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
  /** Solana cluster → RPC URL for simulation and lookup tables; absent or {} = judged offline (docs/solana.md). */
  solanaRpcUrls: z.partialRecord(solanaClusterSchema, z.url({ protocol: /^https?$/ })).optional(),
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
  solanaRpcUrls: fields.solanaRpcUrls.catch(undefined),
});
