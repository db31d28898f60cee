/**
 * The local scanning engine: the same requests and responses as the remote
 * service's EVM endpoints, computed in-process (validation rules + simulation
 * against an RPC node of the caller's choosing). Runs in an MV3 service worker
 * and in Node. Every method resolves; failures are in-body states, never
 * exceptions, and never a Benign verdict by default.
 */
import type {
  EngineAddressScanRequest,
  EngineBulkScanRequest,
  EngineJsonRpcScanRequest,
  EngineTransactionScanRequest,
  EvmAddressScanResponse,
  EvmScanResponse,
} from '../api/schemas/evm';
import { loadBundledLists } from '../knowledge/bundled-lists';
import { createEngineCore, type LocalEngineOptions } from './engine-core';
import { scanJsonRpc } from './scan-json-rpc';
import { scanAddressesExtended, scanTransaction, scanTransactionBulk } from './scan-transaction';
import { errorMessage, validationError } from './validation-result';

export type { Eip1193Like } from './rpc';
export { RpcError, rpcFromUrl } from './rpc';
export type { LocalEngineOptions, RpcSource } from './engine-core';
export { MAX_BULK_TRANSACTIONS } from './scan-transaction';
export { validationError, worstValidation } from './validation-result';

export interface LocalEngine {
  scanJsonRpc(req: EngineJsonRpcScanRequest): Promise<EvmScanResponse>;
  scanTransaction(req: EngineTransactionScanRequest): Promise<EvmScanResponse>;
  scanTransactionBulk(req: EngineBulkScanRequest): Promise<EvmScanResponse[]>;
  scanAddressesExtended(req: EngineAddressScanRequest): Promise<EvmAddressScanResponse>;
}

export function createLocalEngine(opts: LocalEngineOptions = {}): LocalEngine {
  const core = createEngineCore(opts);
  // The site is judged against the phishing list and the addresses against the scam list: both are read
  // at the first scan, not at worker start (a list that cannot be read is reported by the rules).
  const knowledge = <T,>(scan: () => Promise<T>): Promise<T> => loadBundledLists().then(scan, scan);
  const failed = (chain: unknown) => (err: unknown): EvmScanResponse => ({ block: 'latest', chain: String(chain), validation: validationError(errorMessage(err)) });
  return {
    scanJsonRpc: (req) => knowledge(() => scanJsonRpc(core, req)).catch(failed(req.chain)),
    scanTransaction: (req) => knowledge(() => scanTransaction(core, req)).catch(failed(req.chain)),
    scanTransactionBulk: (req) => knowledge(() => scanTransactionBulk(core, req)).catch((err: unknown) => [failed(req.chain)(err)]),
    scanAddressesExtended: (req) => knowledge(() => scanAddressesExtended(core, req)).catch(() => ({ results: [] })),
  };
}
