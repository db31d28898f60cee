/**
 * The options form's state and its conversion to a settings patch. The strict
 * settings schema (lib/settings) is the validator: its issues become field
 * errors keyed by the first path segment ("apiBaseUrl", "rpcUrls", …).
 */
import { z } from 'zod';
import type { Settings, TrustedSite } from '../../lib/settings/schema';
import { phishingListRefreshOn, settingsSchema } from '../../lib/settings/schema';

export interface RpcRow { chainId: string; url: string }

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
}

/** The settings the options page edits (the pause is the popup's). */
export type EditableSettings = Omit<Settings, 'pausedUntil'>;

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
  };
}

export type FieldErrors = Record<string, string>;

const editableSchema = settingsSchema.omit({ pausedUntil: true }).strict();

/** The patch to save, or the field errors that stop it. */
export function patchOf(form: OptionsForm): { ok: true; patch: EditableSettings } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const rpcUrls: Record<string, string> = {};
  for (const row of form.rpcRows) {
    const chainId = row.chainId.trim();
    if (chainId === '' && row.url.trim() === '') continue;
    if (!/^\d+$/.test(chainId)) errors.rpcUrls = `chain id "${chainId}" must be a number`;
    else if (rpcUrls[chainId] !== undefined) errors.rpcUrls = `chain id ${chainId} is listed twice`;
    rpcUrls[chainId] = row.url.trim();
  }
  const seconds = form.scanTimeoutSeconds.trim() === '' ? Number.NaN : Number(form.scanTimeoutSeconds);
  const timeout = Math.round(seconds * 1000);
  const candidate = {
    apiKey: form.apiKey.trim(),
    apiBaseUrl: form.apiBaseUrl.trim(),
    engine: form.engine,
    rpcUrls,
    scanTimeoutMs: timeout,
    unavailablePolicy: form.unavailablePolicy,
    interceptedMethods: form.interceptedMethods,
    trustedSites: form.trustedSites,
    phishingListRefresh: form.phishingListRefresh,
  };
  const parsed = editableSchema.safeParse(candidate);
  if (!parsed.success) return { ok: false, errors: { ...fieldErrorsOf(parsed.error), ...errors } };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, patch: parsed.data };
}

const messages: Record<string, string> = {
  apiBaseUrl: 'enter a full URL such as https://api.example.com or http://127.0.0.1:8787, or leave it empty',
  scanTimeoutMs: 'enter a number of seconds between 0.05 and 120',
  rpcUrls: 'each RPC URL must be a full URL such as http://127.0.0.1:8545',
};

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= messages[field] ?? issue.message;
  }
  return errors;
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
