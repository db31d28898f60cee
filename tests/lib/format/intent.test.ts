import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeFunctionData, erc20Abi, erc721Abi, maxUint256, parseAbi, toFunctionSelector } from 'viem';
import { requestTitle } from '../../../lib/format/method';
import { SELECTOR_INTENTS } from '../../../lib/format/intent-selectors';
import { loadAccuracyCorpus } from '../../fixtures/accuracy/run';
import { ACCOUNT, SCAM, permit2TypedData, permitTypedData, seaportTypedData } from '../../components/fixtures';

const corpus = loadAccuracyCorpus();
const titleOf = (id: string): string => {
  const c = corpus.find((x) => x.id === id);
  if (!c) throw new Error(`no corpus case ${id}`);
  return requestTitle(c.request.data.method, c.request.data.params);
};

describe('the selector table', () => {
  it('every selector is the hash of the signature written beside it', () => {
    const source = readFileSync(new URL('../../../lib/format/intent-selectors.ts', import.meta.url), 'utf8');
    const rows = [...source.matchAll(/'(0x[0-9a-f]{8})': '(\w+)', \/\/ (\S+)/g)];
    expect(rows.length).toBe(Object.keys(SELECTOR_INTENTS).length);
    for (const [, selector, kind, signature] of rows) {
      expect(toFunctionSelector(`function ${signature}`), signature).toBe(selector);
      expect(SELECTOR_INTENTS[selector ?? '']).toBe(kind);
    }
  });
});

describe('a title per request kind, from the request alone', () => {
  it('transactions: approval, approval for all, their revocations, swaps, bridges, deployments', () => {
    const tx = (data: string) => requestTitle('eth_sendTransaction', [{ from: ACCOUNT, to: SCAM, data }]);
    expect(tx(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SCAM, maxUint256] }))).toBe('Spending approval');
    expect(tx(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SCAM, 0n] }))).toBe('Remove an approval');
    expect(tx(encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [SCAM, true] }))).toBe('Approval for all');
    expect(tx(encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [SCAM, false] }))).toBe('Remove an approval');
    expect(tx(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SCAM, 1n] }))).toBe('Send a transaction');
    expect(tx(encodeFunctionData({ abi: parseAbi(['function bridgeETHTo(address to, uint32 minGasLimit, bytes extraData)']), functionName: 'bridgeETHTo', args: [SCAM, 200_000, '0x'] }))).toBe('Bridge');
    expect(requestTitle('eth_sendTransaction', [{ from: ACCOUNT, data: '0x6080' }])).toBe('Deploy a contract');
    expect(titleOf('uniswap-ur-execute')).toBe('Swap');
    expect(titleOf('uniswap-v2-swap-eth')).toBe('Swap');
    expect(titleOf('opensea-approve-conduit')).toBe('Approval for all');
    expect(titleOf('send-eth-friend')).toBe('Send a transaction');
  });

  it('a batch is named by its main call: approve + swap is a swap', () => {
    expect(titleOf('uniswap-5792-batch')).toBe('Swap');
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SCAM, 5n] });
    expect(requestTitle('wallet_sendCalls', [{ from: ACCOUNT, calls: [{ to: SCAM, data: approve }] }])).toBe('Spending approval');
    expect(requestTitle('wallet_sendCalls', [{ from: ACCOUNT, calls: [{ to: SCAM, value: '0x1' }, { to: SCAM, data: approve }] }])).toBe('Spending approval');
    expect(requestTitle('wallet_sendCalls', [{ from: ACCOUNT, calls: [{ to: SCAM, value: '0x1' }, { to: ACCOUNT, value: '0x2' }] }])).toBe('Send a batch of calls');
  });

  it('signatures: permit, listing, offer, Safe transaction, sign-in, message, blind signature', () => {
    const typed = (td: unknown) => requestTitle('eth_signTypedData_v4', [ACCOUNT, JSON.stringify(td)]);
    expect(typed(permitTypedData)).toBe('Permit');
    expect(typed(permit2TypedData)).toBe('Permit');
    expect(typed(seaportTypedData)).toBe('NFT listing');
    expect(titleOf('opensea-listing-eth')).toBe('NFT listing');
    expect(titleOf('opensea-offer-weth')).toBe('Offer');
    expect(titleOf('blur-listing')).toBe('NFT listing');
    expect(titleOf('safe-tx-transfer')).toBe('Safe transaction');
    expect(titleOf('opensea-siwe')).toBe('Sign-in');
    expect(titleOf('siwe-mismatch')).toBe('Sign-in');
    expect(requestTitle('personal_sign', ['0x68656c6c6f', ACCOUNT])).toBe('Sign a message');
    expect(requestTitle('eth_sign', [ACCOUNT, `0x${'ab'.repeat(32)}`])).toBe('Blind signature');
    expect(typed({ types: {}, primaryType: 'Mail', domain: { name: 'Ether Mail' }, message: { contents: 'Hello' } })).toBe('Sign typed data');
  });

  it('params a page made up never throw, and keep the method\'s title', () => {
    expect(requestTitle('eth_sendTransaction', [{ from: ACCOUNT, to: SCAM, data: '0x095ea7' }])).toBe('Send a transaction');
    expect(requestTitle('eth_signTypedData_v4', [ACCOUNT, '{"primaryType":"OrderComponents","domain":{"name":"Seaport"},"message":{"offer":7}}'])).toBe('NFT listing');
    expect(requestTitle('wallet_sendCalls', [{ calls: 'nope' }])).toBe('Send a batch of calls');
  });
});
