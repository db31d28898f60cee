import { encodeFunctionData, getAddress, maxUint256, parseEther, toHex, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { evmAddressScanResponseSchema, evmBulkScanResponseSchema, evmScanResponseSchema } from '../../../lib/api/schemas/evm';
import { createLocalEngine, type LocalEngine } from '../../../lib/engine';
import type { Anvil } from '../../support/anvil';
import { demoTokenAbi, reverterAbi, type DemoContracts } from '../../support/contracts';
import { permitTypedData } from '../../fixtures/typed-data';
import { useDemoChain } from '../../support/demo-chain';

const ME: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CHAIN = 'eip155:31337';
const metadata = { domain: 'https://app.example.org' };

/** The verdict and its feature ids, as the review shows them. */
function verdict(v: { result_type?: string; features?: { feature_id: string }[] } | undefined) {
  return v && { result_type: v.result_type, features: (v.features ?? []).map((f) => f.feature_id) };
}
const PLAIN_TRANSFER = { result_type: 'Benign', features: ['NATIVE_TRANSFER'] };

let anvil: Anvil;
let c: DemoContracts;
let engine: LocalEngine;

useDemoChain((chain) => {
  ({ anvil, contracts: c } = chain);
  engine = createLocalEngine({ rpc: anvil.url });
});

describe('createLocalEngine().scanTransaction', () => {
  it('answers with the envelope, validation, simulation and gas estimation asked for', async () => {
    const res = await engine.scanTransaction({
      chain: CHAIN,
      metadata,
      account_address: ME,
      data: { from: ME, to: OTHER, value: toHex(parseEther('1')) },
      options: ['validation', 'simulation', 'gas_estimation'],
    });
    const parsed = evmScanResponseSchema.parse(res);
    expect(parsed.chain).toBe(CHAIN);
    expect(parsed.account_address).toBe(ME);
    expect(parsed.block).toMatch(/^[0-9]+$/);
    // Simulated on the RPC given: the verdict says so.
    expect(verdict(parsed.validation)).toEqual({ result_type: 'Benign', features: ['NATIVE_TRANSFER', 'SIMULATED_WITH_YOUR_RPC'] });
    expect(parsed.simulation?.assets_diffs[ME]?.[0]?.out).toEqual([{ value: '1', raw_value: '1000000000000000000', summary: 'Send 1 ETH' }]);
    expect(parsed.gas_estimation).toEqual({ status: 'Success', estimate: '21000', used: '21000' });
    // The gas price the review works the fee out with (gas × price): the chain's own eth_gasPrice.
    const chainPrice = await fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_gasPrice', params: [] }) })
      .then((r) => r.json())
      .then((j: unknown) => BigInt(String(Reflect.get(Object(j), 'result'))));
    expect(chainPrice).toBeGreaterThan(0n);
    expect(BigInt(parsed.simulation?.params?.gas_price ?? '0')).toBe(chainPrice);
  });

  it('applies the spec default options: validation only', async () => {
    const res = await engine.scanTransaction({ chain: CHAIN, metadata, account_address: ME, data: { from: ME, to: OTHER, value: '0x1' } });
    expect(verdict(res.validation)).toEqual(PLAIN_TRANSFER);
    expect(res).not.toHaveProperty('simulation');
    expect(res).not.toHaveProperty('gas_estimation');
  });

  it('gives only the simulation when only simulation is asked', async () => {
    const res = await engine.scanTransaction({ chain: CHAIN, metadata, account_address: ME, data: { from: ME, to: OTHER, value: '0x1' }, options: ['simulation'] });
    expect(res).not.toHaveProperty('validation');
    expect(res.simulation?.status).toBe('Success');
  });

  it('flags an unlimited approval to an EOA and shows the exposure', async () => {
    const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'approve', args: [OTHER, maxUint256] });
    const res = evmScanResponseSchema.parse(
      await engine.scanTransaction({ chain: CHAIN, metadata, account_address: ME, data: { from: ME, to: c.erc20, data }, options: ['validation', 'simulation'] }),
    );
    expect(verdict(res.validation)).toEqual({ result_type: 'Malicious', features: ['APPROVAL_TO_EOA', 'SIMULATED_WITH_YOUR_RPC'] });
    expect(res.simulation?.exposures[ME]?.[0]?.spenders[OTHER]?.approval).toBe(toHex(maxUint256));
  });

  it('reads the balance from the chain: an approval covering all the user holds to an unknown contract is Malicious, a smaller one a Warning', async () => {
    const held = await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to: c.erc20, data: encodeFunctionData({ abi: demoTokenAbi, functionName: 'balanceOf', args: [ME] }) }, 'latest'] }),
    })
      .then((r) => r.json())
      .then((j: unknown) => BigInt(String(Reflect.get(Object(j), 'result'))));
    expect(held).toBeGreaterThan(1n);
    const approve = async (amount: bigint) =>
      verdict(
        (await engine.scanTransaction({
          chain: CHAIN,
          metadata,
          account_address: ME,
          data: { from: ME, to: c.erc20, data: encodeFunctionData({ abi: demoTokenAbi, functionName: 'approve', args: [c.reverter, amount] }) },
        })).validation,
      );
    expect(await approve(maxUint256)).toEqual({ result_type: 'Malicious', features: ['APPROVAL_OF_WHOLE_BALANCE'] });
    expect(await approve(held)).toEqual({ result_type: 'Malicious', features: ['APPROVAL_OF_WHOLE_BALANCE'] });
    expect(await approve(held - 1n)).toEqual({ result_type: 'Warning', features: ['TOKEN_APPROVAL'] });
  });

  it('reads the coin balance from the chain (eth_getBalance): all of it but the fee to a personal account, asked by a site no list vouches for, is Malicious; a part is shown', async () => {
    const held = await fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [ME, 'latest'] }) })
      .then((r) => r.json())
      .then((j: unknown) => BigInt(String(Reflect.get(Object(j), 'result'))));
    expect(held).toBeGreaterThan(parseEther('1'));
    const send = async (value: bigint) => verdict((await engine.scanTransaction({ chain: CHAIN, metadata, account_address: ME, data: { from: ME, to: OTHER, value: toHex(value) } })).validation);
    expect(await send(held - held / 1000n)).toEqual({ result_type: 'Malicious', features: ['TRANSFER_OF_WHOLE_BALANCE'] });
    expect(await send(parseEther('1'))).toEqual(PLAIN_TRANSFER);
  });

  it('reports a reverting transaction as simulation status Error with the reason', async () => {
    const data = encodeFunctionData({ abi: reverterAbi, functionName: 'claim' });
    const res = evmScanResponseSchema.parse(
      await engine.scanTransaction({ chain: CHAIN, metadata, account_address: ME, data: { from: ME, to: c.reverter, data }, options: ['simulation', 'gas_estimation'] }),
    );
    expect(res.simulation).toMatchObject({ status: 'Error', error: 'Reverter: claim is closed' });
    expect(res.gas_estimation?.status).toBe('Error');
    expect(res.gas_estimation?.error).toContain('Reverter: claim is closed');
  });

  it('applies state_override before simulating (an empty account given a balance)', async () => {
    const empty: Address = '0x000000000000000000000000000000000000bEEF';
    const req = { chain: CHAIN, metadata, account_address: empty, data: { from: empty, to: OTHER, value: toHex(parseEther('3')) }, options: ['simulation' as const] };
    const funded = await engine.scanTransaction({ ...req, state_override: { [empty]: { balance: toHex(parseEther('10')) } } });
    expect(funded.simulation?.assets_diffs[empty]?.[0]?.out[0]?.value).toBe('3');
    const unfunded = await engine.scanTransaction(req);
    expect(unfunded.simulation).toMatchObject({ status: 'Error', error: expect.stringMatching(/insufficient funds/i) });
  });

  it('works offline: validation still answers, simulation says there is no RPC, block is "latest"', async () => {
    const offline = createLocalEngine();
    const res = evmScanResponseSchema.parse(
      await offline.scanTransaction({ chain: 'ethereum', metadata, account_address: ME, data: { from: ME, to: OTHER, value: '0x1' }, options: ['validation', 'simulation'] }),
    );
    expect(res.block).toBe('latest');
    expect(verdict(res.validation)).toEqual(PLAIN_TRANSFER);
    expect(res.simulation).toMatchObject({ status: 'Error', error: 'no RPC available for simulation' });
  });

  it('turns a node that is down into an in-body Error, never an exception', async () => {
    const down = createLocalEngine({ rpc: 'http://127.0.0.1:9' });
    const res = await down.scanTransaction({ chain: CHAIN, metadata, account_address: ME, data: { from: ME, to: OTHER, value: '0x1' }, options: ['validation', 'simulation'] });
    expect(res.simulation?.status).toBe('Error');
    expect(res.block).toBe('latest');
  });

  it('picks the RPC per chain and simulates only where it has one', async () => {
    const perChain = createLocalEngine({ rpc: (id) => (id === 31337 ? anvil.url : undefined) });
    const tx = { metadata, account_address: ME, data: { from: ME, to: OTHER, value: '0x1' }, options: ['simulation' as const] };
    expect((await perChain.scanTransaction({ ...tx, chain: CHAIN })).simulation?.status).toBe('Success');
    expect((await perChain.scanTransaction({ ...tx, chain: 'ethereum' })).simulation?.error).toBe('no RPC available for simulation');
  });

  it('answers odd input with an Error validation instead of throwing', async () => {
    const res = await engine.scanTransaction(JSON.parse('{"chain":"eip155:31337","metadata":{},"account_address":"nope","data":{"from":"0x12"}}'));
    expect(res.validation?.result_type).toBe('Error');
    expect(res.validation?.error).toContain('account_address');
  });
});

