/**
 * Regenerates token-list.json, the small token list bundled with the engine:
 * the most used tokens of the largest chains, written by hand here (addresses
 * as published by each token's issuer), so the bundle stays small and carries
 * no third-party list's licence. Logos point at the Trust Wallet assets
 * repository (MIT) by its documented path pattern. Tokens not listed get their
 * name, symbol and decimals from the chain (eth_call) and a generated logo.
 * Added from maintainers' packages (MIT), so ordinary calls' tokens are known on every chain (a swap's
 * path names them, and a known token is never a candidate recipient): the wrapped native coin of every
 * chain @uniswap/sdk-core's WETH9 map knows, and the tokens Aave's markets accept on each chain
 * (@bgd-labs/aave-address-book's token list, tag "underlying").
 * Run: npx tsx lib/engine/tokens/build-token-list.ts (it rewrites the shipped tokens.json.gz too).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WETH9 } from '@uniswap/sdk-core';
import { getAddress } from 'viem';
import { z } from 'zod/mini';
import { writeBundledTables } from '../../../scripts/bundled-tables';

const TRUST_WALLET_CHAIN: Record<number, string> = { 1: 'ethereum', 10: 'optimism', 56: 'smartchain', 137: 'polygon', 8453: 'base', 42161: 'arbitrum' };

// [chainId, address, symbol, name, decimals]
const TOKENS: Array<[number, string, string, string, number]> = [
  [1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 'WETH', 'Wrapped Ether', 18],
  [1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'USDC', 'USD Coin', 6],
  [1, '0xdAC17F958D2ee523a2206206994597C13D831ec7', 'USDT', 'Tether USD', 6],
  [1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 'DAI', 'Dai Stablecoin', 18],
  [1, '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 'WBTC', 'Wrapped BTC', 8],
  [1, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 'UNI', 'Uniswap', 18],
  [1, '0x514910771AF9Ca656af840dff83E8264EcF986CA', 'LINK', 'ChainLink Token', 18],
  [1, '0x7Fc66500c84A76Ad7e9c93437bFc5Ac33E2DDaE9', 'AAVE', 'Aave Token', 18],
  [1, '0xae7ab96520DE3A18E5e111B5EaAb095312D7fE84', 'stETH', 'Liquid staked Ether 2.0', 18],
  [1, '0x7f39C581F595B53c5cb19bD0b3f8dA6c935E2Ca0', 'wstETH', 'Wrapped liquid staked Ether 2.0', 18],
  [1, '0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE', 'SHIB', 'SHIBA INU', 18],
  [1, '0x6982508145454Ce325dDbE47a25d4ec3d2311933', 'PEPE', 'Pepe', 18],
  [10, '0x4200000000000000000000000000000000000006', 'WETH', 'Wrapped Ether', 18],
  [10, '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', 'USDC', 'USD Coin', 6],
  [10, '0x4200000000000000000000000000000000000042', 'OP', 'Optimism', 18],
  [56, '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', 'WBNB', 'Wrapped BNB', 18],
  [56, '0x55d398326f99059fF775485246999027B3197955', 'USDT', 'Tether USD', 18],
  [56, '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', 'USDC', 'USD Coin', 18],
  [137, '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270', 'WPOL', 'Wrapped Polygon Ecosystem Token', 18],
  [137, '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', 'USDC', 'USD Coin', 6],
  [137, '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', 'USDT', 'Tether USD', 6],
  [8453, '0x4200000000000000000000000000000000000006', 'WETH', 'Wrapped Ether', 18],
  [8453, '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', 'USDC', 'USD Coin', 6],
  [42161, '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1', 'WETH', 'Wrapped Ether', 18],
  [42161, '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', 'USDC', 'USD Coin', 6],
  [42161, '0x912CE59144191C1204E64559FE8253a0e49E6548', 'ARB', 'Arbitrum', 18],
];

type Row = [number, string, string, string, number];

/** Wrapped native coins from @uniswap/sdk-core's WETH9 map. */
const wrappedNatives = (): Row[] => Object.values(WETH9).map((t) => [t.chainId, t.address, t.symbol ?? '', t.name ?? '', t.decimals]);

/** The tokens Aave's markets accept (not its own aTokens / wrappers): the chains' most used assets. */
const aaveUnderlyings = (): Row[] =>
  // The package's exports do not include its token list: read from its folder.
  z.object({ tokens: z.array(z.object({ chainId: z.number(), address: z.string(), symbol: z.string(), name: z.string(), decimals: z.number(), tags: z.array(z.string()) })) })
    .parse(JSON.parse(readFileSync(fileURLToPath(new URL('../../../node_modules/@bgd-labs/aave-address-book/tokenlist.json', import.meta.url)), 'utf8')))
    .tokens.filter((t) => t.tags.includes('underlying')).map((t) => [t.chainId, t.address, t.symbol, t.name, t.decimals]);

/** An installed package's version, read from its folder (not every package exports its package.json). */
function packageVersion(name: string): string {
  const file = fileURLToPath(new URL(`../../../node_modules/${name}/package.json`, import.meta.url));
  return z.object({ version: z.string() }).parse(JSON.parse(readFileSync(file, 'utf8'))).version;
}

/** The hand-written rows first; a package's row only for a token not yet listed, and only with a symbol. */
function withPackages(): Row[] {
  const seen = new Set<string>();
  return [...TOKENS, ...wrappedNatives(), ...aaveUnderlyings()].filter(([chainId, address, symbol]) => {
    const k = `${chainId}:${address.toLowerCase()}`;
    if (seen.has(k) || symbol === '') return false;
    seen.add(k);
    return true;
  });
}

const handWritten = new Set(TOKENS.map(([chainId, address]) => `${chainId}:${address.toLowerCase()}`));
const tokens = withPackages().map(([chainId, address, symbol, name, decimals]) => {
  const checksummed = getAddress(address);
  // Logos only for the hand-written rows, whose Trust Wallet paths were checked; others get a generated one.
  const folder = handWritten.has(`${chainId}:${address.toLowerCase()}`) ? TRUST_WALLET_CHAIN[chainId] : undefined;
  const logo = folder ? `https://raw.githubusercontent.com/trustwallet/assets/master/blockchains/${folder}/assets/${checksummed}/logo.png` : '';
  return [chainId, checksummed.toLowerCase(), symbol, name, decimals, logo] as const;
});

const out = {
  source: 'hand-written in lib/engine/tokens/build-token-list.ts, plus wrapped native coins from @uniswap/sdk-core WETH9 (MIT) and the tokens Aave markets accept from @bgd-labs/aave-address-book tokenlist.json (MIT); logos: Trust Wallet assets (MIT)',
  generated: new Date().toISOString().slice(0, 10),
  packages: Object.fromEntries(['@uniswap/sdk-core', '@bgd-labs/aave-address-book'].map((name) => [name, packageVersion(name)])),
  fields: ['chainId', 'address', 'symbol', 'name', 'decimals', 'logoURI'],
  tokens,
};
const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'token-list.json');
writeFileSync(target, `${JSON.stringify(out)}\n`);
console.log(`wrote ${tokens.length} tokens to ${target}`);
await writeBundledTables();
