/** Shared amount judgement for approvals and permits. */

/**
 * "Unlimited": max uint256, or large enough that no real token balance reaches
 * it (>= 2^128; also covers Permit2's max uint160 and dapps' 2^255 habit).
 */
export const UNLIMITED_THRESHOLD = 2n ** 128n;

export function isUnlimited(amount: bigint): boolean {
  return amount >= UNLIMITED_THRESHOLD;
}

export function describeAmount(amount: bigint): string {
  return isUnlimited(amount) ? 'an unlimited amount' : `up to ${amount.toString()} (raw units)`;
}
