/** validateAddress: blocklist and EOA/contract facts for the extended address scan. */
import type { Address } from 'viem';
import type { ValidationContext } from '../contracts';
import { blocklistInfo, isBlocklistedAddress } from '../blocklist';
import { createFacts } from './facts';

export interface AddressValidation {
  result_type: string;
  label?: string;
  features: { feature_id: string; type: string; description: string }[];
}

export async function validateAddress(address: Address, ctx: ValidationContext): Promise<AddressValidation> {
  try {
    if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
      return { result_type: 'Warning', features: [{ feature_id: 'INVALID_ADDRESS', type: 'Warning', description: 'This is not a valid address.' }] };
    }
    const features: AddressValidation['features'] = [];
    const listed = isBlocklistedAddress(address);
    if (listed) {
      features.push({ feature_id: 'KNOWN_MALICIOUS', type: 'Malicious', description: `This address is on Preflight's scam list (updated ${blocklistInfo.updated}).` });
    }
    const kind = await createFacts(ctx, undefined).kindOf(address);
    if (kind === 'contract') features.push({ feature_id: 'IS_CONTRACT', type: 'Info', description: 'This address is a contract.' });
    else if (kind === 'eoa') features.push({ feature_id: 'IS_EOA', type: 'Info', description: 'This address is a personal account (no contract code).' });
    else features.push({ feature_id: 'KIND_UNKNOWN', type: 'Info', description: 'Preflight could not check whether this address is a contract.' });
    return { result_type: listed ? 'Malicious' : 'Benign', ...(listed ? { label: 'known scam address' } : {}), features };
  } catch (err) {
    return { result_type: 'Error', features: [{ feature_id: 'CHECK_FAILED', type: 'Warning', description: err instanceof Error ? err.message : 'The address could not be checked.' }] };
  }
}
