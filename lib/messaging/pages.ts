/**
 * Typed messaging between Preflight's own pages (popup, options, review) and
 * the background, separate from the bridge/review protocol in ./extension.
 * Message names carry a `pages:` prefix so the two channels never answer the
 * same message. The background accepts these only from extension pages
 * (see lib/pages/sender.ts); inputs are zod-checked again there.
 *
 * Results that can fail in ways a user should read come back as
 * `{ ok: false, error: { kind, message } }`, not as thrown errors: error
 * classes do not survive the message channel.
 *
 * The API key is never part of an answer: getStatus says only whether one is
 * set. The options page reads and writes it through lib/settings directly.
 */
import { defineExtensionMessaging } from '@webext-core/messaging';
import { z } from 'zod';
import { hexAddressSchema } from '../api/schemas/evm';
import { extendedAddressResultSchema } from '../api/schemas/evm';
import { platformAssetRequestSchema, type PlatformAssetResponse } from '../api/schemas/platform-assets';
import type { SolanaPostTransactionScanResponse } from '../api/schemas/solana';
import { suiAddressScanRequestSchema, type SuiAddressScanResponse } from '../api/schemas/sui';
import { engineChainSchema } from '../chains';
import type { HistoryEntry } from '../history/schema';
import { historyEntrySchema } from '../history/schema';
import type { ReportInput, ReportStatus, ReportsState, StoredReport } from '../reports/schema';
import { engineChoiceSchema } from '../settings/schema';

// ---------- status ----------

export const pageStatusSchema = z.object({
  /** False while paused. */
  protected: z.boolean(),
  /** Epoch ms; null when not paused. */
  pausedUntil: z.number().nullable(),
  pausedIndefinitely: z.boolean(),
  hasApiKey: z.boolean(),
  engine: engineChoiceSchema,
  /** Which scanner runs for a request now: the local engine when no key / base URL is set or it was chosen. */
  scanner: z.enum(['remote', 'local']),
  queuedReports: z.number().int(),
  /** False when the user withdrew access to all sites: content scripts do not run, so pages are not checked. */
  hostAccess: z.boolean(),
});
export type PageStatus = z.infer<typeof pageStatusSchema>;

/** null = resume; a number = paused until then (PAUSED_INDEFINITELY for "until re-enabled"). */
export const setPauseInputSchema = z.number().int().positive().nullable();

// ---------- history ----------

/** A history row without its request: the popup's list stays small. */
export const historyRowSchema = historyEntrySchema.omit({ request: true });
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
  txHash: z.string().trim().min(1, 'enter a transaction signature').max(200),
  chain: z.string().min(1).max(50).optional(),
});
export type LookupSolanaTxInput = z.infer<typeof lookupSolanaTxInputSchema>;

export const lookupAssetInputSchema = platformAssetRequestSchema;
export type LookupAssetInput = z.infer<typeof lookupAssetInputSchema>;

/** Unsaved values from the options form; absent fields use the saved settings. */
export const testConnectionInputSchema = z.object({
  apiKey: z.string().max(500).optional(),
  apiBaseUrl: z.string().max(2000).optional(),
}).optional();
export type TestConnectionInput = z.infer<typeof testConnectionInputSchema>;

export const connectionTestResultSchema = z.object({
  state: z.enum(['ok', 'key_rejected', 'unreachable', 'not_configured', 'error']),
  message: z.string(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

// ---------- protocol ----------

export interface PagesProtocol {
  'pages:getStatus'(): PageStatus;
  'pages:setPause'(untilMs: number | null): PageStatus;
  'pages:getHistory'(): HistoryRow[];
  'pages:getHistoryEntry'(id: string): HistoryEntry | null;
  'pages:checkEvmAddress'(input: CheckEvmAddressInput): PageResult<AddressCheckResult>;
  'pages:checkSuiAddress'(input: CheckSuiAddressInput): PageResult<SuiAddressScanResponse>;
  'pages:lookupSolanaTx'(input: LookupSolanaTxInput): PageResult<SolanaPostTransactionScanResponse>;
  'pages:lookupAsset'(input: LookupAssetInput): PageResult<PlatformAssetResponse>;
  'pages:testConnection'(input: TestConnectionInput): ConnectionTestResult;
  'pages:sendReport'(input: ReportInput): ReportStatus;
  'pages:getStoredReports'(): StoredReport[];
  'pages:reportsState'(): ReportsState;
}

export const { sendMessage: sendPagesMessage, onMessage: onPagesMessage } = defineExtensionMessaging<PagesProtocol>();

/**
 * What the pages call. The React pages take a PagesApi as a prop (default:
 * messagingPagesApi) so tests can run them against the real handlers.
 */
export interface PagesApi {
  getStatus(): Promise<PageStatus>;
  setPause(untilMs: number | null): Promise<PageStatus>;
  getHistory(): Promise<HistoryRow[]>;
  getHistoryEntry(id: string): Promise<HistoryEntry | null>;
  checkEvmAddress(input: CheckEvmAddressInput): Promise<PageResult<AddressCheckResult>>;
  checkSuiAddress(input: CheckSuiAddressInput): Promise<PageResult<SuiAddressScanResponse>>;
  lookupSolanaTx(input: LookupSolanaTxInput): Promise<PageResult<SolanaPostTransactionScanResponse>>;
  lookupAsset(input: LookupAssetInput): Promise<PageResult<PlatformAssetResponse>>;
  testConnection(input?: TestConnectionInput): Promise<ConnectionTestResult>;
  sendReport(input: ReportInput): Promise<ReportStatus>;
  getStoredReports(): Promise<StoredReport[]>;
  /** Tries the report queue now, then: how many wait, which were delivered later. */
  reportsState(): Promise<ReportsState>;
}

export const messagingPagesApi: PagesApi = {
  getStatus: () => sendPagesMessage('pages:getStatus'),
  setPause: (untilMs) => sendPagesMessage('pages:setPause', untilMs),
  getHistory: () => sendPagesMessage('pages:getHistory'),
  getHistoryEntry: (id) => sendPagesMessage('pages:getHistoryEntry', id),
  checkEvmAddress: (input) => sendPagesMessage('pages:checkEvmAddress', input),
  checkSuiAddress: (input) => sendPagesMessage('pages:checkSuiAddress', input),
  lookupSolanaTx: (input) => sendPagesMessage('pages:lookupSolanaTx', input),
  lookupAsset: (input) => sendPagesMessage('pages:lookupAsset', input),
  testConnection: (input) => sendPagesMessage('pages:testConnection', input),
  sendReport: (input) => sendPagesMessage('pages:sendReport', input),
  getStoredReports: () => sendPagesMessage('pages:getStoredReports'),
  reportsState: () => sendPagesMessage('pages:reportsState'),
};
