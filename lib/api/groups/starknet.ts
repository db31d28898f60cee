/** Starknet group (endpoint 1). */
import type { Transport } from '../transport';
import { starknetTransactionScanRequestSchema, starknetTransactionScanResponseSchema } from '../schemas/starknet';
import { postEndpoint } from './endpoint';

export function createStarknetGroup(transport: Transport) {
  return {
    scanTransaction: postEndpoint(transport, '/v0/starknet/transaction/scan', starknetTransactionScanRequestSchema, starknetTransactionScanResponseSchema),
  };
}
