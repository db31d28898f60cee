/** Shared amount judgement for approvals and permits. */
import { formatTokenAmount, groupThousands, isUnlimitedAmount } from '../../format/amount';
import type { TokenInfo } from '../contracts';

/** "Unlimited" as the review says it: the one definition in lib/format/amount.ts. */
export function isUnlimited(amount: bigint, token?: TokenInfo): boolean {
  return isUnlimitedAmount(amount, { decimals: token?.decimals });
}

/** "an unlimited amount", "up to 100 USDC" when the token's decimals are known, else raw units. */
export function describeAmount(amount: bigint, token?: TokenInfo): string {
  if (isUnlimited(amount, token)) return 'an unlimited amount';
  // The review's one amount formatter, so a sentence and the rows beside it write a number alike.
  if (token?.decimals === undefined) return `up to ${groupThousands(amount.toString())} (raw units)`;
  return `up to ${formatTokenAmount(amount, token.decimals)}${token.symbol ? ` ${token.symbol}` : ''}`;
}
