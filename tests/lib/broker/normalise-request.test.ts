import { describe, expect, it } from 'vitest';
import { classifyRequest } from '../../../lib/format/method';
import { normaliseRequest } from '../../../lib/broker/normalise-request';
import { toPlainJson } from '../../../lib/broker/plain-json';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TRANSFER = '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c80000000000000000000000000000000000000000000000000000000000000001';
const APPROVE = '0x095ea7b300000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';

function ok(method: string, params: unknown): unknown {
  const r = normaliseRequest(method, params);
  if (!r.ok) throw new Error(`refused: ${r.error.message}`);
  return r.params;
}
function refused(method: string, params: unknown): string {
  const r = normaliseRequest(method, params);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(r.params)}`);
  expect(r.error.code).toBe(-32602);
  return r.error.message;
}

describe('the snapshot is plain data', () => {
  it('copies once: getters, prototypes and symbols are refused, not read again later', () => {
    let reads = 0;
    const tricky = { get to() {
      reads++;
      return TO;
    } };
    expect(refused('eth_sendTransaction', [tricky])).toMatch(/params\[0\]\.to is a getter/);
    expect(reads).toBe(0);
    class Tx { to = TO; }
    expect(refused('eth_sendTransaction', [new Tx()])).toMatch(/not a plain object/);
    expect(refused('eth_sendTransaction', [{ to: TO, [Symbol('x')]: 1 }])).toMatch(/symbol key/);
    expect(refused('personal_sign', [new Date(), FROM])).toMatch(/not a plain object/);
    expect(refused('eth_sendTransaction', [JSON.parse(`{"to":"${TO}","__proto__":{"data":"${APPROVE}"}}`)])).toMatch(/__proto__/);
  });

  it('is a copy: changing the page object afterwards changes nothing', () => {
    const tx = { from: FROM, to: TO, data: TRANSFER };
    const params = [tx];
    const snap = ok('eth_sendTransaction', params);
    tx.data = APPROVE;
    expect(snap).toEqual([{ from: FROM, to: TO, data: TRANSFER }]);
  });

  it('drops undefined members as JSON does, refuses non-finite numbers and bigints', () => {
    expect(toPlainJson({ a: undefined, b: 1 })).toEqual({ b: 1 });
    expect(refused('eth_sendTransaction', [{ to: TO, value: Number.NaN }])).toMatch(/finite/);
    expect(refused('eth_sendTransaction', [{ to: TO, value: 10n }])).toMatch(/bigint/);
  });
});

describe('transactions: one reading for every field', () => {
  it('data and input that differ are refused; equal ones pass', () => {
    expect(refused('eth_sendTransaction', [{ from: FROM, to: TO, data: TRANSFER, input: APPROVE }])).toMatch(/both data and input, and they differ/);
    expect(ok('eth_sendTransaction', [{ from: FROM, to: TO, data: TRANSFER, input: TRANSFER.toUpperCase().replace('0X', '0x') }])).toBeTruthy();
    // input alone is what the review decodes (data ?? input) and what the wallet sends.
    const [tx] = ok('eth_sendTransaction', [{ from: FROM, to: TO, input: APPROVE }]) as [Record<string, unknown>];
    expect(classifyRequest('eth_sendTransaction', [tx])).toMatchObject({ tx: { input: APPROVE } });
  });

  it('a decimal-string value is refused (shown as 100 wei, a wallet may read 0x100); a number becomes 0x-hex', () => {
    expect(refused('eth_sendTransaction', [{ from: FROM, to: TO, value: '100' }])).toMatch(/params\[0\]\.value must be a 0x-prefixed hex quantity \(got "100"\)/);
    expect(refused('eth_sendTransaction', [{ from: FROM, to: TO, value: '1e18' }])).toMatch(/value/);
    expect(refused('eth_sendTransaction', [{ from: FROM, to: TO, value: '0x' }])).toMatch(/value/);
    expect(refused('eth_sendTransaction', [{ from: FROM, to: TO, value: -1 }])).toMatch(/non-negative/);
    expect(refused('eth_sendTransaction', [{ from: FROM, to: TO, value: 2 ** 60 }])).toMatch(/non-negative integer/);
    const [tx] = ok('eth_sendTransaction', [{ from: FROM, to: TO, value: 100, gas: 21000, nonce: 0 }]) as [Record<string, unknown>];
    expect(tx).toEqual({ from: FROM, to: TO, value: '0x64', gas: '0x5208', nonce: '0x0' });
    // The review now reads the same 100 wei the wallet sends (a number used to fail its schema).
    expect(classifyRequest('eth_sendTransaction', [tx])).toMatchObject({ tx: { value: '0x64' } });
  });

  it('every quantity field is checked, not only value', () => {
    for (const key of ['gas', 'gasLimit', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas', 'maxFeePerBlobGas', 'nonce', 'chainId', 'type']) {
      expect(refused('eth_sendTransaction', [{ from: FROM, to: TO, [key]: '12' }])).toContain(`params[0].${key} must be`);
    }
  });

  it('gas and gasLimit that differ are refused', () => {
    expect(refused('eth_sendTransaction', [{ from: FROM, to: TO, gas: '0x5208', gasLimit: '0xffff' }])).toMatch(/gas and gasLimit/);
    expect(ok('eth_sendTransaction', [{ from: FROM, to: TO, gas: '0x5208', gasLimit: 21000 }])).toBeTruthy();
  });

  it('addresses and calldata must be hex', () => {
    expect(refused('eth_sendTransaction', [{ from: FROM, to: 'vitalik.eth' }])).toMatch(/to must be/);
    expect(refused('eth_sendTransaction', [{ from: 'me', to: TO }])).toMatch(/from must be/);
    expect(refused('eth_sendTransaction', [{ from: FROM, to: TO, data: 'a9059cbb' }])).toMatch(/data must be 0x-prefixed hex bytes/);
    expect(refused('eth_sendTransaction', [{ from: FROM, to: TO, data: '0xabc' }])).toMatch(/hex bytes/);
    expect(ok('eth_sendTransaction', [{ from: FROM, to: null, data: '0x6000' }])).toBeTruthy();
    expect(refused('eth_sendTransaction', ['0x1234'])).toMatch(/transaction object/);
  });

  it('each call of a wallet_sendCalls batch gets the same rules', () => {
    expect(refused('wallet_sendCalls', [{ from: FROM, calls: [{ to: TO, data: TRANSFER }, { to: TO, data: TRANSFER, input: APPROVE }] }])).toMatch(/calls\[1\] has both data and input/);
    expect(refused('wallet_sendCalls', [{ calls: [{ to: TO, value: '5' }] }])).toMatch(/calls\[0\]\.value/);
    expect(ok('wallet_sendCalls', [{ chainId: 1, calls: [{ to: TO, value: 5 }] }])).toEqual([{ chainId: '0x1', calls: [{ to: TO, value: '0x5' }] }]);
  });
});

describe('typed data text: read exactly, forwarded byte for byte (#25 item 4)', () => {
  const data = { types: { EIP712Domain: [], Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', domain: {}, message: { contents: 'shown' } };
  const MAX_UINT256 = '115792089237316195423570985008687907853269984665640564039457584007913129639935';

  it('numbers JSON.parse would round are accepted, and the wallet gets the very same text (the scan judges both readings)', () => {
    for (const n of [MAX_UINT256, '1461501637330902918203684832716283019655932542975', '1e77', '1E+77', '-9007199254740993']) {
      const text = ` ${JSON.stringify(data).replace('{"contents":"shown"}', `{"contents":"shown","amount": ${n}}`)}\n`;
      expect(normaliseRequest('eth_signTypedData_v4', [FROM, text])).toEqual({ ok: true, params: [FROM, text] });
    }
  });

  it('duplicate keys are refused as an evasion: a parser that keeps the first would sign another message than the review shows', () => {
    const text = JSON.stringify(data).replace('"contents":"shown"', '"contents":"hidden","contents":"shown"');
    expect(normaliseRequest('eth_signTypedData_v4', [FROM, text])).toEqual({
      ok: false,
      evasion: true,
      error: expect.objectContaining({ code: -32602, message: expect.stringMatching(/params\[1\]\.message\.contents is given twice/) }),
    });
  });

  it('fractions and numbers beyond any EIP-712 integer are refused (malformed, not an evasion)', () => {
    for (const [n, words] of [['0.5', /params\[1\]\.message\.amount is 0\.5, not a whole number/], ['1e400', /params\[1\]\.message\.amount is 1e400, larger than any EIP-712 integer/]] as const) {
      const text = JSON.stringify(data).replace('{"contents":"shown"}', `{"contents":"shown","amount":${n}}`);
      expect(refused('eth_signTypedData_v4', [FROM, text])).toMatch(words);
      expect(normaliseRequest('eth_signTypedData_v4', [FROM, text])).toMatchObject({ ok: false, evasion: false });
    }
  });

  it('in a page-built object, numbers beyond 2^53 and fractions stay refused (send them as strings)', () => {
    expect(refused('eth_signTypedData_v4', [FROM, { ...data, message: { v: 0.5 } }])).toMatch(/message\.v/);
    expect(refused('eth_signTypedData_v4', [FROM, { ...data, message: { v: 2 ** 60 } }])).toMatch(/params\[1\]\.message\.v is a number JSON cannot carry exactly/);
  });

  it('the review and the wallet read the same parameter', () => {
    // The review shows the non-address parameter; a wallet signs params[1].
    expect(refused('eth_signTypedData_v4', [JSON.stringify(data), JSON.stringify({ ...data, message: { contents: 'other' } })])).toMatch(/signing address/);
    expect(refused('eth_signTypedData_v4', [FROM, 'not json'])).toMatch(/params\[1\] typed data: unexpected "n" in the JSON text/);
    expect(refused('eth_signTypedData_v3', [FROM, '[1]'])).toMatch(/JSON object/);
    expect(refused('eth_signTypedData_v4', [FROM, JSON.stringify(data).replace('{"contents"', '{"__proto__":{},"contents"')])).toMatch(/__proto__/);
  });
});

describe('messages', () => {
  it('personal_sign and eth_sign need strings; raw transactions need hex', () => {
    expect(refused('personal_sign', [{ toString: 'x' }, FROM])).toMatch(/message as a string/);
    expect(ok('personal_sign', ['0x68656c6c6f', FROM])).toEqual(['0x68656c6c6f', FROM]);
    expect(refused('eth_sign', [FROM, 7])).toMatch(/hash/);
    expect(refused('eth_sendRawTransaction', ['f86c'])).toMatch(/signed transaction/);
    expect(refused('personal_sign', 'hello')).toMatch(/array of parameters/);
  });
});

describe('at the edges (what the mutation run found unguarded)', () => {
  const refused = (method: string, params: unknown) => {
    const r = normaliseRequest(method, params);
    return r.ok ? null : r.error.message;
  };
  const tx = (over: Record<string, unknown>) => [{ from: FROM, to: TO, ...over }];

  it.each([
    ['a quantity with text before the 0x', { value: 'x0x1' }, /params\[0\]\.value must be a 0x-prefixed hex quantity \(got "x0x1"\)/],
    ['a quantity with text after the digits', { value: '0x1 ' }, /params\[0\]\.value must be a 0x-prefixed hex quantity/],
    ['a quantity of 65 hex digits', { value: '0x' + '1'.repeat(65) }, /params\[0\]\.value must be a 0x-prefixed hex quantity \(got "0x1{34}\.\.\.\)/],
    ['a negative number', { nonce: -1 }, /params\[0\]\.nonce must be a non-negative integer \(got -1\)/],
    ['data of an odd length', { data: '0xabc' }, /params\[0\]\.data must be 0x-prefixed hex bytes/],
    ['data with text before the 0x', { data: 'zz0xab' }, /params\[0\]\.data must be 0x-prefixed hex bytes/],
    ['input that is not a string', { input: 12 }, /params\[0\]\.input must be 0x-prefixed hex bytes/],
    ['gas and gasLimit that differ', { gas: '0x5208', gasLimit: '0x5209' }, /has both gas and gasLimit, and they differ/],
    ['a to of 21 bytes', { to: TO + 'ab' }, /params\[0\]\.to must be a 0x-prefixed 20-byte address/],
    ['a to with text before it', { to: 'a' + TO }, /params\[0\]\.to must be a 0x-prefixed 20-byte address/],
    ['a to that is a number', { to: 1 }, /params\[0\]\.to must be a 0x-prefixed 20-byte address/],
    ['a from that is not an address', { from: 'me' }, /params\[0\]\.from must be a 0x-prefixed 20-byte address/],
  ])('a transaction with %s is refused, in those words', (_what, over, message) => {
    expect(refused('eth_sendTransaction', tx(over))).toMatch(message);
    expect(refused('eth_signTransaction', tx(over))).toMatch(message);
  });

  it('what is right is kept as it came: equal gas and gasLimit in two spellings, a null to (a deployment), a 40-character quote in full', () => {
    expect(normaliseRequest('eth_sendTransaction', tx({ gas: '0x5208', gasLimit: '0x05208', to: null }))).toEqual({
      ok: true,
      params: [{ from: FROM, to: null, gas: '0x5208', gasLimit: '0x05208' }],
    });
    const forty = 'x'.repeat(38); // quoted: 40 characters with the quotes
    expect(refused('eth_sendTransaction', tx({ value: forty }))).toContain(`(got "${forty}")`);
  });

  it.each([
    ['no calls', [{ from: FROM }], /params\[0\]\.calls must be a list of calls/],
    ['calls that are not a list', [{ calls: {} }], /params\[0\]\.calls must be a list of calls/],
    ['not an object', ['calls'], /params\[0\]\.calls must be a list of calls/],
    ['a bad call', [{ calls: [{ to: 'nowhere' }] }], /params\[0\]\.calls\[0\]\.to must be a 0x-prefixed 20-byte address/],
    ['a chainId that is not a quantity', [{ calls: [], chainId: '1' }], /params\[0\]\.chainId must be a 0x-prefixed hex quantity/],
    ['a from that is not an address', [{ calls: [], from: 7 }], /params\[0\]\.from must be a 0x-prefixed 20-byte address/],
  ])('wallet_sendCalls with %s is refused', (_what, params, message) => {
    expect(refused('wallet_sendCalls', params)).toMatch(message);
  });

  it('wallet_sendCalls: a chainId given as a number is sent as the hex the review showed', () => {
    expect(normaliseRequest('wallet_sendCalls', [{ calls: [], chainId: 8453, from: FROM }])).toEqual({ ok: true, params: [{ calls: [], chainId: '0x2105', from: FROM }] });
  });

  it.each([
    ['an address that is not one', ['me', '{}'], /params\[0\] must be the signing address/],
    ['an address with more after it', [FROM + '00', '{}'], /params\[0\] must be the signing address/],
    ['typed data that is a number', [FROM, 5], /params\[1\] must be typed data/],
    ['a number JSON cannot carry, inside a list', [FROM, { message: { list: [1, 1e77] } }], /params\[1\]\.message\.list\[1\] is a number JSON cannot carry exactly/],
    ['a fraction, in the JSON text', [FROM, '{"message":{"list":[1,1.5]}}'], /params\[1\]\.message\.list\[1\] is 1\.5, not a whole number/],
    ['typed data text with a getter-free but too-deep nesting', [FROM, '['.repeat(70) + ']'.repeat(70)], /params\[1\]/],
  ])('typed data with %s is refused', (_what, params, message) => {
    expect(refused('eth_signTypedData_v4', params)).toMatch(message);
  });

  it.each([
    ['not a string', [1], /params\[0\] must be the signed transaction as 0x-prefixed hex/],
    ['odd-length hex', ['0xabc'], /params\[0\] must be the signed transaction as 0x-prefixed hex/],
    ['no 0x', ['abcd'], /params\[0\] must be the signed transaction as 0x-prefixed hex/],
  ])('eth_sendRawTransaction with %s is refused', (_what, params, message) => {
    expect(refused('eth_sendRawTransaction', params)).toMatch(message);
  });

  it('eth_sendRawTransaction with hex bytes, and a method it does not know, pass as they came', () => {
    expect(normaliseRequest('eth_sendRawTransaction', ['0x02ab'])).toEqual({ ok: true, params: ['0x02ab'] });
    expect(normaliseRequest('eth_somethingElse', [{ x: 1 }])).toEqual({ ok: true, params: [{ x: 1 }] });
    expect(normaliseRequest('personal_sign', undefined)).toEqual({ ok: false, evasion: false, error: expect.objectContaining({ message: expect.stringMatching(/params\[0\] must be the message as a string/) }) });
  });
});

describe('plain JSON at the edges', () => {
  const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : [nested(depth - 1)]);
  const nestedObject = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nestedObject(depth - 1) });

  it('64 levels of lists or objects are plain; 65 are refused with the path', () => {
    expect(() => toPlainJson(nested(64), 'params')).not.toThrow();
    expect(() => toPlainJson(nested(65), 'params')).toThrow(/params(\[0\]){65} is nested too deeply/);
    expect(() => toPlainJson(nestedObject(64), 'params')).not.toThrow();
    expect(() => toPlainJson(nestedObject(65), 'params')).toThrow(/params(\.a){65} is nested too deeply/);
  });

  it('strings, booleans and null are kept; the error names itself', () => {
    expect(toPlainJson(['', true, false, null])).toEqual(['', true, false, null]);
    try {
      toPlainJson([() => 1], 'params');
    } catch (err) {
      expect(err).toMatchObject({ name: 'NotPlainJsonError' });
    }
    expect.assertions(2);
  });

  it('a list that is not a plain Array, a hole, a getter in a list, an object with another prototype: refused with the path', () => {
    class MyList extends Array<unknown> {}
    expect(() => toPlainJson(MyList.from([1]), 'params')).toThrow(/^params is not a plain array/);
    expect(() => toPlainJson([1, , 3], 'params')).toThrow(/params\[1\] is missing or a getter/);
    const withGetter: unknown[] = [1];
    Object.defineProperty(withGetter, 0, { get: () => 1, enumerable: true });
    expect(() => toPlainJson(withGetter, 'params')).toThrow(/params\[0\] is missing or a getter/);
    expect(() => toPlainJson([new (class Thing {})()], 'params')).toThrow(/params\[0\]/);
    expect(toPlainJson(Object.create(null), 'params')).toEqual({});
  });

  it("'__proto__' as a key is refused with the path", () => {
    expect(() => toPlainJson(JSON.parse('{"a":{"__proto__":{}}}'), 'params')).toThrow(/params\.a\.__proto__ is not an allowed key/);
  });
});

describe('values that only look right when read as text', () => {
  // A one-element array reads as its element when turned into text ("0x1"): every check must see it is no string.
  const ADDR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const refused = (method: string, params: unknown[]) => {
    const r = normaliseRequest(method, params);
    return r.ok ? 'accepted' : r.error.message;
  };

  it('a transaction that is text or a number is no transaction', () => {
    expect(refused('eth_sendTransaction', ['0x1234'])).toMatch(/params\[0\] must be a transaction object/);
    expect(refused('eth_sendTransaction', [5])).toMatch(/params\[0\] must be a transaction object/);
  });

  it('a transaction wrapped in a list is no transaction (the wallet would read it its own way)', () => {
    expect(refused('eth_sendTransaction', [[{ to: ADDR, value: '0x1' }]])).toMatch(/params\[0\] must be a transaction object/);
  });

  it('a quantity, calldata, a recipient or a sender given as a one-element array is refused', () => {
    expect(refused('eth_sendTransaction', [{ to: ADDR, value: ['0x1'] }])).toMatch(/params\[0\]\.value must be a 0x-prefixed hex quantity/);
    expect(refused('eth_sendTransaction', [{ to: ADDR, data: ['0x12'] }])).toMatch(/params\[0\]\.data must be 0x-prefixed hex bytes/);
    expect(refused('eth_sendTransaction', [{ to: [ADDR] }])).toMatch(/params\[0\]\.to must be a 0x-prefixed 20-byte address/);
    expect(refused('eth_sendTransaction', [{ to: ADDR, from: [ADDR] }])).toMatch(/params\[0\]\.from must be a 0x-prefixed 20-byte address/);
    expect(refused('wallet_sendCalls', [{ calls: [{ to: ADDR }], from: [ADDR] }])).toMatch(/params\[0\]\.from must be a 0x-prefixed 20-byte address/);
    expect(refused('wallet_sendCalls', [{ calls: [{ to: ADDR }], from: 'me' }])).toMatch(/params\[0\]\.from must be a 0x-prefixed 20-byte address/);
    expect(refused('eth_signTypedData_v4', [[ADDR], { types: {}, primaryType: 'X', domain: {}, message: {} }])).toMatch(/params\[0\] must be the signing address/);
    expect(refused('eth_sendRawTransaction', [['0x12']])).toMatch(/params\[0\] must be the signed transaction/);
  });

  it('null fields are kept as null, and gas beside a null gasLimit is no conflict', () => {
    const r = normaliseRequest('eth_sendTransaction', [{ to: ADDR, gasPrice: null, gas: '0x5208', gasLimit: null }]);
    expect(r).toEqual({ ok: true, params: [{ to: ADDR, gasPrice: null, gas: '0x5208', gasLimit: null }] });
    expect(normaliseRequest('eth_sendTransaction', [{ to: ADDR, gas: null, gasLimit: '0x5208' }])).toEqual({ ok: true, params: [{ to: ADDR, gas: null, gasLimit: '0x5208' }] });
  });
});

it('called without a path, the snapshot names the parameters "params" in its refusal', () => {
  expect(() => toPlainJson(1n)).toThrow(/^params is/);
});
