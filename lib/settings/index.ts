/**
 * Settings live in one versioned WXT storage item. Readers call getSettings()
 * at use time, so a change takes effect without a reload.
 */
import { storage } from 'wxt/utils/storage';
import { DEFAULT_SETTINGS, settingsSchema, storedSettingsSchema, type Settings } from './schema';
import { z } from 'zod/mini';

export * from './schema';

/**
 * Typed `unknown`: whatever is in storage (older versions, hand edits,
 * another build) goes through storedSettingsSchema before anyone uses it.
 */
export const settingsItem = storage.defineItem<unknown>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: 1,
  // Version 1 is the first shape; a later version adds its migration here.
  migrations: {},
});

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
