/**
 * Names for the addresses a review mentions, from what the scan knows: name
 * tags (the service's, or the registry's through the local engine) and the
 * assets it describes (a token's address reads as its symbol). One lookup for every sentence and
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
    // Name tags (the service's labels, the registry's names) win over symbols: they are chosen for
    // people. A contract name is what the contract calls itself (a token's name(), a verified source's
    // contract name): a drainer can call itself "Uniswap Permit2", so it never names an address here.
    for (const [address, d] of Object.entries(sim.address_details ?? {})) {
      if (d.name_tag) names.set(address.toLowerCase(), d.name_tag);
    }
  }
  return (address) => names.get(address.toLowerCase());
}

/**
 * Names for the tokens and collections a request moves or lists: the scan's names first, then what a
 * contract calls itself (its name()). Only for assets: an asset is named by its own metadata in every
 * wallet, while a spender or recipient is never named by what it says of itself (see namesFromScan).
 */
export function assetNamesFromScan(response: EvmScanResponse | undefined): NameOf {
  const named = namesFromScan(response);
  const own = new Map<string, string>();
  for (const [address, d] of Object.entries(response?.simulation?.address_details ?? {})) {
    if (d.contract_name) own.set(address.toLowerCase(), d.contract_name);
  }
  return (address) => named(address) ?? own.get(address.toLowerCase());
}
