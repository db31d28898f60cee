/**
 * The native asset of a chain. Only the chains the scanning API names are
 * imported from viem/chains (named imports keep the bundle small); any other
 * chain (a devnet such as anvil) is treated as an ETH chain.
 */
import {
  abstract, abstractTestnet, apeChain, arbitrum, avalanche, avalancheFuji, base, baseSepolia, berachain, blast, bsc,
  degen, flowMainnet, gnosis, immutableZkEvm, immutableZkEvmTestnet, ink, inkSepolia, linea, mainnet, optimism,
  polygon, ronin, scroll, sei, sepolia, soneium, soneiumMinato, unichain, worldchain, zeroNetwork, zksync,
  zksyncSepoliaTestnet, zora, type Chain,
} from 'viem/chains';
import type { Asset } from '../../api/schemas/evm';

const KNOWN: readonly Chain[] = [
  abstract, abstractTestnet, apeChain, arbitrum, avalanche, avalancheFuji, base, baseSepolia, berachain, blast, bsc,
  degen, flowMainnet, gnosis, immutableZkEvm, immutableZkEvmTestnet, ink, inkSepolia, linea, mainnet, optimism,
  polygon, ronin, scroll, sei, sepolia, soneium, soneiumMinato, unichain, worldchain, zeroNetwork, zksync,
  zksyncSepoliaTestnet, zora,
];

export function nativeAsset(chainId: number | undefined): Asset {
  const chain = KNOWN.find((c) => c.id === chainId);
  const currency = chain?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 };
  return {
    type: 'NATIVE',
    name: currency.name,
    symbol: currency.symbol,
    decimals: currency.decimals,
    chain_name: chain?.name ?? (chainId === undefined ? 'unknown' : `eip155:${chainId}`),
    ...(chainId === undefined ? {} : { chain_id: chainId }),
  };
}
