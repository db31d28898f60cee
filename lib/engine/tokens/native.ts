/**
 * The native asset of a chain: from the table of the chains the scanning API
 * names or viem's mainnets whose coin is not ETH (lib/chains/info.ts); any
 * other chain (a devnet such as anvil, an ETH L2) is treated as an ETH chain.
 */
import type { Address } from 'viem';
import type { Asset } from '../../api/schemas/evm';
import { chainInfo, coinOf } from '../../chains/info';
import { formatTokenAmount } from '../../format/amount';

/**
 * The address apps use for the chain's own coin in a token slot (1inch, 0x, Odos, WOOFi… swap paths) and
 * eth_simulateV1 uses for native transfers in its logs: no one's account.
 */
export const NATIVE_PLACEHOLDER: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

export const isNativePlaceholder = (address: string): boolean => address.toLowerCase() === NATIVE_PLACEHOLDER.toLowerCase();

export function nativeAsset(chainId: number | undefined): Asset {
  const chain = chainInfo(chainId);
  const coin = coinOf(chainId);
  const currency = chain?.native ?? (coin ? { name: coin.symbol, ...coin } : { name: 'Ether', symbol: 'ETH', decimals: 18 });
  return {
    type: 'NATIVE',
    name: currency.name,
    symbol: currency.symbol,
    decimals: currency.decimals,
    chain_name: chain?.name ?? (chainId === undefined ? 'unknown' : `eip155:${chainId}`),
    ...(chainId === undefined ? {} : { chain_id: chainId }),
  };
}

/** A native amount as said to the user: "25 ETH", "0.5 xDAI". */
export function nativeAmount(value: bigint, chainId: number | undefined): string {
  const native = nativeAsset(chainId);
  return `${formatTokenAmount(value, native.decimals ?? 18)} ${native.symbol ?? 'ETH'}`;
}
