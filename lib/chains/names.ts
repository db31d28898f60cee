/** The scanning API's EVM chain names, with no zod, so that the pages can list them (./index.ts has the schemas). */
export const EVM_CHAIN_NAMES = [
  'arbitrum', 'avalanche', 'base', 'base-sepolia', 'lordchain', 'lordchain-testnet', 'metacade',
  'metacade-testnet', 'bsc', 'ethereum', 'optimism', 'polygon', 'zksync', 'zksync-sepolia', 'zora',
  'linea', 'blast', 'scroll', 'ethereum-sepolia', 'degen', 'avalanche-fuji', 'immutable-zkevm',
  'immutable-zkevm-testnet', 'gnosis', 'worldchain', 'soneium-minato', 'ronin', 'apechain',
  'zero-network', 'berachain', 'berachain-bartio', 'ink', 'ink-sepolia', 'abstract', 'abstract-testnet',
  'soneium', 'unichain', 'sei', 'flow-evm',
] as const;
