/**
 * Reads deployment addresses from the protocols' own published packages. Every package is loaded
 * through Node's require (their ESM builds do not resolve under Node) and every value we take is
 * checked with zod, so a package that changes shape fails the generator instead of writing junk.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import type { ContractRole } from '../../lib/knowledge/registry';

const require = createRequire(import.meta.url);

export interface PackageContract {
  address: string;
  name: string;
  protocol: string;
  role: ContractRole;
  chainId: number;
}

export interface PackageSource {
  name: string;
  version: string;
  license: string;
  provides: string;
}

export const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const addressByChain = z.record(z.string(), address);
const ZERO = /^0x0{40}$/;
/** A function exported by a package; its result is checked where it is used. */
const fn = z.custom<(...args: unknown[]) => unknown>((value) => typeof value === 'function', 'expected a function');

export function usable(value: string | undefined): value is string {
  return value !== undefined && address.safeParse(value).success && !ZERO.test(value);
}

/** One row per chain on which a package's address-by-chain map names a usable address. */
function perChain(chains: readonly number[], byChain: Record<string, string> | undefined, what: Omit<PackageContract, 'address' | 'chainId'>, out: PackageContract[]): void {
  for (const chainId of chains) {
    const value = byChain?.[String(chainId)];
    if (usable(value)) out.push({ ...what, address: value, chainId });
  }
}

/** Name, version and license from the package's own package.json (read from disk: some exports maps hide it). */
export function packageInfo(name: string, provides: string): PackageSource {
  const entry = require.resolve(name);
  const marker = `/node_modules/${name}/`;
  const root = entry.slice(0, entry.lastIndexOf(marker) + marker.length);
  const manifest = z.object({ version: z.string(), license: z.string() }).parse(JSON.parse(readFileSync(`${root}package.json`, 'utf8')));
  return { name, version: manifest.version, license: manifest.license, provides };
}

function uniswap(chains: readonly number[], out: PackageContract[]): PackageSource[] {
  const sdk = z
    .object({
      CHAIN_TO_ADDRESSES_MAP: z.record(
        z.string(),
        z.object({
          swapRouter02Address: address.optional(),
          nonfungiblePositionManagerAddress: address.optional(),
          v4PoolManagerAddress: address.optional(),
          v4PositionManagerAddress: address.optional(),
        }),
      ),
      V2_ROUTER_ADDRESSES: addressByChain,
      SWAP_ROUTER_02_ADDRESSES: fn,
    })
    .parse(require('@uniswap/sdk-core'));
  const add = (chainId: number, value: string | undefined, name: string, role: ContractRole): void => {
    if (usable(value)) out.push({ address: value, name, protocol: 'uniswap', role, chainId });
  };
  for (const chainId of chains) {
    const c = sdk.CHAIN_TO_ADDRESSES_MAP[String(chainId)];
    add(chainId, sdk.V2_ROUTER_ADDRESSES[String(chainId)], 'Uniswap V2 Router', 'router');
    if (c === undefined) continue;
    // SWAP_ROUTER_02_ADDRESSES falls back to the mainnet address for chains without their own: only trust the map.
    add(chainId, c.swapRouter02Address ?? (chainId === 1 ? z.string().parse(sdk.SWAP_ROUTER_02_ADDRESSES(1)) : undefined), 'Uniswap SwapRouter02', 'router');
    add(chainId, c.nonfungiblePositionManagerAddress, 'Uniswap V3 Positions NFT', 'liquidity');
    add(chainId, c.v4PoolManagerAddress, 'Uniswap V4 PoolManager', 'vault');
    add(chainId, c.v4PositionManagerAddress, 'Uniswap V4 Positions NFT', 'liquidity');
  }

  const ur = z
    .object({ UNIVERSAL_ROUTER_ADDRESS: fn, UniversalRouterVersion: z.record(z.string(), z.string()) })
    .parse(require('@uniswap/universal-router-sdk'));
  for (const chainId of chains) {
    for (const version of Object.values(ur.UniversalRouterVersion)) {
      let value: unknown;
      try {
        value = ur.UNIVERSAL_ROUTER_ADDRESS(version, chainId);
      } catch {
        continue; // not deployed on this chain
      }
      const parsed = address.safeParse(value);
      if (parsed.success) add(chainId, parsed.data, `Uniswap Universal Router ${version}`, 'router');
    }
  }

  const x = z
    .object({
      PERMIT2_MAPPING: addressByChain,
      REACTOR_ADDRESS_MAPPING: z.record(z.string(), z.record(z.string(), address)),
    })
    .parse(require('@uniswap/uniswapx-sdk'));
  const permit2 = z.object({ permit2Address: fn }).parse(require('@uniswap/permit2-sdk'));
  for (const chainId of chains) {
    // UniswapX lists the chains Permit2 is deployed on; permit2-sdk knows the per-chain address (zkSync differs).
    if (x.PERMIT2_MAPPING[String(chainId)] !== undefined) {
      const fromSdk = address.parse(permit2.permit2Address(chainId));
      if (fromSdk.toLowerCase() !== x.PERMIT2_MAPPING[String(chainId)]?.toLowerCase()) {
        throw new Error(`Permit2 address for chain ${chainId} differs between permit2-sdk and uniswapx-sdk`);
      }
      add(chainId, fromSdk, 'Uniswap Permit2', 'token-spender');
    }
    for (const [kind, reactor] of Object.entries(x.REACTOR_ADDRESS_MAPPING[String(chainId)] ?? {})) {
      add(chainId, reactor, `UniswapX ${kind.replace('_', ' ')} Reactor`, 'order-settlement');
    }
  }
  return [
    packageInfo('@uniswap/sdk-core', 'Uniswap V2 router, SwapRouter02, V3 / V4 position managers, V4 PoolManager'),
    packageInfo('@uniswap/universal-router-sdk', 'Universal Router (every version) per chain'),
    packageInfo('@uniswap/uniswapx-sdk', 'UniswapX reactors; the chains Permit2 is deployed on'),
    packageInfo('@uniswap/permit2-sdk', 'Permit2 address per chain (zkSync Era differs)'),
  ];
}

