import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Eip1193Like } from '../../../../lib/engine/rpc';
import { createTokenMetadataCache } from '../../../../lib/engine/tokens/metadata';
import { nativeAsset } from '../../../../lib/engine/tokens/native';
import type { Anvil } from '../../../support/anvil';
import type { DemoContracts } from '../../../support/contracts';
import { useDemoChain } from '../../../support/demo-chain';

let anvil: Anvil;
let c: DemoContracts;
let rpc: Eip1193Like;

useDemoChain((chain) => ({ anvil, contracts: c, rpc } = chain));

describe('token metadata', () => {
  it('reads name, symbol and decimals from the contract', async () => {
    const meta = await createTokenMetadataCache().get(anvil.chainId, c.erc20, rpc);
    expect(meta).toEqual({ name: 'Demo Token', symbol: 'DEMO', decimals: 18, logoURI: undefined });
  });

  it('reads bytes32 names and symbols of old tokens', async () => {
    const meta = await createTokenMetadataCache().get(anvil.chainId, c.bytes32Token, rpc);
    expect(meta).toMatchObject({ name: 'Old Token', symbol: 'OLD', decimals: 9 });
  });

  it('gives nothing (not an error) for an address without a token', async () => {
    const meta = await createTokenMetadataCache().get(anvil.chainId, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', rpc);
    expect(meta).toEqual({ name: undefined, symbol: undefined, decimals: undefined, logoURI: undefined });
  });

  it('knows listed tokens offline, with their logo (bundled token list)', async () => {
    const usdc: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
    const meta = await createTokenMetadataCache().get(1, usdc, undefined);
    expect(meta).toMatchObject({ symbol: 'USDC', decimals: 6 });
    expect(meta.logoURI).toMatch(/^https:\/\//);
  });

  it('asks the chain once per token', async () => {
    let calls = 0;
    const counting: Eip1193Like = {
      request(args) {
        if (args.method === 'eth_call') calls++;
        return rpc.request(args);
      },
    };
    const cache = createTokenMetadataCache();
    await cache.get(anvil.chainId, c.erc20, counting);
    await cache.get(anvil.chainId, c.erc20, counting);
    expect(calls).toBe(3);
  });
});

describe('nativeAsset', () => {
  it('names the native currency of known chains and defaults to ETH', () => {
    expect(nativeAsset(56)).toMatchObject({ type: 'NATIVE', symbol: 'BNB', decimals: 18, chain_id: 56 });
    expect(nativeAsset(137)).toMatchObject({ symbol: 'POL' });
    expect(nativeAsset(31337)).toMatchObject({ symbol: 'ETH', name: 'Ether', chain_id: 31337, chain_name: 'eip155:31337' });
  });
});
