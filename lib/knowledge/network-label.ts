/**
 * Multi-chain apps name a subdomain after the network it serves (scroll.layerbank.finance,
 * arbitrum.curve.fi): a chain's name as the whole first label of a site's own subdomain is a
 * network selector, not a claim to be that chain's site. It still counts on a free host (anyone
 * publishes there) and on a site whose own name lures (scroll.airdrop-claim.com).
 */
import { EVM_CHAIN_NAMES } from '../chains/names';
import { freeHostOf, registrableDomain, withoutSuffix } from './domain';
import { lureWordIn } from './lure-words';

// Testnet names carry a hyphen ("base-sepolia"): no site selects those by a bare word.
const NETWORK_NAMES: ReadonlySet<string> = new Set(EVM_CHAIN_NAMES.filter((name) => !name.includes('-')));

/** `host` without a leading network label ("layerbank.finance" for "scroll.layerbank.finance"); `host` itself otherwise. */
export function withoutNetworkLabel(host: string): string {
  const dot = host.indexOf('.');
  const rest = host.slice(dot + 1);
  if (dot < 0 || !NETWORK_NAMES.has(host.slice(0, dot))) return host;
  // The label must sit in front of a whole site: "scroll.io" itself has no network label.
  if (registrableDomain(host) === host) return host;
  if (freeHostOf(host) !== undefined || lureWordIn(withoutSuffix(rest)) !== undefined) return host;
  return rest;
}
