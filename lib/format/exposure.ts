/** How much of a token a grant lets its spender take, as a person reads it ("Unlimited" alone when unlimited). */
import type { Exposure } from '../api/schemas/evm';
import { formatTokenAmount, isUnlimitedAmount, parseRawAmount } from './amount';
import { formatStrings } from '../i18n/format-strings';

const PERMIT2 = '0x000000000022d473030f116ddee9f6b43ac78ba3';

export interface GrantAmount {
  text: string;
  unlimited: boolean;
}

export function grantAmount(exposure: Exposure, spender: string): GrantAmount | undefined {
  const s = exposure.spenders[spender];
  if (s?.is_approved_for_all) return { text: formatStrings.allNfts, unlimited: true };
  const approval = s?.approval;
  const raw = parseRawAmount(approval);
  if (raw === undefined) return approval ? { text: formatStrings.unreadableValue(approval), unlimited: false } : undefined;
  const permit2 = spender.toLowerCase() === PERMIT2 || exposure.asset.address?.toLowerCase() === PERMIT2;
  if (isUnlimitedAmount(raw, { decimals: exposure.asset.decimals, permit2 })) return { text: formatStrings.unlimited, unlimited: true };
  const symbol = exposure.asset.symbol ?? '';
  return { text: `${formatTokenAmount(raw, exposure.asset.decimals)} ${symbol}`.trim(), unlimited: false };
}
