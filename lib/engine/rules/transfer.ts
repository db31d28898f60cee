/**
 * Token moves in calldata.
 *  - transfer(to, x): Benign with an Info feature (blocklisted recipient: Malicious transfer_farming).
 *  - transferFrom / safeTransferFrom whose `from` is not the signer: Malicious
 *    transfer_from_farming (the request pulls someone else's assets through you).
 *  - moving the signer's own assets out with transferFrom / safeTransferFrom: Warning;
 *    to a blocklisted recipient: Malicious transfer_farming.
 */
import type { Address } from 'viem';
import { isBlocklistedAddress } from '../blocklist';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = {
  transfer: 'TOKEN_TRANSFER',
  toMalicious: 'TRANSFER_TO_KNOWN_MALICIOUS',
  notSigner: 'TRANSFER_FROM_OTHER_ACCOUNT',
  assetsOut: 'ASSET_TRANSFER_OUT',
} as const;

export function checkTransfer(input: { token: Address | undefined; to: Address; amount: bigint }): RuleHit[] {
  if (isBlocklistedAddress(input.to)) {
    return [hit(IDS.toMalicious, 'Malicious', `Sends your tokens to a known scam address (${input.to}).`, { address: input.to, reason: 'transfer_farming' })];
  }
  return [hit(IDS.transfer, 'Info', `Transfers ${input.amount.toString()} (raw units) of token ${input.token ?? ''} to ${input.to}.`, { address: input.to })];
}

export function checkTransferFrom(
  input: { fn: string; from: Address; to: Address; what: string },
  facts: RuleFacts,
): RuleHit[] {
  const { fn, from, to, what } = input;
  if (facts.signer !== undefined && from.toLowerCase() !== facts.signer.toLowerCase()) {
    return [hit(IDS.notSigner, 'Malicious', `Calls ${fn} to move ${what} out of ${from}, which is not your account.`, { address: from, reason: 'transfer_from_farming' })];
  }
  if (isBlocklistedAddress(to)) {
    return [hit(IDS.toMalicious, 'Malicious', `Sends your ${what} to a known scam address (${to}).`, { address: to, reason: 'transfer_farming' })];
  }
  const whose = facts.signer === undefined ? `${what} of ${from}` : `your ${what}`;
  return [hit(IDS.assetsOut, 'Warning', `Sends ${whose} to ${to} with ${fn}.`, { address: to })];
}
