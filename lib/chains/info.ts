/**
 * Display name and native currency of the chains the scanning API names
 * (chain-info.json), and the coin of every other mainnet viem knows whose
 * coin is not ETH (coins.json); both generated from viem/chains by
 * scripts/chain-info.ts. Free of zod and viem: the review page uses it.
 */
import table from './chain-info.json';
import coinsFile from './coins.json';

export interface ChainInfo {
  chainId: number;
  /** viem's display name: "Ethereum", "OP Mainnet". */
  name: string;
  native: { name: string; symbol: string; decimals: number };
}

export interface Coin {
  symbol: string;
  decimals: number;
}

const CHAINS: readonly ChainInfo[] = table.chains;

export function chainInfo(chainId: number | undefined): ChainInfo | undefined {
  return chainId === undefined ? undefined : CHAINS.find((c) => c.chainId === chainId);
}

let coins: Map<number, Coin> | undefined;

/** coins.json's "id:SYMBOL[:decimals]" list, read at first use. */
function coinTable(): Map<number, Coin> {
  coins ??= new Map(
    coinsFile.coins.split(',').map((entry): [number, Coin] => {
      const [id = '', symbol = '', decimals = '18'] = entry.split(':');
      return [Number(id), { symbol, decimals: Number(decimals) }];
    }),
  );
  return coins;
}

/** The chain's own coin when known (an API chain, or a mainnet whose coin is not ETH); undefined otherwise. */
export function coinOf(chainId: number | undefined): Coin | undefined {
  if (chainId === undefined) return undefined;
  return chainInfo(chainId)?.native ?? coinTable().get(chainId);
}
