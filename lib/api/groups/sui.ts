/** Sui group (endpoint 15). */
import type { Transport } from '../transport';
import { suiAddressScanRequestSchema, suiAddressScanResponseSchema } from '../schemas/sui';
import { postEndpoint } from './endpoint';

export function createSuiGroup(transport: Transport) {
  return {
    scanAddress: postEndpoint(transport, '/v0/sui/address/scan', suiAddressScanRequestSchema, suiAddressScanResponseSchema),
  };
}
