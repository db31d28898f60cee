/**
 * A plain native send is value to another address, as a token transfer is (lib/engine/validate/transaction.ts,
 * issue #26): shown on an ordinary site, with or without the chain (the review's first stage is offline: a plain send
 * must not read as a Warning until the chain answers), Malicious when a site deceptive in itself (a free-host page) asks for it,
 * or when the user's chain says it is all they hold but the fee.
 */
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../../../lib/engine';
import { factsProvider } from '../../../fixtures/accuracy/run';

const USER: Address = '0xb3fE6FBBb9d3E6f1Bd2d1dC9B7d9A4e2F1A3C5d7';
const FRIEND: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const send = (domain: string, to: Address) => ({
  chain: 'ethereum',
  account_address: USER,
  metadata: { domain },
  data: { method: 'eth_sendTransaction', params: [{ from: USER, to, value: '0x10a741a462780000' }] },
  options: ['validation' as const],
});
const verdict = async (domain: string, to: Address) => (await createLocalEngine().scanJsonRpc(send(domain, to))).validation;

describe('a plain ETH send, by who receives it and which site asks', () => {
  it('to another account from a free-host page: Malicious, naming the page', async () => {
    const v = await verdict('https://zqxwv-8.vercel.app', FRIEND);
    expect(v?.result_type).toBe('Malicious');
    expect(v?.features.map((f) => f.feature_id)).toContain('DECEPTIVE_SITE');
  });
  it('to another account from an ordinary site, or to the user\'s own account from the free-host page: not Malicious', async () => {
    const offline = await verdict('https://tip-jar.example', FRIEND);
    expect([offline?.result_type, offline?.features.map((f) => f.feature_id)]).toEqual(['Benign', ['NATIVE_TRANSFER']]);
    const withChain = await createLocalEngine({ rpc: factsProvider({ [FRIEND]: '0x', [USER]: '0x' }), rpcSource: 'user' }).scanJsonRpc(send('https://tip-jar.example', FRIEND));
    expect(withChain.validation?.result_type).toBe('Benign');
    expect((await verdict('https://zqxwv-8.vercel.app', USER))?.result_type).not.toBe('Malicious');
  });
  it('all the user holds of the coin but the fee, as the user\'s RPC (eth_getBalance) tells, to a personal account from an ordinary site: Malicious; a part of it: shown', async () => {
    const withBalance = (wei: string) => createLocalEngine({ rpc: factsProvider({ [FRIEND]: '0x', [USER]: '0x' }, { native: wei }), rpcSource: 'user' });
    const all = (await withBalance('1205000000000000000').scanJsonRpc(send('https://tip-jar.example', FRIEND))).validation;
    expect([all?.result_type, all?.features.map((f) => f.feature_id)]).toEqual(['Malicious', ['TRANSFER_OF_WHOLE_BALANCE']]);
    const part = (await withBalance('10000000000000000000').scanJsonRpc(send('https://tip-jar.example', FRIEND))).validation;
    expect(part?.result_type).toBe('Benign');
  });
});
