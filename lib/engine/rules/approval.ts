/** ERC-20 approve / increaseAllowance / increaseApproval and Permit2's approve: see grant.ts. */
import type { Address } from 'viem';
import { judgeGrant } from './grant';
import type { RuleFacts, RuleHit } from './types';

export interface ApprovalInput {
  token: Address | undefined;
  spender: Address;
  amount: bigint;
  /** "This approval", "This Permit2 approval", for the sentence. */
  via: string;
}

export function checkApproval(input: ApprovalInput, facts: RuleFacts): Promise<RuleHit[]> {
  return judgeGrant({ kind: 'approval', ...input }, facts);
}
