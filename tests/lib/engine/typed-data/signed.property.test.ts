/**
 * What the rules judge is what the wallet signs.
 *
 * Generated typed data (integers as JSON numbers, decimal, hex and odd
 * strings, big and tiny; addresses in every case; nested structs; arrays;
 * odd but valid type names; v3 and v4 params) goes through the sanitiser and
 * through viem's hashTypedData. Whenever viem signs it, the sanitised data
 * must hash to the same digest; whenever viem refuses it, the sanitiser must
 * refuse it or flag it (never a clean read). A Permit's verdict must not
 * depend on how its amount is written, only on what is signed.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { getAddress, hashTypedData, type TypedDataDefinition } from 'viem';
import { typedDataHits } from '../../../../lib/engine/validate/typed-data';
import { sanitizeTypedData } from '../../../../lib/engine/typed-data/sanitize';
import { exactNumber, readJsonExactly } from '../../../../lib/json/exact';
import type { SanitizedTypedData } from '../../../../lib/engine/typed-data/types';
import { permitTypedData } from '../../../fixtures/typed-data';
import { propertyRuns } from '../../../support/property-runs';
import { CONTRACT, EOA, USER, facts } from '../rules/support';

type Gen = fc.GeneratorValue;

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const INT_TYPES = ['uint8', 'uint16', 'uint48', 'uint64', 'uint160', 'uint256', 'int8', 'int64', 'int256'] as const;
const ATOMIC_TYPES = [...INT_TYPES, 'address', 'bool', 'string', 'bytes', 'bytes1', 'bytes32'] as const;
/** Valid struct names as viem reads them, some odd. */
const STRUCT_NAMES = ['Permit', 'A', 'Foo_Bar', '$w', 'ns:Type', 'T1', 'intent', 'bytesInfo', 'x'] as const;
const FIELD_NAMES = ['value', 'spender', 'owner', 'a', 'b', 'deadline', 'x_1', 'data', 'nested'] as const;

function range(type: string): { min: bigint; max: bigint } {
  const bits = BigInt(type.replace(/^u?int/, '') || '256');
  return type.startsWith('u') ? { min: 0n, max: 2n ** bits - 1n } : { min: -(2n ** (bits - 1n)), max: 2n ** (bits - 1n) - 1n };
}

/**
 * An integer of `type`, written one of the ways dapps (and attackers) write
 * integers. Three times in four a form viem reads (so most generated data is
 * signable), else a form it may refuse.
 */
function integerValue(g: Gen, type: string): unknown {
  const { min, max } = range(type);
  const readable = g(fc.integer, { min: 0, max: 3 }) > 0;
  const edges = [0n, 1n, max, min, 2n ** 53n - 1n, 2n ** 53n + 1n, BigInt(1e77), 10n ** 18n, ...(readable ? [] : [max + 1n, min - 1n])].filter(
    (n) => n >= min - 1n && n <= max + 1n,
  );
  const n = g(() => fc.oneof(fc.bigInt({ min, max }), fc.constantFrom(...edges)));
  const form = readable
    ? g(fc.constantFrom, 'number', 'decimal', 'hex', 'upperHex', 'spaced', 'plus', 'zeros', 'bool', 'empty', 'array')
    : g(fc.constantFrom, 'exponent', 'fraction', 'junk', 'decimal');
  switch (form) {
    case 'number':
      return Number(n);
    case 'decimal':
      return n.toString();
    case 'hex':
      return n < 0n ? n.toString() : `0x${n.toString(16)}`;
    case 'upperHex':
      return n < 0n ? n.toString() : `0X${n.toString(16).toUpperCase()}`;
    case 'spaced':
      return ` ${n}\n`;
    case 'plus':
      return n < 0n ? n.toString() : `+${n}`;
    case 'zeros':
      return n < 0n ? n.toString() : `000${n}`;
    case 'bool':
      return n > 0n;
    case 'empty':
      return '';
    case 'array':
      return [n.toString()];
    case 'exponent':
      return `${n}e0`;
    case 'fraction':
      return Number(n) + 0.5;
    default:
      return g(fc.constantFrom, null, 'abc', {}, [], [1, 2], '-0x5', '0b101', '0o17', '1_000');
  }
}

/**
 * `odd`: besides integers, other fields are also written oddly (wrong
 * checksums, numbers for strings…), which the sanitiser may refuse (flagged)
 * rather than read. Without it, only integers vary: those must always be read
 * exactly as signed.
 */
type Odd = boolean;

function addressValue(g: Gen, odd: Odd): unknown {
  const a = g(fc.constantFrom, ADDRESS, EOA, CONTRACT, USER);
  const form = odd && g(fc.integer, { min: 0, max: 3 }) === 0 ? g(fc.constantFrom, 'upper', 'badChecksum', 'short', 'integer', 'number', 'missing') : g(fc.constantFrom, 'checksum', 'lower');
  switch (form) {
    case 'checksum':
      return getAddress(a);
    case 'lower':
      return a.toLowerCase();
    case 'upper':
      return `0x${a.slice(2).toUpperCase()}`;
    case 'badChecksum':
      return a.slice(0, 2) + [...a.slice(2)].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
    case 'short':
      return a.slice(0, 30);
    case 'integer':
      return BigInt(a).toString();
    case 'number':
      return g(fc.integer, { min: 0, max: 2 ** 31 });
    default:
      return undefined;
  }
}

