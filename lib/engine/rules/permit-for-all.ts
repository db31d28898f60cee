/**
 * PermitForAll (NFT collections with signature approvals, e.g. ERC-4494-style
 * extensions): a signed setApprovalForAll. Classification set_approval_for_all_farming.
 */
import { isBlocklistedAddress } from '../blocklist';
import { addressField, boolField } from '../typed-data/read';
import type { SanitizedTypedData } from '../typed-data/types';
import { NOT_MINE, type TypedRuleOutput } from './typed-shared';
import { hit, type RuleFacts } from './types';

export const IDS = { malicious: 'PERMIT_FOR_ALL_TO_EOA', grant: 'PERMIT_FOR_ALL', revoke: 'PERMIT_FOR_ALL_REVOKE' } as const;

export async function checkPermitForAll(typed: SanitizedTypedData, facts: RuleFacts): Promise<TypedRuleOutput> {
  if (typed.primaryType !== 'PermitForAll') return NOT_MINE;
  const m = typed.message;
  const operator = addressField(m, 'operator') ?? addressField(m, 'spender');
  if (operator === undefined) return NOT_MINE;
  const collection = typed.domain.verifyingContract;
  const of = collection ? ` in collection ${collection}` : '';
  if (boolField(m, 'approved') === false) {
    return { hits: [hit(IDS.revoke, 'Benign', `Revokes ${operator}'s access to all your NFTs${of}.`, { address: operator })], exposures: [], recognised: true };
  }
  const exposures = collection ? [{ token: collection, spender: operator, amount: undefined, isApprovedForAll: true, expiration: undefined }] : [];
  const kind = isBlocklistedAddress(operator) ? 'eoa' : await facts.kindOf(operator);
  if (kind === 'eoa') {
    const who = isBlocklistedAddress(operator) ? `a known scam address (${operator})` : `a personal account (${operator}), not a contract,`;
    return { hits: [hit(IDS.malicious, 'Malicious', `This signature gives ${who} control of all your NFTs${of}.`, { address: operator, reason: 'set_approval_for_all_farming' })], exposures, recognised: true };
  }
  return { hits: [hit(IDS.grant, 'Warning', `This signature gives ${operator} control of all your NFTs${of}.`, { address: operator })], exposures, recognised: true };
}
