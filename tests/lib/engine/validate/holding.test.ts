/**
 * A gift weighed against the holding, end to end (lib/engine/rules/holding-share.ts, issue #26): the
 * engine asks the user's RPC balanceOf(account, id) for the ERC-1155 id a send moves and shows a part
 * of it; the same answer from the page's own wallet connection softens nothing.
 */
import { encodeFunctionData, parseAbi, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { createLocalEngine, type Eip1193Like } from '../../../../lib/engine';

const USER: Address = '0xb3fE6FBBb9d3E6f1Bd2d1dC9B7d9A4e2F1A3C5d7';
const FRIEND: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CARDS: Address = '0x5e1F3e2a7B4c6D8E9F0A1b2C3d4E5f6A7B8c9D0e';
const send = (amount: bigint) => ({
  chain: 'ethereum',
  account_address: USER,
  metadata: { domain: 'https://card-deck.example' },
  data: { method: 'eth_sendTransaction', params: [{ from: USER, to: CARDS, data: encodeFunctionData({ abi: parseAbi(['function safeTransferFrom(address, address, uint256, uint256, bytes)']), args: [USER, FRIEND, 77n, amount, '0x'] }) }] },
  options: ['validation' as const],
});
const CODE: Record<string, string> = { [CARDS.toLowerCase()]: '0x6080604052', [USER.toLowerCase()]: '0x', [FRIEND.toLowerCase()]: '0x' };
/** A node that holds code for three accounts and answers only ERC-1155 balanceOf(USER, 77) of CARDS: 3. */
const askedBalance = encodeFunctionData({ abi: parseAbi(['function balanceOf(address, uint256)']), args: [USER, 77n] });
const rpc = (): Eip1193Like => ({
  async request({ method, params }) {
    const [first] = Array.isArray(params) ? params : [];
    if (method === 'eth_getCode' && typeof first === 'string' && CODE[first.toLowerCase()] !== undefined) return CODE[first.toLowerCase()];
    if (method === 'eth_call' && typeof first === 'object' && first !== null && Reflect.get(first, 'data') === askedBalance && String(Reflect.get(first, 'to')).toLowerCase() === CARDS.toLowerCase()) return `0x${'3'.padStart(64, '0')}`;
    throw new Error(`${method} is not answered by this node`);
  },
});

describe('an ERC-1155 send weighed against what the user holds of its id', () => {
  it('one card of the three the user\'s RPC says they hold, to a friend: Benign, saying so', async () => {
    const v = (await createLocalEngine({ rpc: rpc(), rpcSource: 'user' }).scanJsonRpc(send(1n))).validation;
    expect(v?.result_type).toBe('Benign');
    expect(v?.features.map((f) => f.description).join(' ')).toContain('this is 1 of the 3 you hold of it');
  });

  it('all three, or one with the balance told by the page\'s own connection: Malicious as before', async () => {
    expect((await createLocalEngine({ rpc: rpc(), rpcSource: 'user' }).scanJsonRpc(send(3n))).validation?.result_type).toBe('Malicious');
    expect((await createLocalEngine({ rpc: rpc(), rpcSource: 'page' }).scanJsonRpc(send(1n))).validation?.result_type).not.toBe('Benign');
  });
});
