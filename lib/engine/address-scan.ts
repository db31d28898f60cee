/** Extended bulk address scan: each address through the validation side's address check. */
import type { EvmAddressScanResponse } from '../api/schemas/evm';
import type { ValidationContext } from './contracts';
import { validateAddress } from './validate';

/** Bound: one scan must not turn into thousands of RPC calls. */
export const MAX_ADDRESSES = 100;

export async function scanAddresses(addresses: readonly string[], ctx: ValidationContext): Promise<EvmAddressScanResponse> {
  const results = await Promise.all(
    addresses.slice(0, MAX_ADDRESSES).map(async (address) => {
      try {
        const checked = await validateAddress(`0x${address.slice(2)}`, ctx);
        return {
          address,
          ...(checked.label ? { label: checked.label } : {}),
          validation: { result_type: checked.result_type, features: checked.features },
        };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        return {
          address,
          validation: {
            result_type: 'Error',
            features: [{ feature_id: 'CHECK_FAILED', type: 'Warning', description: `The address could not be checked: ${error}` }],
          },
        };
      }
    }),
  );
  const skipped = addresses.slice(MAX_ADDRESSES).map((address) => ({
    address,
    validation: {
      result_type: 'Error',
      features: [{ feature_id: 'TOO_MANY_ADDRESSES', type: 'Warning', description: `Only the first ${MAX_ADDRESSES} addresses are checked.` }],
    },
  }));
  return { results: [...results, ...skipped] };
}
