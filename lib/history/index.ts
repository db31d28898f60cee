/**
 * Decision history: the last HISTORY_LIMIT decisions in one versioned storage
 * item, newest first. Reads are zod-checked entry by entry, so one damaged
 * entry (older build, hand edit) drops alone and the rest stay visible.
 *
 * The broker calls recordDecision() once per decided request; the popup lists
 * them and review.html?history=<id> shows one read-only.
 */
import { storage } from 'wxt/utils/storage';
import { withCalls } from '../calls/request-calls';
import { loadSelectors } from '../knowledge/selector-table';
import type { PendingRequest } from '../messaging/extension';
import { summarizeRequest } from '../format/summary';
import { isSolanaMethod } from '../messaging/solana-method';
import { HISTORY_LIMIT, historyEntrySchema, type HistoryEntry } from './schema';
import { verdictOfRequest } from './verdict';

export { verdictOfRequest };

export * from './schema';

/** Typed `unknown`: whatever is stored goes through historyEntrySchema first. */
export const historyItem = storage.defineItem<unknown>('local:history', {
  fallback: [],
  version: 1,
  migrations: {},
});

export function parseHistory(value: unknown): HistoryEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: HistoryEntry[] = [];
  for (const raw of value) {
    const parsed = historyEntrySchema.safeParse(raw);
    if (parsed.success) entries.push(parsed.data);
  }
  return entries;
}

/** Newest first. */
export async function listHistory(): Promise<HistoryEntry[]> {
  try {
    return parseHistory(await historyItem.getValue());
  } catch {
    return [];
  }
}

/**
 * One entry for the read-only review. An entry an older build stored has no
 * decoded calls: they are worked out now from its request and scan, as they
 * were when it was reviewed.
 */
export async function getHistoryEntry(id: string): Promise<HistoryEntry | undefined> {
  const entry = (await listHistory()).find((e) => e.id === id);
  return entry && entry.request.calls === undefined ? { ...entry, request: withCalls(await loadSelectors(), entry.request) } : entry;
}

// Writes are chained: two decisions recorded at once must not overwrite each other's read-modify-write.
let writes: Promise<unknown> = Promise.resolve();

/**
 * Adds a decision at the top and trims the list to HISTORY_LIMIT. An entry
 * with the id of an earlier one replaces it. Throws (writes nothing) when the
 * entry breaks the schema.
 */
export function recordDecision(entry: HistoryEntry): Promise<HistoryEntry> {
  const run = writes.then(async () => {
    const valid = boundParams(historyEntrySchema.parse(entry));
    const current = (await listHistory()).filter((e) => e.id !== valid.id);
    await historyItem.setValue([valid, ...current].slice(0, HISTORY_LIMIT));
    return valid;
  });
  writes = run.catch(() => undefined);
  return run;
}

/**
 * Params may be up to 2 MB (see MAX_PARAMS_JSON_BYTES); a hundred of those
 * would overflow storage.local's quota, so large params are replaced by a note.
 */
export const MAX_HISTORY_PARAMS_CHARS = 64_000;

function boundParams(entry: HistoryEntry): HistoryEntry {
  const size = JSON.stringify(entry.request.params ?? null).length;
  if (size <= MAX_HISTORY_PARAMS_CHARS) return entry;
  // The decoded calls stay when small (long byte arguments are shortened in them); a large batch's go too.
  const calls = JSON.stringify(entry.request.calls ?? null).length <= MAX_HISTORY_PARAMS_CHARS ? entry.request.calls : undefined;
  return { ...entry, request: { ...entry.request, params: `[${size} characters of request data not kept in the history]`, calls } };
}


export interface DecisionInput {
  request: PendingRequest;
  decision: 'approved' | 'rejected';
  reason?: HistoryEntry['reason'];
  decidedAt?: number;
}

/** Convenience for the broker: builds the entry from the pending request and records it. */
export function recordRequestDecision(input: DecisionInput): Promise<HistoryEntry> {
  const { request } = input;
  return recordDecision({
    id: request.id,
    origin: request.origin,
    method: request.method,
    verdict: verdictOfRequest(request),
    // A Solana request's words were set by the broker (lib/broker/solana-title.ts); the EVM summary cannot read its params.
    summary: (isSolanaMethod(request.method) && request.title ? request.title : summarizeRequest(request)).slice(0, 300),
    decision: input.decision,
    ...(input.reason === undefined ? {} : { reason: input.reason }),
    decidedAt: input.decidedAt ?? Date.now(),
    request,
  });
}

/**
 * Changes one entry in place (after the write that added it: writes are
 * chained). Resolves with the entry written, or undefined when there is no
 * such entry or `change` declines (answers undefined).
 */
export function updateHistoryEntry(id: string, change: (entry: HistoryEntry) => Promise<HistoryEntry | undefined> | HistoryEntry | undefined): Promise<HistoryEntry | undefined> {
  const run = writes.then(async () => {
    const current = await listHistory();
    const at = current.findIndex((e) => e.id === id);
    const found = current[at];
    const next = found ? await change(found) : undefined;
    if (!next) return undefined;
    const valid = historyEntrySchema.parse(next);
    current[at] = valid;
    await historyItem.setValue(current);
    return valid;
  });
  writes = run.catch(() => undefined);
  return run;
}

export async function clearHistory(): Promise<void> {
  await historyItem.setValue([]);
}
