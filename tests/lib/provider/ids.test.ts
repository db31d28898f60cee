import { expect, test } from 'vitest';
import { requestIdSchema } from '../../../lib/messaging/page-channel';
import { randomId } from '../../../lib/provider/ids';

test('ids are 128 random bits in hex that the channel accepts, also where crypto.randomUUID is missing (plain-http pages)', () => {
  const source = { getRandomValues: (a: Uint8Array) => crypto.getRandomValues(a) };
  const ids = new Set(Array.from({ length: 200 }, () => randomId(source)));
  expect(ids.size).toBe(200);
  for (const id of ids) {
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(requestIdSchema.safeParse(id).success).toBe(true);
  }
});

test('every byte is used: zeros and 0xff map to 00 and ff', () => {
  expect(randomId({ getRandomValues: (a: Uint8Array) => a.fill(0) })).toBe('0'.repeat(32));
  expect(randomId({ getRandomValues: (a: Uint8Array) => a.fill(255) })).toBe('f'.repeat(32));
});
