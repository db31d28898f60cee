/**
 * USD per whole token, from what the scan priced: an asset movement's USD value over its amount
 * (the service's `usd_price`, or the local engine's Chainlink reading). Nothing priced, no figure.
 */
import type { EvmScanResponse } from '../api/schemas/evm';
import { parseRawAmount } from './amount';
import { formatUnits } from './units';

/** `token`: 'native' for the chain's coin, else the token's address. */
export function unitUsdPrice(response: EvmScanResponse | undefined, token: string, decimals: number): number | undefined {
  const diffs = Object.values(response?.simulation?.assets_diffs ?? {}).flat();
  const native = token === 'native';
  for (const diff of diffs) {
    if (native ? diff.asset.type !== 'NATIVE' : diff.asset.address?.toLowerCase() !== token.toLowerCase()) continue;
    for (const entry of [...diff.in, ...diff.out]) {
      const usd = Number(entry.usd_price);
      const raw = parseRawAmount(entry.raw_value ?? undefined);
      const amount = raw !== undefined ? Number(formatUnits(raw, decimals)) : Number(entry.value);
      if (entry.usd_price && Number.isFinite(usd) && Number.isFinite(amount) && amount > 0) return usd / amount;
    }
  }
  return undefined;
}
