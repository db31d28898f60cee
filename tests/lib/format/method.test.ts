import { describe, expect, it } from 'vitest';
import { classifyRequest, decodePersonalMessage, requestKind, requestTitle } from '../../../lib/format/method';
import { summarizeRequest } from '../../../lib/format/summary';
import { pendingRequestSchema } from '../../../lib/messaging/extension';
import { describeTypedData, genericRows, parseTypedData } from '../../../lib/format/typed-data';
import { decodeCall } from '../../../lib/calls/decode';
import { strings } from '../../../lib/i18n/strings';
import { ACCOUNT, SCAM, permit2TypedData, permitTypedData, seaportTypedData } from '../../components/fixtures';
import { shippedSelectorTable } from '../../support/selector-table';

const title = (method: string, params: unknown) => strings.methodTitle(requestKind(method, params));

describe('method in plain words', () => {
  it('names each method', () => {
    expect(title('eth_sendTransaction', [{ from: ACCOUNT }])).toBe('Send a transaction');
    expect(title('eth_signTransaction', [{ from: ACCOUNT }])).toBe('Sign a transaction');
    expect(title('personal_sign', ['0x68656c6c6f', ACCOUNT])).toBe('Sign a message');
    expect(title('eth_sign', [ACCOUNT, '0x' + '00'.repeat(32)])).toBe('Sign a raw hash (blind signing)');
    expect(title('wallet_sendCalls', [{ calls: [] }])).toBe('Send a batch of calls');
    expect(title('eth_sendRawTransaction', ['0x02f8'])).toBe('Broadcast a signed transaction');
  });

  it('recognises Permit, Permit2, Seaport and Blur typed data, as a string or an object', () => {
    expect(title('eth_signTypedData_v4', [ACCOUNT, JSON.stringify(permitTypedData)])).toBe('Sign a token permit');
    expect(title('eth_signTypedData_v4', [ACCOUNT, permit2TypedData])).toBe('Sign a token permit');
    expect(requestKind('eth_signTypedData_v4', [ACCOUNT, JSON.stringify(permit2TypedData)])).toBe('permit2');
    expect(title('eth_signTypedData_v4', [ACCOUNT, JSON.stringify(seaportTypedData)])).toBe('Sign an order');
    const blur = { types: {}, primaryType: 'Order', domain: { name: 'Blur Exchange', version: '1.0', chainId: 1, verifyingContract: '0x000000000000Ad05Ccc4F10045630fb830B95127' }, message: { trader: ACCOUNT, side: 1, collection: SCAM, tokenId: '7', price: '1000', expirationTime: '1893456000' } };
    expect(title('eth_signTypedData_v4', [ACCOUNT, JSON.stringify(blur)])).toBe('Sign an order');
    const mail = { types: {}, primaryType: 'Mail', domain: { name: 'Ether Mail' }, message: { contents: 'Hello' } };
    expect(title('eth_signTypedData_v4', [ACCOUNT, JSON.stringify(mail)])).toBe('Sign typed data');
  });

  it('survives broken params', () => {
    expect(classifyRequest('eth_signTypedData_v4', [ACCOUNT, '{not json'])).toMatchObject({ kind: 'typed_data', typedData: undefined });
    expect(classifyRequest('eth_sendTransaction', 'nonsense')).toMatchObject({ kind: 'send_transaction', tx: undefined });
    expect(parseTypedData(42)).toBeUndefined();
  });
});

describe('typed data decoded', () => {
  it('Permit2: token, unlimited uint160 amount, never-expiring permission', () => {
    const td = parseTypedData(permit2TypedData);
    if (!td) throw new Error('fixture did not parse');
    const { kind, rows } = describeTypedData(td, { timeZone: 'UTC' });
    expect(kind).toBe('permit2');
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Token', '0xA0b8…eB48'],
      ['Amount', 'Unlimited'],
      ['Permission expires', 'Never expires'],
      ['Spender', '0x3fC9…7FAD'],
      ['Signature valid until', '1 Jan 2030, 00:00 UTC'],
    ]);
  });

  it('shows a JSON-number amount as the exact integer: of the text when given as text, of the double when given as an object', () => {
    const amountOf = (value: number | string, asText = true) => {
      const data = { ...permitTypedData, message: { ...permitTypedData.message, value: '__v__' } };
      const td = parseTypedData(asText ? JSON.stringify(data).replace('"__v__"', String(value)) : { ...data, message: { ...data.message, value } });
      if (!td) throw new Error('fixture did not parse');
      return describeTypedData(td).rows.find((r) => r.label === 'Amount');
    };
    // The text 1e30 is 10^30 for a wallet reading it exactly (JSON.parse would give 1000000000000000019884624838656)…
    expect(amountOf('1e30')?.value).toBe('1,000,000,000,000,000,000,000,000,000,000 (raw units)');
    expect(amountOf('1000000000000000000000000000001')?.value).toBe('1,000,000,000,000,000,000,000,000,000,001 (raw units)');
    // …and a double handed over as an object is its own exact integer, never its "1e+30" text.
    expect(amountOf(1e30, false)?.value).toBe('1,000,000,000,000,000,019,884,624,838,656 (raw units)');
    expect(amountOf('1e77')).toMatchObject({ value: 'Unlimited', emphasis: true });
  });

  it('Permit2 with max uint160 as a bare JSON number: shown as unlimited, and as its exact digits in the fields (#25 item 4)', () => {
    const text = JSON.stringify(permit2TypedData).replace(JSON.stringify(((1n << 160n) - 1n).toString()), ((1n << 160n) - 1n).toString());
    expect(text).toContain('"amount":1461501637330902918203684832716283019655932542975');
    const td = parseTypedData(text);
    if (!td) throw new Error('did not parse');
    expect(describeTypedData(td).rows.find((r) => r.label === 'Amount')).toMatchObject({ value: 'Unlimited', emphasis: true });
    expect(genericRows(td).find((r) => r.label === 'details.amount')?.value).toBe('1461501637330902918203684832716283019655932542975');
  });

  it('a generic message lists every field', () => {
    const td = parseTypedData({ types: {}, primaryType: 'Mail', domain: {}, message: { from: { name: 'Cow', wallet: ACCOUNT }, contents: 'Hello, Bob!' } });
    if (!td) throw new Error('did not parse');
    expect(describeTypedData(td).rows.map((r) => `${r.label}=${r.value}`)).toEqual(['from.name=Cow', 'from.wallet=0x77d8…F601', 'contents=Hello, Bob!']);
  });
});

