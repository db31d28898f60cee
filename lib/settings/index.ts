/**
 * Settings live in one versioned WXT storage item. Readers call getSettings()
 * at use time, so a change takes effect without a reload.
 */
import { storage } from 'wxt/utils/storage';
import { DEFAULT_SETTINGS, settingsSchema, storedSettingsSchema, type Settings } from './schema';
import { z } from 'zod/mini';
import { SOLANA_SWITCH_METHODS } from '../solana/constants';

export * from './schema';

/**
 * Typed `unknown`: whatever is in storage (older versions, hand edits,
 * another build) goes through storedSettingsSchema before anyone uses it.
 */
export const settingsItem = storage.defineItem<unknown>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: 2,
  migrations: { 2: withSolanaSwitches },
});

/**
 * v2: Solana requests obey the per-method switch. A list saved before they
 * did has none of their names; without them every Solana request would pass
 * unreviewed, so they are added switched on.
 */
export function withSolanaSwitches(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null) return stored;
  const methods: unknown = Reflect.get(stored, 'interceptedMethods');
  if (!Array.isArray(methods)) return stored;
  return { ...stored, interceptedMethods: [...new Set([...methods, ...SOLANA_SWITCH_METHODS])] };
}

/** Invalid fields fall back to their defaults; data that is not an object to DEFAULT_SETTINGS. */
export function parseSettings(value: unknown): Settings {
  const parsed = storedSettingsSchema.safeParse(typeof value === 'object' && value !== null ? value : {});
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

export async function getSettings(): Promise<Settings> {
  try {
    return parseSettings(await settingsItem.getValue());
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** Merges a patch into the current settings. A patch that breaks the schema throws and writes nothing. */
export async function updateSettings(patch: Partial<Settings>): Promise<Settings> {
  const next = z.strictObject(settingsSchema.shape).parse({ ...(await getSettings()), ...patch });
  await settingsItem.setValue(next);
  return next;
}

export function watchSettings(cb: (settings: Settings) => void): () => void {
  return settingsItem.watch((value) => cb(parseSettings(value)));
}
