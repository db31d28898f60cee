/**
 * Native value sent with a call to a function name drainers use to look like a
 * reward or a "security update" (the contract just keeps the ETH).
 * Malicious raw_native_token_transfer.
 */
import { toFunctionSelector, type Address, type Hex } from 'viem';
import { hit, type RuleHit } from './types';

export const FEATURE_ID = 'NATIVE_TRANSFER_TO_SCAM_FUNCTION';

/** Parameterless payable functions seen in wallet-drainer phishing kits. */
export const SCAM_FUNCTIONS = [
  'claim()', 'Claim()', 'ClaimReward()', 'claimReward()', 'ClaimRewards()', 'claimRewards()',
  'SecurityUpdate()', 'securityUpdate()', 'connect()', 'Connect()', 'Verify()', 'Execute()',
] as const;

const SELECTORS = new Map<string, string>(SCAM_FUNCTIONS.map((sig) => [toFunctionSelector(`function ${sig}`), sig]));

export function scamFunctionOf(data: Hex): string | undefined {
  return SELECTORS.get(data.slice(0, 10).toLowerCase());
}

export function checkNativeScam(input: { to: Address | undefined; data: Hex | undefined; value: bigint }): RuleHit[] {
  if (input.value === 0n || input.data === undefined || input.data.length < 10) return [];
  const sig = scamFunctionOf(input.data);
  if (sig === undefined) return [];
  return [hit(FEATURE_ID, 'Malicious', `Sends your ETH to ${input.to ?? 'a new contract'} by calling ${sig}, a function name used by wallet drainers.`, { address: input.to, reason: 'raw_native_token_transfer' })];
}
