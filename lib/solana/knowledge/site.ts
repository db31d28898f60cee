/**
 * The requesting site judged as for EVM (lib/knowledge/site.ts: phishing list,
 * lookalikes, official sites), with the Solana protocols' official sites added
 * to those a lookalike is compared against (jup-airdrop.app → jup.ag).
 */
import { bundledRegistry, type ProtocolInfo, type Registry } from '../../knowledge/registry';
import { currentPhishingDetector } from '../../knowledge/phishing-list';
import { judgeSite, judgeSiteWith, type SiteFacts } from '../../knowledge/site';
import { solanaProtocols } from './programs';

let combined: { base: Registry; extra: readonly ProtocolInfo[]; registry: Registry } | undefined;

function registryWithSolana(): Registry {
  const base = bundledRegistry();
  const extra: readonly ProtocolInfo[] = solanaProtocols();
  if (combined?.base === base && combined.extra === extra) return combined.registry;
  const all = [...base.protocols(), ...extra];
  const registry: Registry = {
    status: base.status,
    knownContract: (chainId, address) => base.knownContract(chainId, address),
    protocolSites: (id) => extra.find((p) => p.id === id)?.sites ?? base.protocolSites(id),
    protocolName: (id) => extra.find((p) => p.id === id)?.name ?? base.protocolName(id),
    protocols: () => all,
  };
  combined = { base, extra, registry };
  return registry;
}

/** Never throws (as judgeSite). */
export function judgeSolanaSite(domain: string): SiteFacts {
  try {
    return judgeSiteWith(domain, registryWithSolana(), currentPhishingDetector());
  } catch {
    return judgeSite(domain);
  }
}
