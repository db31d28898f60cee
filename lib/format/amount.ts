/**
 * Token amounts for people: decimals applied, thousands separators, long
 * fractions trimmed, and "Unlimited" for approvals that are unlimited in practice.
 */
import { formatUnits } from './units';

/**
 * The one definition of "unlimited" for rules, simulation and review: at or
 * above 2^128 no real balance reaches it (covers max uint256, Permit2's max
 * uint160 and dapps' 2^255 habit), or, when decimals are known, 10^24 whole tokens.
 */
export const UNLIMITED_THRESHOLD = 1n << 128n;

/** Parses a raw integer amount given as hex ("0x…") or decimal; undefined when it is neither. */
export function parseRawAmount(raw: string | undefined): bigint | undefined {
  if (raw === undefined) return undefined;
  const s = raw.trim();
  if (!/^(0x[0-9a-fA-F]+|-?[0-9]+)$/.test(s)) return undefined;
  try {
    return BigInt(s);
  } catch {
    return undefined;
  }
}

/** Adds thousands separators to the integer part of a plain decimal string. */
export function groupThousands(intPart: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats a plain decimal string ("1234.5678901"): separators, and the fraction
 * trimmed to 4 digits when the amount is ≥ 1, else to 6 significant digits
 * (`significant`: fewer for an estimate such as a fee). Trimming truncates
 * (never rounds up) so nothing is shown bigger than it is.
 */
export function formatDecimalString(value: string, significant = 6): string {
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!m) return value;
  const sign = m[1] ?? '';
  const intPart = (m[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  let frac = m[3] ?? '';
  if (intPart !== '0') {
    frac = frac.slice(0, 4);
  } else {
    const lead = /^0*/.exec(frac)?.[0].length ?? 0;
    if (lead >= 6 && /[1-9]/.test(frac)) return `${sign}<0.000001`;
    frac = frac.slice(0, lead + significant);
  }
  frac = frac.replace(/0+$/, '');
  const out = frac ? `${groupThousands(intPart)}.${frac}` : groupThousands(intPart);
  return out === '0' ? '0' : `${sign}${out}`;
}

/** A raw integer amount with the token's decimals applied, formatted for display. */
export function formatTokenAmount(raw: bigint, decimals: number | undefined, significant?: number): string {
  return formatDecimalString(formatUnits(raw, decimals ?? 0), significant);
}

export interface UnlimitedOptions {
  decimals?: number | undefined;
  /** Permit2 amounts are uint160; its maximum is above the threshold anyway (kept for callers that say so). */
  permit2?: boolean;
}

/** Whether an allowance is unlimited in practice (see UNLIMITED_THRESHOLD). */
export function isUnlimitedAmount(raw: bigint, opts: UnlimitedOptions = {}): boolean {
  if (raw >= UNLIMITED_THRESHOLD) return true;
  // Without known decimals only the threshold counts: 10^24 raw units is a
  // million tokens of an 18-decimal token, not "unlimited".
  if (opts.decimals === undefined) return false;
  return raw >= 10n ** (24n + BigInt(Math.max(0, opts.decimals)));
}

/** Signed display of a balance change: "−1.5 ETH", "+100 USDC" (a real minus sign). */
export function signedAmount(direction: 'in' | 'out', amount: string, symbol: string | undefined): string {
  const sign = direction === 'out' ? '\u2212' : '+';
  return symbol ? `${sign}${amount} ${symbol}` : `${sign}${amount}`;
}
