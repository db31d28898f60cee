/**
 * A raw integer amount divided by 10^decimals, as a plain decimal string
 * ("1.5"). Our own (viem's formatUnits gives the same; a test compares them)
 * so that the review page, which formats every amount, loads no viem.
 */

/** Decimals that are not a whole number ≥ 0: no amount can be read with them. */
export class InvalidDecimalsError extends Error {
  override name = 'InvalidDecimalsError';
  constructor(readonly decimals: number) {
    super(`decimals must be a whole number ≥ 0 (got ${decimals})`);
  }
}

export function formatUnits(value: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new InvalidDecimalsError(decimals);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer || '0'}${fraction ? `.${fraction}` : ''}`;
}
