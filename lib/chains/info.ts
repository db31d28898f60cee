/**
 * Display name and native currency of the chains the scanning API names
 * (chain-info.json, generated from viem/chains by scripts/chain-info.ts).
 * Free of zod and viem: the review page uses it.
 */
import table from './chain-info.json';

export interface ChainInfo {
  chainId: number;
  /** viem's display name: "Ethereum", "OP Mainnet". */
  name: string;
  native: { name: string; symbol: string; decimals: number };
}

const CHAINS: readonly ChainInfo[] = table.chains;

export function chainInfo(chainId: number | undefined): ChainInfo | undefined {
  return chainId === undefined ? undefined : CHAINS.find((c) => c.chainId === chainId);
}
