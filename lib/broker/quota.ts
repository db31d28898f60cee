/**
 * No page can starve another. Pending requests live in storage.session, whose
 * quota (10 MB in Chrome and Firefox) is shared by every site; a request may
 * hold up to 2 MB. So each tab and each origin gets a bounded share (count
 * and bytes), the total stays well below the quota (room for scan results and
 * the review window's id), and when the total is full a newcomer from a site
 * that holds less than another one makes room by evicting the newest request
 * of the site holding the most: a page opening many origins to fill the
 * store loses its own requests, never another site's.
 */
import type { PendingRequest } from '../messaging/extension';

export interface Quota {
  totalBytes: number;
  totalCount: number;
  perTabBytes: number;
  perTabCount: number;
  perOriginBytes: number;
  perOriginCount: number;
  scanReserveBytes: number;
}

export const QUOTA: Readonly<Quota> = {
  /** Below storage.session's 10 MB: leaves 3 MB for scan results beyond the reserve and other items. */
  totalBytes: 7_000_000,
  totalCount: 50,
  perTabBytes: 3_000_000,
  perTabCount: 20,
  perOriginBytes: 3_000_000,
  perOriginCount: 20,
  /** Counted for a request still scanning: its result is stored later, in the same item. */
  scanReserveBytes: 64_000,
};

export type Share = 'tab' | 'origin' | 'total';
export type Admission = { ok: true; evict: PendingRequest[] } | { ok: false; share: Share };

const encoder = new TextEncoder();

/** What a pending request takes in storage (UTF-8 JSON), plus the reserve for a scan not stored yet. */
export function storedSize(request: PendingRequest, quota: Quota = QUOTA): number {
  const json = JSON.stringify(request);
  return encoder.encode(json).length + (request.scan.state === 'scanning' ? quota.scanReserveBytes : 0);
}

interface Holding {
  count: number;
  bytes: number;
}

function holdingOf(list: readonly PendingRequest[], match: (p: PendingRequest) => boolean, sizes: Map<string, number>): Holding {
  let count = 0;
  let bytes = 0;
  for (const p of list) {
    if (!match(p)) continue;
    count++;
    bytes += sizes.get(p.id) ?? 0;
  }
  return { count, bytes };
}

/**
 * Whether `candidate` may join `list`, and which requests (of other origins)
 * must go to make room. Pure: the store applies it.
 */
export function admit(list: readonly PendingRequest[], candidate: PendingRequest, quota: Quota = QUOTA): Admission {
  const sizes = new Map(list.map((p) => [p.id, storedSize(p, quota)]));
  const size = storedSize(candidate, quota);
  const tab = holdingOf(list, (p) => p.tabId === candidate.tabId, sizes);
  if (tab.count + 1 > quota.perTabCount || tab.bytes + size > quota.perTabBytes) return { ok: false, share: 'tab' };
  const mine = holdingOf(list, (p) => p.origin === candidate.origin, sizes);
  if (mine.count + 1 > quota.perOriginCount || mine.bytes + size > quota.perOriginBytes) return { ok: false, share: 'origin' };

  let remaining = [...list];
  const evict: PendingRequest[] = [];
  const after = { count: mine.count + 1, bytes: mine.bytes + size };
  for (;;) {
    const total = holdingOf(remaining, () => true, sizes);
    const overCount = total.count + 1 > quota.totalCount;
    const overBytes = total.bytes + size > quota.totalBytes;
    if (!overCount && !overBytes) return { ok: true, evict };
    // The origin holding the most in the dimension that overflows, if it holds more than the newcomer's would.
    const weight = (h: Holding): number => (overCount ? h.count : h.bytes);
    let victim: { origin: string; holding: Holding } | undefined;
    for (const origin of new Set(remaining.map((p) => p.origin))) {
      // Stryker disable next-line ConditionalExpression: the newcomer's own site never outweighs itself plus the newcomer, so it is never chosen anyway
      if (origin === candidate.origin) continue;
      const holding = holdingOf(remaining, (p) => p.origin === origin, sizes);
      if (weight(holding) > weight(after) && (!victim || weight(holding) > weight(victim.holding))) victim = { origin, holding };
    }
    if (!victim) return { ok: false, share: 'total' };
    const theirs = remaining.filter((p) => p.origin === victim.origin);
    const newest = theirs.reduce((a, b) => (b.createdAt >= a.createdAt ? b : a));
    evict.push(newest);
    remaining = remaining.filter((p) => p.id !== newest.id);
  }
}
