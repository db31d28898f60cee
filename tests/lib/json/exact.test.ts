/**
 * The exact JSON reader (lib/json/exact.ts): numbers from their text, never
 * through a double; everything JSON.parse refuses refused with a typed error,
 * and the few valid texts a lenient reader would read differently refused too.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { exactNumber, JsonTextError, readJsonExactly, stringifyExact } from '../../../lib/json/exact';
import { propertyRuns } from '../../support/property-runs';

const MAX_UINT160 = 2n ** 160n - 1n;

function error(text: string): JsonTextError {
  try {
    readJsonExactly(text);
  } catch (err) {
    if (err instanceof JsonTextError) return err;
    throw err;
  }
  throw new Error(`read without an error: ${text}`);
}

describe('numbers read from their text', () => {
  it.each([
    ['0', 0],
    ['-0', -0], // as JSON.parse reads it
    ['1e0', 1],
    ['1.0', 1],
    ['1.50e1', 15],
    ['10e-1', 1],
    ['0.0e5', 0],
    ['-12', -12],
    ['9007199254740991', 9007199254740991],
    ['9007199254740993', 9007199254740993n],
    ['1e77', 10n ** 77n],
    ['1E+77', 10n ** 77n],
    [MAX_UINT160.toString(), MAX_UINT160],
    ['-57896044618658097711785492504343953926634992332820282019728792003956564819968', -(2n ** 255n)],
    ['0e99999999999', 0],
  ])('%s reads as %s', (text, want) => {
    expect(readJsonExactly(text).value).toBe(want);
  });

  it('a number whose JSON.parse double differs is listed with both readings, at its path', () => {
    const text = `{"message":{"details":[{"amount":${MAX_UINT160}}],"small":7,"big":1e77,"exactBig":1152921504606846976}}`;
    const { value, twoReadings } = readJsonExactly(text);
    expect(value).toEqual({ message: { details: [{ amount: MAX_UINT160 }], small: 7, big: 10n ** 77n, exactBig: 2n ** 60n } });
    expect(twoReadings).toEqual([
      { path: 'message.details[0].amount', text: MAX_UINT160.toString(), exact: MAX_UINT160, double: 2 ** 160 },
      { path: 'message.big', text: '1e77', exact: 10n ** 77n, double: 1e77 },
    ]);
    // 2^60 is a double exactly: one reading, no entry.
  });

  it.each([
    ['1.5', /is 1\.5, not a whole number/],
    ['{"a":1.5}', /a is 1\.5, not a whole number/],
    ['[0, 1e-1]', /\[1\] is 1e-1, not a whole number/],
    ['1.0000000000000000001', /not a whole number/],
    ['1e400', /larger than any EIP-712 integer/],
    ['-1e400', /larger than any EIP-712 integer/],
    ['1e9999999999', /larger than any EIP-712 integer/],
    ['1e-9999999999', /not a whole number/],
    [`1${'0'.repeat(78)}`, /larger than any EIP-712 integer/],
  ])('%s is refused: %s', (text, message) => {
    expect(error(text).message).toMatch(message);
    expect(error(text).evasion).toBe(false);
  });

  it('exactNumber works on digits alone', () => {
    expect(exactNumber('123.4500e2')).toEqual({ kind: 'integer', value: 12345n });
    expect(exactNumber('123.4500e1')).toEqual({ kind: 'fraction' });
    expect(exactNumber('-0.000')).toEqual({ kind: 'integer', value: 0n });
  });
});

describe('the rest of JSON, as JSON.parse reads it', () => {
  it('nested lists and objects, strings with escapes, literals, whitespace', () => {
    const text = ' {\n\t"a" : [ [1, [2, {"b": "x\\"\\u00e9\\n"}]], true, false, null ], "c": {} , "d": [] }\r\n';
    expect(readJsonExactly(text).value).toEqual(JSON.parse(text));
  });

  it('a key named __proto__ would become a prototype in a wallet copying the object: refused', () => {
    expect(error('{"__proto__":{"a":1}}').message).toMatch(/__proto__ is not an allowed key/);
  });

  it('a duplicate key is refused and named an evasion (JSON.parse keeps the last, other readers the first)', () => {
    const err = error('{"message":{"to":"0x1","to":"0x2"}}');
    expect(err.message).toMatch(/message\.to is given twice/);
    expect(err.evasion).toBe(true);
  });

  it('nesting deeper than any request is refused, not a stack overflow', () => {
    expect(error('['.repeat(70) + ']'.repeat(70)).message).toMatch(/nested too deeply/);
    expect(error('['.repeat(100_000)).message).toMatch(/nested too deeply/);
  });

  it.each(['', ' ', '{', '[1,]', '[1 2]', '{"a" 1}', '{"a":1,}', '{a:1}', "'a'", '"a', '"\\x"', '"\u0001"', '01', '+1', '.5', '1.', '1e', '0x10', 'NaN', 'Infinity', 'tru', 'nul', '{} {}', '\u00a01', '\ufeff{}'])(
    '%j is not JSON: a typed error',
    (text) => {
      expect(() => JSON.parse(text)).toThrow();
      expect(error(text)).toBeInstanceOf(JsonTextError);
    },
  );

  /** JSON values with whole numbers only (the reader refuses fractions by design). */
  const wholeJson = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constant(null),
      fc.boolean(),
      fc.string(),
      fc.maxSafeInteger(),
      fc.array(tie('value')),
      fc.dictionary(fc.string().filter((k) => k !== '__proto__'), tie('value')),
    ),
  })).value;

  test.prop([wholeJson], propertyRuns(200))('whole-number JSON reads as JSON.parse reads it, and writes back to the same value', (v) => {
    const text = JSON.stringify(v);
    const read = readJsonExactly(text);
    expect(read.value).toEqual(JSON.parse(text));
    expect(read.twoReadings).toEqual([]);
    expect(JSON.parse(stringifyExact(read.value))).toEqual(JSON.parse(text));
  });

  test.prop([wholeJson, fc.nat(), fc.constantFrom('delete', 'insert'), fc.constantFrom(...'{}[],:"\\ 0-1e.tx')], propertyRuns(300))(
    'a damaged text: refused whenever JSON.parse refuses it, else read as JSON.parse reads it',
    (v, at, how, c) => {
      const text = JSON.stringify(v);
      const i = at % (text.length + 1);
      const damaged = how === 'delete' ? text.slice(0, i) + text.slice(i + 1) : text.slice(0, i) + c + text.slice(i);
      let parsed: unknown;
      try {
        parsed = JSON.parse(damaged);
      } catch {
        expect(error(damaged)).toBeInstanceOf(JsonTextError);
        return;
      }
      try {
        const { value } = readJsonExactly(damaged);
        // Both written back, as JSON writes them (-0 becomes 0 either way).
        expect(JSON.parse(stringifyExact(value))).toEqual(JSON.parse(JSON.stringify(parsed)));
      } catch (err) {
        // Only the stricter refusals: fractions, duplicate keys, __proto__.
        expect(err).toBeInstanceOf(JsonTextError);
        expect(String(err)).toMatch(/not a whole number|given twice|__proto__|larger than/);
      }
    },
  );
});

describe('stringifyExact', () => {
  it('writes a bigint as its digits, everything else as JSON does', () => {
    expect(stringifyExact({ a: [MAX_UINT160, 1, 'x'], b: {}, c: [] })).toBe(`{\n  "a": [\n    ${MAX_UINT160},\n    1,\n    "x"\n  ],\n  "b": {},\n  "c": []\n}`);
  });
});
