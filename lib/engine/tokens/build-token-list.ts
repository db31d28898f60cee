/**
 * Regenerates token-list.json, the small token list bundled with the engine:
 * the most used tokens of the largest chains, written by hand here (addresses
 * as published by each token's issuer), so the bundle stays small and carries
 * no third-party list's licence. Logos point at the Trust Wallet assets
 * repository (MIT) by its documented path pattern. Tokens not listed get their
 * name, symbol and decimals from the chain (eth_call) and a generated logo.
 * Run: npx tsx lib/engine/tokens/build-token-list.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAddress } from 'viem';

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

const tokens = TOKENS.map(([chainId, address, symbol, name, decimals]) => {
  const checksummed = getAddress(address);
  const folder = TRUST_WALLET_CHAIN[chainId];
  const logo = folder ? `https://raw.githubusercontent.com/trustwallet/assets/master/blockchains/${folder}/assets/${checksummed}/logo.png` : '';
  return [chainId, checksummed.toLowerCase(), symbol, name, decimals, logo] as const;
});

const out = {
  source: 'hand-written in lib/engine/tokens/build-token-list.ts; logos: Trust Wallet assets (MIT)',
  fields: ['chainId', 'address', 'symbol', 'name', 'decimals', 'logoURI'],
  tokens,
};
const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'token-list.json');
writeFileSync(target, `${JSON.stringify(out)}\n`);
console.log(`wrote ${tokens.length} tokens to ${target}`);