/** Seaport is deployed at one address on the chains OpenSea trades on; seaport-js names the addresses, not the chains. */
export const SEAPORT_CHAINS = [1, 10, 137, 8453, 42161, 43114, 56, 7777777, 81457, 11155111, 84532, 1329, 33139, 80094, 130, 1868, 2020, 747, 57073];
export const SEAPORT_CHAINS_SOURCE = 'https://docs.opensea.io/reference/supported-chains';

function seaport(chains: readonly number[], out: PackageContract[]): PackageSource[] {
  const c = z
    .object({
      CROSS_CHAIN_SEAPORT_V1_5_ADDRESS: address,
      CROSS_CHAIN_SEAPORT_V1_6_ADDRESS: address,
      OPENSEA_CONDUIT_ADDRESS: address,
    })
    .parse(require('@opensea/seaport-js/lib/constants'));
  for (const chainId of chains.filter((id) => SEAPORT_CHAINS.includes(id))) {
    out.push({ address: c.CROSS_CHAIN_SEAPORT_V1_6_ADDRESS, name: 'Seaport 1.6', protocol: 'opensea', role: 'marketplace', chainId });
    out.push({ address: c.CROSS_CHAIN_SEAPORT_V1_5_ADDRESS, name: 'Seaport 1.5', protocol: 'opensea', role: 'marketplace', chainId });
    out.push({ address: c.OPENSEA_CONDUIT_ADDRESS, name: 'OpenSea Conduit', protocol: 'opensea', role: 'conduit', chainId });
  }
  return [packageInfo('@opensea/seaport-js', `Seaport 1.5 / 1.6 and the OpenSea conduit (chains: ${SEAPORT_CHAINS_SOURCE})`)];
}

function zeroEx(chains: readonly number[], out: PackageContract[]): PackageSource[] {
  const pkg = z
    .object({ getContractAddressesForChainOrThrow: fn, ChainId: z.record(z.string(), z.union([z.string(), z.number()])) })
    .parse(require('@0x/contract-addresses'));
  const known = new Set(Object.values(pkg.ChainId).filter((v): v is number => typeof v === 'number'));
  for (const chainId of chains.filter((id) => known.has(id))) {
    const addrs = z.object({ exchangeProxy: address }).parse(pkg.getContractAddressesForChainOrThrow(chainId));
    if (usable(addrs.exchangeProxy)) out.push({ address: addrs.exchangeProxy, name: '0x Exchange Proxy', protocol: '0x', role: 'router', chainId });
  }
  return [packageInfo('@0x/contract-addresses', '0x Exchange Proxy per chain')];
}

