/**
 * The part of the scanning API the extension calls: EVM and Solana scans, reports, the popup's
 * Sui address check and asset lookup. The extension builds this client, not the full one
 * (./client), so the schemas of the groups it never calls (Starknet, Stellar, exchange,
 * enrichment, generic) stay out of its bundle (docs/performance.md, "Build size").
 */
import { createTransport, type ScanClientConfig, type Transport } from './transport';
import { createEvmGroup } from './groups/evm';
import { createSolanaGroup } from './groups/solana';
import { createSuiGroup } from './groups/sui';
import { createPlatformGroup } from './groups/platform';

export function createWalletGroups(transport: Transport) {
  return {
    evm: createEvmGroup(transport),
    solana: createSolanaGroup(transport),
    sui: createSuiGroup(transport),
    platform: createPlatformGroup(transport),
  };
}

export function createWalletClient(config: ScanClientConfig) {
  return createWalletGroups(createTransport(config));
}

export type WalletClient = ReturnType<typeof createWalletClient>;