describe('createLocalEngine().scanJsonRpc', () => {
  it('simulates eth_sendTransaction', async () => {
    const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'transfer', args: [OTHER, parseEther('3')] });
    const res = evmScanResponseSchema.parse(
      await engine.scanJsonRpc({
        chain: CHAIN,
        metadata,
        account_address: ME,
        data: { method: 'eth_sendTransaction', params: [{ from: ME, to: c.erc20, data }] },
        options: ['validation', 'simulation'],
      }),
    );
    expect(verdict(res.validation)).toEqual({ result_type: 'Benign', features: ['TOKEN_TRANSFER', 'SIMULATED_WITH_YOUR_RPC'] });
    expect(res.simulation?.assets_diffs[ME]?.[0]).toMatchObject({ asset: { symbol: 'DEMO' }, out: [{ value: '3', summary: 'Send 3 DEMO' }] });
    expect(res.events).toEqual([
      expect.objectContaining({
        emitter_address: getAddress(c.erc20),
        name: 'Transfer',
        params: [
          expect.objectContaining({ name: 'from', value: ME }),
          expect.objectContaining({ name: 'to', value: OTHER }),
          expect.objectContaining({ name: 'value', type: 'uint256', value: parseEther('3').toString() }),
        ],
      }),
    ]);
  });

  it('simulates a two-call wallet_sendCalls batch together (native + token)', async () => {
    const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'transfer', args: [OTHER, parseEther('5')] });
    const res = evmScanResponseSchema.parse(
      await engine.scanJsonRpc({
        chain: CHAIN,
        metadata,
        account_address: ME,
        data: {
          method: 'wallet_sendCalls',
          params: [{ version: '2.0.0', from: ME, chainId: '0x7a69', atomicRequired: true, calls: [{ to: OTHER, value: toHex(parseEther('0.5')) }, { to: c.erc20, data }] }],
        },
        options: ['validation', 'simulation'],
      }),
    );
    const diffs = res.simulation?.assets_diffs[ME] ?? [];
    expect(diffs.map((d) => [d.asset.type, d.out[0]?.value])).toEqual([
      ['NATIVE', '0.5'],
      ['ERC20', '5'],
    ]);
  });

  it('turns a Permit signature into an exposure with token metadata and no asset diffs', async () => {
    const typedData = permitTypedData({
      domain: { name: 'Demo Token', version: '1', chainId: 31337, verifyingContract: c.erc20 },
      owner: ME,
      spender: OTHER,
      value: maxUint256.toString(),
    });
    const res = evmScanResponseSchema.parse(
      await engine.scanJsonRpc({
        chain: CHAIN,
        metadata,
        account_address: ME,
        data: { method: 'eth_signTypedData_v4', params: [ME, JSON.stringify(typedData)] },
        options: ['validation', 'simulation'],
      }),
    );
    expect(verdict(res.validation)).toEqual({ result_type: 'Malicious', features: ['PERMIT_TO_EOA'] });
    expect(res.simulation?.status).toBe('Success');
    expect(res.simulation?.assets_diffs).toEqual({});
    const exposure = res.simulation?.exposures[ME]?.[0];
    expect(exposure?.asset).toMatchObject({ type: 'ERC20', symbol: 'DEMO', decimals: 18, address: getAddress(c.erc20) });
    expect(exposure?.spenders[OTHER]).toMatchObject({ approval: toHex(maxUint256), expiration: '2030-01-01T00:00:00.000Z' });

    // Without account_address the signer comes from the method's address param.
    const anonymous = await engine.scanJsonRpc({
      chain: CHAIN,
      metadata,
      account_address: '',
      data: { method: 'eth_signTypedData_v4', params: [ME, JSON.stringify(typedData)] },
      options: ['simulation'],
    });
    expect(anonymous.account_address).toBe(ME);
    expect(anonymous.simulation?.exposures[ME]?.[0]?.spenders[OTHER]?.approval).toBe(toHex(maxUint256));
  });
});