function aave(chains: readonly number[], out: PackageContract[]): PackageSource[] {
  const book: Record<string, unknown> = z.record(z.string(), z.unknown()).parse(require('@bgd-labs/aave-address-book'));
  const market = z.object({
    CHAIN_ID: z.number(),
    POOL: address,
    WETH_GATEWAY: address.optional(),
    DEBT_SWAP_ADAPTER: address.optional(),
    REPAY_WITH_COLLATERAL_ADAPTER: address.optional(),
    SWAP_COLLATERAL_ADAPTER: address.optional(),
    WITHDRAW_SWAP_ADAPTER: address.optional(),
  });
  for (const [key, value] of Object.entries(book)) {
    const version = /^Aave(V2|V3)([A-Z][A-Za-z]*)$/.exec(key);
    if (version === null) continue;
    const parsed = market.safeParse(value);
    if (!parsed.success || !chains.includes(parsed.data.CHAIN_ID)) continue;
    const m = parsed.data;
    const label = `Aave ${version[1]}${/(Lido|EtherFi|Horizon|AMM|Arc|Whitelabel)$/.test(key) ? ` ${version[2]?.replace(/^(Ethereum|BaseSepolia|Ink)/, '')}` : ''}`;
    const add = (value: string | undefined, name: string): void => {
      if (usable(value)) out.push({ address: value, name: `${label} ${name}`, protocol: 'aave', role: 'lending', chainId: m.CHAIN_ID });
    };
    add(m.POOL, 'Pool');
    add(m.WETH_GATEWAY, 'WETH Gateway');
    add(m.DEBT_SWAP_ADAPTER, 'Debt Swap Adapter');
    add(m.REPAY_WITH_COLLATERAL_ADAPTER, 'Repay With Collateral Adapter');
    add(m.SWAP_COLLATERAL_ADAPTER, 'Collateral Swap Adapter');
    add(m.WITHDRAW_SWAP_ADAPTER, 'Withdraw Swap Adapter');
  }
  return [packageInfo('@bgd-labs/aave-address-book', 'Aave V2 / V3 pools, WETH gateways and swap adapters per market')];
}

function lido(chains: readonly number[], out: PackageContract[]): PackageSource[] {
  const pkg = z
    .object({
      TOKENS_BY_NETWORK: z.record(z.string(), z.record(z.string(), address)),
      WITHDRAWAL_QUEUE_BY_NETWORK: addressByChain,
    })
    .parse(require('@lido-sdk/constants'));
  const names: Record<string, [string, ContractRole]> = {
    STETH: ['Lido stETH', 'staking'],
    WSTETH: ['Lido wstETH', 'token'],
    LDO: ['Lido DAO Token', 'token'],
  };
  for (const chainId of chains) {
    for (const [symbol, value] of Object.entries(pkg.TOKENS_BY_NETWORK[String(chainId)] ?? {})) {
      const entry = names[symbol];
      if (entry !== undefined && usable(value)) out.push({ address: value, name: entry[0], protocol: 'lido', role: entry[1], chainId });
    }
    const queue = pkg.WITHDRAWAL_QUEUE_BY_NETWORK[String(chainId)];
    if (usable(queue)) out.push({ address: queue, name: 'Lido Withdrawal Queue', protocol: 'lido', role: 'staking', chainId });
  }
  return [packageInfo('@lido-sdk/constants', 'stETH, wstETH, LDO and the withdrawal queue per chain')];
}

const SAFE_VERSIONS = ['1.0.0', '1.1.1', '1.2.0', '1.3.0', '1.4.1', '1.5.0'];

