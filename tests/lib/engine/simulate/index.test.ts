import { encodeFunctionData, getAddress, maxUint256, parseEther, toHex, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { simulationResultSchema } from '../../../../lib/api/schemas/evm';
import { RpcError, rpcFromUrl, type Eip1193Like } from '../../../../lib/engine/rpc';
import { NO_RPC_ERROR, simulateCalls, type SimCall } from '../../../../lib/engine/simulate';
import { createTokenMetadataCache } from '../../../../lib/engine/tokens/metadata';
import type { Anvil } from '../../../support/anvil';
import {
  DEMO_MULTI_ID,
  demoMultiAbi,
  demoNftAbi,
  demoTokenAbi,
  reverterAbi,
  type DemoContracts,
} from '../../../support/contracts';
import { useDemoChain } from '../../../support/demo-chain';

const ME: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let anvil: Anvil;
let c: DemoContracts;
let rpc: Eip1193Like;

useDemoChain((chain) => ({ anvil, contracts: c, rpc } = chain));

function simulate(calls: SimCall[], over: { rpc?: Eip1193Like | undefined; accountKey?: string } = {}) {
  return simulateCalls({
    rpc: 'rpc' in over ? over.rpc : rpc,
    chainId: anvil.chainId,
    chain: `eip155:${anvil.chainId}`,
    accountKey: over.accountKey ?? ME,
    calls,
    blockTag: 'latest',
    tokens: createTokenMetadataCache(),
  });
}

const nativeAsset = { type: 'NATIVE', symbol: 'ETH', name: 'Ether', decimals: 18, chain_id: 31337 };

describe('simulateCalls on anvil (eth_simulateV1)', () => {
  it('shows a native transfer as ETH out of the account, with details of the recipient', async () => {
    const { simulation, blockNumber } = await simulate([{ from: ME, to: OTHER, value: toHex(parseEther('1.5')) }]);
    expect(simulationResultSchema.parse(simulation).status).toBe('Success');
    expect(simulation.assets_diffs).toEqual({
      [ME]: [
        {
          asset: expect.objectContaining(nativeAsset),
          in: [],
          out: [{ value: '1.5', raw_value: '1500000000000000000', summary: 'Send 1.5 ETH' }],
        },
      ],
    });
    expect(simulation.exposures).toEqual({});
    expect(simulation.address_details[OTHER]).toEqual({ is_contract: false });
    expect(simulation.params).toMatchObject({ from: ME, to: OTHER, value: toHex(parseEther('1.5')), block_tag: 'latest' });
    expect(simulation.account_summary?.traces).toEqual([
      expect.objectContaining({ trace_type: 'AssetTrace', type: 'NativeAssetTrace', from_address: ME, to_address: OTHER }),
    ]);
    expect(blockNumber).toBeGreaterThan(0n);
    expect(simulation).not.toHaveProperty('total_usd_diff');
  });

  it('shows the receiving side as "in" when the account is the recipient', async () => {
    const { simulation } = await simulate([{ from: OTHER, to: ME, value: toHex(parseEther('2')) }]);
    expect(simulation.assets_diffs[ME]?.[0]).toMatchObject({ in: [{ value: '2', summary: 'Receive 2 ETH' }], out: [] });
  });

  it('shows an ERC-20 transfer with the token metadata read from the contract', async () => {
    const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'transfer', args: [OTHER, parseEther('2.5')] });
    const { simulation } = await simulate([{ from: ME, to: c.erc20, data }]);
    expect(simulation.assets_diffs[ME]).toEqual([
      {
        asset: { type: 'ERC20', address: getAddress(c.erc20), name: 'Demo Token', symbol: 'DEMO', decimals: 18 },
        in: [],
        out: [{ value: '2.5', raw_value: '2500000000000000000', summary: 'Send 2.5 DEMO' }],
      },
    ]);
    expect(simulation.address_details[getAddress(c.erc20)]).toEqual({ is_contract: true, contract_name: 'Demo Token' });
    expect(simulation.params?.calldata).toEqual({ function_selector: '0xa9059cbb', function_signature: 'transfer(address,uint256)' });
  });

  it('reports an unlimited approve as an exposure, with no asset moving', async () => {
    const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'approve', args: [OTHER, maxUint256] });
    const { simulation } = await simulate([{ from: ME, to: c.erc20, data }]);
    expect(simulation.assets_diffs).toEqual({});
    expect(simulation.exposures[ME]).toEqual([
      {
        asset_type: 'ERC20',
        asset: expect.objectContaining({ type: 'ERC20', symbol: 'DEMO', address: getAddress(c.erc20) }),
        spenders: {
          [OTHER]: expect.objectContaining({ approval: toHex(maxUint256), summary: expect.stringContaining('unlimited DEMO') }),
        },
      },
    ]);
  });

  it('reports a revoke (approve 0) as no exposure', async () => {
    const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'approve', args: [OTHER, 0n] });
    const { simulation } = await simulate([{ from: ME, to: c.erc20, data }]);
    expect(simulation.status).toBe('Success');
    expect(simulation.exposures).toEqual({});
  });

  it('reports setApprovalForAll as an is_approved_for_all exposure', async () => {
    const data = encodeFunctionData({ abi: demoNftAbi, functionName: 'setApprovalForAll', args: [OTHER, true] });
    const { simulation } = await simulate([{ from: ME, to: c.erc721, data }]);
    expect(simulation.exposures[ME]).toEqual([
      {
        asset_type: 'ERC721',
        asset: expect.objectContaining({ type: 'ERC721', name: 'Demo NFT', symbol: 'DNFT', address: getAddress(c.erc721) }),
        spenders: { [OTHER]: expect.objectContaining({ is_approved_for_all: true }) },
      },
    ]);
  });

  it('tells an ERC-1155 setApprovalForAll from an ERC-721 one (ERC-165)', async () => {
    const data = encodeFunctionData({ abi: demoMultiAbi, functionName: 'setApprovalForAll', args: [OTHER, true] });
    const { simulation } = await simulate([{ from: ME, to: c.erc1155, data }]);
    expect(simulation.exposures[ME]?.[0]).toMatchObject({
      asset_type: 'ERC1155',
      asset: { type: 'ERC1155', address: getAddress(c.erc1155) },
      spenders: { [OTHER]: { is_approved_for_all: true } },
    });
  });

  it('shows an ERC-721 transfer with its token id', async () => {
    const data = encodeFunctionData({ abi: demoNftAbi, functionName: 'transferFrom', args: [ME, OTHER, 1n] });
    const { simulation } = await simulate([{ from: ME, to: c.erc721, data }]);
    expect(simulation.assets_diffs[ME]).toEqual([
      {
        asset: { type: 'ERC721', address: getAddress(c.erc721), name: 'Demo NFT', symbol: 'DNFT' },
        in: [],
        out: [{ value: '1', raw_value: '1', token_id: '0x1', summary: 'Send DNFT #1' }],
      },
    ]);
  });

  it('shows an ERC-1155 transfer with its id and amount', async () => {
    const data = encodeFunctionData({ abi: demoMultiAbi, functionName: 'safeTransferFrom', args: [ME, OTHER, DEMO_MULTI_ID, 3n, '0x'] });
    const { simulation } = await simulate([{ from: ME, to: c.erc1155, data }]);
    expect(simulation.assets_diffs[ME]).toEqual([
      {
        asset: expect.objectContaining({ type: 'ERC1155', address: getAddress(c.erc1155) }),
        in: [],
        out: [expect.objectContaining({ value: '3', raw_value: '3', token_id: '0x7' })],
      },
    ]);
  });

  it('turns a reverting call into status Error with the decoded reason', async () => {
    const data = encodeFunctionData({ abi: reverterAbi, functionName: 'claim' });
    const { simulation } = await simulate([{ from: ME, to: c.reverter, data, value: toHex(parseEther('0.1')) }]);
    expect(simulationResultSchema.parse(simulation)).toMatchObject({ status: 'Error', error: 'Reverter: claim is closed', assets_diffs: {} });
  });

  it('carries state from call to call: approve then transferFrom by the spender in one block', async () => {
    const approve = encodeFunctionData({ abi: demoTokenAbi, functionName: 'approve', args: [OTHER, parseEther('10')] });
    const pull = encodeFunctionData({ abi: demoTokenAbi, functionName: 'transferFrom', args: [ME, OTHER, parseEther('4')] });
    const { simulation } = await simulate([
      { from: ME, to: c.erc20, data: approve },
      { from: OTHER, to: c.erc20, data: pull },
    ]);
    expect(simulation.status).toBe('Success');
    expect(simulation.assets_diffs[ME]?.[0]?.out).toEqual([{ value: '4', raw_value: '4000000000000000000', summary: 'Send 4 DEMO' }]);
    expect(simulation.exposures[ME]?.[0]?.spenders[OTHER]?.approval).toBe(toHex(parseEther('10')));
  });
});

