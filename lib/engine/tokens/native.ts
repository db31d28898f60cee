/**
 * The native asset of a chain: from the table of the chains the scanning API
 * names (lib/chains/info.ts); any other chain (a devnet such as anvil) is
 * treated as an ETH chain.
 */
import type { Asset } from '../../api/schemas/evm';
import { chainInfo } from '../../chains/info';

export function nativeAsset(chainId: number | undefined): Asset {
  const chain = chainInfo(chainId);
  const currency = chain?.native ?? { name: 'Ether', symbol: 'ETH', decimals: 18 };
  return {
    type: 'NATIVE',
    name: currency.name,
    symbol: currency.symbol,
    decimals: currency.decimals,
    chain_name: chain?.name ?? (chainId === undefined ? 'unknown' : `eip155:${chainId}`),
    ...(chainId === undefined ? {} : { chain_id: chainId }),
  };
}
