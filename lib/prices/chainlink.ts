/**
 * A USD price read from Chainlink feeds (AggregatorV3Interface: `decimals`, `latestRoundData`)
 * through the RPC the user configured. No figure rather than a doubtful one: an answer older than
 * MAX_AGE_S, not positive, or feeds of one pair that disagree give none.
 */
import { decodeFunctionResult, encodeFunctionData, parseAbi, type Address, type Hex } from 'viem';
import { z } from 'zod/mini';
import { rpcCall, type Eip1193Like } from '../engine/rpc';

export const aggregatorV3Abi = parseAbi([
  'function decimals() view returns (uint8)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
]);

/** Chainlink's longest heartbeat for USD feeds is 24 h: an answer older than that is stale. */
export const MAX_AGE_S = 24 * 60 * 60;
/** Feeds of one pair (SVR and protocol variants) differing by more than this say no price. */
export const MAX_SPREAD = 0.02;

const hexSchema = z.pipe(z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)), z.transform((s): Hex => `0x${s.slice(2)}`));

async function call(rpc: Eip1193Like, feed: Address, data: Hex): Promise<Hex> {
  return rpcCall(rpc, 'eth_call', [{ to: feed, data }, 'latest'], hexSchema);
}

async function feedDecimals(rpc: Eip1193Like, feed: Address): Promise<number> {
  const out = await call(rpc, feed, encodeFunctionData({ abi: aggregatorV3Abi, functionName: 'decimals' }));
  return decodeFunctionResult({ abi: aggregatorV3Abi, functionName: 'decimals', data: out });
}

async function latestRound(rpc: Eip1193Like, feed: Address): Promise<readonly [bigint, bigint, bigint, bigint, bigint]> {
  const out = await call(rpc, feed, encodeFunctionData({ abi: aggregatorV3Abi, functionName: 'latestRoundData' }));
  return decodeFunctionResult({ abi: aggregatorV3Abi, functionName: 'latestRoundData', data: out });
}

/** One feed's answer in USD, or undefined (unreachable, no aggregator there, stale, not positive). */
export async function readFeed(rpc: Eip1193Like, feed: Address, nowS: number): Promise<number | undefined> {
  try {
    const [decimals, round] = await Promise.all([feedDecimals(rpc, feed), latestRound(rpc, feed)]);
    const [, answer, , updatedAt] = round;
    if (answer <= 0n || Number(updatedAt) < nowS - MAX_AGE_S) return undefined;
    return Number(answer) / 10 ** Number(decimals);
  } catch {
    return undefined;
  }
}

/** The pair's price from its feeds: the median of the fresh answers, when they agree. */
export async function readUsdPrice(rpc: Eip1193Like, feeds: readonly Address[], nowS: number): Promise<number | undefined> {
  const answers = (await Promise.all(feeds.map((f) => readFeed(rpc, f, nowS)))).filter((x): x is number => x !== undefined).sort((a, b) => a - b);
  const [low, high] = [answers[0], answers.at(-1)];
  if (low === undefined || high === undefined || high > low * (1 + MAX_SPREAD)) return undefined;
  return answers[Math.floor(answers.length / 2)];
}
