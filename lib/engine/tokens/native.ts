/**
 * The native asset of a chain: from the table of the chains the scanning API
 * names or viem's mainnets whose coin is not ETH (lib/chains/info.ts); any
 * other chain (a devnet such as anvil, an ETH L2) is treated as an ETH chain.
 */
import { zeroAddress, type Address } from 'viem';
import type { Asset } from '../../api/schemas/evm';
import { chainInfo, coinOf } from '../../chains/info';
import { formatTokenAmount } from '../../format/amount';

/**
 * The address apps use for the chain's own coin in a token slot (1inch, 0x, Odos, WOOFi… swap paths) and
 * eth_simulateV1 uses for native transfers in its logs: no one's account.
 */
export const NATIVE_PLACEHOLDER: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

export const isNativePlaceholder = (address: string): boolean => address.toLowerCase() === NATIVE_PLACEHOLDER.toLowerCase();

/**
 * The OP-stack's legacy native-coin predeploy (LegacyERC20ETH): OP-stack bridges name it as the token
 * withdrawn when the chain's own coin leaves L2. Like the placeholder and the zero address, no one's account.
 */
export const OP_STACK_LEGACY_NATIVE: Address = '0xDeadDeAddeAddEAddeadDEaDDEAdDeaDDeAD0000';

/** Addresses that stand for the chain's own coin in a token slot: the placeholder, the OP-stack predeploy, the zero address. */
const NATIVE_COIN_ADDRESSES: ReadonlySet<string> = new Set([NATIVE_PLACEHOLDER, OP_STACK_LEGACY_NATIVE, zeroAddress].map((a) => a.toLowerCase()));

export const isNativeCoinAddress = (address: string): boolean => NATIVE_COIN_ADDRESSES.has(address.toLowerCase());

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
