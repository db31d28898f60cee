/**
 * What a Solana signing request is scanned as: the one contract between the
 * interception path (page → broker → review) and the Solana engine.
 * Transactions and messages travel as base64 of the exact bytes the wallet
 * would sign, so the scan, the review and the wallet see the same snapshot.
 */
import { z } from 'zod';

import { SOLANA_CLUSTERS, SOLANA_SIGNING_METHODS } from './constants';

export { SOLANA_CLUSTERS, SOLANA_SIGNING_METHODS };
export const solanaClusterSchema = z.enum(SOLANA_CLUSTERS);
export type SolanaCluster = z.infer<typeof solanaClusterSchema>;

export const solanaSigningMethodSchema = z.enum(SOLANA_SIGNING_METHODS);
export type SolanaSigningMethod = z.infer<typeof solanaSigningMethodSchema>;

const base64Schema = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64 expected');
/** A base58 Solana address (32 bytes → 32–44 characters). */
export const solanaAddressSchema = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'a base58 Solana address expected');

/** Sign-In-With-Solana input (the Wallet Standard's SolanaSignInInput), every field optional as there. */
export const solanaSignInInputSchema = z.looseObject({
  domain: z.string().optional(),
  address: z.string().optional(),
  statement: z.string().optional(),
  uri: z.string().optional(),
  version: z.string().optional(),
  chainId: z.string().optional(),
  nonce: z.string().optional(),
  issuedAt: z.string().optional(),
  expirationTime: z.string().optional(),
  notBefore: z.string().optional(),
  requestId: z.string().optional(),
  resources: z.array(z.string()).optional(),
});
export type SolanaSignInInput = z.infer<typeof solanaSignInInputSchema>;

export const solanaScanRequestSchema = z.object({
  cluster: solanaClusterSchema,
  method: solanaSigningMethodSchema,
  /** The wallet account that signs (absent only when the wallet has not said). */
  account_address: solanaAddressSchema.optional(),
  /** The requesting site, from the browser's record of the frame: never the page's word. */
  metadata: z.object({ domain: z.string() }),
  /** Wire-format transactions (signatures + message), base64; several for signAllTransactions. */
  transactions: z.array(base64Schema).optional(),
  /** signMessage: the exact message bytes, base64. */
  message: base64Schema.optional(),
  /** signIn: the input the dapp passed. */
  sign_in: solanaSignInInputSchema.optional(),
});
export type SolanaScanRequest = z.infer<typeof solanaScanRequestSchema>;
