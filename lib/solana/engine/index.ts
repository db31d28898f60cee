/**
 * The local Solana engine: a SolanaScanRequest → the API's Solana envelope.
 * Offline by default (decode + rules on what the request says); with an RPC
 * URL for the cluster it also reads lookup tables and balances and simulates.
 * Every scan resolves: a failure is an ERROR envelope with its reason, never a
 * Benign verdict by default.
 */
import type { SolanaPostTransactionScanResponse } from '../../api/schemas/solana';
import { solanaScanRequestSchema, type SolanaCluster, type SolanaScanRequest } from '../scan-request';
import { errorEnvelope } from './envelope';
import { solanaRpc } from './rpc';
import { scanSolanaRequest } from './scan';

export type { SolanaScanDetails, SolanaTransactionDetail } from './details';
export { solanaScanDetailsSchema } from './details';
export { describeSolanaRequest } from './describe-request';

export interface SolanaEngineOptions {
  /** The RPC URL to use for a cluster; undefined (or no function) keeps the scan offline. */
  rpc?: (cluster: SolanaCluster) => string | undefined;
  fetch?: typeof fetch;
}

export interface SolanaEngine {
  scan(req: SolanaScanRequest): Promise<SolanaPostTransactionScanResponse>;
}

function issues(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues.map((i) => `${i.path.map(String).join('.') || 'request'}: ${i.message}`).join('; ');
}

export function createSolanaEngine(opts: SolanaEngineOptions = {}): SolanaEngine {
  return {
    async scan(raw) {
      const parsed = solanaScanRequestSchema.safeParse(raw);
      if (!parsed.success) return errorEnvelope(`invalid Solana scan request: ${issues(parsed.error)}`);
      const url = opts.rpc?.(parsed.data.cluster);
      try {
        return await scanSolanaRequest(parsed.data, url === undefined ? undefined : solanaRpc(url, opts.fetch));
      } catch (error) {
        return errorEnvelope(`The request could not be checked: ${error instanceof Error ? error.message : String(error)}`, error instanceof Error ? error.name : 'Error');
      }
    },
  };
}
