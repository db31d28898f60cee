/**
 * The options page's settings, read and written here: the strict settings
 * schema (lib/settings) checks the form's values in the background, so the
 * page loads no zod. Its issues become one message per field.
 */
import { z } from 'zod/mini';
import { getSettings, settingsSchema, updateSettings, type Settings } from '../settings';
import type { FieldErrors, SettingsCheck } from './schemas';

const editableSchema = z.strictObject(z.omit(settingsSchema, { pausedUntil: true }).shape);

const messages: Record<string, string> = {
  apiBaseUrl: 'enter a full URL such as https://api.example.com or http://127.0.0.1:8787, or leave it empty',
  scanTimeoutMs: 'enter a number of seconds between 0.05 and 120',
  rpcUrls: 'each RPC URL must be a full URL such as http://127.0.0.1:8545',
  solanaRpcUrls: 'each Solana RPC URL must be a full http(s) URL such as https://api.devnet.solana.com, or left empty',
};

export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= messages[field] ?? issue.message;
  }
  return errors;
}

/** The options form's values against the strict schema; nothing is written. */
export function checkSettings(candidate: unknown): SettingsCheck {
  const parsed = editableSchema.safeParse(candidate);
  return parsed.success ? { ok: true, patch: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error) };
}

/** Checks the form's values and, when they hold, saves them (the pause is kept). */
export async function saveSettings(candidate: unknown): Promise<SettingsCheck> {
  const checked = checkSettings(candidate);
  if (checked.ok) await updateSettings(checked.patch);
  return checked;
}

export const readSettings = (): Promise<Settings> => getSettings();
