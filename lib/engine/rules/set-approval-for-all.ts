/**
 * setApprovalForAll(operator, approved): hands over every NFT of a collection.
 * To an EOA or a blocklisted operator: Malicious set_approval_for_all_farming;
 * to a contract (or unchecked): Warning; approved=false is a revoke, Benign.
 */
import type { Address } from 'viem';
import { isBlocklistedAddress } from '../blocklist';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = { revoke: 'APPROVAL_FOR_ALL_REVOKE', malicious: 'APPROVAL_FOR_ALL_TO_EOA', grant: 'APPROVAL_FOR_ALL' } as const;

export async function checkSetApprovalForAll(
  input: { collection: Address | undefined; operator: Address; approved: boolean },
  facts: RuleFacts,
): Promise<RuleHit[]> {
  const { operator, approved } = input;
  const of = input.collection ? ` in collection ${input.collection}` : '';
  if (!approved) return [hit(IDS.revoke, 'Benign', `Revokes ${operator}'s access to all your NFTs${of}.`, { address: operator })];
  if (isBlocklistedAddress(operator)) {
    return [hit('APPROVAL_FOR_ALL_TO_KNOWN_MALICIOUS', 'Malicious', `Gives a known scam address (${operator}) control of all your NFTs${of}.`, { address: operator, reason: 'set_approval_for_all_farming' })];
  }
  const kind = await facts.kindOf(operator);
  if (kind === 'eoa') {
    return [hit(IDS.malicious, 'Malicious', `Gives a personal account (${operator}), not a contract, control of all your NFTs${of}.`, { address: operator, reason: 'set_approval_for_all_farming' })];
  }
  const unchecked = kind === 'unknown' ? ' Preflight could not check whether the operator is a contract.' : '';
  return [hit(IDS.grant, 'Warning', `Gives ${operator} control of all your NFTs${of}.${unchecked}`, { address: operator })];
}
