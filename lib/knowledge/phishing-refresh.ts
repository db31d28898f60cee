/**
 * Keeping the phishing list fresh. The bundled snapshot (gen:phishing) is always there; the
 * background downloads MetaMask's public list on a schedule (setting on by default), keeps the
 * last good copy in storage.local and installs it, so the freshest list survives a restart and the
 * snapshot stays the fallback offline.
 *
 * Privacy: the request is a plain GET of a public file, with no cookies, no referrer and no query:
 * it says nothing about the user or the sites they visit.
 */
import { storage } from 'wxt/utils/storage';
import { z } from 'zod/mini';
import { phishingConfigSchema, phishingMetaSchema, type PhishingMeta } from './phishing';
import { installPhishingList } from './phishing-list';
import { phishingRefreshStateItem, readRefreshState, type PhishingRefreshState } from './phishing-info';

export const PHISHING_LIST_URL = 'https://raw.githubusercontent.com/MetaMask/eth-phishing-detect/main/src/config.json';
const sourceOf = (url: string): string => `MetaMask eth-phishing-detect (${url})`;
export const PHISHING_LIST_LICENSE = 'DBAD (eth-phishing-detect, MetaMask)';
export const PHISHING_REFRESH_PERIOD_MINUTES = 6 * 60;
const FETCH_TIMEOUT_MS = 60_000;
/** A download bigger than this is not the list (the live list is a few MB). */
const MAX_LIST_BYTES = 40 * 1024 * 1024;
/** A list this short is truncated or broken (the 2022 snapshot already had 13,752 entries): keep the one in use. */
const MIN_BLACKLIST_ENTRIES = 5_000;

const storedListSchema = z.object({ config: phishingConfigSchema, meta: phishingMetaSchema });
export const phishingListItem = storage.defineItem<unknown>('local:phishingList', { fallback: null });

export type RefreshResult = { ok: true; entries: number; updated: string; notKept?: string } | { ok: false; error: string };

/**
 * Installs the list saved by an earlier refresh, if any and valid. Returns whether one was installed.
 * When none could be installed, the refresh record is cleared: the snapshot is in use, the popup says
 * so, and a refresh is due.
 */
export async function loadStoredPhishingList(): Promise<boolean> {
  const parsed = storedListSchema.safeParse(await phishingListItem.getValue().catch(() => null));
  const installed = parsed.success && installPhishingList(parsed.data.config, parsed.data.meta).status.ok;
  if (!installed && (await readRefreshState())?.installed !== undefined) await phishingRefreshStateItem.removeValue().catch(() => undefined);
  return installed;
}

async function download(url: string): Promise<unknown> {
  const response = await fetch(url, {
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    cache: 'no-cache',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`the list server answered HTTP ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_LIST_BYTES) throw new Error(`the downloaded list is too large (${text.length} bytes)`);
  return JSON.parse(text);
}

export interface RefreshOptions {
  /** Where the list is downloaded from (tests point this at a loopback server). */
  url?: string;
  now?: () => number;
}

/** Downloads, checks, stores and installs the public list. Never throws; a failure keeps the list in use. */
export async function refreshPhishingList({ url = PHISHING_LIST_URL, now = Date.now }: RefreshOptions = {}): Promise<RefreshResult> {
  let result: RefreshResult;
  try {
    const config = phishingConfigSchema.safeParse(await download(url));
    if (!config.success) throw new Error(`the downloaded list is not in MetaMask's format (${config.error.issues[0]?.message ?? 'invalid'})`);
    if (config.data.blacklist.length < MIN_BLACKLIST_ENTRIES) {
      throw new Error(`the downloaded list has only ${config.data.blacklist.length} entries; keeping the current one`);
    }
    const meta: PhishingMeta = { source: sourceOf(url), license: PHISHING_LIST_LICENSE, updated: new Date(now()).toISOString() };
    // Keep only the fields the detector reads: the stored copy stays as small as the list allows.
    const slim = { version: config.data.version, tolerance: config.data.tolerance, fuzzylist: config.data.fuzzylist, whitelist: config.data.whitelist, blacklist: config.data.blacklist };
    const installed = installPhishingList(slim, meta);
    if (!installed.status.ok) throw new Error(installed.status.error);
    // In use from now on even if it cannot be kept (storage.local quota): the next start then refreshes again.
    const notKept = await phishingListItem.setValue({ config: slim, meta }).then(
      () => undefined,
      (error: unknown) => `in use, but it could not be saved for the next start (${error instanceof Error ? error.message : String(error)})`,
    );
    result = { ok: true, entries: installed.status.entries, updated: meta.updated, ...(notKept === undefined ? {} : { notKept }) };
  } catch (error) {
    result = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const previous = await readRefreshState();
  const state: PhishingRefreshState = result.ok
    ? { lastAttempt: now(), installed: { source: sourceOf(url), updated: result.updated, entries: result.entries }, ...(result.notKept === undefined ? {} : { lastError: result.notKept }) }
    : { lastAttempt: now(), lastError: result.error, ...(previous?.installed === undefined ? {} : { installed: previous.installed }) };
  await phishingRefreshStateItem.setValue(state).catch(() => undefined);
  return result;
}

/** True when no refresh was attempted within the last period. */
export async function phishingListDue(now: () => number = Date.now): Promise<boolean> {
  const state = await readRefreshState();
  return state === undefined || now() - state.lastAttempt >= PHISHING_REFRESH_PERIOD_MINUTES * 60_000;
}
