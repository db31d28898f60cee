/**
 * Rules for a call decoded as a token standard call (approve, transfer,
 * transferFrom, setApprovalForAll, Permit2.approve): the same judgement for a
 * transaction the user sends and for a call a Safe makes (./safe.ts).
 */
import type { Address } from 'viem';
import type { DecodedCall } from '../decode/calldata';
import { checkApproval } from './approval';
import { partyName } from './names';
import { checkSetApprovalForAll } from './set-approval-for-all';
import type { Moved } from './holding-share';
import { checkTransfer, checkTransferFrom } from './transfer';
import type { RuleFacts, RuleHit } from './types';

/** Rules for a decoded call; exported for the per-rule tests. */
export async function checkDecodedCall(call: DecodedCall, to: Address, facts: RuleFacts): Promise<RuleHit[]> {
  switch (call.kind) {
    case 'approve':
      return checkApproval({ token: to, spender: call.spender, amount: call.amount, via: call.fn === 'approve' ? 'This approval' : `This ${call.fn}` }, facts);
    case 'permit2Approve':
      return checkApproval({ token: call.token, spender: call.spender, amount: call.amount, via: 'This Permit2 approval' }, facts);
    case 'setApprovalForAll':
      return checkSetApprovalForAll({ collection: to, operator: call.operator, approved: call.approved }, facts);
    case 'transfer':
      return checkTransfer({ token: to, to: call.to, amount: call.amount }, facts);
    case 'transferFrom':
      return checkTransferFrom({ fn: 'transferFrom', from: call.from, to: call.to, what: `tokens or NFT of ${partyName(to, facts)}`, erc20: { token: to, amount: call.amount } }, facts);
    case 'safeTransferFrom':
      return checkTransferFrom({
        fn: call.batch ? 'safeBatchTransferFrom' : 'safeTransferFrom',
        from: call.from,
        to: call.to,
        what: `${call.standard} ${call.standard === 'ERC-721' ? 'NFT' : 'tokens'} of ${partyName(to, facts)}`,
        moved: movedBy(call, to),
      }, facts);
  }
}


/** What one safeTransferFrom moves, to weigh against the holding; a batch is left as it is (drainers batch). */
function movedBy(call: Extract<DecodedCall, { kind: 'safeTransferFrom' }>, token: Address): Moved | undefined {
  if (call.batch) return undefined;
  return { token, amount: 1n, ...call.units };
}
