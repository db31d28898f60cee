/**
 * A contract told to run a batch in which it calls itself (lib/engine/rules/self-call.ts): a smart account
 * changing its own settings. The parties that self-call names are judged as any unread call's, and the
 * batch's calls to other contracts are left as they were.
 */
import { encodeAbiParameters, encodeFunctionData, erc20Abi, parseAbiParameters, type Address, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../../../lib/engine';
import { checkSelfCalls } from '../../../../lib/engine/rules/self-call';
import { shortAddress } from '../../../../lib/format/address';
import { factsProvider } from '../../../fixtures/accuracy/run';
import { CONTRACT, EOA, KNOWN_TOKEN, USER, facts, site } from './support';

/** A smart account of our own making, and a key-granting function no table names. */
const ACCOUNT: Address = '0x3c8a0f1e2d4b6A9c7E5F1b3D5a7C9E1F3B5d7A9C';
const grantKey: Hex = `0x5b7e3c1a${encodeAbiParameters(parseAbiParameters('address, bytes32'), [EOA, `0x${'0'.repeat(63)}1`]).slice(2)}`;
const payFriend = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [EOA, 25_000_000n] });
/** `runBatch((address,uint256,bytes)[])`: the shape account batches share, under a selector of our own. */
const batch = (calls: { to: Address; value: bigint; data: Hex }[]): Hex => `0x7a3e91d4${encodeAbiParameters(parseAbiParameters('(address to, uint256 value, bytes data)[]'), [calls]).slice(2)}`;

describe('a batch in which a contract calls itself', () => {
  const plain = facts(1, USER, { site: site('orbit-wallet.com') });

  it('reads the parties of the self-call: a personal account named there is a Warning given to another, worded as the account changing its settings', async () => {
    const hits = await checkSelfCalls(ACCOUNT, batch([{ to: ACCOUNT, value: 0n, data: grantKey }]), plain);
    expect(hits.map((h) => [h.feature_id, h.type, h.toOther, h.address])).toEqual([['UNREAD_CALL_NAMES_OTHER', 'Warning', true, EOA]]);
    expect(hits[0]?.description).toContain(`${shortAddress(ACCOUNT)} calls itself in this batch (an account changing its settings). Calls ${shortAddress(ACCOUNT)} with data Preflight cannot read that names ${shortAddress(EOA)}, a personal account that is not yours`);
  });

  it('reads at most eight self-calls of a batch: a page chooses how many there are, and each may ask the chain', async () => {
    const idle: Hex = `0x5b7e3c1a${encodeAbiParameters(parseAbiParameters('uint256'), [1n]).slice(2)}`;
    const nth = (n: number) => batch([...Array.from({ length: n - 1 }, () => ({ to: ACCOUNT, value: 0n, data: idle })), { to: ACCOUNT, value: 0n, data: grantKey }]);
    expect((await checkSelfCalls(ACCOUNT, nth(8), plain)).map((h) => h.address)).toEqual([EOA]);
    expect(await checkSelfCalls(ACCOUNT, nth(9), plain)).toEqual([]);
  });

  it('leaves the batch alone when its calls go elsewhere, name only contracts, or the data is no such batch', async () => {
    expect(await checkSelfCalls(ACCOUNT, batch([{ to: KNOWN_TOKEN, value: 0n, data: payFriend }]), plain)).toEqual([]);
    const grantContract: Hex = `0x5b7e3c1a${encodeAbiParameters(parseAbiParameters('address, bytes32'), [CONTRACT, `0x${'0'.repeat(63)}1`]).slice(2)}`;
    expect(await checkSelfCalls(ACCOUNT, batch([{ to: ACCOUNT, value: 0n, data: grantContract }]), plain)).toEqual([]);
    expect(await checkSelfCalls(ACCOUNT, grantKey, plain)).toEqual([]);
    // A batch with a trailing word is not exactly the shape: not read.
    expect(await checkSelfCalls(ACCOUNT, `${batch([{ to: ACCOUNT, value: 0n, data: grantKey }])}${'0'.repeat(64)}`, plain)).toEqual([]);
  });

  it('through the engine, with the chain: a key handed to a personal account is Malicious from a wallet-upgrade site, a Warning from a plain one; paying a friend stays Benign', async () => {
    const codeAt = { [ACCOUNT]: '0x6080604052', [KNOWN_TOKEN]: '0x6080604052', [USER]: '0x', [EOA]: '0x' };
    const scan = async (domain: string, data: Hex) => {
      const engine = createLocalEngine({ rpc: factsProvider(codeAt), rpcSource: 'user' });
      const res = await engine.scanJsonRpc({ chain: 'ethereum', account_address: USER, metadata: { domain }, data: { method: 'eth_sendTransaction', params: [{ from: USER, to: ACCOUNT, data }] }, options: ['validation'] });
      return [res.validation?.result_type, res.validation?.features.map((f) => f.feature_id)];
    };
    const addKey = batch([{ to: ACCOUNT, value: 0n, data: grantKey }]);
    expect(await scan('https://orbitwallet-v2-upgrade.com', addKey)).toEqual(['Malicious', expect.arrayContaining(['LURE_SITE', 'UNREAD_CALL_NAMES_OTHER'])]);
    expect(await scan('https://orbit-wallet.com', addKey)).toEqual(['Warning', expect.arrayContaining(['UNREAD_CALL_NAMES_OTHER'])]);
    expect(await scan('https://orbit-wallet.com', batch([{ to: KNOWN_TOKEN, value: 0n, data: payFriend }]))).toEqual(['Benign', expect.not.arrayContaining(['UNREAD_CALL_NAMES_OTHER'])]);
  });
});
