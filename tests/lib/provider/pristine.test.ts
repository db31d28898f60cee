import { expect, test } from 'vitest';
import { dataJson } from '../../../lib/provider/pristine';

const SAMPLES: unknown[] = [
  null, 'a"b\u2028', 0, -1.5, 1e21, true, NaN,
  ['0x68690a', { to: '0xb2', value: '0x1', nested: [null, undefined, { x: [] }], skipped: undefined }],
  { '': 1, 'quo"te': [1, 'two', false], fn: () => 1 },
];

test('plain data reads exactly as JSON.stringify writes it', () => {
  for (const v of SAMPLES) expect(dataJson(v)).toBe(JSON.stringify(v));
});

test("a toJSON on Object.prototype or on the value itself is not asked: the data's own fields are what is written", () => {
  const params = ['0x68690a', { value: '0x1' }];
  Reflect.defineProperty(Object.prototype, 'toJSON', { value: () => 'lie', configurable: true, writable: true });
  let text: string | undefined;
  try {
    text = dataJson(params);
  } finally {
    Reflect.deleteProperty(Object.prototype, 'toJSON');
  }
  expect(text).toBe('["0x68690a",{"value":"0x1"}]');
  expect(dataJson({ a: 1, toJSON: () => 'lie' })).toBe('{"a":1}');
});

test('bigints are no JSON data (undefined, as a hole in an object), and a cycle throws instead of looping', () => {
  expect(dataJson(1n)).toBeUndefined();
  expect(dataJson({ a: 1n, b: 2 })).toBe('{"b":2}');
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  expect(() => dataJson(cycle)).toThrow(RangeError);
});
