/**
 * What a permission puts at stake: the part of what the user holds that the
 * spender could take, and its USD value when the scan priced it.
 * "At stake: 1,250 USDC you hold (≈ $1,250.00)", "At stake: 3 NFTs you hold",
 * "At stake: ≈ $1,250.00". Only structured fields are read (never a sentence).
 *
 * Sources, per spender of an exposure:
 * - the amount: `spenders[s].exposure`, which the scanning service fills with
 *   what the spender can take of the account's holdings (priced apart from the
 *   approval, whose value is `approval_usd_price`). The embedded engine fills
 *   it with the approval itself (lib/engine/simulate/build.ts), which is not a
 *   holding, so `holdings: false` reads neither its amount nor its price;
 * - the USD value: `total_usd_exposure` for that spender, else the sum of the
 *   exposure entries' `usd_price`.
 */
import type { Exposure } from '../api/schemas/evm';
import { formatTokenAmount, groupThousands, isUnlimitedAmount, parseRawAmount } from './amount';
import { formatUsd } from './usd';

export const stakeStrings = {
  label: 'At stake',
  held: (amount: string) => `${amount} you hold`,
  nfts: (n: bigint) => `${groupThousands(n.toString())} NFT${n === 1n ? '' : 's'} you hold`,
  nothingHeld: 'nothing you hold now',
  usd: (usd: string) => `≈ ${usd}`,
};

export interface Stake {
  /** "1,250 USDC you hold"; undefined when the scan does not say what is held. */
  amount: string | undefined;
  /** "$1,250.00"; undefined when the scan gives no USD value. */
  usd: string | undefined;
}

const isNft = (exposure: Exposure) => ['ERC721', 'ERC1155'].includes(exposure.asset.type ?? exposure.asset_type ?? '');

/** Sum of decimal-string USD values; undefined when any is missing or unreadable (a partial sum would understate). */
function sumUsd(values: Array<string | undefined>): number | undefined {
  if (values.length === 0) return undefined;
  let sum = 0;
  for (const v of values) {
    const n = v === undefined || v.trim() === '' ? NaN : Number(v);
    if (!Number.isFinite(n)) return undefined;
    sum += n;
  }
  return sum;
}

function heldAmount(exposure: Exposure, spender: string): string | undefined {
  const entries = exposure.spenders[spender]?.exposure ?? [];
  if (entries.length === 0) return undefined;
  const symbol = exposure.asset.symbol ?? exposure.asset.name ?? undefined;
  if (isNft(exposure)) {
    // One entry per token the spender could take; an entry without an id counts `value` tokens.
    let count = 0n;
    for (const e of entries) {
      if (e.token_id !== undefined) count += 1n;
      else {
        const n = parseRawAmount(e.raw_value ?? e.value ?? undefined);
        if (n === undefined) return undefined;
        count += n;
      }
    }
    return count === 0n ? stakeStrings.nothingHeld : stakeStrings.nfts(count);
  }
  // Fungible: raw units with the token's decimals; without decimals the amount cannot be read, so none is shown.
  if (exposure.asset.decimals === undefined) return undefined;
  let raw = 0n;
  for (const e of entries) {
    const n = parseRawAmount(e.raw_value ?? undefined);
    if (n === undefined || n < 0n) return undefined;
    raw += n;
  }
  // An unlimited figure is an allowance, not a holding.
  if (isUnlimitedAmount(raw, { decimals: exposure.asset.decimals })) return undefined;
  if (raw === 0n) return stakeStrings.nothingHeld;
  return stakeStrings.held(`${formatTokenAmount(raw, exposure.asset.decimals)}${symbol ? ` ${symbol}` : ''}`);
}

/**
 * `usdBySpender`: the account's `total_usd_exposure` (spender → USD). `holdings`: whether the
 * scanner's `exposure` entries are holdings (the service) rather than the approval (the engine).
 */
export function stakeOf(exposure: Exposure, spender: string, opts: { usdBySpender?: Record<string, string> | undefined; holdings: boolean }): Stake | undefined {
  const amount = opts.holdings ? heldAmount(exposure, spender) : undefined;
  const total = opts.usdBySpender ? Object.entries(opts.usdBySpender).find(([k]) => k.toLowerCase() === spender.toLowerCase())?.[1] : undefined;
  // The entries' prices are the holding's only where the entries are holdings.
  const priced = total ?? (opts.holdings ? sumUsd((exposure.spenders[spender]?.exposure ?? []).map((e) => e.usd_price ?? undefined)) : undefined);
  const usd = formatUsd(priced);
  if (amount === undefined && usd === undefined) return undefined;
  return { amount, usd };
}

/** The line as shown: "1,250 USDC you hold (≈ $1,250.00)" or "≈ $1,250.00" (after the "At stake:" label). */
export function stakeText(stake: Stake): string {
  if (stake.amount === undefined) return stakeStrings.usd(stake.usd ?? '');
  return stake.usd === undefined ? stake.amount : `${stake.amount} (${stakeStrings.usd(stake.usd)})`;
}