function safe(chains: readonly number[], out: PackageContract[]): PackageSource[] {
  const pkg: Record<string, unknown> = z.record(z.string(), z.unknown()).parse(require('@safe-global/safe-deployments'));
  const deployment = z.object({ version: z.string(), networkAddresses: z.record(z.string(), z.union([address, z.array(address)])) });
  const getters: [string, string][] = [
    ['getSafeSingletonDeployment', 'Safe singleton'],
    ['getSafeL2SingletonDeployment', 'Safe L2 singleton'],
    ['getProxyFactoryDeployment', 'Safe Proxy Factory'],
    ['getMultiSendDeployment', 'Safe MultiSend'],
    ['getMultiSendCallOnlyDeployment', 'Safe MultiSendCallOnly'],
    ['getSignMessageLibDeployment', 'Safe SignMessageLib'],
    ['getCreateCallDeployment', 'Safe CreateCall'],
    ['getCompatibilityFallbackHandlerDeployment', 'Safe Fallback Handler'],
    ['getSafeMigrationDeployment', 'Safe Migration'],
    ['getSafeToL2MigrationDeployment', 'Safe To L2 Migration'],
    ['getSafeToL2SetupDeployment', 'Safe To L2 Setup'],
  ];
  for (const [getterName, label] of getters) {
    const getter = fn.parse(pkg[getterName]);
    for (const version of SAFE_VERSIONS) {
      const found: unknown = getter({ version, released: true });
      if (found === undefined) continue;
      const d = deployment.parse(found);
      for (const chainId of chains) {
        const at = d.networkAddresses[String(chainId)];
        for (const value of at === undefined ? [] : Array.isArray(at) ? at : [at]) {
          out.push({ address: value, name: `${label} ${d.version}`, protocol: 'safe', role: 'multisig', chainId });
        }
      }
    }
  }
  return [packageInfo('@safe-global/safe-deployments', 'Safe singletons, proxy factories and libraries (MultiSend, SignMessageLib, …) per version and chain')];
}

/** MetaMask's smart-account code: the EIP-7702 delegate its wallet upgrades accounts to, and the DeleGator implementations. */
function metamask(chains: readonly number[], out: PackageContract[]): PackageSource[] {
  const pkg = z.object({ DELEGATOR_CONTRACTS: z.record(z.string(), z.record(z.string(), z.record(z.string(), address))) }).parse(require('@metamask/delegation-deployments'));
  const names: Record<string, string> = {
    EIP7702StatelessDeleGatorImpl: 'MetaMask EIP-7702 Smart Account',
    HybridDeleGatorImpl: 'MetaMask Hybrid Smart Account',
    MultiSigDeleGatorImpl: 'MetaMask Multisig Smart Account',
  };
  // Newest version first, so a contract kept across versions is named once.
  const versions = Object.keys(pkg.DELEGATOR_CONTRACTS).sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  for (const version of versions) {
    for (const chainId of chains) {
      for (const [key, value] of Object.entries(pkg.DELEGATOR_CONTRACTS[version]?.[String(chainId)] ?? {})) {
        const name = names[key];
        if (name !== undefined && usable(value)) out.push({ address: value, name, protocol: 'metamask', role: 'smart-account', chainId });
      }
    }
  }
  return [packageInfo('@metamask/delegation-deployments', 'MetaMask smart-account implementations (the EIP-7702 delegate) per version and chain')];
}

/** Balancer's vaults and routers (V2 and V3) per chain; the routers pull tokens through Permit2 or take approvals. */
function balancer(chains: readonly number[], out: PackageContract[]): PackageSource[] {
  const byChain = z.record(z.string(), address);
  const pkg = z.object({ balancerV2Contracts: z.record(z.string(), byChain), balancerV3Contracts: z.record(z.string(), byChain) }).parse(require('@balancer/sdk'));
  const wanted: Array<[Record<string, Record<string, string>>, string, string, ContractRole]> = [
    [pkg.balancerV3Contracts, 'Vault', 'Balancer V3 Vault', 'vault'],
    [pkg.balancerV3Contracts, 'Router', 'Balancer V3 Router', 'router'],
    [pkg.balancerV3Contracts, 'BatchRouter', 'Balancer V3 Batch Router', 'router'],
    [pkg.balancerV3Contracts, 'BufferRouter', 'Balancer V3 Buffer Router', 'router'],
    [pkg.balancerV3Contracts, 'CompositeLiquidityRouter', 'Balancer V3 Composite Liquidity Router', 'router'],
    [pkg.balancerV3Contracts, 'UnbalancedAddViaSwapRouter', 'Balancer V3 Unbalanced Add Router', 'router'],
    [pkg.balancerV2Contracts, 'Vault', 'Balancer V2 Vault', 'vault'],
    [pkg.balancerV2Contracts, 'BalancerRelayer', 'Balancer V2 Relayer', 'router'],
  ];
  for (const [contracts, key, name, role] of wanted) perChain(chains, contracts[key], { name, protocol: 'balancer', role }, out);
  return [packageInfo('@balancer/sdk', 'Balancer V2 / V3 vaults and routers per chain')];
}

