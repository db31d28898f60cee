/**
 * The called contract as a token, for scaling amounts. Its own module: the request details use it
 * for typed data without loading the call decoder (CallView, a chunk loaded only for calls).
 */
import type { EvmScanResponse } from '../../lib/api/schemas/evm';
import type { CallToken } from '../../lib/format/calldata';

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
