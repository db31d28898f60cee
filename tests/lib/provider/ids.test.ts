import { expect, test } from 'vitest';
import { requestIdSchema } from '../../../lib/messaging/page-channel';
import { randomId } from '../../../lib/provider/ids';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('without crypto.randomUUID (plain-http pages) ids are still random uuid v4 the channel accepts', () => {
  const source = { getRandomValues: (a: Uint8Array) => crypto.getRandomValues(a) };
  const ids = new Set(Array.from({ length: 200 }, () => randomId(source)));
  expect(ids.size).toBe(200);
  for (const id of ids) {
    expect(id).toMatch(UUID_V4);
    expect(requestIdSchema.safeParse(id).success).toBe(true);
  }
});

test('crypto.randomUUID is used when present', () => {
  const id = randomId(crypto);
  expect(id).toMatch(UUID_V4);
});
