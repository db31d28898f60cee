import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../../scripts/registry/build';
import { knownContract } from '../../../lib/knowledge/registry';

const dataDir = new URL('../../../lib/knowledge/data/', import.meta.url);

const built = await buildRegistry();

describe('generated contract registry', () => {
  it('the checked-in contracts.json is what `npm run gen:registry` writes from the installed packages', () => {
    expect(readFileSync(new URL('contracts.json', dataDir), 'utf8')).toBe(built.contracts);
  });

  it('the checked-in sources record matches too (only its date may differ)', () => {
    const { generated, ...checkedIn } = JSON.parse(readFileSync(new URL('contracts.sources.json', dataDir), 'utf8')) as Record<string, unknown>;
    expect(generated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(checkedIn).toEqual(JSON.parse(JSON.stringify(built.sources)));
  });

  it('takes data only from permissively licensed packages', () => {
    // SPDX expressions whose every choice is permissive (MetaMask: "(MIT-0 OR Apache-2.0)").
    const permissive = /^(MIT|MIT-0|Apache-2\.0)$/;
    for (const p of built.sources.packages) expect(p.license.replace(/^\(|\)$/g, '').split(' OR ').every((l) => permissive.test(l)), p.license).toBe(true);
  });

  it('every hand-kept address names the page it came from', () => {
    for (const entry of built.sources.handKept) expect(entry.source).toMatch(/^https:\/\//);
  });

  it.each([
    [1, '0x000000000022D473030F116dDEE9F6B43aC78BA3', 'uniswap', 'Uniswap Permit2'],
    [8453, '0x000000000022D473030F116dDEE9F6B43aC78BA3', 'uniswap', 'Uniswap Permit2'],
    [324, '0x0000000000225e31D15943971F47aD3022F714Fa', 'uniswap', 'Uniswap Permit2'],
    [1, '0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af', 'uniswap', 'Uniswap Universal Router 2.0'],
    [1, '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D', 'uniswap', 'Uniswap V2 Router'],
    [1, '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45', 'uniswap', 'Uniswap SwapRouter02'],
    [1, '0x00000011F84B9aa48e5f8aA8B9897600006289Be', 'uniswap', 'UniswapX Dutch V2 Reactor'],
    [1, '0x0000000000000068F116a894984e2DB1123eB395', 'opensea', 'Seaport 1.6'],
    [8453, '0x1E0049783F008A0085193E00003D00cd54003c71', 'opensea', 'OpenSea Conduit'],
    [1, '0xDef1C0ded9bec7F1a1670819833240f027b25EfF', '0x', '0x Exchange Proxy'],
    [1, '0xC92E8bdf79f0507f65a392b0ab4667716BFE0110', 'cow', 'CoW Protocol Vault Relayer'],
    [1, '0x111111125421cA6dc452d289314280a0f8842A65', '1inch', '1inch Aggregation Router v6'],
    // Per chain from the protocols' packages, for every chain they ship that the engine knows.
    [57073, '0xC92E8bdf79f0507f65a392b0ab4667716BFE0110', 'cow', 'CoW Protocol Vault Relayer'],
    [8453, '0xfdaFc9d1902f4e0b84f65F49f244b32b31013b74', 'cow', 'CoW Protocol ComposableCoW'],
    [324, '0x6fd4383cB451173D5f9304F041C7BCBf27d561fF', '1inch', '1inch Aggregation Router v6'],
    [1, '0x000000000000Ad05Ccc4F10045630fb830B95127', 'blur', 'Blur Marketplace'],
    [1, '0x0000000000E655fAe4d56241588680F86E3b2377', 'looksrare', 'LooksRare Exchange v2'],
    [1, '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2', 'aave', 'Aave V3 Pool'],
    [1, '0xc3d688B66703497DAA19211EEdff47f25384cdc3', 'compound', 'Compound USDC market (Comet)'],
    [1, '0xae7ab96520DE3A18E5e111B5EaAb095312D7fE84', 'lido', 'Lido stETH'],
    [1, '0x253553366Da8546fC250F225fe3d25d0C782303b', 'ens', 'ENS ETH Registrar Controller (wrapped)'],
    [1, '0x41675C099F32341bf84BFc5382aF534df5C7461a', 'safe', 'Safe singleton 1.4.1'],
    [1, '0x40A2aCCbd92BCA938b02010E17A5b8929b49130D', 'safe', 'Safe MultiSendCallOnly 1.3.0'],
    [1, '0x16C6521Dff6baB339122a0FE25a9116693265353', 'curve', 'Curve Router NG'],
    [42161, '0xBA12222222228d8Ba445958a75a0704d566BF2C8', 'balancer', 'Balancer V2 Vault'],
    // Smart-account code accounts delegate to (EIP-7702), CREATE2 deployments from the makers' SDKs.
    [8453, '0xd6CEDDe84be40893d153Be9d467CD6aD37875b28', 'zerodev', 'ZeroDev Kernel v3.3 Smart Account'],
    [480, '0xe6Cae83BdE06E4c305530e199D7217f42808555B', 'eth-infinitism', 'Simple7702 Account (EntryPoint 0.8)'],
    [1, '0xa46cc63eBF4Bd77888AA327837d20b23A63a56B5', 'eth-infinitism', 'Simple7702 Account (EntryPoint 0.9)'],
  ])('chain %i: %s is %s\'s "%s"', (chainId, address, protocol, name) => {
    expect(knownContract(chainId, address)).toMatchObject({ protocol, name });
  });

  it('a contract is known only on the chains it is deployed on', () => {
    // Blur and ENS live on Ethereum only; Permit2's canonical address is not Permit2 on zkSync Era.
    expect(knownContract(8453, '0x000000000000Ad05Ccc4F10045630fb830B95127')).toBeUndefined();
    expect(knownContract(324, '0x000000000022D473030F116dDEE9F6B43aC78BA3')).toBeUndefined();
    // 1inch runs another router on zkSync Era: its package says so.
    expect(knownContract(324, '0x111111125421cA6dc452d289314280a0f8842A65')).toBeUndefined();
    // CREATE2 derives other addresses on ZK Stack chains: the smart accounts' SDK addresses are not theirs.
    expect(knownContract(324, '0xd6CEDDe84be40893d153Be9d467CD6aD37875b28')).toBeUndefined();
    expect(knownContract(2741, '0xe6Cae83BdE06E4c305530e199D7217f42808555B')).toBeUndefined();
  });
});
