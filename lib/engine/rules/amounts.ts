/** Shared amount judgement for approvals and permits. */
import { formatUnits } from 'viem';
import type { TokenInfo } from '../contracts';

/**
 * "Unlimited": max uint256, or large enough that no real token balance reaches
 * it (>= 2^128; also covers Permit2's max uint160 and dapps' 2^255 habit).
 */
export const UNLIMITED_THRESHOLD = 2n ** 128n;

export function isUnlimited(amount: bigint): boolean {
  return amount >= UNLIMITED_THRESHOLD;
}

/** "an unlimited amount", "up to 100 USDC" when the token's decimals are known, else raw units. */
export function describeAmount(amount: bigint, token?: TokenInfo): string {
  if (isUnlimited(amount)) return 'an unlimited amount';
  if (token?.decimals === undefined) return `up to ${amount.toString()} (raw units)`;
  return `up to ${formatUnits(amount, token.decimals)}${token.symbol ? ` ${token.symbol}` : ''}`;
}
