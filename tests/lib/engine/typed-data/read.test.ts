import { describe, expect, it } from 'vitest';
import { addressField, bigintField, boolField, declaredFieldNames, flattenStructs, isStruct, structField, structList } from '../../../../lib/engine/typed-data/read';
import { sanitizeLegacyTypedData } from '../../../../lib/engine/typed-data/legacy';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('typed accessors: each gives its kind of value or nothing', () => {
  const s = { a: A, short: '0x12', n: 5n, b: false, inner: { x: 1n }, list: [{ x: 1n }, 2n, [{ y: 2n }]], arr: [1n], text: '5' };

  it('isStruct: an object, not a list, not a value', () => {
    expect([s.inner, s.list, s.n, s.a, undefined].map(isStruct)).toEqual([true, false, false, false, false]);
  });
  it('structField', () => {
    expect(structField(s, 'inner')).toEqual({ x: 1n });
    expect([structField(s, 'list'), structField(s, 'n'), structField(s, 'missing')]).toEqual([undefined, undefined, undefined]);
  });
  it('addressField: only a 20-byte hex address', () => {
    expect(addressField(s, 'a')).toBe(A);
    expect(addressField({ a: A.toLowerCase() }, 'a')).toBe(A.toLowerCase());
    expect([addressField(s, 'short'), addressField(s, 'n'), addressField(s, 'inner'), addressField(s, 'missing')]).toEqual([undefined, undefined, undefined, undefined]);
  });
  it('bigintField and boolField', () => {
    expect([bigintField(s, 'n'), bigintField(s, 'text'), bigintField(s, 'b')]).toEqual([5n, undefined, undefined]);
    expect([boolField(s, 'b'), boolField(s, 'n'), boolField({ t: true }, 't')]).toEqual([false, undefined, true]);
  });
  it('structList: the structs of a list, nothing for anything else', () => {
    expect(structList(s, 'list')).toEqual([{ x: 1n }]);
    expect([structList(s, 'inner'), structList(s, 'n'), structList(s, 'arr')]).toEqual([[], [], []]);
  });
  it('flattenStructs: every struct in nested lists (a Seaport bulk order tree)', () => {
    expect(flattenStructs([[{ a: 1n }, { b: 2n }], [[{ c: 3n }], 4n]])).toEqual([{ a: 1n }, { b: 2n }, { c: 3n }]);
    expect([flattenStructs(undefined), flattenStructs(5n), flattenStructs({ a: 1n })]).toEqual([[], [], [{ a: 1n }]]);
  });
  it('declaredFieldNames: the names reachable from the primary type, through lists, once each', () => {
    const types = { T: [{ name: 'a', type: 'S[][2]' }, { name: 'b', type: 'uint8' }], S: [{ name: 'spender', type: 'address' }, { name: 'self', type: 'S[]' }], U: [{ name: 'unreached', type: 'uint8' }] };
    expect(declaredFieldNames(types, 'T')).toEqual(['a', 'spender', 'self', 'b']);
    expect(declaredFieldNames(types, 'Missing')).toEqual([]);
  });
});

describe('legacy typed data (eth_signTypedData v1)', () => {
  const ids = (entries: unknown[]) => sanitizeLegacyTypedData(entries).issues.map((i) => [i.feature_id, i.severity, i.path]);

  it('keeps every well-formed entry with its value', () => {
    const r = sanitizeLegacyTypedData([{ type: 'string', name: 'Message', value: 'Hi' }, { type: 'uint32', name: 'n', value: 5 }, { type: 'bytes', name: 'b' }]);
    expect(r.entries).toEqual([{ type: 'string', name: 'Message', value: 'Hi' }, { type: 'uint32', name: 'n', value: 5 }, { type: 'bytes', name: 'b', value: undefined }]);
    expect(r.issues).toEqual([]);
  });

  it.each([
    [[], [['TYPED_DATA_MALFORMED', 'Warning', '']]],
    [[null], [['TYPED_DATA_MALFORMED', 'Warning', '[0]']]],
    [['x'], [['TYPED_DATA_MALFORMED', 'Warning', '[0]']]],
    [[{ name: 'a', value: 1 }], [['TYPED_DATA_MALFORMED', 'Warning', '[0]']]],
    [[{ type: 'uint8', value: 1 }], [['TYPED_DATA_MALFORMED', 'Warning', '[0]']]],
    [[{ type: 1, name: 'a' }], [['TYPED_DATA_MALFORMED', 'Warning', '[0]']]],
    [[{ type: 'uint8', name: 2 }], [['TYPED_DATA_MALFORMED', 'Warning', '[0]']]],
    [[{ type: 'address', name: 'to', value: 1234 }], [['TYPED_DATA_INTEGER_ADDRESS', 'Malicious', 'to']]],
    [[{ type: 'address', name: 'to', value: '1234' }], [['TYPED_DATA_INTEGER_ADDRESS', 'Malicious', 'to']]],
    [[{ type: 'address', name: 'to', value: '12ab' }], []],
    [[{ type: 'address', name: 'to', value: ['1234'] }], []],
    [[{ type: 'address', name: 'to', value: A }], []],
    [[{ type: 'uint256', name: 'n', value: 1234 }], []],
    [[{ type: 'address', name: 'spender', value: A }], [['TYPED_DATA_APPROVAL_LIKE', 'Warning', 'spender']]],
    [[{ type: 'uint256', name: 'allowance', value: 1 }], [['TYPED_DATA_APPROVAL_LIKE', 'Warning', 'allowance']]],
    [[{ type: 'Mail', name: 'm', value: 1 }], [['TYPED_DATA_UNKNOWN_TYPE', 'Warning', 'm']]],
  ])('%j', (entries, want) => {
    expect(ids(entries)).toEqual(want);
  });

  it.each(['address', 'bool', 'string', 'bytes', 'bytes1', 'bytes9', 'bytes10', 'bytes19', 'bytes20', 'bytes29', 'bytes30', 'bytes32', 'int', 'uint', 'uint8', 'int256', 'uint256[]', 'bytes32[2][]'])('%s is a type', (type) => {
    expect(ids([{ type, name: 'f', value: '0x00' }])).toEqual([]);
  });
  it.each(['bytes0', 'bytes33', 'bytes01', 'uint7', 'uint257', 'xuint8', 'uint8x', 'address[x]', 'Uint8'])('%s is not', (type) => {
    expect(ids([{ type, name: 'f', value: '0x00' }])).toEqual([['TYPED_DATA_UNKNOWN_TYPE', 'Warning', 'f']]);
  });

  it('says why', () => {
    const texts = (entries: unknown[]) => sanitizeLegacyTypedData(entries).issues.map((i) => i.description);
    expect(texts([])).toEqual(['The legacy typed data is empty.']);
    expect(texts([{}])).toEqual(['Entry 0 of the legacy typed data has no name or type.']);
    expect(texts([{ type: 'X', name: 'f' }])).toEqual(['The field f has the unknown type X.']);
    expect(texts([{ type: 'address', name: 'f', value: 1 }])).toEqual(['The field f is declared as an address but given as a number; that hides which address is really signed for.']);
    expect(texts([{ type: 'address', name: 'operator', value: A }])).toEqual(['This message has a "operator" field: it may grant someone access to your assets.']);
  });
});

describe('accessors over values the sanitiser did not write', () => {
  it('addressField does not judge checksums (the sanitiser did, and flagged a wrong one)', () => {
    const wrong = A.replace('C8', 'c8');
    expect(addressField({ a: wrong }, 'a')).toBe(wrong);
  });
});
