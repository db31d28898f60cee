/**
 * The options form's state and its conversion to the settings it saves. The
 * strict settings schema checks them in the background (lib/pages/settings.ts),
 * so this page loads no zod.
 */
import type { EditableSettings, FieldErrors } from '../../lib/messaging/pages';
import { phishingListRefreshOn } from '../../lib/settings/policy';
import type { Settings, TrustedSite } from '../../lib/settings/schema';
import { SOLANA_CLUSTERS } from '../../lib/solana/constants';
import { pageStrings } from '../../lib/i18n/page-strings';

type SolanaCluster = (typeof SOLANA_CLUSTERS)[number];

export type { FieldErrors };

export interface RpcRow { chainId: string; url: string }

/** Sets one field of the form (and clears the last save's note). */
export type SetField = <K extends keyof OptionsForm>(key: K, value: OptionsForm[K]) => void;

export interface OptionsForm {
  apiKey: string;
  apiBaseUrl: string;
  engine: Settings['engine'];
  rpcRows: RpcRow[];
  /** Seconds, as people think of a wait; stored in milliseconds. */
  scanTimeoutSeconds: string;
  unavailablePolicy: Settings['unavailablePolicy'];
  trustedSites: TrustedSite[];
  interceptedMethods: string[];
  phishingListRefresh: boolean;
  /** One URL per Solana cluster; '' = none. */
  solanaRpc: Record<SolanaCluster, string>;
}

/** Whether `text` is an http(s) URL (what the settings schema accepts for an RPC). */
export function isHttpUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** The filled-in Solana RPC URLs, and the first that is not an http(s) URL. */
function solanaRpcUrlsOf(rows: Record<SolanaCluster, string>): { urls: Settings['solanaRpcUrls']; invalid?: SolanaCluster } {
  const urls: NonNullable<Settings['solanaRpcUrls']> = {};
  let invalid: SolanaCluster | undefined;
  for (const cluster of SOLANA_CLUSTERS) {
    const url = rows[cluster].trim();
    if (url === '') continue;
    if (!isHttpUrl(url)) invalid ??= cluster;
    urls[cluster] = url;
  }
  return { urls, ...(invalid ? { invalid } : {}) };
}

export function formOf(settings: Settings): OptionsForm {
  return {
    apiKey: settings.apiKey,
    apiBaseUrl: settings.apiBaseUrl,
    engine: settings.engine,
    rpcRows: Object.entries(settings.rpcUrls).map(([chainId, url]) => ({ chainId, url })),
    scanTimeoutSeconds: String(settings.scanTimeoutMs / 1000),
    unavailablePolicy: settings.unavailablePolicy,
    trustedSites: settings.trustedSites,
    interceptedMethods: settings.interceptedMethods,
    phishingListRefresh: phishingListRefreshOn(settings),
    solanaRpc: { mainnet: '', devnet: '', testnet: '', localnet: '', ...settings.solanaRpcUrls },
  };
}

/**
 * The values to save, in the settings' own shape, and the mistakes found
 * here (RPC rows). The background checks the values against the strict
 * settings schema (pages:checkSettings / pages:saveSettings).
 */
export function candidateOf(form: OptionsForm): { candidate: EditableSettings; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const rpcUrls: Record<string, string> = {};
  for (const row of form.rpcRows) {
    const chainId = row.chainId.trim();
    if (chainId === '' && row.url.trim() === '') continue;
    if (!/^\d+$/.test(chainId)) errors.rpcUrls = `chain id "${chainId}" must be a number`;
    else if (rpcUrls[chainId] !== undefined) errors.rpcUrls = `chain id ${chainId} is listed twice`;
    rpcUrls[chainId] = row.url.trim();
  }
  const solana = solanaRpcUrlsOf(form.solanaRpc);
  if (solana.invalid) errors.solanaRpcUrls = pageStrings.solanaRpcInvalid(solana.invalid);
  const seconds = form.scanTimeoutSeconds.trim() === '' ? Number.NaN : Number(form.scanTimeoutSeconds);
  const candidate: EditableSettings = {
    apiKey: form.apiKey.trim(),
    apiBaseUrl: form.apiBaseUrl.trim(),
    engine: form.engine,
    rpcUrls,
    scanTimeoutMs: Math.round(seconds * 1000),
    unavailablePolicy: form.unavailablePolicy,
    interceptedMethods: form.interceptedMethods,
    trustedSites: form.trustedSites,
    phishingListRefresh: form.phishingListRefresh,
    solanaRpcUrls: solana.urls,
  };
  return { candidate, errors };
}

/** "https://app.example/path" → "https://app.example"; undefined when it is not an http(s) URL. */
export function originOf(input: string): string | undefined {
  try {
    const url = new URL(input.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
