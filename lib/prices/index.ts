/**
 * Fiat for the local engine: the simulated balance changes of the account priced in USD from
 * Chainlink feeds, read through the RPC URL the user configured for the chain (the caller passes
 * it only then: never the page's connection, never a price API). An asset no fresh feed prices
 * stays without a figure, and the total is given only when every change is priced.
 */
import { formatUnits, type Address } from 'viem';
import type { AssetDiff, DiffEntry, SimulationResult } from '../api/schemas/evm';
import type { Eip1193Like } from '../engine/rpc';
import { readUsdPrice } from './chainlink';
import { feedsFor } from './feeds';

export { feedsFor } from './feeds';

/** 'native', a token address, or undefined for what no feed prices (NFTs). */
function assetKey(diff: AssetDiff): string | undefined {
  if (diff.asset.type === 'NATIVE') return 'native';
  return diff.asset.type === 'ERC20' && diff.asset.address ? diff.asset.address.toLowerCase() : undefined;
}

function entryUsd(entry: DiffEntry, decimals: number | undefined, price: number): number | undefined {
  if (decimals === undefined || entry.raw_value === undefined || entry.raw_value === null || !/^\d+$/.test(entry.raw_value)) return undefined;
  return Number(formatUnits(BigInt(entry.raw_value), decimals)) * price;
}

const usdText = (n: number): string => n.toFixed(2);

interface Priced<D> {
  diffs: D[];
  totals: { in: string; out: string; total: string } | undefined;
}

function priceDiffs<D extends AssetDiff>(diffs: readonly D[], prices: ReadonlyMap<string, number>): Priced<D> {
  let [sumIn, sumOut, complete] = [0, 0, true];
  const priced = diffs.map((diff) => {
    const key = assetKey(diff);
    const price = key === undefined ? undefined : prices.get(key);
    const mark = (entries: DiffEntry[], add: (n: number) => void): DiffEntry[] =>
      entries.map((e) => {
        const usd = price === undefined ? undefined : entryUsd(e, diff.asset.decimals ?? undefined, price);
        if (usd === undefined) {
          complete = false;
          return e;
        }
        add(usd);
        return { ...e, usd_price: usdText(usd) };
      });
    return { ...diff, in: mark(diff.in, (n) => (sumIn += n)), out: mark(diff.out, (n) => (sumOut += n)) };
  });
  return { diffs: priced, totals: complete && diffs.length > 0 ? { in: usdText(sumIn), out: usdText(sumOut), total: usdText(sumIn - sumOut) } : undefined };
}

/** The simulation with USD figures where a fresh feed prices the asset; unchanged when none does. */
export async function priceSimulation(simulation: SimulationResult, accountKey: string, chainId: number, rpc: Eip1193Like, nowS = Math.floor(Date.now() / 1000)): Promise<SimulationResult> {
  const diffs = simulation.assets_diffs[accountKey] ?? [];
  const keys = [...new Set(diffs.map(assetKey).filter((k): k is string => k !== undefined))];
  const read = await Promise.all(keys.map(async (k): Promise<[string, number | undefined]> => {
    const feeds: Address[] = feedsFor(chainId, k);
    return [k, feeds.length > 0 ? await readUsdPrice(rpc, feeds, nowS) : undefined];
  }));
  const prices = new Map(read.filter((e): e is [string, number] => e[1] !== undefined));
  if (prices.size === 0) return simulation;
  const priced = priceDiffs(diffs, prices);
  const summary = simulation.account_summary;
  return {
    ...simulation,
    assets_diffs: { ...simulation.assets_diffs, [accountKey]: priced.diffs },
    ...(priced.totals ? { total_usd_diff: { [accountKey]: priced.totals } } : {}),
    // The summary lists the same changes (the engine's account_summary): priced alike.
    ...(summary ? { account_summary: { ...summary, assets_diffs: priceDiffs(summary.assets_diffs, prices).diffs, ...(priced.totals ? { total_usd_diff: priced.totals } : {}) } } : {}),
  };
}
