/**
 * What a history row keeps after an approved Solana signAndSend: the
 * transaction signatures the wallet answered (base58), whether the first one
 * is the fee payer's valid signature over the transaction that was reviewed
 * (a wallet may add instructions before signing; a page may report anything),
 * and with an API key the scanning service's post-transaction scan of it.
 */
import { z } from 'zod';

export const solanaPostScanSchema = z.object({
  /** The service's result_type (Benign / Warning / Malicious), or absent when it failed. */
  verdict: z.string().max(100).optional(),
  description: z.string().max(500).optional(),
  /** What changed for the account, one line each ("−1.5 SOL", "+250 USDC"). */
  changes: z.array(z.string().max(200)).max(20),
  /** Why the lookup failed. */
  error: z.string().max(300).optional(),
});
export type SolanaPostScan = z.infer<typeof solanaPostScanSchema>;

export const solanaSentSchema = z.object({
  signatures: z.array(z.string().max(100)).min(1).max(100),
  matchesReview: z.boolean(),
  cluster: z.string().max(20),
  post: solanaPostScanSchema.optional(),
});
export type SolanaSent = z.infer<typeof solanaSentSchema>;
