/** The Solana test wallet's key (32 bytes), shared by the page (solana-wallet.ts) and the specs that fund and verify it. */
export const TEST_WALLET_SEED = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
