import { describe, expect, it } from 'vitest';
import { queuePosition, sortQueue } from '../../../lib/broker/queue';
import type { PendingRequest } from '../../../lib/messaging/extension';

const req = (id: string, createdAt: number) => ({ id, createdAt }) as unknown as PendingRequest;

describe('the review queue: oldest first', () => {
  const list = [req('c', 30), req('a', 10), req('b1', 20), req('b2', 20)];

  it('sorts by arrival, keeping the stored order within a millisecond, without touching the list', () => {
    expect(sortQueue(list).map((r) => r.id)).toEqual(['a', 'b1', 'b2', 'c']);
    expect(list.map((r) => r.id)).toEqual(['c', 'a', 'b1', 'b2']);
  });

  it('"2 of 4" for a queued id, nothing for another', () => {
    expect(queuePosition(list, 'b1')).toEqual({ index: 2, total: 4 });
    expect(queuePosition(list, 'c')).toEqual({ index: 4, total: 4 });
    expect(queuePosition(list, 'zz')).toBeUndefined();
    expect(queuePosition([], 'a')).toBeUndefined();
  });
});
