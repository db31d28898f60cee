/**
 * Fiat in local mode from Chainlink feeds on a real anvil (chain id 1), with an aggregator at the
 * bundled feed addresses: priced when fresh, none when stale or when a pair's feeds disagree, and
 * never through the page's connection.
 */
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../../lib/engine';
import { readUsdPrice } from '../../../lib/prices/chainlink';
import { feedsFor } from '../../../lib/prices';
import { rpcFromUrl } from '../../../lib/engine/rpc';
import { startAnvil, type Anvil } from '../../support/anvil';
import { installFeed } from '../../support/price-feed';

let anvil: Anvil;
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
});
afterAll(() => anvil.stop());

const now = () => Math.floor(Date.now() / 1000);
const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

async function ethAt(usd: number[], age = 60): Promise<void> {
  const feeds = feedsFor(1, 'native');
  await Promise.all(feeds.map((f, i) => installFeed(anvil.url, f, { usd: usd[i] ?? usd[0] ?? 0, updatedAt: now() - age })));
}

describe('Chainlink USD feeds', () => {
  it('the bundled table has Ethereum\'s ETH / USD proxy, and the wrapped coin shares it', () => {
    expect(feedsFor(1, 'native')).toContain('0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419');
    expect(feedsFor(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2')).toEqual(feedsFor(1, 'native'));
  });

  it('a fresh answer is the price; a stale one (25 h) or feeds that disagree give none', async () => {
    const rpc = rpcFromUrl(anvil.url);
    await ethAt([3000]);
    expect(await readUsdPrice(rpc, feedsFor(1, 'native'), now())).toBe(3000);
    await ethAt([3000], 25 * 3600);
    expect(await readUsdPrice(rpc, feedsFor(1, 'native'), now())).toBeUndefined();
    await ethAt([3000, 2000, 3000]);
    expect(await readUsdPrice(rpc, feedsFor(1, 'native'), now())).toBeUndefined();
  });

  it('no aggregator at the address (a chain without the feed): no price', async () => {
    expect(await readUsdPrice(rpcFromUrl(anvil.url), ['0x000000000000000000000000000000000000dEaD'], now())).toBeUndefined();
  });

  it('the engine prices balance changes through the user\'s RPC (≈ $3,000 for 1 ETH), not through a page\'s connection', async () => {
    await ethAt([3000]);
    const request = { chain: 'ethereum' as const, account_address: USER, options: ['simulation' as const], metadata: { domain: 'https://app.example' }, data: { from: USER, to: OTHER, value: `0x${parseEther('1').toString(16)}` } };
    const user = await createLocalEngine({ rpc: anvil.url, rpcSource: 'user' }).scanTransaction(request);
    const out = user.simulation?.assets_diffs[USER]?.[0]?.out[0];
    expect(out?.usd_price).toBe('3000.00');
    expect(user.simulation?.total_usd_diff?.[USER]).toEqual({ in: '0.00', out: '3000.00', total: '-3000.00' });
    const page = await createLocalEngine({ rpc: rpcFromUrl(anvil.url), rpcSource: 'page' }).scanTransaction(request);
    expect(page.simulation?.assets_diffs[USER]?.[0]?.out[0]?.usd_price).toBeUndefined();
  });
});
