/** setApprovalForAll(operator, approved): every NFT of a collection; see grant.ts. */
import type { Address } from 'viem';
import { judgeGrant } from './grant';
import type { RuleFacts, RuleHit } from './types';

export function checkSetApprovalForAll(
  input: { collection: Address | undefined; operator: Address; approved: boolean },
  facts: RuleFacts,
): Promise<RuleHit[]> {
  return judgeGrant({ kind: 'approvalForAll', token: input.collection, spender: input.operator, amount: input.approved ? undefined : 0n, via: 'This approval' }, facts);
}
