/**
 * #25 item 4: however an integer is written in typed-data JSON text (a bare
 * number of any length, an exponent form, a decimal or hex string, with
 * whitespace around), the exact reader gives what a wallet reading the text
 * exactly signs: the same viem digest as the canonical bigint message. And a
 * bare-number amount (which a JSON.parse wallet may round) is never judged
 * softer than the same amount as a hex string (which every wallet reads alike).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { hashTypedData, type TypedDataDefinition } from 'viem';
import { worstType } from '../../../../lib/engine/validate/combine';
import { typedDataHits } from '../../../../lib/engine/validate/typed-data';
import { readJsonExactly } from '../../../../lib/json/exact';
import { jsonWithRawNumber, permit2SingleTypedData, permitTypedData } from '../../../fixtures/typed-data';
import { propertyRuns } from '../../../support/property-runs';
import { CONTRACT, EOA, KNOWN_TOKEN, UNKNOWN, USER, facts } from '../rules/support';

const WIDTHS = Array.from({ length: 32 }, (_, i) => (i + 1) * 8);
const MARK = '__value__';

function range(signed: boolean, bits: number): { min: bigint; max: bigint } {
  const b = BigInt(bits);
  return signed ? { min: -(2n ** (b - 1n)), max: 2n ** (b - 1n) - 1n } : { min: 0n, max: 2n ** b - 1n };
}

/** The same integer as an exponent form: the digits split at `at` ("14.6e1"), or with its trailing zeros as the exponent ("146e1"). */
function exponentForm(n: bigint, at: number, style: 'e' | 'E' | 'e+'): string {
  const sign = n < 0n ? '-' : '';
  const digits = (n < 0n ? -n : n).toString();
  const zeros = digits.length - digits.replace(/0+$/, '').length;
  if (at % 2 === 0 && zeros > 0) return `${sign}${digits.slice(0, digits.length - zeros) || '0'}${style}${zeros}`;
  const k = at % digits.length;
  const int = digits.slice(0, digits.length - k);
  const frac = digits.slice(digits.length - k);
  return `${sign}${int}${frac ? `.${frac}` : ''}${style}${k}`;
}

/** How a dapp may write the integer `n` in the JSON text (the raw token that replaces the marker). */
const encoding = (n: bigint) =>
  fc.oneof(
    fc.constant(n.toString()),
    fc.tuple(fc.nat(), fc.constantFrom('e', 'E', 'e+') as fc.Arbitrary<'e' | 'E' | 'e+'>).map(([at, style]) => exponentForm(n, at, style)),
    fc.constant(JSON.stringify(n.toString())),
    fc.constant(JSON.stringify(n < 0n ? n.toString() : `0x${n.toString(16)}`)),
  );

const WHITESPACE = fc.constantFrom('', ' ', '\n', '\t', ' \r\n ');

const value = fc.tuple(fc.boolean(), fc.constantFrom(...WIDTHS)).chain(([signed, bits]) => {
  const { min, max } = range(signed, bits);
  const edges = [0n, 1n, max, min, max - 1n, 2n ** 53n + 1n, 2n ** 53n - 1n].filter((v) => v >= min && v <= max);
  return fc.record({
    type: fc.constant(`${signed ? '' : 'u'}int${bits}`),
    n: fc.oneof(fc.bigInt({ min, max }), fc.constantFrom(...edges)),
  });
});

describe('every encoding of an integer reads as the canonical message signs', () => {
  test.prop([value.chain((v) => fc.record({ v: fc.constant(v), token: encoding(v.n), before: WHITESPACE, after: WHITESPACE, nested: fc.boolean() }))], propertyRuns(500))(
    'same viem digest as the bigint message, for every width and encoding',
    ({ v, token, before, after, nested }) => {
      const types = nested
        ? { Outer: [{ name: 'list', type: 'Inner[]' }], Inner: [{ name: 'x', type: `${v.type}[2]` }] }
        : { Outer: [{ name: 'x', type: v.type }] };
      const canonicalMessage = nested ? { list: [{ x: [v.n, 7n] }] } : { x: v.n };
      const written = nested ? { list: [{ x: [MARK, 7] }] } : { x: MARK };
      const text = jsonWithRawNumber({ types, primaryType: 'Outer', domain: { name: 'T', chainId: 1 }, message: written }, MARK, `${before}${token}${after}`);
      const read = readJsonExactly(text).value;
      const canonical = { types, primaryType: 'Outer', domain: { name: 'T', chainId: 1 }, message: canonicalMessage } as unknown as TypedDataDefinition;
      expect(hashTypedData(read as unknown as TypedDataDefinition)).toBe(hashTypedData(canonical));
    },
  );
});

const RANK = { Benign: 0, Warning: 1, Malicious: 2 } as const;

describe('a bare-number amount is never judged softer than the same amount as a hex string', () => {
  const amounts = (bits: number) => {
    const max = 2n ** BigInt(bits) - 1n;
    return fc.oneof(fc.bigInt({ min: 0n, max }), fc.constantFrom(max, max - 1n, 2n ** 128n - 1n, 2n ** 128n, 2n ** 128n + 1n, 2n ** 53n + 1n, 10n ** 18n, 0n));
  };
  const spender = fc.constantFrom(EOA, CONTRACT, UNKNOWN);

  const verdict = async (text: string) => RANK[worstType((await typedDataHits('eth_signTypedData_v4', [USER, text], facts())).hits)];

  test.prop([amounts(160), spender, fc.constantFrom('bare', 'exponent')], propertyRuns(150))('Permit2 PermitSingle (uint160)', async (n, to, form) => {
    const data = permit2SingleTypedData({ token: KNOWN_TOKEN, spender: to, amount: MARK });
    const bare = jsonWithRawNumber(data, MARK, form === 'bare' ? n.toString() : exponentForm(n, 1, 'e'));
    const hex = jsonWithRawNumber(data, MARK, JSON.stringify(`0x${n.toString(16)}`));
    expect(await verdict(bare)).toBeGreaterThanOrEqual(await verdict(hex));
  });

  test.prop([amounts(256), spender, fc.constantFrom(CONTRACT, KNOWN_TOKEN), fc.constantFrom('bare', 'exponent')], propertyRuns(150))('EIP-2612 Permit (uint256)', async (n, to, token, form) => {
    const data = permitTypedData({ domain: { name: 'Token', version: '1', chainId: 1, verifyingContract: token }, owner: USER, spender: to, value: MARK });
    const bare = jsonWithRawNumber(data, MARK, form === 'bare' ? n.toString() : exponentForm(n, 1, 'e'));
    const hex = jsonWithRawNumber(data, MARK, JSON.stringify(`0x${n.toString(16)}`));
    expect(await verdict(bare)).toBeGreaterThanOrEqual(await verdict(hex));
  });
});