describe('calldata and messages', () => {
  it('decodes ERC-20 transfer and names unknown selectors', () => {
    const data = `0xa9059cbb${SCAM.slice(2).padStart(64, '0')}${(100n * 10n ** 6n).toString(16).padStart(64, '0')}`;
    const call = decodeCall(shippedSelectorTable, data);
    expect(call).toMatchObject({ kind: 'known', name: 'transfer' });
    if (call.kind === 'known') expect(call.args.map((a) => a.value)).toEqual(['0x1111…1111', '100,000,000']);
    expect(decodeCall(shippedSelectorTable, '0xdeadbeef00')).toEqual({ kind: 'unknown', selector: '0xdeadbeef' });
    expect(decodeCall(shippedSelectorTable, '0x')).toEqual({ kind: 'none' });
  });

  it('shows the amount in the token\'s units when the scan named the token', () => {
    const data = `0xa9059cbb${SCAM.slice(2).padStart(64, '0')}${(1005n * 10n ** 5n).toString(16).padStart(64, '0')}`;
    const call = decodeCall(shippedSelectorTable, data, { symbol: 'USDC', decimals: 6 });
    if (call.kind !== 'known') throw new Error('not decoded');
    expect(call.args.map((a) => a.value)).toEqual(['0x1111…1111', '100.5 USDC']);
  });

  it('decodes personal_sign text but keeps binary as hex', () => {
    expect(decodePersonalMessage('0x48656c6c6f')).toEqual({ text: 'Hello', isHex: false });
    expect(decodePersonalMessage('0x00ff10')).toEqual({ text: '0x00ff10', isHex: true });
    expect(decodePersonalMessage('plain text')).toEqual({ text: 'plain text', isHex: false });
  });
});

describe('reason sentences', () => {
  it('covers the whole vocabulary and has a fallback', () => {
    for (const r of ['approval_farming', 'permit_farming', 'set_approval_for_all_farming', 'transfer_farming', 'transfer_from_farming', 'raw_native_token_transfer', 'raw_signature_farming', 'seaport_farming', 'blur_farming', 'trade_order_farming', 'malicious_domain', 'other']) {
      expect(strings.reasonSentence(r)).not.toBe(strings.reasonSentence('something_new'));
    }
    expect(strings.reasonSentence('something_new')).toContain('does not know yet');
  });
});

describe('requestTitle (the review header and the popup history say the same)', () => {
  const CODE = `0x${'60'.repeat(10)}`;
  it('a deployment is "Deploy a contract", at the top level or anywhere in a batch', () => {
    expect(requestTitle('eth_sendTransaction', [{ from: ACCOUNT, data: CODE }])).toBe('Deploy a contract');
    expect(requestTitle('wallet_sendCalls', [{ from: ACCOUNT, calls: [{ data: CODE }] }])).toBe('Deploy a contract');
    expect(requestTitle('wallet_sendCalls', [{ from: ACCOUNT, calls: [{ to: SCAM, value: '0x1' }, { data: CODE }, { data: CODE }] }])).toBe('Deploy a contract');
    expect(requestTitle('eth_sendTransaction', [{ from: ACCOUNT, to: SCAM, data: CODE }])).toBe('Send a transaction');
    expect(requestTitle('personal_sign', ['0x68', ACCOUNT])).toBe('Sign a message');
  });

  it('the history summary of an unscanned deployment uses it', () => {
    const request = pendingRequestSchema.parse({
      id: '00000000-0000-4000-8000-000000000000', tabId: 1, frameId: 0, origin: 'https://app.example', provider: { kind: 'window' }, style: 'request',
      method: 'eth_sendTransaction', params: [{ from: ACCOUNT, data: CODE }], chainId: 1, account: ACCOUNT, createdAt: 1, scan: { state: 'scanning', startedAt: 1 },
    });
    expect(summarizeRequest(request)).toBe('Deploy a contract');
  });

  it('the history summary of a scanned deployment never repeats the new contract\'s raw token amount', () => {
    const NEW = '0x2222222222222222222222222222222222222222';
    const response = {
      block: '1', chain: 'ethereum', account_address: ACCOUNT,
      validation: { status: 'Success', result_type: 'Benign', description: '', reason: '', classification: '', features: [] },
      simulation: { status: 'Success', assets_diffs: { [ACCOUNT]: [{ asset: { type: 'ERC20', address: NEW }, in: [{ raw_value: '0xd3c21bcecceda1000000' }], out: [] }] }, exposures: {}, address_details: {} },
    };
    const request = pendingRequestSchema.parse({
      id: '00000000-0000-4000-8000-000000000000', tabId: 1, frameId: 0, origin: 'https://app.example', provider: { kind: 'window' }, style: 'request',
      method: 'eth_sendTransaction', params: [{ from: ACCOUNT, data: CODE }], chainId: 1, account: ACCOUNT, createdAt: 1, scan: { state: 'done', source: 'local', response },
    });
    expect(summarizeRequest(request)).toBe('Deploy a contract');
  });
});
