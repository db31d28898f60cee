/** The review queue: oldest first, so requests are answered in the order the dapp made them. */
import type { PendingRequest } from '../messaging/extension';

export function sortQueue(list: readonly PendingRequest[]): PendingRequest[] {
  // Stable sort: requests that arrived in the same millisecond keep the order they were stored in.
  return [...list].sort((a, b) => a.createdAt - b.createdAt);
}

/** "1 of 3": index is 1-based; undefined when the id is not queued. */
export function queuePosition(list: readonly PendingRequest[], id: string): { index: number; total: number } | undefined {
  const sorted = sortQueue(list);
  const i = sorted.findIndex((p) => p.id === id);
  return i < 0 ? undefined : { index: i + 1, total: sorted.length };
}
