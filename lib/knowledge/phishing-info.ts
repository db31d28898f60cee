/**
 * Where the phishing list in use came from and when it was updated, for the popup. Small on
 * purpose: it reads the refresh record and the bundled snapshot's meta file, never the list itself,
 * so extension pages do not load the list.
 */
import { storage } from 'wxt/utils/storage';
import { z } from 'zod/mini';
import bundledMeta from './data/phishing.meta.json';

const refreshStateSchema = z.object({
  /** Epoch ms of the last attempt, successful or not. */
  lastAttempt: z.number(),
  /** Why the last attempt failed (absent after a success). */
  lastError: z.optional(z.string()),
  /** The list the last successful refresh installed. */
  installed: z.optional(z.object({ source: z.string(), updated: z.string(), entries: z.number() })),
});
export type PhishingRefreshState = z.infer<typeof refreshStateSchema>;
export const phishingRefreshStateItem = storage.defineItem<unknown>('local:phishingListRefresh', { fallback: null });

export async function readRefreshState(): Promise<PhishingRefreshState | undefined> {
  const parsed = refreshStateSchema.safeParse(await phishingRefreshStateItem.getValue().catch(() => null));
  return parsed.success ? parsed.data : undefined;
}

export interface PhishingListInfo {
  source: string;
  /** ISO date (bundled snapshot) or date-time (downloaded list) of the list in use. */
  updated: string;
  entries: number;
  /** True while the bundled snapshot is in use (no refresh has succeeded yet). */
  bundled: boolean;
  /** Why the last refresh failed, when it did. */
  lastError: string | undefined;
}

export async function phishingListInfo(): Promise<PhishingListInfo> {
  const state = await readRefreshState();
  const lastError = state?.lastError;
  if (state?.installed !== undefined) return { ...state.installed, bundled: false, lastError };
  return { source: bundledMeta.source, updated: bundledMeta.updated, entries: bundledMeta.entries.blacklist, bundled: true, lastError };
}