describe('createLocalEngine().scanTransactionBulk', () => {
  const token = () => encodeFunctionData({ abi: demoTokenAbi, functionName: 'transfer', args: [OTHER, parseEther('2')] });

  it('aggregated: one envelope with the summed effect of the calls', async () => {
    const res = evmBulkScanResponseSchema.parse(
      await engine.scanTransactionBulk({
        chain: CHAIN,
        metadata,
        account_address: ME,
        aggregated: true,
        data: [
          { from: ME, to: c.erc20, data: token() },
          { from: ME, to: c.erc20, data: token() },
          { from: ME, to: OTHER, value: toHex(parseEther('1')) },
        ],
        options: ['validation', 'simulation'],
      }),
    );
    expect(res).toHaveLength(1);
    const diffs = res[0]?.simulation?.assets_diffs[ME] ?? [];
    expect(diffs.find((d) => d.asset.type === 'ERC20')?.out).toEqual([{ value: '4', raw_value: '4000000000000000000', summary: 'Send 4 DEMO' }]);
    expect(diffs.find((d) => d.asset.type === 'NATIVE')?.out[0]?.value).toBe('1');
    expect(verdict(res[0]?.validation)).toEqual({ result_type: 'Benign', features: ['TOKEN_TRANSFER', 'TOKEN_TRANSFER', 'NATIVE_TRANSFER', 'SIMULATED_WITH_YOUR_RPC'] });
  });

  it('aggregated validation is the worst of the calls', async () => {
    const approve = encodeFunctionData({ abi: demoTokenAbi, functionName: 'approve', args: [OTHER, maxUint256] });
    const [one] = await engine.scanTransactionBulk({
      chain: CHAIN,
      metadata,
      aggregated: true,
      data: [{ from: ME, to: OTHER, value: '0x1' }, { from: ME, to: c.erc20, data: approve }],
    });
    expect(verdict(one?.validation)).toEqual({ result_type: 'Malicious', features: ['NATIVE_TRANSFER', 'APPROVAL_TO_EOA'] });
  });

  it('not aggregated: one envelope per transaction, in order', async () => {
    const res = await engine.scanTransactionBulk({
      chain: CHAIN,
      metadata,
      data: [{ from: ME, to: c.erc20, data: token() }, { from: ME, to: OTHER, value: toHex(parseEther('1')) }],
      options: ['simulation'],
    });
    expect(res.map((r) => r.simulation?.assets_diffs[ME]?.[0]?.asset.type)).toEqual(['ERC20', 'NATIVE']);
  });
});

describe('createLocalEngine().scanAddressesExtended', () => {
  it('answers for every address, telling a contract from an EOA', async () => {
    const res = evmAddressScanResponseSchema.parse(
      await engine.scanAddressesExtended({ chain: CHAIN, metadata: {}, addresses: [OTHER, c.erc20] }),
    );
    expect(res.results.map((r) => r.address)).toEqual([OTHER, c.erc20]);
    const ids = res.results.map((r) => r.validation.features.map((f) => f.feature_id));
    expect(ids[0]).toContain('IS_EOA');
    expect(ids[1]).toContain('IS_CONTRACT');
  });
});
