/**
 * Pending requests in storage.session: they survive a service-worker restart
 * (not a browser restart, when the dapp's promise is gone anyway) and stay out
 * of reach of content scripts (session storage is trusted-contexts only).
 */
import { storage } from 'wxt/utils/storage';
import { pendingRequestSchema, type PendingRequest } from '../messaging/extension';
import type { ScanOutcome } from '../scan/outcome';
import { createSerial } from './serial';

/** Bounds what a page can make the extension hold. */
export const MAX_PENDING = 50;

const pendingItem = storage.defineItem<unknown>('session:pending', { fallback: [] });
const serial = createSerial();

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

export type AddResult = 'added' | 'duplicate' | 'full';

export const pendingStore = {
  list: (): Promise<PendingRequest[]> => serial(read),

  get: (id: string): Promise<PendingRequest | undefined> => serial(async () => (await read()).find((p) => p.id === id)),

  add: (request: PendingRequest): Promise<AddResult> =>
    serial(async () => {
      const list = await read();
      if (list.some((p) => p.id === request.id)) return 'duplicate';
      if (list.length >= MAX_PENDING) return 'full';
      await pendingItem.setValue([...list, request]);
      return 'added';
    }),

  /** Stores a scan outcome; false when the request was already decided. */
  setScan: (id: string, scan: ScanOutcome): Promise<boolean> =>
    serial(async () => {
      const list = await read();
      const index = list.findIndex((p) => p.id === id);
      const current = list[index];
      if (!current) return false;
      list[index] = { ...current, scan };
      await pendingItem.setValue(list);
      return true;
    }),

  /**
   * Removes and returns the requests that match. Each request is returned by
   * exactly one claim: this is what makes every request answered once.
   */
  claimWhere: (match: (p: PendingRequest) => boolean): Promise<PendingRequest[]> =>
    serial(async () => {
      const list = await read();
      const claimed = list.filter(match);
      if (claimed.length > 0) await pendingItem.setValue(list.filter((p) => !match(p)));
      return claimed;
    }),

  claim: async (id: string): Promise<PendingRequest | undefined> => (await pendingStore.claimWhere((p) => p.id === id))[0],
};
