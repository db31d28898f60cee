/** validateAddress: blocklist and EOA/contract facts for the extended address scan. */
import type { Address } from 'viem';
import type { ValidationContext } from '../contracts';
import { scamListStatus } from '../../knowledge/scam-addresses';
import { createFacts } from './facts';
import { scamListUnavailable } from './request';

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
    const facts = createFacts(ctx, undefined);
    const listed = facts.listed(address);
    if (listed) {
      features.push({ feature_id: 'KNOWN_MALICIOUS', type: 'Malicious', description: `This address is on a scam list (${listed.source}).` });
    }
    // Not on a list that could not be read proves nothing: the address is not "Benign" then.
    const scamList = scamListStatus();
    const unchecked = scamList.ok ? undefined : scamListUnavailable(scamList.error);
    if (unchecked) features.push({ feature_id: unchecked.feature_id, type: unchecked.type, description: unchecked.description });
    // One name per contract: the registry's, as the rules and the review use it.
    const known = facts.known(address);
    if (known) features.push({ feature_id: 'KNOWN_CONTRACT', type: 'Info', description: `${known.name} (${known.role}).` });
    const kind = await facts.kindOf(address);
    if (kind === 'contract') features.push({ feature_id: 'IS_CONTRACT', type: 'Info', description: 'This address is a contract.' });
    else if (kind === 'eoa') features.push({ feature_id: 'IS_EOA', type: 'Info', description: 'This address is a personal account (no contract code).' });
    else features.push({ feature_id: 'KIND_UNKNOWN', type: 'Info', description: 'Preflight could not check whether this address is a contract.' });
    const label = listed ? { label: 'known scam address' } : known ? { label: known.name } : {};
    return { result_type: listed ? 'Malicious' : unchecked ? 'Warning' : 'Benign', ...label, features };
  } catch (err) {
    return { result_type: 'Error', features: [{ feature_id: 'CHECK_FAILED', type: 'Warning', description: err instanceof Error ? err.message : 'The address could not be checked.' }] };
  }
}
