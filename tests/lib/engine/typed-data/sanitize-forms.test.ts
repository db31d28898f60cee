/**
 * Every form a typed-data value can be written in, field type by field type:
 * what the sanitiser reads (the value the review shows and the rules judge)
 * and what it says about the form (issue, severity, a sentence that names the
 * field). Written against the edges of each check: anchors, lengths, ranges.
 */
import { describe, expect, it } from 'vitest';
import { getAddress, hashTypedData } from 'viem';
import { sanitizeTypedData } from '../../../../lib/engine/typed-data/sanitize';
import type { SanitizeIssue, TypedValue } from '../../../../lib/engine/typed-data/types';

const ADDR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const LOWER = ADDR.toLowerCase();

interface Read {
  value: TypedValue | undefined;
  issues: Array<Pick<SanitizeIssue, 'feature_id' | 'severity' | 'path'>>;
  texts: string[];
}

/** One field of `type` holding `raw`, as the sanitiser reads it. */
function read(type: string, raw: unknown): Read {
  const r = sanitizeTypedData({ types: { EIP712Domain: [], T: [{ name: 'v', type }] }, primaryType: 'T', domain: {}, message: raw === undefined ? {} : { v: raw } });
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.issues)}`);
  const issues = r.issues.filter((i) => i.path.startsWith('message'));
  return { value: r.typedData.message.v, issues: issues.map(({ feature_id, severity, path }) => ({ feature_id, severity, path })), texts: issues.map((i) => i.description) };
}

const issue = (feature_id: string, severity: SanitizeIssue['severity'] = 'Warning', path = 'message.v') => [{ feature_id, severity, path }];

describe('address fields', () => {
  it.each([
    ['checksummed', ADDR, ADDR, []],
    ['lower case', LOWER, ADDR, []],
    ['a wrong checksum', ADDR.replace('C8', 'c8'), ADDR, issue('TYPED_DATA_BAD_VALUE')],
    ['the address as a decimal string', BigInt(ADDR).toString(), ADDR, issue('TYPED_DATA_INTEGER_ADDRESS', 'Malicious')],
    ['a small number', 1234, getAddress('0x00000000000000000000000000000000000004d2'), issue('TYPED_DATA_INTEGER_ADDRESS', 'Malicious')],
    ['zero', 0, '0x0000000000000000000000000000000000000000', issue('TYPED_DATA_INTEGER_ADDRESS', 'Malicious')],
    ['2^160 - 1', (2n ** 160n - 1n).toString(), '0xFFfFfFffFFfffFFfFFfFFFFFffFFFffffFfFFFfF', issue('TYPED_DATA_INTEGER_ADDRESS', 'Malicious')],
    ['2^160 (does not fit)', (2n ** 160n).toString(), undefined, issue('TYPED_DATA_INTEGER_ADDRESS', 'Malicious')],
    ['a number beyond 2^53', 1e30, undefined, issue('TYPED_DATA_INTEGER_ADDRESS', 'Malicious')],
    ['a negative number', -1, undefined, issue('TYPED_DATA_INTEGER_ADDRESS', 'Malicious')],
    ['80 digits', '9'.repeat(80), undefined, issue('TYPED_DATA_INTEGER_ADDRESS', 'Malicious')],
    ['81 digits (not read as a number)', '1'.repeat(81), undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['short hex', '0x1234', '0x0000000000000000000000000000000000001234', issue('TYPED_DATA_BAD_VALUE')],
    ['39 hex digits', '0x' + 'a'.repeat(39), getAddress('0x0' + 'a'.repeat(39)), issue('TYPED_DATA_BAD_VALUE')],
    ['41 hex digits', '0x' + 'a'.repeat(41), undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['text before it', 'zz' + LOWER, undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['text after it', LOWER + 'zz', undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['short hex after text', 'zz0x1234', undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['short hex before text', '0x1234zz', undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['a digit string with text', '12ab', undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['not hex', '0xzz', undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['a boolean', true, undefined, issue('TYPED_DATA_BAD_VALUE')],
  ])('%s', (_name, raw, value, issues) => {
    const r = read('address', raw);
    expect(r.value).toBe(value);
    expect(r.issues).toEqual(issues);
    for (const text of r.texts) expect(text).toContain('message.v');
  });

  it('says what each problem is', () => {
    expect(read('address', ADDR.replace('C8', 'c8')).texts).toEqual(['The address in message.v has a wrong checksum: it may be mistyped or altered.']);
    expect(read('address', '5').texts).toEqual(['The field message.v is declared as an address but given as a number; that hides which address is really signed for.']);
    expect(read('address', '0x12').texts).toEqual(['The address in message.v is too short; it is signed as 0x12 padded with zeros.']);
    expect(read('address', 'x').texts).toEqual(['The field message.v is declared as an address but does not hold one.']);
  });

  it('a bigint is read as the 20 bytes it encodes', () => {
    expect(read('address', BigInt(ADDR))).toMatchObject({ value: ADDR, issues: issue('TYPED_DATA_INTEGER_ADDRESS', 'Malicious') });
  });
});

describe('integer fields', () => {
  it.each([
    ['uint8', 255, 255n, []],
    ['uint8', 256, undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['uint8', 0, 0n, []],
    ['uint8', -1, undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['int8', -128, -128n, []],
    ['int8', -129, undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['int8', 127, 127n, []],
    ['int8', 128, undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['int8', '-5', -5n, []],
    ['uint16', 65535, 65535n, []],
    ['uint16', 65536, undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['uint160', (2n ** 160n - 1n).toString(), 2n ** 160n - 1n, []],
    ['uint160', (2n ** 160n).toString(), undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['uint256', '0x10', 16n, []],
    ['uint256', '0X10', 16n, issue('TYPED_DATA_AMBIGUOUS_NUMBER')],
    ['uint256', ' 5', 5n, issue('TYPED_DATA_AMBIGUOUS_NUMBER')],
    ['uint256', '5 ', 5n, issue('TYPED_DATA_AMBIGUOUS_NUMBER')],
    ['uint256', '', 0n, issue('TYPED_DATA_AMBIGUOUS_NUMBER')],
    ['uint256', '0b101', 5n, issue('TYPED_DATA_AMBIGUOUS_NUMBER')],
    ['uint256', '1e3', undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['uint256', '1.5', undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['uint256', 1.5, undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['uint256', 1e21, 10n ** 21n, issue('TYPED_DATA_AMBIGUOUS_NUMBER')],
    ['uint256', 2 ** 53, 2n ** 53n, issue('TYPED_DATA_AMBIGUOUS_NUMBER')],
    ['uint256', 2 ** 53 - 1, 2n ** 53n - 1n, []],
    ['uint256', true, 1n, issue('TYPED_DATA_AMBIGUOUS_NUMBER')],
    ['uint256', false, 0n, issue('TYPED_DATA_AMBIGUOUS_NUMBER')],
    ['uint256', ['5'], 5n, issue('TYPED_DATA_AMBIGUOUS_NUMBER')],
    ['uint256', [], 0n, issue('TYPED_DATA_AMBIGUOUS_NUMBER')],
    ['uint256', { a: 1 }, undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['uint256', '9'.repeat(256), undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['uint256', '0'.repeat(255) + '7', 7n, []],
    ['uint256', '0'.repeat(256) + '7', undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['uint256', ['0'.repeat(256) + '7'], undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['uint256', 5n, 5n, []],
    ['uint256', '-0x5', undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['int256', (-(2n ** 255n)).toString(), -(2n ** 255n), []],
    ['int256', (2n ** 255n).toString(), undefined, issue('TYPED_DATA_BAD_VALUE')],
  ])('%s %o', (type, raw, value, issues) => {
    const r = read(type, raw);
    expect(r.value).toBe(value);
    expect(r.issues).toEqual(issues);
  });

  it('reads what viem signs whenever viem signs it', () => {
    for (const raw of [255, '0x10', ' 5', '', '0b101', 1e21, true, ['5'], []]) {
      const typedData = { types: { T: [{ name: 'v', type: 'uint256' }] }, primaryType: 'T', domain: {}, message: { v: raw } } as const;
      const signed = hashTypedData(typedData as unknown as Parameters<typeof hashTypedData>[0]);
      const read_ = read('uint256', raw).value;
      expect(hashTypedData({ types: { T: [{ name: 'v', type: 'uint256' }] }, primaryType: 'T', domain: {}, message: { v: read_ as bigint } })).toBe(signed);
    }
  });

  it('names the form, and the value it is signed as', () => {
    expect(read('uint8', 300).texts).toEqual(['The field message.v is declared as uint8 but holds 300, outside its range; wallets refuse or disagree on what to sign.']);
    expect(read('uint8', 'x').texts).toEqual(['The field message.v is declared as uint8 but does not hold a whole number; wallets refuse or disagree on what to sign.']);
    expect(read('uint256', 1e21).texts).toEqual(['The field message.v is written as "1e+21", which wallets may read differently; it is signed as 1000000000000000000000.']);
    expect(read('uint256', ' 7').texts).toEqual(['The field message.v is written as " 7", which wallets may read differently; it is signed as 7.']);
  });

  it('"int" without a size is read as int256 and its declaration flagged', () => {
    const r = sanitizeTypedData({ types: { T: [{ name: 'v', type: 'int' }] }, primaryType: 'T', domain: {}, message: { v: '-7' } });
    expect(r.ok && r.typedData.message.v).toBe(-7n);
    expect(r.issues.map((i) => [i.feature_id, i.path])).toEqual([['TYPED_DATA_UNKNOWN_TYPE', 'types.T.v']]);
  });

  it('"uint" without a size is read as uint256 and its declaration flagged', () => {
    const r = sanitizeTypedData({ types: { T: [{ name: 'v', type: 'uint' }] }, primaryType: 'T', domain: {}, message: { v: '7' } });
    expect(r.ok && r.typedData.message.v).toBe(7n);
    expect(r.issues.map((i) => [i.feature_id, i.path])).toEqual([['TYPED_DATA_UNKNOWN_TYPE', 'types.T.v']]);
  });
});

describe('bool, string and bytes fields', () => {
  it.each([
    ['bool', true, true, []],
    ['bool', false, false, []],
    ['bool', 'false', true, issue('TYPED_DATA_BAD_VALUE')],
    ['bool', 0, false, issue('TYPED_DATA_BAD_VALUE')],
    ['string', 'hello', 'hello', []],
    ['string', 5, undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['bytes', '0x', '0x', []],
    ['bytes', '0x1234', '0x1234', []],
    ['bytes', '0x123', '0x123', issue('TYPED_DATA_BAD_VALUE')],
    ['bytes', 'abcd', 'abcd', issue('TYPED_DATA_BAD_VALUE')],
    ['bytes', 'zz0x12', 'zz0x12', issue('TYPED_DATA_BAD_VALUE')],
    ['bytes', '0x12zz', '0x12zz', issue('TYPED_DATA_BAD_VALUE')],
    ['bytes2', '0x1234', '0x1234', []],
    ['bytes2', '0x12', '0x12', issue('TYPED_DATA_BAD_VALUE')],
    ['bytes2', '0x123456', '0x123456', issue('TYPED_DATA_BAD_VALUE')],
    ['bytes2', 'x0x1234', 'x0x1234', issue('TYPED_DATA_BAD_VALUE')],
    ['bytes9', '0x' + '11'.repeat(9), '0x' + '11'.repeat(9), []],
    ['bytes10', '0x' + '11'.repeat(10), '0x' + '11'.repeat(10), []],
    ['bytes19', '0x' + '11'.repeat(19), '0x' + '11'.repeat(19), []],
    ['bytes20', '0x' + '11'.repeat(20), '0x' + '11'.repeat(20), []],
    ['bytes29', '0x' + '11'.repeat(29), '0x' + '11'.repeat(29), []],
    ['bytes32', '0x' + '11'.repeat(32), '0x' + '11'.repeat(32), []],
    ['bytes32', 32, undefined, issue('TYPED_DATA_BAD_VALUE')],
  ])('%s %j', (type, raw, value, issues) => {
    const r = read(type, raw);
    expect(r.value).toBe(value);
    expect(r.issues).toEqual(issues);
  });

  it('says what the bytes should be', () => {
    expect(read('bytes', '0x1').texts).toEqual(['The field message.v is declared as bytes but is not hex bytes; wallets refuse or disagree on what to sign.']);
    expect(read('bytes2', '0x1').texts).toEqual(['The field message.v is declared as bytes2 but is not exactly 2 hex bytes; wallets refuse or disagree on what to sign.']);
    expect(read('bool', 'no').texts).toEqual(['The field message.v is declared as bool but holds "no"; it is signed as true.']);
    expect(read('string', 1).texts).toEqual(['The field message.v is declared as string but holds something else.']);
  });

  it.each(['bytes0', 'bytes33', 'bytes01', 'int7', 'uint257', 'uint08', 'Foo', 'xaddress', 'addressx', 'xuint8', 'xbytes2'])('%s is no type: the declaration is flagged', (type) => {
    const r = sanitizeTypedData({ types: { T: [{ name: 'v', type }] }, primaryType: 'T', domain: {}, message: { v: '0x01' } });
    expect(r.issues).toContainEqual(expect.objectContaining({ feature_id: 'TYPED_DATA_UNKNOWN_TYPE', path: 'types.T.v' }));
    expect(r.ok && r.typedData.message.v).toBeUndefined();
  });
});

describe('lists and structs', () => {
  it.each([
    ['uint8[2]', [1, 2], [1n, 2n], []],
    ['uint8[2]', [1], [1n], [{ feature_id: 'TYPED_DATA_BAD_VALUE', severity: 'Warning', path: 'message.v' }]],
    ['uint8[]', [1, 2, 3], [1n, 2n, 3n], []],
    ['uint8[]', 'x', undefined, issue('TYPED_DATA_BAD_VALUE')],
    ['uint8[][2]', [[1], [2, 3]], [[1n], [2n, 3n]], []],
    ['uint8[]', [1, 'x', 3], [1n, 3n], issue('TYPED_DATA_BAD_VALUE', 'Warning', 'message.v[1]')],
  ])('%s %j', (type, raw, value, issues) => {
    const r = read(type, raw);
    expect(r.value).toEqual(value);
    expect(r.issues).toEqual(issues);
  });

  it('a missing value, a struct that is not an object', () => {
    expect(read('uint256', undefined)).toMatchObject({ value: undefined, issues: issue('TYPED_DATA_MISSING_FIELD'), texts: ['The field message.v (uint256) has no value; wallets disagree on what that signs.'] });
    expect(read('uint256', null).issues).toEqual(issue('TYPED_DATA_MISSING_FIELD'));
    const r = sanitizeTypedData({ types: { T: [{ name: 'v', type: 'S' }], S: [{ name: 'a', type: 'uint8' }] }, primaryType: 'T', domain: {}, message: { v: [1] } });
    expect(r.issues).toEqual([{ feature_id: 'TYPED_DATA_BAD_VALUE', severity: 'Warning', path: 'message.v', description: 'The field message.v should be a S object.' }]);
    // A struct whose name ends like an integer type is a struct.
    const mint = sanitizeTypedData({ types: { T: [{ name: 'v', type: 'Mint' }], Mint: [{ name: 'a', type: 'uint8' }] }, primaryType: 'T', domain: {}, message: { v: { a: 1 } } });
    expect(mint).toMatchObject({ ok: true, issues: [], typedData: { message: { v: { a: 1n } } } });
  });

  it.each([
    ['to', 'Warning'], ['spender', 'Warning'], ['Operator', 'Warning'], ['approved', 'Warning'], ['recipient', 'Warning'], ['newOwner', 'Warning'], ['receiver', 'Warning'],
    ['auto', 'Info'], ['top', 'Info'], ['token', 'Info'], ['memo', 'Info'],
  ])('an undeclared field "%s" is %s', (key, severity) => {
    const r = sanitizeTypedData({ types: { T: [{ name: 'v', type: 'uint8' }] }, primaryType: 'T', domain: {}, message: { v: 1, [key]: 'x' } });
    expect(r.issues).toEqual([expect.objectContaining({ feature_id: 'TYPED_DATA_UNDECLARED_FIELD', severity, path: `message.${key}` })]);
    expect(r.issues[0]?.description).toBe(severity === 'Warning' ? `The message shows a field "${key}" that is not part of what you sign; the page may be hiding the real ${key}.` : `The message field "${key}" is not part of what you sign and was ignored.`);
  });
});

describe('declarations', () => {
  const msg = (types: Record<string, unknown>, primaryType = 'T') => sanitizeTypedData({ types, primaryType, domain: {}, message: {} });

  it.each([['uint256'], ['My-Type'], ['bytes4'], ['address'], ['int'], [' T2']])('a struct named %j is flagged', (name) => {
    const r = msg({ T: [], [name]: [] });
    expect(r.issues).toContainEqual({ feature_id: 'TYPED_DATA_UNKNOWN_TYPE', severity: 'Warning', path: `types.${name}`, description: `The type name ${name} is not a valid struct name; wallets disagree on how to sign it.` });
  });

  it.each([['Mail'], ['Order_2'], ['a$b'], ['ns:Type'], ['Uint256x'], ['uint256x'], ['xuint256'], ['Mint']])('a struct named %j is fine', (name) => {
    expect(msg({ T: [], [name]: [] }).issues).toEqual([]);
  });

  it('a field whose type is a declared struct (also in lists) is fine; an undeclared one is not', () => {
    const declarations = (r: ReturnType<typeof msg>) => r.issues.filter((i) => i.path.startsWith('types'));
    expect(declarations(msg({ T: [{ name: 'a', type: 'S[][3]' }], S: [] }))).toEqual([]);
    expect(declarations(msg({ T: [{ name: 'a', type: 'Q[]' }] }))).toEqual([{ feature_id: 'TYPED_DATA_UNKNOWN_TYPE', severity: 'Warning', path: 'types.T.a', description: 'The field a of T has the type Q[], which is not a valid EIP-712 type.' }]);
  });

  it.each([
    ['types missing', undefined, 'types'],
    ['types a list', [], 'types'],
    ['a type that is not a list', { T: 'x' }, 'types.T'],
    ['a field without a type', { T: [{ name: 'a' }] }, 'types.T'],
    ['a field without a name', { T: [{ type: 'uint8' }] }, 'types.T'],
    ['a field that is not an object', { T: ['uint8 a'] }, 'types.T'],
    ['a field with a number for a name', { T: [{ name: 1, type: 'uint8' }] }, 'types.T'],
  ])('refused: %s', (_what, types, path) => {
    const r = sanitizeTypedData({ types, primaryType: 'T', domain: {}, message: {} });
    expect(r.ok).toBe(false);
    expect(r.issues).toEqual([expect.objectContaining({ feature_id: 'TYPED_DATA_MALFORMED', path })]);
  });

  it('256 fields are read, 257 are refused; 512 types are read, 513 too many', () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}`, type: 'uint8' }));
    expect(msg({ T: fields(256) }).ok).toBe(true);
    expect(msg({ T: fields(257) })).toMatchObject({ ok: false, issues: [{ feature_id: 'TYPED_DATA_MALFORMED', path: 'types.T' }] });
    const many = (n: number) => Object.fromEntries([['T', []], ...Array.from({ length: n - 1 }, (_, i) => [`S${i}`, []])]);
    expect(msg(many(512)).ok).toBe(true);
    expect(msg(many(513))).toMatchObject({ ok: false, issues: [{ feature_id: 'TYPED_DATA_TOO_LARGE' }] });
  });
});

