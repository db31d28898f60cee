/** Lists of values the scanning API names, with no zod, so that the pages can offer them (the schemas use them too). */
export const ASSET_RUNTIMES = ['evm', 'sui'] as const;
export const ASSET_CHAIN_NAMES = [
  'arbitrum', 'avalanche', 'base', 'bsc', 'ethereum', 'optimism', 'polygon', 'ethereum-sepolia',
  'gnosis', 'soneium-minato', 'abstract', 'soneium', 'mainnet',
] as const;

export const SUI_CHAINS = ['mainnet', 'testnet', 'devnet'] as const;
