/**
 * Names for the addresses a review mentions, from what the scan knows: the
 * service's name tags and contract names, and the assets it describes (a
 * token's address reads as its symbol). One lookup for every sentence and
 * row, so an address never carries two names in one window.
 */
import type { EvmScanResponse } from '../api/schemas/evm';

export type NameOf = (address: string) => string | undefined;

export function namesFromScan(response: EvmScanResponse | undefined): NameOf {
  const names = new Map<string, string>();
  const sim = response?.simulation;
  if (sim) {
    const assets = [...Object.values(sim.exposures ?? {}).flat().map((e) => e.asset), ...Object.values(sim.assets_diffs ?? {}).flat().map((d) => d.asset)];
    for (const asset of assets) {
      const name = asset.symbol || asset.name;
      if (asset.address && name && !names.has(asset.address.toLowerCase())) names.set(asset.address.toLowerCase(), name);
    }
    // Name tags of the service win over symbols: they are chosen for people.
    for (const [address, d] of Object.entries(sim.address_details ?? {})) {
      const name = d.name_tag || d.contract_name;
      if (name) names.set(address.toLowerCase(), name);
    }
  }
  return (address) => names.get(address.toLowerCase());
}
