/**
 * Scans a pending Solana request. There is no pre-sign Solana endpoint in
 * the scanning API, so every Solana request is judged by the local engine
 * (lib/solana/engine), offline unless the user set an RPC URL for the
 * cluster (options: simulation and lookup tables). The scanned domain is the
 * browser's record of the requesting frame. The engine's verdict is also put
 * in the shape every chain-neutral view reads (`response.validation`); an
 * ERROR envelope is "unavailable" with its reason, never Benign.
 */
import type { EvmScanResponse } from '../api/schemas/evm';
import type { SolanaPostTransactionScanResponse } from '../api/schemas/solana';
import type { PendingRequest } from '../messaging/extension';
import { isSolanaMethod, solanaPendingParamsSchema } from '../messaging/solana';
import type { ScanContext } from '../scan';
import type { ScanOutcome } from '../scan/outcome';
import { getSettings } from '../settings';
import { scanComplete } from '../scan/reads';
import { createSolanaEngine, solanaScanDetailsSchema } from '../solana/engine';
import { RPC_UNAVAILABLE } from '../solana/engine/scan';

export const isSolanaRequest = (request: Pick<PendingRequest, 'method'>): boolean => isSolanaMethod(request.method);

/** The engine's validation as the chain-neutral verdict (result_type, reason, findings). */
export function verdictOf(scan: SolanaPostTransactionScanResponse): EvmScanResponse {
  const v = scan.result?.validation;
  if (!v) return {};
  return {
    validation: {
      result_type: v.result_type ?? undefined,
      reason: v.reason,
      description: '',
      classification: '',
      features: v.extended_features.map((f) => ({ type: f.type, feature_id: f.feature_id, description: f.description, ...(f.address ? { address: f.address } : {}) })),
    },
  };
}

export async function scanSolanaPending(request: PendingRequest, ctx: Pick<ScanContext, 'signal'>, fetchImpl: typeof fetch = fetch): Promise<ScanOutcome> {
  const params = solanaPendingParamsSchema.safeParse(request.params);
  if (!params.success) return { state: 'unavailable', reason: 'invalid_request', message: 'The Solana request could not be read.' };
  const { solanaRpcUrls = {} } = await getSettings();
  const engine = createSolanaEngine({ rpc: (cluster) => solanaRpcUrls[cluster], fetch: (input, init) => fetchImpl(input, { ...init, signal: ctx.signal }) });
  const scan = await engine.scan({ ...params.data.scan, metadata: { domain: request.origin } });
  if (scan.status !== 'SUCCESS' || !scan.result?.validation?.result_type) {
    return { state: 'unavailable', reason: 'error', message: scan.error ?? scan.error_details?.message ?? 'The Solana engine gave no verdict.' };
  }
  // The user's RPC failed: the verdict stands on what the request says, and the review says the reads were not made (as EVM, #25).
  const rpcFailed = scan.result.validation.extended_features.find((f) => f.feature_id === RPC_UNAVAILABLE);
  return { state: 'done', source: 'local', response: verdictOf(scan), solana: scan, ...(rpcFailed ? { reads: { state: 'unavailable', reason: 'error', message: rpcFailed.description } } : {}) };
}

/**
 * What a trusted site's auto-approval asks of a Solana scan: complete, and for
 * transactions simulated through the user's RPC. Offline, balances are unknown
 * (a transfer of the whole balance reads as an ordinary transfer), so the
 * window opens; messages and sign-ins have nothing to simulate.
 */
export function solanaScanComplete(outcome: ScanOutcome): boolean {
  if (!scanComplete(outcome) || outcome.state !== 'done') return false;
  const details = solanaScanDetailsSchema.safeParse(outcome.solana?.result?.details);
  return details.success && (details.data.transactions.length === 0 || details.data.source === 'rpc');
}
