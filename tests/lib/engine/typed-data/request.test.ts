import { describe, expect, it } from 'vitest';
import { MAX_TYPED_DATA_CHARS, readTypedDataParams } from '../../../../lib/engine/typed-data/request';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DATA = { types: { T: [] }, primaryType: 'T', domain: {}, message: {} };
const refused = (feature_id: string, description: string) => ({ kind: 'invalid', issue: { feature_id, severity: 'Warning', path: '', description } });

describe('finding the typed data in the request', () => {
  it('v4 as [address, JSON] or swapped, or as an object', () => {
    expect(readTypedDataParams('eth_signTypedData_v4', [A, JSON.stringify(DATA)])).toEqual({ kind: 'v4', data: DATA, address: A });
    expect(readTypedDataParams('eth_signTypedData_v4', [JSON.stringify(DATA), A])).toEqual({ kind: 'v4', data: DATA, address: A });
    expect(readTypedDataParams('eth_signTypedData_v3', [A, DATA])).toEqual({ kind: 'v4', data: DATA, address: A });
    expect(readTypedDataParams('eth_signTypedData_v4', [JSON.stringify(DATA)])).toEqual({ kind: 'v4', data: DATA, address: undefined });
  });

  it('the address is a whole 20-byte hex string: anything else is the payload', () => {
    expect(readTypedDataParams('eth_signTypedData_v4', [`x${A}`, DATA])).toEqual(refused('TYPED_DATA_MALFORMED', 'The typed data cannot be read: unexpected "x" in the JSON text (at character 0).'));
    expect(readTypedDataParams('eth_signTypedData_v4', [`${A}0`, DATA])).toEqual(refused('TYPED_DATA_MALFORMED', 'The typed data cannot be read: the JSON text has more after its value (at character 1).'));
    expect(readTypedDataParams('eth_signTypedData_v4', [5, A])).toEqual(refused('TYPED_DATA_MALFORMED', 'The typed data is neither a JSON string nor an object.'));
    expect(readTypedDataParams('eth_signTypedData_v4', [null, A])).toEqual(refused('TYPED_DATA_MALFORMED', 'The typed data is neither a JSON string nor an object.'));
  });

  it('v1: a list of entries first, only for eth_signTypedData', () => {
    const entries = [{ type: 'string', name: 'm', value: 'hi' }];
    expect(readTypedDataParams('eth_signTypedData', [entries, A])).toEqual({ kind: 'v1', entries, address: A });
    expect(readTypedDataParams('eth_signTypedData_v4', [entries, A])).toEqual({ kind: 'v4', data: entries, address: A });
    expect(readTypedDataParams('eth_signTypedData', [new Array(1024).fill(entries[0]), A]).kind).toBe('v1');
    expect(readTypedDataParams('eth_signTypedData', [new Array(1025).fill(entries[0]), A])).toEqual(refused('TYPED_DATA_TOO_LARGE', 'The typed data is too large to check (over 512 KB).'));
  });

  it('refuses what it cannot read, and what is too large to read', () => {
    expect(readTypedDataParams('eth_signTypedData_v4', [A])).toEqual(refused('TYPED_DATA_MALFORMED', 'The request carries no typed data.'));
    expect(readTypedDataParams('eth_signTypedData_v4', [A, '{'])).toEqual(refused('TYPED_DATA_MALFORMED', 'The typed data cannot be read: expected a key in the JSON text (at character 1).'));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(readTypedDataParams('eth_signTypedData_v4', [A, cyclic])).toEqual(refused('TYPED_DATA_MALFORMED', 'The typed data cannot be read.'));
    // Exactly at the limit is read; one character more is not parsed at all.
    const atLimit = JSON.stringify({ pad: 'x'.repeat(MAX_TYPED_DATA_CHARS - 10) });
    expect(atLimit.length).toBe(MAX_TYPED_DATA_CHARS);
    expect(readTypedDataParams('eth_signTypedData_v4', [A, atLimit]).kind).toBe('v4');
    expect(readTypedDataParams('eth_signTypedData_v4', [A, JSON.parse(atLimit)]).kind).toBe('v4');
    const over = JSON.stringify({ pad: 'x'.repeat(MAX_TYPED_DATA_CHARS - 9) });
    expect(readTypedDataParams('eth_signTypedData_v4', [A, over])).toEqual(refused('TYPED_DATA_TOO_LARGE', 'The typed data is too large to check (over 512 KB).'));
    expect(readTypedDataParams('eth_signTypedData_v4', [A, JSON.parse(over)])).toEqual(refused('TYPED_DATA_TOO_LARGE', 'The typed data is too large to check (over 512 KB).'));
  });
});

describe('JSON text is read exactly (#25 item 4)', () => {
  const text = '{"types":{"T":[{"name":"v","type":"uint256"}]},"primaryType":"T","domain":{},"message":{"v":1e77}}';

  it('a number whose JSON.parse double differs: the exact reading, and the rounded one with the number named', () => {
    const read = readTypedDataParams('eth_signTypedData_v4', [A, text]);
    expect(read).toEqual({
      kind: 'v4',
      data: { ...JSON.parse(text), message: { v: 10n ** 77n } },
      address: A,
      rounded: { data: JSON.parse(text), numbers: [{ path: 'message.v', text: '1e77', exact: 10n ** 77n, double: 1e77 }] },
    });
  });

  it('one reading when every number reads the same; duplicate keys and fractions refused clearly', () => {
    expect(readTypedDataParams('eth_signTypedData_v4', [A, text.replace('1e77', '1e15')])).not.toHaveProperty('rounded');
    expect(readTypedDataParams('eth_signTypedData_v4', [A, text.replace('"v":1e77', '"v":1,"v":2')])).toEqual(refused('TYPED_DATA_MALFORMED', expect.stringContaining('message.v is given twice')));
    expect(readTypedDataParams('eth_signTypedData_v4', [A, text.replace('1e77', '0.5')])).toEqual(refused('TYPED_DATA_MALFORMED', expect.stringContaining('message.v is 0.5, not a whole number')));
  });
});

describe('the address param is a string', () => {
  it('a list holding an address is the payload, not the address', () => {
    expect(readTypedDataParams('eth_signTypedData_v4', [[A], DATA])).toEqual({ kind: 'v4', data: [A], address: undefined });
  });
});
