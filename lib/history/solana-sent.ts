/**
 * What a history row keeps after an approved Solana signAndSend: the
 * transaction signatures the wallet answered (base58), whether the first one
 * is the fee payer's valid signature over the transaction that was reviewed
 * (a wallet may add instructions before signing; a page may report anything),
 * or why that could not be checked, and with an API key (for a verified
 * signature only) the scanning service's post-transaction scan of it.
 */
import { z } from 'zod/mini';

export const solanaPostScanSchema = z.object({
  /** The service's result_type (Benign / Warning / Malicious), or absent when it failed. */
  verdict: z.optional(z.string().check(z.maxLength(100))),
  description: z.optional(z.string().check(z.maxLength(500))),
  /** What changed for the account, one line each ("−1.5 SOL", "+250 USDC"). */
  changes: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(20)),
  /** Why the lookup failed. */
  error: z.optional(z.string().check(z.maxLength(300))),
});
export type SolanaPostScan = z.infer<typeof solanaPostScanSchema>;

export const solanaSentSchema = z.object({
  signatures: z.array(z.string().check(z.maxLength(100))).check(z.minLength(1), z.maxLength(100)),
  /** The first signature verified as the fee payer's Ed25519 signature over the reviewed message: "sent as reviewed". */
  matchesReview: z.boolean(),
  /** Set when it could not be checked (this browser has no Ed25519 in WebCrypto): neither "as reviewed" nor "not the reviewed transaction". */
  unchecked: z.optional(z.string().check(z.maxLength(200))),
  cluster: z.string().check(z.maxLength(20)),
  post: z.optional(solanaPostScanSchema),
});
export type SolanaSent = z.infer<typeof solanaSentSchema>;
