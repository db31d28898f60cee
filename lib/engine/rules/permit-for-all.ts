/**
 * PermitForAll (NFT collections with signature approvals, e.g. ERC-4494-style
 * extensions): a signed setApprovalForAll, judged like any grant (grant.ts).
 */
import { addressField, boolField } from '../typed-data/read';
import type { SanitizedTypedData } from '../typed-data/types';
import { judgeGrant } from './grant';
import { NOT_MINE, type TypedRuleOutput } from './typed-shared';
import type { RuleFacts } from './types';

export async function checkPermitForAll(typed: SanitizedTypedData, facts: RuleFacts): Promise<TypedRuleOutput> {
  if (typed.primaryType !== 'PermitForAll') return NOT_MINE;
  const m = typed.message;
  const operator = addressField(m, 'operator') ?? addressField(m, 'spender');
  if (operator === undefined) return NOT_MINE;
  const collection = typed.domain.verifyingContract;
  const revoke = boolField(m, 'approved') === false;
  const hits = await judgeGrant({ kind: 'permitForAll', token: collection, spender: operator, amount: revoke ? 0n : undefined, via: 'This signature' }, facts);
  const exposures = collection && !revoke ? [{ token: collection, spender: operator, amount: undefined, isApprovedForAll: true, expiration: undefined }] : [];
  return { hits, exposures, recognised: true };
}
