/**
 * Solana requests on the page channel and in the pending queue. The Solana
 * wrapper (lib/solana/provider) posts an ordinary intercepted request whose
 * method is `solana:<the wallet method>` and whose params are
 * `{ wallet, account?, args }` (args: the call's arguments snapshotted as JSON,
 * byte arrays as `{ $b: [...] }`). The background reads them into a
 * SolanaScanRequest (lib/broker/solana-request.ts) and keeps that, not the
 * page's shape, as the pending request's params.
 */
import { z } from 'zod/mini';
import { solanaScanRequestSchema } from '../solana/scan-request';

export { isSolanaMethod, SOLANA_METHOD_PREFIX } from './solana-method';

/** What the page posts as params (page-supplied: every part is checked again when read). */
export const solanaHeldParamsSchema = z.object({
  wallet: z.catch(z.string().check(z.maxLength(200)), 'Solana wallet'),
  account: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  /** An injected provider's own word on its network (its RPC endpoint, network name or genesis hash), when it gives one. */
  cluster: z.catch(z.optional(z.string().check(z.maxLength(300))), undefined),
  args: z.unknown(),
});
export type SolanaHeldParams = z.infer<typeof solanaHeldParamsSchema>;

/** A pending Solana request's params: the scan request without its domain (that comes from the browser's record at scan time). */
export const solanaPendingParamsSchema = z.object({
  wallet: z.string().check(z.maxLength(200)),
  /** Neither the dapp nor the wallet named the cluster: `scan.cluster` is mainnet by assumption, and the review says so. */
  cluster_assumed: z.optional(z.literal(true)),
  scan: z.omit(solanaScanRequestSchema, { metadata: true }),
});
export type SolanaPendingParams = z.infer<typeof solanaPendingParamsSchema>;
