import { describe, expect, it } from 'vitest';
import { parseChainId, signingAccount } from '../../../lib/broker/request-info';

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('parseChainId: the wallet\'s eth_chainId answer', () => {
  it.each([
    ['0x1', 1], ['0X89', 137], ['0x2105', 8453], ['0x' + 'f'.repeat(13), 0xfffffffffffff], ['0x' + '1'.repeat(14), undefined],
    ['1', 1], ['8453', 8453], ['9'.repeat(15), 999999999999999], ['1'.repeat(16), undefined],
    ['0x0', undefined], ['0', undefined], ['', undefined], [undefined, undefined],
    ['x0x1', undefined], ['0x1z', undefined], ['a1', undefined], ['1a', undefined], ['-1', undefined], ['1.5', undefined],
  ])('%j → %j', (raw, want) => {
    expect(parseChainId(raw)).toBe(want);
  });
});

describe('signingAccount: whose point of view the scan takes', () => {
  it.each([
    ['eth_sendTransaction', [{ from: A, to: B }], A],
    ['eth_signTransaction', [{ from: A }], A],
    ['wallet_sendCalls', [{ from: A, calls: [] }], A],
    ['personal_sign', ['0x68', A], A],
    ['eth_sign', [A, '0x' + '11'.repeat(32)], A],
    ['eth_signTypedData_v3', [A, '{}'], A],
    ['eth_signTypedData_v4', [A, '{}'], A],
    ['eth_signTypedData', [[{ type: 'string', name: 'm', value: 'x' }], A], A],
    ['eth_signTypedData', [A, [{ type: 'string', name: 'm', value: 'x' }]], A],
  ])('%s names its signer', (method, params, want) => {
    expect(signingAccount(method, params, [B])).toBe(want);
  });

  it.each([
    ['eth_sendTransaction', [{ to: B }]],
    ['eth_sendTransaction', [{ from: 'me' }]],
    ['eth_sendTransaction', [{ from: `x${A}` }]],
    ['eth_sendTransaction', [{ from: `${A}0` }]],
    ['eth_sendTransaction', [[A]]],
    ['eth_sendTransaction', 'not a list'],
    ['personal_sign', ['0x68']],
    ['eth_signTypedData_v4', ['{}', 5]],
    ['wallet_switchEthereumChain', [{ chainId: '0x1' }]],
  ])('%s %j: the wallet\'s first account instead', (method, params) => {
    expect(signingAccount(method, params, [B, A])).toBe(B);
  });

  it('an inherited "from" is not the request\'s own', () => {
    const tx = Object.create({ from: A }) as Record<string, unknown>;
    expect(signingAccount('eth_sendTransaction', [tx], [B])).toBe(B);
  });

  it('no usable account at all: none', () => {
    expect(signingAccount('personal_sign', ['0x68'], undefined)).toBeUndefined();
    expect(signingAccount('personal_sign', ['0x68'], [])).toBeUndefined();
    expect(signingAccount('personal_sign', ['0x68'], ['me'])).toBeUndefined();
    expect(signingAccount('eth_signTypedData', [5, 6], [B])).toBe(B);
  });
});

describe('request info at the edges', () => {
  const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  it('a chain id with anything before its 0x is no chain id', () => {
    expect(parseChainId('10x1')).toBeUndefined();
    expect(parseChainId(' 0x1')).toBeUndefined();
  });
  it("a transaction that is null, a signer that is no address, or a wallet's first account that is none: the next best or nothing", () => {
    expect(signingAccount('eth_sendTransaction', [null], [A])).toBe(A);
    expect(signingAccount('personal_sign', ['0x68', 'me'], [A])).toBe(A);
    expect(signingAccount('personal_sign', ['0x68'], ['nope'])).toBeUndefined();
  });
});

it('a sender given as a one-element array is no account', () => {
  expect(signingAccount('eth_sendTransaction', [{ from: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] }], undefined)).toBeUndefined();
});
