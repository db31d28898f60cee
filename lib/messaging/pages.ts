/**
 * Typed messaging between Preflight's own pages (popup, options, review) and
 * the background, separate from the bridge/review protocol in ./extension.
 * Message names carry a `pages:` prefix so the two channels never answer the
 * same message. The background accepts these only from extension pages
 * (see lib/pages/sender.ts) and checks their inputs with the schemas in
 * lib/pages/schemas.ts; this module imports only their types, so that the
 * pages load no zod.
 *
 * Results that can fail in ways a user should read come back as
 * `{ ok: false, error: { kind, message } }`, not as thrown errors: error
 * classes do not survive the message channel.
 *
 * The API key is part of one answer only, getSettings, which the options page
 * asks for (getStatus says only whether a key is set); every message here is
 * refused to anything but the extension's own pages.
 */
import { defineExtensionMessaging } from '@webext-core/messaging';
import type { PlatformAssetResponse } from '../api/schemas/platform-assets';
import type { SolanaPostTransactionScanResponse } from '../api/schemas/solana';
import type { SuiAddressScanResponse } from '../api/schemas/sui';
import type { HistoryEntry } from '../history/schema';
import type { PhishingListInfo } from '../knowledge/phishing-info';
import type {
  AddressCheckResult,
  CheckEvmAddressInput,
  CheckSuiAddressInput,
  ConnectionTestResult,
  HistoryRow,
  LookupAssetInput,
  LookupSolanaTxInput,
  PageResult,
  PageStatus,
  SettingsCheck,
  TestConnectionInput,
} from '../pages/schemas';
import type { ReportInput, ReportStatus, ReportsState, StoredReport } from '../reports/schema';
import type { Settings } from '../settings/schema';

export type {
  AddressCheckResult,
  CheckEvmAddressInput,
  CheckSuiAddressInput,
  ConnectionTestResult,
  EditableSettings,
  FieldErrors,
  HistoryRow,
  LookupAssetInput,
  LookupSolanaTxInput,
  PageError,
  PageErrorKind,
  PageResult,
  PageStatus,
  SettingsCheck,
  TestConnectionInput,
} from '../pages/schemas';

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
  'pages:phishingListInfo'(): PhishingListInfo;
  'pages:getSettings'(): Settings;
  'pages:checkSettings'(candidate: unknown): SettingsCheck;
  'pages:saveSettings'(candidate: unknown): SettingsCheck;
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
  /** Where the phishing list in use came from and when it was updated. */
  phishingListInfo(): Promise<PhishingListInfo>;
  /** The saved settings, the API key included (only the options page asks). */
  getSettings(): Promise<Settings>;
  /** The options form's values against the strict schema; nothing is written. */
  checkSettings(candidate: unknown): Promise<SettingsCheck>;
  /** Checks the options form's values and saves them when they hold. */
  saveSettings(candidate: unknown): Promise<SettingsCheck>;
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
  phishingListInfo: () => sendPagesMessage('pages:phishingListInfo'),
  getSettings: () => sendPagesMessage('pages:getSettings'),
  checkSettings: (candidate) => sendPagesMessage('pages:checkSettings', candidate),
  saveSettings: (candidate) => sendPagesMessage('pages:saveSettings', candidate),
};
