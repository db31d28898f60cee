/** Generic chain-neutral transaction group (endpoint 9). */
import type { Transport } from '../transport';
import { genericTransactionScanRequestSchema, genericTransactionScanResponseSchema } from '../schemas/generic-transaction';
import { postEndpoint } from './endpoint';

export function createGenericGroup(transport: Transport) {
  return {
    scanTransaction: postEndpoint(transport, '/v0/transaction/scan', genericTransactionScanRequestSchema, genericTransactionScanResponseSchema),
  };
}
