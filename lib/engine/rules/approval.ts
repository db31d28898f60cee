/**
 * ERC-20 approve / increaseAllowance / increaseApproval and Permit2's approve.
 *  - amount 0: a revoke, Benign.
 *  - blocklisted spender: Malicious approval_farming.
 *  - unlimited to an EOA: Malicious approval_farming (drainers collect approvals on keys they hold).
 *  - unlimited to a contract, or to an account we could not check: Warning.
 *  - bounded to an EOA: Warning; bounded to a contract: Info.
 */
import type { Address } from 'viem';
import { isBlocklistedAddress } from '../blocklist';
import { describeAmount, isUnlimited } from './amounts';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = {
  revoke: 'APPROVAL_REVOKE',
  blocklisted: 'APPROVAL_TO_KNOWN_MALICIOUS',
  unlimitedEoa: 'UNLIMITED_APPROVAL_TO_EOA',
  unlimited: 'UNLIMITED_APPROVAL',
  boundedEoa: 'APPROVAL_TO_EOA',
  bounded: 'TOKEN_APPROVAL',
} as const;

export interface ApprovalInput {
  token: Address | undefined;
  spender: Address;
  amount: bigint;
  /** "token approval" or "Permit2 approval", for the sentence. */
  label: string;
}

export async function checkApproval(input: ApprovalInput, facts: RuleFacts): Promise<RuleHit[]> {
  const { spender, amount, label } = input;
  const tokenPart = input.token ? ` of token ${input.token}` : '';
  if (amount === 0n) {
    return [hit(IDS.revoke, 'Benign', `Revokes the ${label}${tokenPart} for ${spender}.`, { address: spender })];
  }
  if (isBlocklistedAddress(spender)) {
    return [hit(IDS.blocklisted, 'Malicious', `Gives a known scam address (${spender}) permission to spend your tokens.`, { address: spender, reason: 'approval_farming' })];
  }
  const kind = await facts.kindOf(spender);
  const what = `${describeAmount(amount, input.token ? await facts.tokenOf(input.token) : undefined)}${tokenPart}`;
  if (isUnlimited(amount)) {
    if (kind === 'eoa') {
      return [hit(IDS.unlimitedEoa, 'Malicious', `Gives a personal account (${spender}), not a contract, permission to spend ${what}.`, { address: spender, reason: 'approval_farming' })];
    }
    const unchecked = kind === 'unknown' ? ' Preflight could not check whether the spender is a contract.' : '';
    return [hit(IDS.unlimited, 'Warning', `Gives ${spender} permission to spend ${what}.${unchecked}`, { address: spender })];
  }
  if (kind === 'eoa') {
    return [hit(IDS.boundedEoa, 'Warning', `Gives a personal account (${spender}), not a contract, permission to spend ${what}.`, { address: spender })];
  }
  return [hit(IDS.bounded, 'Info', `Gives ${spender} permission to spend ${what}.`, { address: spender })];
}
