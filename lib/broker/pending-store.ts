/**
 * Pending requests in storage.session: they survive a service-worker restart
 * (not a browser restart, when the dapp's promise is gone anyway) and stay out
 * of reach of content scripts (session storage is trusted-contexts only).
 */
import { storage } from 'wxt/utils/storage';
import { withCalls } from '../calls/request-calls';
import { loadSelectors } from '../knowledge/selector-table';
import { pendingRequestSchema, type PendingRequest } from '../messaging/extension';
import type { ScanOutcome } from '../scan/outcome';
import { admit, QUOTA, type Share } from './quota';
import { createSerial } from './serial';

/** Bounds what all pages together can make the extension hold (per tab and origin: ./quota). */
export const MAX_PENDING = QUOTA.totalCount;

// The fallback only spares a parse: parseList reads a missing or odd value as [] anyway (mutating it is equivalent).
// Stryker disable next-line ObjectLiteral,ArrayDeclaration,StringLiteral: the key, see review-window.ts: a mutant here stops the module from loading (an invalid storage area, a zod union without its key), so every test file that imports it fails to load; Stryker's vitest runner counts a file that did not load as no test run
const pendingItem = storage.defineItem<unknown>('session:pending', { fallback: [] });
const serial = createSerial();
/**
 * Ids claimed in this worker's life (kept: a read begun before a removal was written may still
 * hold the request). A claim takes its request at once, with no wait behind the queue's writes,
 * and no other claim can take it again.
 */
const taken = new Set<string>();
/**
 * Adds not yet written, by id: the review window opens while its request is
 * being stored (./intercept.ts), so a Reject clicked at once may arrive first;
 * peek() waits for that add rather than answer "no such request".
 */
const adding = new Map<string, Promise<unknown>>();

function parseList(value: unknown): PendingRequest[] {
  if (!Array.isArray(value)) return [];
  const list: PendingRequest[] = [];
  for (const entry of value) {
    const parsed = pendingRequestSchema.safeParse(entry);
    if (parsed.success) list.push(parsed.data);
  }
  return list;
}

async function read(): Promise<PendingRequest[]> {
  return parseList(await pendingItem.getValue());
}

export type AddResult =
  | { status: 'added'; evicted: PendingRequest[] }
  | { status: 'duplicate' }
  | { status: 'full'; share: Share };

/**
 * A scan outcome storage could not keep (quota, a failing write): what the review shows instead. A
 * first-stage verdict already shown stands (#25), with the reads marked as not come.
 */
export function unstorableScan(err: unknown, shown?: ScanOutcome): ScanOutcome {
  const why = err instanceof Error ? err.message : String(err);
  const message = `the result could not be stored (${why.slice(0, 200)})`;
  if (shown?.state === 'done') return { ...shown, reads: { state: 'unavailable', reason: 'error', message } };
  return { state: 'unavailable', reason: 'error', message };
}

export const pendingStore = {
  list: (): Promise<PendingRequest[]> => serial(read),

  get: (id: string): Promise<PendingRequest | undefined> => serial(async () => (await read()).find((p) => p.id === id)),

  add: (request: PendingRequest): Promise<AddResult> => {
    const done = serial(async (): Promise<AddResult> => {
      const list = await read();
      if (list.some((p) => p.id === request.id)) return { status: 'duplicate' };
      const admission = admit(list, request);
      if (!admission.ok) return { status: 'full', share: admission.share };
      const gone = new Set(admission.evict.map((p) => p.id));
      await pendingItem.setValue([...list.filter((p) => !gone.has(p.id)), request]);
      return { status: 'added', evicted: admission.evict };
    });
    // Stryker disable next-line all: only a Reject that overtakes its own request's add depends on this wait
    if (!adding.has(request.id)) {
      adding.set(request.id, done);
      void done.catch(() => undefined).finally(() => adding.delete(request.id));
    }
    return done;
  },

  /**
   * Stores a scan outcome, with the request's calls worked out again from the
   * stored request (their token amounts come from the scan); false when the
   * request was already decided. When storage refuses the outcome (over
   * quota), a small "unavailable" outcome saying so is stored instead, so the
   * review never waits on a result that will not come; only if even that
   * fails does this throw.
   */
  setScan: (id: string, scan: ScanOutcome): Promise<boolean> =>
    serial(async () => {
      const list = await read();
      const index = list.findIndex((p) => p.id === id);
      const current = list[index];
      if (!current) return false;
      const table = await loadSelectors();
      list[index] = withCalls(table, { ...current, scan });
      try {
        await pendingItem.setValue(list);
      } catch (err) {
        list[index] = withCalls(table, { ...current, scan: unstorableScan(err, current.scan) });
        await pendingItem.setValue(list);
      }
      return true;
    }),

  /** Stores the wallet's chain (the calls' coin follows it) and signing account for a request; its stored form, or undefined when it was decided meanwhile. */
  setHints: (id: string, hints: Pick<PendingRequest, 'chainId' | 'account'>): Promise<PendingRequest | undefined> =>
    serial(async () => {
      const list = await read();
      const index = list.findIndex((p) => p.id === id);
      const current = list[index];
      if (!current) return undefined;
      const updated = withCalls(await loadSelectors(), { ...current, ...hints });
      list[index] = updated;
      await pendingItem.setValue(list);
      return updated;
    }),

  /**
   * Removes and returns the requests that match. Each request is returned by
   * exactly one claim: this is what makes every request answered once.
   */
  claimWhere: (match: (p: PendingRequest) => boolean): Promise<PendingRequest[]> =>
    serial(async () => {
      const list = await read();
      const claimed = list.filter((p) => match(p) && !taken.has(p.id));
      for (const p of claimed) taken.add(p.id);
      // Skipping the write when nothing matched saves a write, nothing else (always writing is equivalent).
      // Stryker disable next-line ConditionalExpression,EqualityOperator
      if (claimed.length > 0) await pendingItem.setValue(list.filter((p) => !match(p)));
      return claimed;
    }),

  claim: async (id: string): Promise<PendingRequest | undefined> => (await pendingStore.claimWhere((p) => p.id === id))[0],

  /**
   * The stored request with this id, read at once (no wait behind the queue's
   * writes, only behind its own add): claims nothing; take() does.
   */
  peek: async (id: string): Promise<PendingRequest | undefined> => {
    await adding.get(id)?.catch(() => undefined);
    return (await read()).find((p) => p.id === id);
  },

  /**
   * Claims one request without waiting for the queue (a user's Reject answers the dapp at once):
   * the request is taken now, its removal from storage is `removed`. Exactly once all the same:
   * `taken` is checked and set with no await in between, and claimWhere skips what it holds.
   * `peeked`: the request as peek() read it, when the caller started that read earlier.
   */
  take: async (id: string, peeked: Promise<PendingRequest | undefined> = pendingStore.peek(id)): Promise<{ request: PendingRequest; removed: Promise<void> } | undefined> => {
    if (taken.has(id)) return undefined;
    const request = await peeked;
    if (!request || taken.has(id)) return undefined;
    taken.add(id);
    const removed = serial(async () => {
      const list = await read();
      if (list.some((p) => p.id === id)) await pendingItem.setValue(list.filter((p) => p.id !== id));
    });
    return { request, removed };
  },
};
