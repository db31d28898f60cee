/** Solana names that zod-free code (the review page) needs too; lib/solana/scan-request.ts builds its schemas from them. */
export const SOLANA_CLUSTERS = ['mainnet', 'devnet', 'testnet', 'localnet'] as const;

/** The signing methods Preflight holds, named as the injected providers name them. */
export const SOLANA_SIGNING_METHODS = ['signTransaction', 'signAllTransactions', 'signAndSendTransaction', 'signMessage', 'signIn'] as const;

/**
 * The names of the options' per-method switch and of a trusted site's methods
 * for Solana requests: `solana:` and the method as the engine names it (a
 * batch is signAllTransactions whatever the wallet's own call was).
 */
export const SOLANA_SWITCH_METHODS = SOLANA_SIGNING_METHODS.map((m) => `solana:${m}` as const);
