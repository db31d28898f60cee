/**
 * The called contract as a token, for scaling amounts: the background decodes
 * a call's amounts with it (lib/calls), the review a typed-data message's.
 */
import type { EvmScanResponse } from '../api/schemas/evm';

/** The called token's symbol and decimals, when the scan knows them: amounts then read "100 USDC". */
export interface CallToken {
  symbol: string | undefined;
  decimals: number;
}

/** The called contract as a token, from the assets the scan describes (decimals are needed to scale amounts). */
export function calledToken(response: EvmScanResponse | undefined, to: string): CallToken | undefined {
  const sim = response?.simulation;
  const assets = [
    ...Object.values(sim?.exposures ?? {}).flat().map((e) => e.asset),
    ...Object.values(sim?.assets_diffs ?? {}).flat().map((d) => d.asset),
  ];
  const asset = assets.find((a) => a.address?.toLowerCase() === to.toLowerCase() && a.decimals !== undefined);
  return asset?.decimals === undefined ? undefined : { symbol: asset.symbol, decimals: asset.decimals };
}