function hexBytes(g: Gen, length: number): string {
  return `0x${g(fc.uint8Array, { minLength: length, maxLength: length }).reduce((s: string, b: number) => s + b.toString(16).padStart(2, '0'), '')}`;
}

function atomicValue(g: Gen, type: string, odd: Odd): unknown {
  if (type.includes('int')) return integerValue(g, type);
  if (type === 'address') return addressValue(g, odd);
  const oddOne = odd && g(fc.integer, { min: 0, max: 3 }) === 0;
  if (type === 'bool') return oddOne ? g(fc.constantFrom, 'false', 0, 1, null) : g(fc.boolean);
  if (type === 'string') return oddOne ? g(fc.constantFrom, 42, null, [1, 2]) : g(fc.string);
  const size = type === 'bytes' ? g(fc.integer, { min: 0, max: 40 }) : Number(type.slice(5));
  return !oddOne
    ? hexBytes(g, size)
    : g(fc.constantFrom, hexBytes(g, size + 1), `${hexBytes(g, size)}f`, 'not hex', 7);
}

interface Schema {
  types: Record<string, { name: string; type: string }[]>;
  primaryType: string;
}

/** One to three structs; a struct only refers to structs declared after it (no cycles). */
function schema(g: Gen): Schema {
  const names = g(fc.shuffledSubarray, [...STRUCT_NAMES], { minLength: 1, maxLength: 3 });
  const types: Schema['types'] = {};
  names.forEach((name, i) => {
    const later = names.slice(i + 1);
    const fieldNames = g(fc.shuffledSubarray, [...FIELD_NAMES], { minLength: 1, maxLength: 4 });
    types[name] = fieldNames.map((field) => {
      const base = later.length > 0 && g(fc.boolean) ? g(fc.constantFrom, ...later) : g(fc.constantFrom, ...ATOMIC_TYPES);
      return { name: field, type: base + g(fc.constantFrom, '', '', '', '[]', '[2]', '[][1]') };
    });
  });
  return { types, primaryType: names[0] ?? 'A' };
}

function valueOfType(g: Gen, s: Schema, type: string, odd: Odd): unknown {
  const array = /^(.*)\[(\d*)\]$/.exec(type);
  if (array) {
    const fixed = array[2] === '' ? undefined : Number(array[2]);
    // Mostly the declared length; sometimes one more.
    const length = fixed === undefined ? g(fc.integer, { min: 0, max: 3 }) : fixed + (g(fc.integer, { min: 0, max: 9 }) === 0 ? 1 : 0);
    return Array.from({ length }, () => valueOfType(g, s, array[1] ?? '', odd));
  }
  if (s.types[type]) return structValue(g, s, type, odd);
  return atomicValue(g, type, odd);
}

function structValue(g: Gen, s: Schema, type: string, odd: Odd): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of s.types[type] ?? []) {
    const v = valueOfType(g, s, f.type, odd);
    if (v !== undefined) out[f.name] = v;
  }
  // Sometimes a field the types do not declare (not signed): the sanitiser must drop it.
  if (g(fc.integer, { min: 0, max: 4 }) === 0) out.operator = ADDRESS;
  return out;
}

function domain(g: Gen, odd: Odd): { domain?: Record<string, unknown>; declared?: { name: string; type: string }[] } {
  const kind = g(fc.constantFrom, 'none', 'implicit', 'declared');
  if (kind === 'none') return {};
  const id = g(fc.integer, { min: 1, max: 2 ** 40 });
  const chainId = odd ? integerValue(g, 'uint256') : g(fc.constantFrom, id, String(id), `0x${id.toString(16)}`);
  const d = { name: 'Token', version: '1', chainId, verifyingContract: addressValue(g, odd) };
  if (d.verifyingContract === undefined) delete (d as Partial<typeof d>).verifyingContract;
  if (kind === 'implicit') return { domain: d };
  return {
    domain: d,
    declared: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      ...('verifyingContract' in d ? [{ name: 'verifyingContract', type: 'address' }] : []),
    ],
  };
}

/** What a dapp sends: an object, as JSON text would give it to the wallet (JSON numbers are floats). */
function typedData(g: Gen, odd: Odd): Record<string, unknown> {
  const s = schema(g);
  const { domain: dom, declared } = domain(g, odd);
  const types = declared ? { EIP712Domain: declared, ...s.types } : s.types;
  const data = { types, primaryType: s.primaryType, ...(dom ? { domain: dom } : {}), message: structValue(g, s, s.primaryType, odd) };
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}

