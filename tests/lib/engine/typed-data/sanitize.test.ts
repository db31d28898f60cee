import { describe, expect, it } from 'vitest';
import { normaliseChainId, sanitizeTypedData } from '../../../../lib/engine/typed-data/sanitize';
import { readTypedDataParams } from '../../../../lib/engine/typed-data/request';
import { sanitizeLegacyTypedData } from '../../../../lib/engine/typed-data/legacy';

const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const types = {
  EIP712Domain: [{ name: 'chainId', type: 'uint256' }],
  Outer: [{ name: 'inner', type: 'Inner' }, { name: 'list', type: 'Inner[]' }, { name: 'flag', type: 'bool' }],
  Inner: [{ name: 'spender', type: 'address' }, { name: 'amount', type: 'uint256' }],
};

function ok(input: unknown) {
  const r = sanitizeTypedData(input);
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.issues)}`);
  return r;
}

describe('sanitizeTypedData', () => {
  it('drops undeclared fields at every depth and reports them', () => {
    const r = ok({
      types, primaryType: 'Outer', domain: { chainId: 1 },
      message: { inner: { spender: SPENDER, amount: '5', fake: 'x' }, list: [{ spender: SPENDER, amount: 1, operator: 'Uniswap' }], flag: true, extra: 1 },
    });
    expect(r.typedData.message).toEqual({ inner: { spender: SPENDER, amount: 5n }, list: [{ spender: SPENDER, amount: 1n }], flag: true });
    const undeclared = r.issues.filter((i) => i.feature_id === 'TYPED_DATA_UNDECLARED_FIELD');
    expect(undeclared.map((i) => i.path).sort()).toEqual(['message.extra', 'message.inner.fake', 'message.list[0].operator']);
    // An undeclared approval-looking name is a Warning: it is how a page fakes the spender shown.
    expect(undeclared.find((i) => i.path.endsWith('operator'))?.severity).toBe('Warning');
    expect(undeclared.find((i) => i.path.endsWith('extra'))?.severity).toBe('Info');
  });

  it.each([
    [1, 1], ['1', 1], ['0x1', 1], ['0x01', 1], [`0x${'0'.repeat(62)}89`, 137], [' 137 ', 137],
  ])('normalises chainId %j to %d', (raw, want) => {
    expect(normaliseChainId(raw)).toBe(want);
    expect(ok({ types, primaryType: 'Outer', domain: { chainId: raw }, message: {} }).typedData.domain.chainId).toBe(want);
  });

  it('accepts a bigint chainId', () => expect(normaliseChainId(10n)).toBe(10));
  it('anything else is no chain id (never a throw)', () => expect([{}, [], true, null, undefined, 5.5].map(normaliseChainId)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]));

  it.each([['abc'], [-1], [0], [1.5], ['0x'], [{}], [`0x${'f'.repeat(64)}`]])('flags unreadable chainId %j', (raw) => {
    const r = ok({ types, primaryType: 'Outer', domain: { chainId: raw }, message: {} });
    expect(r.typedData.domain.chainId).toBeUndefined();
    expect(r.issues.map((i) => i.feature_id)).toContain('TYPED_DATA_BAD_CHAIN_ID');
  });

  it('flags an address given as an integer as Malicious and reads it as the 20 bytes it signs', () => {
    const r = ok({ types, primaryType: 'Outer', message: { inner: { spender: BigInt(SPENDER).toString(), amount: 1 } } });
    expect(r.issues).toContainEqual(expect.objectContaining({ feature_id: 'TYPED_DATA_INTEGER_ADDRESS', severity: 'Malicious', path: 'message.inner.spender' }));
    expect(r.typedData.message).toEqual({ inner: { spender: SPENDER, amount: 1n } });
    const num = ok({ types, primaryType: 'Outer', message: { inner: { spender: 1234, amount: 1 } } });
    expect(num.issues.some((i) => i.feature_id === 'TYPED_DATA_INTEGER_ADDRESS')).toBe(true);
  });

  it('reads a non-boolean bool by truthiness, as encoders sign it', () => {
    const r = ok({ types, primaryType: 'Outer', message: { flag: 'false' } });
    expect(r.typedData.message.flag).toBe(true);
    expect(r.issues.map((i) => i.feature_id)).toContain('TYPED_DATA_BAD_VALUE');
  });

  it('requires primaryType to be declared; EIP712Domain may be absent', () => {
    expect(sanitizeTypedData({ types, primaryType: 'Missing', message: {} }).ok).toBe(false);
    expect(sanitizeTypedData({ types: { Inner: types.Inner }, primaryType: 'Inner', domain: { name: 'x' }, message: { spender: SPENDER } }).ok).toBe(true);
  });

  it.each([[null], ['str'], [[]], [{ types: [], primaryType: 'A', message: {} }], [{ types: { A: [{ name: 1 }] }, primaryType: 'A', message: {} }], [{ types, primaryType: 'Outer' }]])(
    'refuses malformed input %j without throwing',
    (input) => {
      const r = sanitizeTypedData(input);
      expect(r.ok).toBe(false);
      expect(r.issues[0]?.severity).toBe('Warning');
    },
  );

  it('stops on hostile sizes instead of walking them', () => {
    const big = { types: { A: [{ name: 'xs', type: 'uint256[]' }] }, primaryType: 'A', message: { xs: Array.from({ length: 250_000 }, (_, i) => i) } };
    const r = sanitizeTypedData(big);
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => i.feature_id)).toContain('TYPED_DATA_TOO_LARGE');
  });

  it('flattens nested fixed arrays of structs (Seaport BulkOrder trees)', () => {
    const r = ok({ types: { ...types, Tree: [{ name: 'tree', type: 'Inner[2][2]' }] }, primaryType: 'Tree', message: { tree: [[{ spender: SPENDER, amount: 1 }, { spender: SPENDER, amount: 2 }], [{ spender: SPENDER, amount: 3 }, { spender: SPENDER, amount: 4 }]] } });
    expect(r.typedData.message.tree).toEqual([[{ spender: SPENDER, amount: 1n }, { spender: SPENDER, amount: 2n }], [{ spender: SPENDER, amount: 3n }, { spender: SPENDER, amount: 4n }]]);
  });
});

describe('readTypedDataParams', () => {
  it('finds the payload on either side of the address', () => {
    expect(readTypedDataParams('eth_signTypedData_v4', [SPENDER, '{"a":1}'])).toEqual({ kind: 'v4', data: { a: 1 }, address: SPENDER });
    expect(readTypedDataParams('eth_signTypedData_v4', ['{"a":1}', SPENDER])).toEqual({ kind: 'v4', data: { a: 1 }, address: SPENDER });
    expect(readTypedDataParams('eth_signTypedData', [[{ type: 'string', name: 'a', value: 'b' }], SPENDER]).kind).toBe('v1');
  });

  it('refuses a payload over 512 KB without parsing it', () => {
    const huge = JSON.stringify({ types: {}, primaryType: 'A', message: { pad: 'x'.repeat(600 * 1024) } });
    const r = readTypedDataParams('eth_signTypedData_v4', [SPENDER, huge]);
    expect(r).toEqual({ kind: 'invalid', issue: expect.objectContaining({ feature_id: 'TYPED_DATA_TOO_LARGE', severity: 'Warning' }) });
    expect(readTypedDataParams('eth_signTypedData_v4', [SPENDER, { pad: 'x'.repeat(600 * 1024) }]).kind).toBe('invalid');
  });
});

describe('sanitizeLegacyTypedData (v1)', () => {
  it('flags integer addresses, unknown types and approval-like names', () => {
    const { issues } = sanitizeLegacyTypedData([
      { type: 'address', name: 'to', value: 42 },
      { type: 'Person', name: 'who', value: {} },
      { type: 'address', name: 'spender', value: SPENDER },
      'junk',
    ]);
    expect(issues.map((i) => [i.feature_id, i.severity])).toEqual([
      ['TYPED_DATA_INTEGER_ADDRESS', 'Malicious'],
      ['TYPED_DATA_UNKNOWN_TYPE', 'Warning'],
      ['TYPED_DATA_APPROVAL_LIKE', 'Warning'],
      ['TYPED_DATA_MALFORMED', 'Warning'],
    ]);
  });
});

describe('sanitizeTypedData reads integers as viem signs them', () => {
  const permitTypes = { Permit: [{ name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }] };
  const read = (value: unknown) => ok({ types: permitTypes, primaryType: 'Permit', message: { spender: SPENDER, value } });

  it.each([
    // A JSON number beyond 2^53 is signed as the float's exact integer value.
    [1e77, BigInt(1e77)],
    [' 12\n', 12n],
    ['+5', 5n],
    ['0X1f', 31n],
    ['0b101', 5n],
    ['', 0n],
    [true, 1n],
    [['7'], 7n],
  ])('reads %j as %s and flags the form as ambiguous', (raw, want) => {
    const r = read(raw);
    expect(r.typedData.message.value).toBe(want);
    expect(r.issues.map((i) => [i.feature_id, i.severity, i.path])).toEqual([['TYPED_DATA_AMBIGUOUS_NUMBER', 'Warning', 'message.value']]);
  });

  it.each([[1.5], ['1e3'], ['-0x5'], [-1], [2 ** 256], [{}]])('refuses %j (viem cannot sign it) with TYPED_DATA_BAD_VALUE', (raw) => {
    const r = read(raw);
    expect(r.typedData.message.value).toBeUndefined();
    expect(r.issues.map((i) => [i.feature_id, i.severity])).toEqual([['TYPED_DATA_BAD_VALUE', 'Warning']]);
  });

  it('reads canonical forms without a flag', () => {
    for (const raw of [5, '5', '0x5', '-0', '007']) expect(read(raw).issues).toEqual([]);
  });

  it('flags a missing declared field, a wrong checksum, odd bytes and a bare uint', () => {
    const r = ok({
      types: { M: [{ name: 'to', type: 'address' }, { name: 'amount', type: 'uint256' }, { name: 'salt', type: 'bytes32' }, { name: 'n', type: 'uint' }] },
      primaryType: 'M',
      message: { to: '0x70997970c51812dc3a010c7d01b50e0d17dc79C8', salt: '0x1234', n: 1 },
    });
    expect(r.issues.map((i) => [i.feature_id, i.path])).toEqual([
      ['TYPED_DATA_UNKNOWN_TYPE', 'types.M.n'],
      ['TYPED_DATA_BAD_VALUE', 'message.to'],
      ['TYPED_DATA_MISSING_FIELD', 'message.amount'],
      ['TYPED_DATA_BAD_VALUE', 'message.salt'],
    ]);
  });

  it('keeps a type named like an Object.prototype member a plain declared type', () => {
    // JSON.parse makes "__proto__" an own key, as a page's JSON would.
    const input: unknown = JSON.parse('{"types":{"constructor":[{"name":"a","type":"uint8"}],"__proto__":[{"name":"b","type":"toString"}]},"primaryType":"constructor","message":{"a":1}}');
    const r = ok(input);
    expect(r.typedData.message).toEqual({ a: 1n });
    expect(Object.keys(r.typedData.types)).toEqual(['constructor', '__proto__']);
    // "toString" is not a declared type, whatever Object.prototype holds.
    expect(r.issues.map((i) => [i.feature_id, i.path])).toEqual([['TYPED_DATA_UNKNOWN_TYPE', 'types.__proto__.b']]);
  });
});

describe('sanitizeTypedData integer ranges and limits (as viem refuses them)', () => {
  const one = (type: string, value: unknown) => ok({ types: { M: [{ name: 'n', type }] }, primaryType: 'M', message: { n: value } });
  const flags = (type: string, value: unknown) => one(type, value).issues.map((i) => i.feature_id);

  it.each([
    ['int8', -128, -128n],
    ['int8', 127, 127n],
    ['uint8', 255, 255n],
    ['int256', `-${2n ** 255n}`, -(2n ** 255n)],
    ['uint256', `0x${'f'.repeat(64)}`, 2n ** 256n - 1n],
    ['uint48', 5n, 5n],
  ])('%s reads %s as %s, unflagged', (type, value, want) => {
    const r = one(type, value);
    expect(r.typedData.message.n).toBe(want);
    expect(r.issues).toEqual([]);
  });

  it.each([
    ['int8', -129],
    ['int8', 128],
    ['uint8', 256],
    ['uint8', -1],
    ['int256', `${2n ** 255n}`],
    ['uint256', `${2n ** 256n}`],
  ])('%s refuses %s (out of range) with TYPED_DATA_BAD_VALUE', (type, value) => {
    expect(flags(type, value)).toEqual(['TYPED_DATA_BAD_VALUE']);
    expect(one(type, value).typedData.message.n).toBeUndefined();
  });

  it('reads integer text up to 256 characters and refuses longer (as text or in an array)', () => {
    const at = `${'0'.repeat(255)}7`;
    expect(one('uint256', at).typedData.message.n).toBe(7n);
    expect(one('uint256', [at]).typedData.message.n).toBe(7n);
    expect(flags('uint256', `0${at}`)).toEqual(['TYPED_DATA_BAD_VALUE']);
    expect(flags('uint256', [`0${at}`])).toEqual(['TYPED_DATA_BAD_VALUE']);
  });
});

describe('sanitizeTypedData says what it read', () => {
  const one = (type: string, value: unknown) => ok({ types: { M: [{ name: 'n', type }] }, primaryType: 'M', message: { n: value } }).issues.map((i) => i.description);
  it('names the written form and the signed value, or why it refuses', () => {
    expect(one('uint256', 1e77)).toEqual([`The field message.n is written as "1e+77", which wallets may read differently; it is signed as ${BigInt(1e77)}.`]);
    expect(one('uint256', ' 12')).toEqual(['The field message.n is written as " 12", which wallets may read differently; it is signed as 12.']);
    expect(one('uint8', 256)).toEqual(['The field message.n is declared as uint8 but holds 256, outside its range; wallets refuse or disagree on what to sign.']);
    expect(one('uint8', '1e3')).toEqual(['The field message.n is declared as uint8 but does not hold a whole number; wallets refuse or disagree on what to sign.']);
  });
});