/** CoW Protocol per supported chain (@cowprotocol/sdk-config, MIT; @cowprotocol/contracts is LGPL and not used). */
function cow(chains: readonly number[], out: PackageContract[]): PackageSource[] {
  const pkg = z
    .object({
      COW_PROTOCOL_VAULT_RELAYER_ADDRESS: addressByChain,
      COW_PROTOCOL_SETTLEMENT_CONTRACT_ADDRESS: addressByChain,
      ETH_FLOW_ADDRESSES: addressByChain,
      COMPOSABLE_COW_CONTRACT_ADDRESS: addressByChain,
    })
    .parse(require('@cowprotocol/sdk-config'));
  const wanted: [Record<string, string>, string, ContractRole][] = [
    // Users approve the vault relayer; orders settle in GPv2Settlement; ETH Flow sells native ETH; ComposableCoW holds TWAP orders.
    [pkg.COW_PROTOCOL_VAULT_RELAYER_ADDRESS, 'CoW Protocol Vault Relayer', 'token-spender'],
    [pkg.COW_PROTOCOL_SETTLEMENT_CONTRACT_ADDRESS, 'CoW Protocol Settlement', 'order-settlement'],
    [pkg.ETH_FLOW_ADDRESSES, 'CoW Protocol ETH Flow', 'order-settlement'],
    [pkg.COMPOSABLE_COW_CONTRACT_ADDRESS, 'CoW Protocol ComposableCoW', 'order-settlement'],
  ];
  for (const [byChain, name, role] of wanted) perChain(chains, byChain, { name, protocol: 'cow', role }, out);
  return [packageInfo('@cowprotocol/sdk-config', 'CoW Protocol vault relayer, settlement, ETH Flow and ComposableCoW per supported chain')];
}

/**
 * 1inch's Aggregation Router v6 (also its Limit Order Protocol v4) per chain from @1inch/limit-order-sdk; the package
 * names the address for any chain id, not where 1inch runs, so the chains come from 1inch's docs.
 */
export const ONEINCH_V6_CHAINS = [1, 10, 56, 100, 137, 324, 8453, 42161, 43114, 59144, 130];
export const ONEINCH_CHAINS_SOURCE = 'https://portal.1inch.dev/documentation/contracts/aggregation-protocol/aggregation-introduction';

function oneInch(chains: readonly number[], out: PackageContract[]): PackageSource[] {
  const pkg = z.object({ getLimitOrderContract: fn }).parse(require('@1inch/limit-order-sdk'));
  for (const chainId of chains.filter((id) => ONEINCH_V6_CHAINS.includes(id))) {
    const value = address.parse(pkg.getLimitOrderContract(chainId));
    out.push({ address: value, name: '1inch Aggregation Router v6', protocol: '1inch', role: 'router', chainId });
  }
  return [packageInfo('@1inch/limit-order-sdk', `1inch Aggregation Router v6 / Limit Order Protocol v4 per chain (chains: ${ONEINCH_CHAINS_SOURCE})`)];
}

/** Every contract the packages list on the given chains, in a fixed order (first listed wins on a clash). */
export function contractsFromPackages(chains: readonly number[]): { contracts: PackageContract[]; packages: PackageSource[] } {
  const contracts: PackageContract[] = [];
  const packages = [
    ...uniswap(chains, contracts),
    ...seaport(chains, contracts),
    ...zeroEx(chains, contracts),
    ...aave(chains, contracts),
    ...lido(chains, contracts),
    ...safe(chains, contracts),
    ...metamask(chains, contracts),
    ...balancer(chains, contracts),
    ...cow(chains, contracts),
    ...oneInch(chains, contracts),
  ];
  return { contracts, packages };
}