describe('simulateCalls fallbacks', () => {
  /** A node without eth_simulateV1 (like many public RPCs): answers -32601 for it. */
  function withoutSimulateV1(seen: string[]): Eip1193Like {
    return {
      async request(args) {
        seen.push(args.method);
        if (args.method === 'eth_simulateV1') throw new RpcError(-32601, 'the method eth_simulateV1 does not exist');
        return rpc.request(args);
      },
    };
  }

  it('falls back to debug_traceCall and finds the same native and token moves', async () => {
    const seen: string[] = [];
    const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'transfer', args: [OTHER, parseEther('1')] });
    const native = await simulate([{ from: ME, to: OTHER, value: toHex(parseEther('0.25')) }], { rpc: withoutSimulateV1(seen) });
    const token = await simulate([{ from: ME, to: c.erc20, data }], { rpc: withoutSimulateV1(seen) });
    expect(seen).toContain('debug_traceCall');
    expect(native.simulation.assets_diffs[ME]?.[0]?.out).toEqual([{ value: '0.25', raw_value: '250000000000000000', summary: 'Send 0.25 ETH' }]);
    expect(token.simulation.assets_diffs[ME]?.[0]).toMatchObject({ asset: { symbol: 'DEMO' }, out: [{ value: '1' }] });
    expect(native.blockNumber).toBeGreaterThan(0n);
  });

  it('reports the revert reason through debug_traceCall too', async () => {
    const data = encodeFunctionData({ abi: reverterAbi, functionName: 'claim' });
    const { simulation } = await simulate([{ from: ME, to: c.reverter, data }], { rpc: withoutSimulateV1([]) });
    expect(simulation).toMatchObject({ status: 'Error', error: 'Reverter: claim is closed' });
  });

  it('says so when there is no RPC at all (decode-only)', async () => {
    const { simulation } = await simulate([{ from: ME, to: OTHER, value: '0x1' }], { rpc: undefined });
    expect(simulation).toMatchObject({ status: 'Error', error: NO_RPC_ERROR, assets_diffs: {} });
    expect(simulation.params).toMatchObject({ from: ME, to: OTHER });
  });

  it('reports an unreachable node as status Error, not an exception', async () => {
    const { simulation } = await simulate([{ from: ME, to: OTHER, value: '0x1' }], { rpc: rpcFromUrl('http://127.0.0.1:9/') });
    expect(simulation.status).toBe('Error');
    expect(simulation.error).toMatch(/unreachable/);
  });
});
