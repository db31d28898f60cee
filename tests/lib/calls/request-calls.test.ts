import { encodeFunctionData, erc20Abi, parseEther, serializeTransaction } from 'viem';
import { describe, expect, it } from 'vitest';
import { requestCalls, withCalls } from '../../../lib/calls/request-calls';
import type { CallView } from '../../../lib/calls/schema';
import { evmScanResponseSchema } from '../../../lib/api/schemas/evm';
import { ACCOUNT, SCAM, USDC, benignSwap, done, pending } from '../../components/fixtures';
import { shippedSelectorTable } from '../../support/selector-table';
import { bundledSelectorTable } from '../../../lib/knowledge/selector-table';

const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SCAM, 100_000_000n] });
const send = (tx: Record<string, unknown>) => ({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT, ...tx }], chainId: 1 });
const amountOf = (view: CallView | undefined) => (view?.call?.kind === 'known' ? view.call.args.find((a) => a.name === 'amount')?.value : undefined);
const single = (calls: ReturnType<typeof requestCalls>) => (calls?.kind === 'call' ? calls.call : undefined);

describe('requestCalls', () => {
  it('a token transfer reads in the token once the scan knows its decimals (benignSwap: USDC, 6), raw before', () => {
    const request = send({ to: USDC, data: transfer });
    expect(amountOf(single(requestCalls(shippedSelectorTable, request, benignSwap)))).toBe('100 USDC');
    expect(amountOf(single(requestCalls(shippedSelectorTable, request, undefined)))).toBe('100,000,000');
    expect(single(requestCalls(shippedSelectorTable, request, benignSwap))).toMatchObject({ to: USDC, call: { kind: 'known', name: 'transfer', signature: 'transfer(address,uint256)' } });
  });

  it('the value in the chain\'s coin, none for 0, unreadable (never 0) when not 0x-hex', () => {
    expect(single(requestCalls(shippedSelectorTable, send({ to: SCAM, value: '0x14d1120d7b160000' }), undefined))).toEqual({ to: SCAM, value: { kind: 'amount', text: '1.5 ETH' }, call: { kind: 'none' } });
    expect(single(requestCalls(shippedSelectorTable, { ...send({ to: SCAM, value: '0xde0b6b3a7640000' }), chainId: 137 }, undefined))?.value).toEqual({ kind: 'amount', text: '1 POL' });
    expect(single(requestCalls(shippedSelectorTable, send({ to: SCAM, value: '0x0' }), undefined))?.value).toBeUndefined();
    expect(single(requestCalls(shippedSelectorTable, send({ to: SCAM, value: '1000' }), undefined))?.value).toEqual({ kind: 'unreadable', raw: '1000' });
  });

  it('a deployment carries its code size and no decoded call; `input` is read like `data`', () => {
    expect(single(requestCalls(shippedSelectorTable, send({ data: `0x${'60'.repeat(1234)}` }), undefined))).toEqual({ deploy: { bytes: 1234 } });
    expect(single(requestCalls(shippedSelectorTable, send({ to: USDC, input: transfer }), benignSwap))?.call).toMatchObject({ kind: 'known', name: 'transfer' });
  });

  it('wallet_sendCalls: every call in order, a deployment among them', () => {
    const calls = requestCalls(shippedSelectorTable, { method: 'wallet_sendCalls', params: [{ version: '1.0', from: ACCOUNT, calls: [{ to: USDC, data: transfer }, { data: '0x6000' }] }], chainId: 1 }, benignSwap);
    expect(calls?.kind).toBe('batch');
    const list = calls?.kind === 'batch' ? calls.calls : [];
    expect(amountOf(list[0])).toBe('100 USDC');
    expect(list[1]).toEqual({ deploy: { bytes: 2 } });
  });

  it('eth_sendRawTransaction: the signed transaction\'s call, its value in the coin of the chain it names', () => {
    const raw = serializeTransaction({ type: 'eip1559', chainId: 137, to: USDC, value: parseEther('2'), data: transfer, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n, gas: 60_000n, nonce: 0 });
    const view = single(requestCalls(shippedSelectorTable, { method: 'eth_sendRawTransaction', params: [raw], chainId: 1 }, benignSwap));
    // As the parsed transaction spells it: lower case.
    expect(view).toMatchObject({ to: USDC.toLowerCase(), value: { kind: 'amount', text: '2 POL' }, call: { kind: 'known', name: 'transfer' } });
    expect(amountOf(view)).toBe('100 USDC');
  });

  it('a raw transaction that does not parse is "unparsed" (the review shows its hex); one that is no hex has no calls', () => {
    expect(requestCalls(shippedSelectorTable, { method: 'eth_sendRawTransaction', params: ['0xdeadbeef'], chainId: 1 }, undefined)).toEqual({ kind: 'unparsed' });
    expect(requestCalls(shippedSelectorTable, { method: 'eth_sendRawTransaction', params: ['hello'], chainId: 1 }, undefined)).toBeUndefined();
  });

  it('no calls for a signature, or for params that are no transaction', () => {
    expect(requestCalls(shippedSelectorTable, { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT], chainId: 1 }, undefined)).toBeUndefined();
    expect(requestCalls(shippedSelectorTable, { method: 'eth_sendTransaction', params: ['not a transaction'], chainId: 1 }, undefined)).toBeUndefined();
  });
});

describe('withCalls', () => {
  it('decodes with the request\'s own scan: token units once it is done', () => {
    const params = [{ from: ACCOUNT, to: USDC, data: transfer }];
    expect(amountOf(single(withCalls(shippedSelectorTable, pending({ params, scan: { state: 'scanning', startedAt: 1 } })).calls))).toBe('100,000,000');
    expect(amountOf(single(withCalls(shippedSelectorTable, pending({ params, scan: done(benignSwap) })).calls))).toBe('100 USDC');
  });

  it('never throws: token decimals no amount can have leave the amounts raw, as before the scan', () => {
    const sim = benignSwap.simulation;
    if (!sim) throw new Error('fixture without a simulation');
    const odd = evmScanResponseSchema.parse({ ...benignSwap, simulation: { ...sim, exposures: { [ACCOUNT]: [{ asset_type: 'ERC20', asset: { type: 'ERC20', symbol: 'USDC', address: USDC, decimals: -1 }, spenders: {} }] } } });
    const request = withCalls(shippedSelectorTable, pending({ params: [{ from: ACCOUNT, to: USDC, data: transfer }], scan: done(odd) }));
    expect(amountOf(single(request.calls))).toBe('100,000,000');
  });

  it('with a table of function names that could not be read, each call still shows, by its selector, marked so', async () => {
    const table = await bundledSelectorTable(() => Promise.reject(new Error('gone')));
    const request = withCalls(table, pending({ method: 'wallet_sendCalls', params: [{ version: '1.0', from: ACCOUNT, calls: [{ to: USDC, data: transfer }, { to: SCAM, value: '0xde0b6b3a7640000' }] }], scan: done(benignSwap) }));
    expect(request.calls).toEqual({
      kind: 'batch',
      calls: [
        { to: USDC, call: { kind: 'unknown', selector: '0xa9059cbb', tableUnavailable: true } },
        { to: SCAM, value: { kind: 'amount', text: '1 ETH' }, call: { kind: 'none' } },
      ],
    });
  });
});
