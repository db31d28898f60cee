/** Which requests are Solana ones: zod-free, for the review page (lib/messaging/solana.ts has the schemas). */
export const SOLANA_METHOD_PREFIX = 'solana:';

/** Whether an intercepted or pending request is a Solana one (by its method, which only the Solana wrapper prefixes). */
export const isSolanaMethod = (method: string): boolean => method.startsWith(SOLANA_METHOD_PREFIX);
