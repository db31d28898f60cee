/** Solana group (endpoint 5). `chain` defaults to mainnet on the server; the client does not fill it. */
import type { Transport } from '../transport';
import { solanaPostTransactionScanRequestSchema, solanaPostTransactionScanResponseSchema } from '../schemas/solana';
import { postEndpoint } from './endpoint';

export function createSolanaGroup(transport: Transport) {
  return {
    scanPostTransaction: postEndpoint(transport, '/v0/solana/post-transaction/scan', solanaPostTransactionScanRequestSchema, solanaPostTransactionScanResponseSchema),
  };
}
