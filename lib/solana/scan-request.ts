/**
 * What a Solana signing request is scanned as: the one contract between the
 * interception path (page → broker → review) and the Solana engine.
 * Transactions and messages travel as base64 of the exact bytes the wallet
 * would sign, so the scan, the review and the wallet see the same snapshot.
 */
import { z } from 'zod/mini';

import { SOLANA_CLUSTERS, SOLANA_SIGNING_METHODS } from './constants';

export { SOLANA_CLUSTERS, SOLANA_SIGNING_METHODS };
export const solanaClusterSchema = z.enum(SOLANA_CLUSTERS);
export type SolanaCluster = z.infer<typeof solanaClusterSchema>;

export const solanaSigningMethodSchema = z.enum(SOLANA_SIGNING_METHODS);
export type SolanaSigningMethod = z.infer<typeof solanaSigningMethodSchema>;

const base64Schema = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64 expected'));
/** A base58 Solana address (32 bytes → 32–44 characters). */
export const solanaAddressSchema = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'a base58 Solana address expected'));

/** Sign-In-With-Solana input (the Wallet Standard's SolanaSignInInput), every field optional as there. */
export const solanaSignInInputSchema = z.looseObject({
  domain: z.optional(z.string()),
  address: z.optional(z.string()),
  statement: z.optional(z.string()),
  uri: z.optional(z.string()),
  version: z.optional(z.string()),
  chainId: z.optional(z.string()),
  nonce: z.optional(z.string()),
  issuedAt: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  requestId: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
});
export type SolanaSignInInput = z.infer<typeof solanaSignInInputSchema>;

export const solanaScanRequestSchema = z.object({
  cluster: solanaClusterSchema,
  method: solanaSigningMethodSchema,
  /** The wallet account that signs (absent only when the wallet has not said). */
  account_address: z.optional(solanaAddressSchema),
  /** The requesting site, from the browser's record of the frame: never the page's word. */
  metadata: z.object({ domain: z.string() }),
  /** Wire-format transactions (signatures + message), base64; several for signAllTransactions. */
  transactions: z.optional(z.array(base64Schema)),
  /** signMessage: the exact message bytes, base64. */
  message: z.optional(base64Schema),
  /** signIn: the input the dapp passed. */
  sign_in: z.optional(solanaSignInInputSchema),
});
export type SolanaScanRequest = z.infer<typeof solanaScanRequestSchema>;