/** viem's digest, or undefined when viem refuses to sign. */
function digest(definition: unknown): string | undefined {
  try {
    return hashTypedData(definition as TypedDataDefinition);
  } catch {
    return undefined;
  }
}

function asSigned(t: SanitizedTypedData): unknown {
  return { types: t.types, primaryType: t.primaryType, domain: t.domain, message: t.message };
}

describe('typed data: judged = signed', () => {
  test.prop([fc.gen()], propertyRuns(300))('integers in any form viem signs are read exactly as signed: same digest, no excuse', (g) => {
    const input = typedData(g, false);
    const signed = digest(input);
    fc.pre(signed !== undefined);
    const r = sanitizeTypedData(input);
    expect(r.ok).toBe(true);
    if (r.ok) expect(digest(asSigned(r.typedData))).toBe(signed);
  });

  test.prop([fc.gen()], propertyRuns(300))('anything viem signs is read as signed (same digest) or flagged', (g) => {
    const input = typedData(g, true);
    const signed = digest(input);
    fc.pre(signed !== undefined);
    const r = sanitizeTypedData(input);
    expect(r.ok).toBe(true);
    if (r.ok && digest(asSigned(r.typedData)) !== signed) expect(r.issues.filter((i) => i.severity !== 'Info'), JSON.stringify(input)).not.toEqual([]);
  });

  test.prop([fc.gen(), fc.boolean()], propertyRuns(300))('when viem refuses the data, the sanitiser refuses or flags it (never a clean read)', (g, odd) => {
    const input = typedData(g, odd);
    fc.pre(digest(input) === undefined);
    const r = sanitizeTypedData(input);
    const flagged = !r.ok || r.issues.some((i) => i.severity !== 'Info');
    expect(flagged, JSON.stringify({ input, issues: r.issues })).toBe(true);
  });
});

describe('typed data: a Permit is judged on what it signs, however it is written', () => {
  const base = permitTypedData({ domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: CONTRACT }, owner: USER, spender: EOA, value: '0' });
  const permit = (value: unknown) => ({ ...base, message: { ...base.message, value } });
  const params = (method: string, data: unknown, order: 'addressFirst' | 'dataFirst', asText: boolean) => {
    const payload = asText ? JSON.stringify(data) : data;
    return order === 'addressFirst' ? [USER, payload] : [payload, USER];
  };

  test.prop([fc.gen(), fc.constantFrom('eth_signTypedData_v3', 'eth_signTypedData_v4'), fc.constantFrom('addressFirst', 'dataFirst'), fc.boolean()], propertyRuns(200))(
    'rule hits and exposures equal those of the same permit with the signed amount as a decimal string',
    async (g, method, order, asText) => {
      const written = JSON.parse(JSON.stringify(permit(integerValue(g, 'uint256')))) as ReturnType<typeof permit>;
      const signed = digest(written);
      fc.pre(signed !== undefined);
      // Text whose numbers read two ways (JSON.parse's double vs the exact text) is judged both ways: encodings.property.test.ts.
      fc.pre(!asText || readJsonExactly(JSON.stringify(written)).twoReadings.length === 0);
      // The amount viem signs is BigInt of what was written; the same permit with it as a decimal string signs the same digest.
      const value: unknown = written.message.value;
      const exact = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? BigInt(value) : Array.isArray(value) ? BigInt(String(value)) : undefined;
      if (exact === undefined) throw new Error(`viem signed an amount BigInt cannot read: ${JSON.stringify(value)}`);
      const canonical = permit(exact.toString());
      expect(digest(canonical)).toBe(signed);

      const got = await typedDataHits(method, params(method, written, order, asText), facts());
      const want = await typedDataHits(method, params(method, canonical, 'addressFirst', true), facts());
      expect(got.exposures).toEqual(want.exposures);
      const ruleHits = (hits: typeof got.hits) => hits.filter((h) => !h.feature_id.startsWith('TYPED_DATA_')).map((h) => [h.feature_id, h.type, h.reason ?? '']);
      expect(ruleHits(got.hits)).toEqual(ruleHits(want.hits));
    },
  );

  test.prop([fc.constantFrom(1e77, 1e76, 2 ** 255, 2 ** 256 - 2 ** 204)])(
    'an unlimited-looking JSON number amount is Malicious permit_farming, as the string form is; the exposure is the exact value of the text',
    async (amount) => {
      const text = JSON.stringify(permit(amount));
      const got = await typedDataHits('eth_signTypedData_v4', [USER, text], facts());
      expect(got.hits.find((h) => h.type === 'Malicious')).toMatchObject({ reason: 'permit_farming' });
      const exact = exactNumber(JSON.stringify(amount));
      expect(exact.kind).toBe('integer');
      expect(got.exposures).toEqual([{ token: CONTRACT, spender: EOA, amount: exact.kind === 'integer' ? exact.value : undefined, isApprovedForAll: false, expiration: BigInt(base.message.deadline) }]);
      expect(got.hits.map((h) => h.feature_id)).toContain('TYPED_DATA_AMBIGUOUS_NUMBER');
    },
  );
});