describe('the domain', () => {
  const dom = (domain: unknown, declared?: Array<{ name: string; type: string }>) =>
    sanitizeTypedData({ types: { ...(declared ? { EIP712Domain: declared } : {}), T: [] }, primaryType: 'T', domain, message: {} });

  it.each([
    ['1'.padStart(80, '0'), 1],
    ['1'.padStart(81, '0'), undefined],
    [' 0x1 ', 1],
    ['x0x1', undefined],
    ['0x1z', undefined],
    ['1a', undefined],
    ['a1', undefined],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    [String(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER],
    [String(Number.MAX_SAFE_INTEGER + 1), undefined],
    [Number.MAX_SAFE_INTEGER + 1, undefined],
  ])('chainId %j reads as %j', (chainId, want) => {
    const r = dom({ chainId });
    expect(r.ok && r.typedData.domain.chainId).toBe(want);
    expect(r.issues.some((i) => i.feature_id === 'TYPED_DATA_BAD_CHAIN_ID')).toBe(want === undefined);
  });

  it('keeps the known fields and reads the verifying contract like any address', () => {
    const r = dom({ name: 'Permit2', version: '1', salt: '0x01', verifyingContract: LOWER, other: 'x' });
    expect(r.ok && r.typedData.domain).toEqual({ name: 'Permit2', version: '1', salt: '0x01', verifyingContract: ADDR });
    const short = dom({ verifyingContract: '0x12' });
    expect(short.ok && short.typedData.domain.verifyingContract).toBe('0x0000000000000000000000000000000000000012');
    expect(short.issues).toEqual([expect.objectContaining({ feature_id: 'TYPED_DATA_BAD_VALUE', path: 'domain.verifyingContract' })]);
    const none = dom({ name: 5, version: 1, salt: 2 });
    expect(none.ok && none.typedData.domain).toEqual({});
  });

  it('a declared domain field is checked: missing, or one outside the known ones', () => {
    expect(dom({}, [{ name: 'name', type: 'string' }]).issues).toEqual([expect.objectContaining({ feature_id: 'TYPED_DATA_MISSING_FIELD', path: 'domain.name' })]);
    expect(dom({ extra: 'x' }, [{ name: 'extra', type: 'uint256' }]).issues).toEqual([expect.objectContaining({ feature_id: 'TYPED_DATA_BAD_VALUE', path: 'domain.extra' })]);
    expect(dom({ name: 'N', version: '1', chainId: 1, verifyingContract: ADDR, salt: '0x' + '00'.repeat(32) }, [
      { name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }, { name: 'salt', type: 'bytes32' },
    ]).issues).toEqual([]);
  });

  it('a domain that is not an object is flagged; no domain and no declaration is an empty domain', () => {
    expect(dom('x').issues).toEqual([{ feature_id: 'TYPED_DATA_MALFORMED', severity: 'Warning', path: 'domain', description: 'The typed data domain is not an object.' }]);
    const none = sanitizeTypedData({ types: { T: [] }, primaryType: 'T', message: {} });
    expect(none.ok && none.typedData.domain).toEqual({});
    expect(none.issues).toEqual([]);
  });
});

describe('the whole', () => {
  it.each([
    ['not an object', 'x', 'The typed data is not an object.'],
    ['a primary type it does not declare', { types: { T: [] }, primaryType: 'U', message: {} }, 'The typed data names a primary type that it does not declare.'],
    ['no message', { types: { T: [] }, primaryType: 'T' }, 'The typed data has no message object.'],
  ])('refused: %s', (_what, input, description) => {
    expect(sanitizeTypedData(input)).toEqual({ ok: false, issues: [expect.objectContaining({ feature_id: 'TYPED_DATA_MALFORMED', description })] });
  });

  it('EIP712Domain as the primary type: the domain alone', () => {
    const r = sanitizeTypedData({ types: { EIP712Domain: [{ name: 'chainId', type: 'uint256' }] }, primaryType: 'EIP712Domain', domain: { chainId: 5 } });
    expect(r).toEqual({ ok: true, issues: [], typedData: { types: { EIP712Domain: [{ name: 'chainId', type: 'uint256' }] }, primaryType: 'EIP712Domain', domain: { chainId: 5 }, message: {} } });
  });

  it('nesting deeper than 48 structs is too large to check', () => {
    const types = { T: [{ name: 'n', type: 'T' }, { name: 'x', type: 'uint8' }] };
    const nest = (depth: number): Record<string, unknown> => (depth === 0 ? { x: 1 } : { n: nest(depth - 1), x: 1 });
    expect(sanitizeTypedData({ types, primaryType: 'T', domain: {}, message: nest(20) }).ok).toBe(true);
    expect(sanitizeTypedData({ types, primaryType: 'T', domain: {}, message: nest(60) })).toEqual({ ok: false, issues: [expect.objectContaining({ feature_id: 'TYPED_DATA_TOO_LARGE', description: 'The typed data is too large or too deeply nested to check.' })] });
  });

  it('more than 200,000 values is too large to check', () => {
    const r = sanitizeTypedData({ types: { T: [{ name: 'v', type: 'uint8[]' }] }, primaryType: 'T', domain: {}, message: { v: new Array(200_001).fill(1) } });
    expect(r).toMatchObject({ ok: false, issues: [{ feature_id: 'TYPED_DATA_TOO_LARGE' }] });
  });
});

describe('edges the first round of mutation testing found unguarded', () => {
  const whole = (input: unknown) => sanitizeTypedData(input);

  it('the sentences of each refusal', () => {
    expect(whole({ types: 5, primaryType: 'T', message: {} }).issues).toEqual([{ feature_id: 'TYPED_DATA_MALFORMED', severity: 'Warning', path: 'types', description: 'The typed data has no valid "types" declaration.' }]);
    expect(whole({ types: { T: 'x' }, primaryType: 'T', message: {} }).issues).toEqual([{ feature_id: 'TYPED_DATA_MALFORMED', severity: 'Warning', path: 'types.T', description: 'The type T is not a list of fields.' }]);
    expect(whole({ types: { T: [{}] }, primaryType: 'T', message: {} }).issues).toEqual([{ feature_id: 'TYPED_DATA_MALFORMED', severity: 'Warning', path: 'types.T', description: 'The type T has a field without a name or type.' }]);
    expect(whole(null).issues).toEqual([{ feature_id: 'TYPED_DATA_MALFORMED', severity: 'Warning', path: '', description: 'The typed data is not an object.' }]);
    expect(whole('x').issues).toEqual([{ feature_id: 'TYPED_DATA_MALFORMED', severity: 'Warning', path: '', description: 'The typed data is not an object.' }]);
    expect(whole({ types: { T: [] }, primaryType: 5, message: {} }).issues).toEqual([{ feature_id: 'TYPED_DATA_MALFORMED', severity: 'Warning', path: 'primaryType', description: 'The typed data names a primary type that it does not declare.' }]);
    expect(whole({ types: { T: [] }, primaryType: 'T', message: 5 }).issues).toEqual([{ feature_id: 'TYPED_DATA_MALFORMED', severity: 'Warning', path: 'message', description: 'The typed data has no message object.' }]);
    expect(whole({ types: { T: [] }, primaryType: 'T', domain: { chainId: 'x' }, message: {} }).issues).toEqual([{ feature_id: 'TYPED_DATA_BAD_CHAIN_ID', severity: 'Warning', path: 'domain.chainId', description: 'The chain id in the typed data domain cannot be read.' }]);
    expect(read('uint8[]', 'x').texts).toEqual(['The field message.v is declared as a list (uint8[]) but is not one.']);
    expect(read('uint8[2]', [1]).texts).toEqual(['The list message.v should have 2 entries but has 1.']);
    expect(read('S', { a: 1 }).texts).toEqual(['The field message.v has the undeclared type S.']);
    expect(read('bytes', 5).texts).toEqual(['The field message.v is declared as bytes but holds something else.']);
  });

  it('what a description quotes is cut short, and a list is quoted as written', () => {
    expect(read('bool', 'x'.repeat(100)).texts).toEqual([`The field message.v is declared as bool but holds ${JSON.stringify('x'.repeat(100)).slice(0, 40)}; it is signed as true.`]);
    expect(read('uint256', [' 7']).texts).toEqual(['The field message.v is written as [" 7"], which wallets may read differently; it is signed as 7.']);
    const long = ' ' + '0'.repeat(90) + '7';
    expect(read('uint256', long).texts).toEqual([`The field message.v is written as ${JSON.stringify(long).slice(0, 60)}, which wallets may read differently; it is signed as ${BigInt(long)}.`]);
  });

  it('a primary type given as a number is refused, even when a type has that name', () => {
    expect(whole({ types: { 5: [] }, primaryType: 5, message: {} })).toMatchObject({ ok: false, issues: [{ feature_id: 'TYPED_DATA_MALFORMED', path: 'primaryType' }] });
  });

  it('a type that only looks like a list is no list', () => {
    expect(read('uint8[]x', [1])).toMatchObject({ value: undefined, issues: issue('TYPED_DATA_UNKNOWN_TYPE') });
  });

  it('a field without a value is left out of what is read, not set to undefined', () => {
    const r = whole({ types: { T: [{ name: 'v', type: 'uint8' }, { name: 'w', type: 'uint8' }] }, primaryType: 'T', domain: { verifyingContract: 'x' }, message: { w: 1 } });
    expect(r.ok && Object.keys(r.typedData.message)).toEqual(['w']);
    expect(r.ok && Object.keys(r.typedData.domain)).toEqual([]);
  });

  it('exact limits: 48 nested structs, 24 nested lists of structs, 200,000 values', () => {
    const types = { T: [{ name: 'n', type: 'T' }, { name: 'x', type: 'uint8' }] };
    const nest = (d: number): Record<string, unknown> => (d === 0 ? { x: 1 } : { n: nest(d - 1), x: 1 });
    expect(whole({ types, primaryType: 'T', domain: {}, message: nest(48) }).ok).toBe(true);
    expect(whole({ types, primaryType: 'T', domain: {}, message: nest(49) })).toEqual({ ok: false, issues: [{ feature_id: 'TYPED_DATA_TOO_LARGE', severity: 'Warning', path: '', description: 'The typed data is too large or too deeply nested to check.' }] });
    const listTypes = { T: [{ name: 'n', type: 'T[]' }, { name: 'x', type: 'uint8' }] };
    const nestList = (d: number): Record<string, unknown> => (d === 0 ? { n: [], x: 1 } : { n: [nestList(d - 1)], x: 1 });
    expect(whole({ types: listTypes, primaryType: 'T', domain: {}, message: nestList(24) }).ok).toBe(true);
    expect(whole({ types: listTypes, primaryType: 'T', domain: {}, message: nestList(25) }).ok).toBe(false);
    const values = (n: number) => whole({ types: { T: [{ name: 'v', type: 'uint8[]' }] }, primaryType: 'T', domain: {}, message: { v: new Array(n).fill(1) } }).ok;
    expect([values(199_999), values(200_000)]).toEqual([true, false]);
  });

  it('a value no reader expects (a bigint where a bool is declared) is refused as unreadable, never thrown', () => {
    expect(whole({ types: { T: [{ name: 'v', type: 'bool' }] }, primaryType: 'T', domain: {}, message: { v: 5n } })).toEqual({ ok: false, issues: [{ feature_id: 'TYPED_DATA_MALFORMED', severity: 'Warning', path: '', description: 'The typed data cannot be read.' }] });
  });

  it('the domain: declared fields are checked like message fields; chainId and verifyingContract once', () => {
    const declared = [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }, { name: 'salt', type: 'bytes32' }];
    const issues = (domain: unknown) => whole({ types: { EIP712Domain: declared, T: [] }, primaryType: 'T', domain, message: {} }).issues.map((i) => [i.feature_id, i.path]);
    const full = { name: 'N', version: '1', chainId: 1, verifyingContract: ADDR, salt: '0x' + '00'.repeat(32) };
    expect(issues(full)).toEqual([]);
    expect(issues({ ...full, name: 5 })).toEqual([['TYPED_DATA_BAD_VALUE', 'domain.name']]);
    expect(issues({ ...full, version: null })).toEqual([['TYPED_DATA_MISSING_FIELD', 'domain.version']]);
    expect(issues({ ...full, salt: '0x12' })).toEqual([['TYPED_DATA_BAD_VALUE', 'domain.salt']]);
    expect(issues({ ...full, chainId: 'x' })).toEqual([['TYPED_DATA_BAD_CHAIN_ID', 'domain.chainId']]);
    expect(issues({ ...full, verifyingContract: '0x12' })).toEqual([['TYPED_DATA_BAD_VALUE', 'domain.verifyingContract']]);
    expect(issues({ ...full, chainId: null })).toEqual([['TYPED_DATA_MISSING_FIELD', 'domain.chainId']]);
    expect(issues({ ...full, verifyingContract: undefined })).toEqual([['TYPED_DATA_MISSING_FIELD', 'domain.verifyingContract']]);
  });

  it('an undeclared domain field left null is not read', () => {
    const r = whole({ types: { T: [] }, primaryType: 'T', domain: { chainId: null, verifyingContract: null }, message: {} });
    expect(r.issues).toEqual([]);
    expect(r.ok && r.typedData.domain).toEqual({});
  });
});
