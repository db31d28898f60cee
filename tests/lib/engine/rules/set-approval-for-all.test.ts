/**
 * Approval of a whole collection to a contract, through the engine (lib/engine/rules/set-approval-for-all.ts,
 * issue #26 item 3): ordinary on a site no list flags, Malicious on a free-host page or a lure-named
 * site, and to a personal account Malicious wherever it is asked.
 */
import { encodeFunctionData, erc721Abi, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../../../lib/engine';
import { factsProvider } from '../../../fixtures/accuracy/run';

const USER: Address = '0xb0b1c2D3e4F5061728394a5B6c7D8e9f0A1b2c3D';
const COLLECTION: Address = '0x2a3B4c5D6e7F8091a2B3c4D5e6F708192A3b4C5d';
const MARKET: Address = '0x9ab8c7d6E5f4A3B2C1D0e9f8A7b6c5d4e3F2A1B0';
const PERSON: Address = '0x5E1f7a0B9c8d7E6F5a4B3c2d1e0F9a8B7c6d5E4f';
const codeAt = { [COLLECTION]: '0x6080604052', [MARKET]: '0x6080604052', [USER]: '0x', [PERSON]: '0x' };

async function scan(domain: string, operator: Address): Promise<[string | undefined, string[]]> {
  const engine = createLocalEngine({ rpc: factsProvider(codeAt), rpcSource: 'user' });
  const data = encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [operator, true] });
  const res = await engine.scanJsonRpc({
    chain: 'ethereum',
    account_address: USER,
    metadata: { domain },
    data: { method: 'eth_sendTransaction', params: [{ from: USER, to: COLLECTION, data }] },
    options: ['validation'],
  });
  return [res.validation?.result_type, res.validation?.features.map((f) => `${f.feature_id} ${f.type}`) ?? []];
}

describe('approval for all to a contract the chain shows', () => {
  it('from a site no list flags: Benign, the approval shown', async () => {
    expect(await scan('https://some-nft-market.io', MARKET)).toEqual(['Benign', ['APPROVAL_FOR_ALL Benign']]);
  });
  it('from a free-host page or a lure-named site: Malicious, saying why', async () => {
    expect(await scan('https://some-nft-market.vercel.app', MARKET)).toEqual(['Malicious', expect.arrayContaining(['DECEPTIVE_SITE Malicious'])]);
    expect(await scan('https://nft-airdrop-pass.xyz', MARKET)).toEqual(['Malicious', expect.arrayContaining(['APPROVAL_FOR_ALL Warning', 'LURE_SITE Malicious'])]);
  });
  it('to a personal account, from the same plain site: Malicious', async () => {
    expect(await scan('https://some-nft-market.io', PERSON)).toEqual(['Malicious', ['APPROVAL_FOR_ALL_TO_EOA Malicious']]);
  });
});
