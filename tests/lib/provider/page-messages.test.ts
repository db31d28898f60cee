/**
 * The MAIN-world script checks page messages by hand (zod would blow its
 * size budget); the zod schemas stay the contract. Same samples, same verdicts.
 */
import { describe, expect, test } from 'vitest';
import { PAGE_CHANNEL, settleMessageSchema, receivedMessageSchema } from '../../../lib/messaging/page-channel';
import { PREFLIGHT_HOOK_KEY } from '../../../lib/provider/hook';
import { invalidParams, userRejected } from '../../../lib/rpc-errors';
import { badParams, CHANNEL, HOOK_KEY, rejected } from '../../../lib/provider/constants';
import { parseReceived, parseSettle } from '../../../lib/provider/page-messages';

const id = '0b9d3c1e-2f4a-4b6c-8d0e-1f2a3b4c5d6e';
const head = { channel: PAGE_CHANNEL, type: 'settle', id };

const settleSamples: unknown[] = [
  { ...head, outcome: { kind: 'result', result: '0xabc' } },
  { ...head, outcome: { kind: 'result', result: null } },
  { ...head, outcome: { kind: 'result', result: undefined } },
  { ...head, outcome: { kind: 'result', result: { nested: [1, 2] } } },
  { ...head, outcome: { kind: 'result' } },
  { ...head, outcome: { kind: 'error', error: { code: 4001, message: 'User rejected the request.' } } },
  { ...head, outcome: { kind: 'error', error: { code: -32603, message: 'x', data: { a: 1 } } } },
  { ...head, outcome: { kind: 'error', error: { code: 4001.5, message: 'x' } } },
  { ...head, outcome: { kind: 'error', error: { code: Number.NaN, message: 'x' } } },
  { ...head, outcome: { kind: 'error', error: { code: 2 ** 60, message: 'x' } } },
  { ...head, outcome: { kind: 'error', error: { code: '4001', message: 'x' } } },
  { ...head, outcome: { kind: 'error', error: { code: 4001 } } },
  { ...head, outcome: { kind: 'error' } },
  { ...head, outcome: { kind: 'approve' } },
  { ...head, outcome: null },
  { ...head, outcome: [] },
  { ...head, outcome: { kind: 'result', result: 1 }, extra: true },
  { ...head, channel: 'preflight:v0', outcome: { kind: 'result', result: 1 } },
  { ...head, type: 'request', outcome: { kind: 'result', result: 1 } },
  // The retired pass-through message is not a settle, with or without an outcome.
  { ...head, type: 'pass-through' },
  { ...head, type: 'pass-through', outcome: { kind: 'result', result: 1 } },
  { ...head, id: 'not-an-id', outcome: { kind: 'result', result: 1 } },
  { ...head, id: id.replaceAll('-', ''), outcome: { kind: 'result', result: 1 } },
  { ...head, id: `${id}0`, outcome: { kind: 'result', result: 1 } },
  { ...head, id: 42, outcome: { kind: 'result', result: 1 } },
  [head],
  null,
  'preflight:v1',
  42,
];

describe('hand validators agree with the zod contract', () => {
  test.each(settleSamples.map((s, i) => [i, s]))('settle sample %i', (_i, sample) => {
    const zod = settleMessageSchema.safeParse(sample);
    const hand = parseSettle(sample);
    expect(hand !== null).toBe(zod.success);
    if (zod.success) expect(hand).toEqual(zod.data);
  });

  const receivedSamples: unknown[] = [
    { channel: PAGE_CHANNEL, type: 'received', id },
    { channel: PAGE_CHANNEL, type: 'received', id: 'x' },
    { channel: PAGE_CHANNEL, type: 'received' },
    { channel: 'other', type: 'received', id },
    { channel: PAGE_CHANNEL, type: 'settle', id },
    null,
  ];
  test.each(receivedSamples.map((s, i) => [i, s]))('received sample %i', (_i, sample) => {
    const zod = receivedMessageSchema.safeParse(sample);
    const hand = parseReceived(sample);
    expect(hand !== null).toBe(zod.success);
    if (zod.success) expect(hand).toEqual(zod.data);
  });
});

test('the zod-free copies of the contract constants match it', () => {
  expect(CHANNEL).toBe(PAGE_CHANNEL);
  expect(HOOK_KEY).toBe(PREFLIGHT_HOOK_KEY);
  expect(rejected()).toEqual(userRejected());
  expect(badParams('x')).toEqual(invalidParams('x'));
});
