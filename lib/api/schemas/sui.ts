/** Sui address scan (endpoint 15: POST /v0/sui/address/scan). */
import { z } from 'zod/mini';
import { SUI_CHAINS } from '../enums';

export { SUI_CHAINS };
export const suiAddressScanRequestSchema = z.object({
  address: z.string().check(z.minLength(1, 'address is required')),
  chain: z.enum(SUI_CHAINS),
});
export type SuiAddressScanRequest = z.infer<typeof suiAddressScanRequestSchema>;

export const SUI_RESULT_TYPES = ['Benign', 'Warning', 'Malicious'] as const;

/** `features` are meant for display; `result_type` stays a string (known values in SUI_RESULT_TYPES). */
export const suiAddressScanResponseSchema = z.looseObject({
  result_type: z.string(),
  features: z._default(z.array(z.looseObject({
    type: z.string(),
    feature_id: z.string(),
    description: z._default(z.string(), ''),
  })), []),
});
export type SuiAddressScanResponse = z.infer<typeof suiAddressScanResponseSchema>;
