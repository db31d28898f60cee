/**
 * EVM group (endpoints 2, 3, 4, 6, 16). Spec defaults (options [validation],
 * block latest, aggregated false) are not filled in: the server applies them.
 */
import type { Transport } from '../transport';
import {
  evmAddressScanRequestSchema, evmAddressScanResponseSchema, evmBulkScanRequestSchema, evmBulkScanResponseSchema,
  evmJsonRpcScanRequestSchema, evmReportRequestSchema, evmScanResponseSchema, evmTransactionScanRequestSchema,
  unrestrictedResponseSchema,
} from '../schemas/evm';
import { postEndpoint } from './endpoint';

export function createEvmGroup(transport: Transport) {
  return {
    scanJsonRpc: postEndpoint(transport, '/v0/evm/json-rpc/scan', evmJsonRpcScanRequestSchema, evmScanResponseSchema),
    scanTransaction: postEndpoint(transport, '/v0/evm/transaction/scan', evmTransactionScanRequestSchema, evmScanResponseSchema),
    scanTransactionBulk: postEndpoint(transport, '/v0/evm/transaction-bulk/scan', evmBulkScanRequestSchema, evmBulkScanResponseSchema),
    scanAddressesExtended: postEndpoint(transport, '/v0/evm/address-bulk/scan-extended', evmAddressScanRequestSchema, evmAddressScanResponseSchema),
    /** False positive / negative feedback; `report.request_id` is a scan's `requestId`. */
    reportTransaction: postEndpoint(transport, '/v0/evm/post-transaction/report', evmReportRequestSchema, unrestrictedResponseSchema),
  };
}
