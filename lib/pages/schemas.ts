/**
 * The zod schemas behind the pages' messages (lib/messaging/pages.ts): the
 * background checks every input with them (lib/pages/handlers.ts) and the
 * pages use only their types, so no page loads zod.
 */
import { z } from 'zod/mini';
import { extendedAddressResultSchema, hexAddressSchema } from '../api/schemas/evm';
import { platformAssetRequestSchema } from '../api/schemas/platform-assets';
import { suiAddressScanRequestSchema } from '../api/schemas/sui';
import { engineChainSchema } from '../chains';
import { historyEntrySchema } from '../history/schema';
import { engineChoiceSchema, type Settings } from '../settings/schema';

// ---------- status ----------

export const pageStatusSchema = z.object({
  /** False while paused. */
  protected: z.boolean(),
  /** Epoch ms; null when not paused. */
  pausedUntil: z.nullable(z.number()),
  pausedIndefinitely: z.boolean(),
  hasApiKey: z.boolean(),
  engine: engineChoiceSchema,
  /** Which scanner runs for a request now: the local engine when no key / base URL is set or it was chosen. */
  scanner: z.enum(['remote', 'local']),
  queuedReports: z.int(),
  /** False when the user withdrew access to all sites: content scripts do not run, so pages are not checked. */
  hostAccess: z.boolean(),
});
export type PageStatus = z.infer<typeof pageStatusSchema>;

/** null = resume; a number = paused until then (cut to at most MAX_PAUSE_MS ahead: lib/settings/pause.ts). */
export const setPauseInputSchema = z.nullable(z.int().check(z.positive()));

// ---------- history ----------

/** A history row without its request: the popup's list stays small. */
export const historyRowSchema = z.omit(historyEntrySchema, { request: true });
export type HistoryRow = z.infer<typeof historyRowSchema>;

// ---------- results ----------

export const pageErrorKindSchema = z.enum([
  'needs_api_key', 'key_rejected', 'unreachable', 'timeout', 'rate_limited', 'invalid_input', 'not_supported', 'error',
]);
export type PageErrorKind = z.infer<typeof pageErrorKindSchema>;
export const pageErrorSchema = z.object({ kind: pageErrorKindSchema, message: z.string() });
export type PageError = z.infer<typeof pageErrorSchema>;

export type PageResult<T> = { ok: true; data: T } | { ok: false; error: PageError };

// ---------- tools ----------

export const checkEvmAddressInputSchema = z.object({ chain: engineChainSchema, address: hexAddressSchema });
export type CheckEvmAddressInput = z.infer<typeof checkEvmAddressInputSchema>;
export const addressCheckResultSchema = z.object({
  source: z.enum(['remote', 'local']),
  result: extendedAddressResultSchema,
});
export type AddressCheckResult = z.infer<typeof addressCheckResultSchema>;

export const checkSuiAddressInputSchema = suiAddressScanRequestSchema;
export type CheckSuiAddressInput = z.infer<typeof checkSuiAddressInputSchema>;

export const lookupSolanaTxInputSchema = z.object({
  txHash: z.string().check(z.trim(), z.minLength(1, 'enter a transaction signature'), z.maxLength(200)),
  chain: z.optional(z.string().check(z.minLength(1), z.maxLength(50))),
});
export type LookupSolanaTxInput = z.infer<typeof lookupSolanaTxInputSchema>;

export const lookupAssetInputSchema = platformAssetRequestSchema;
export type LookupAssetInput = z.infer<typeof lookupAssetInputSchema>;

/** Unsaved values from the options form; absent fields use the saved settings. */
export const testConnectionInputSchema = z.optional(z.object({
  apiKey: z.optional(z.string().check(z.maxLength(500))),
  apiBaseUrl: z.optional(z.string().check(z.maxLength(2000))),
}));
export type TestConnectionInput = z.infer<typeof testConnectionInputSchema>;

export const connectionTestResultSchema = z.object({
  state: z.enum(['ok', 'key_rejected', 'unreachable', 'not_configured', 'error']),
  message: z.string(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

// ---------- settings (the options page) ----------

/** The settings the options page edits (the pause is the popup's). */
export type EditableSettings = Omit<Settings, 'pausedUntil'>;
/** A message per field, keyed by the first path segment ("apiBaseUrl", "rpcUrls", …). */
export type FieldErrors = Record<string, string>;
/** What the strict settings schema says of the options form's values: the patch to save, or why not. */
export type SettingsCheck = { ok: true; patch: EditableSettings } | { ok: false; errors: FieldErrors };
