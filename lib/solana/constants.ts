/** Solana names that zod-free code (the review page) needs too; lib/solana/scan-request.ts builds its schemas from them. */
export const SOLANA_CLUSTERS = ['mainnet', 'devnet', 'testnet', 'localnet'] as const;

/** The signing methods Preflight holds, named as the injected providers name them. */
export const SOLANA_SIGNING_METHODS = ['signTransaction', 'signAllTransactions', 'signAndSendTransaction', 'signMessage', 'signIn'] as const;
