/**
 * Protocols the registry names: display name, official sites (main app first) and brand words.
 * `brands` are matched anywhere in another site's name (distinctive names only: "uniswap");
 * `brandWords` only as a whole label or hyphen-separated word ("aave-claim.com", not "aavegotchi.com").
 */
export interface ProtocolEntry {
  name: string;
  sites: string[];
  brands?: string[];
  brandWords?: string[];
}

export const PROTOCOLS: Record<string, ProtocolEntry> = {
  uniswap: { name: 'Uniswap', sites: ['app.uniswap.org', 'uniswap.org'], brands: ['uniswap'] },
  opensea: { name: 'OpenSea', sites: ['opensea.io'], brands: ['opensea'] },
  '0x': { name: '0x', sites: ['matcha.xyz', '0x.org'] },
  aave: { name: 'Aave', sites: ['app.aave.com', 'aave.com'], brandWords: ['aave'] },
  lido: { name: 'Lido', sites: ['stake.lido.fi', 'lido.fi'], brandWords: ['lido'] },
  safe: { name: 'Safe', sites: ['app.safe.global', 'safe.global'] },
  cow: { name: 'CoW Swap', sites: ['swap.cow.fi', 'cow.fi'], brands: ['cowswap'] },
  '1inch': { name: '1inch', sites: ['app.1inch.io', '1inch.io', '1inch.com', '1inch.exchange'], brands: ['1inch'] },
  blur: { name: 'Blur', sites: ['blur.io'], brandWords: ['blur'] },
  looksrare: { name: 'LooksRare', sites: ['looksrare.org'], brands: ['looksrare'] },
  compound: { name: 'Compound', sites: ['app.compound.finance', 'compound.finance'], brandWords: ['compound'] },
  curve: { name: 'Curve', sites: ['curve.finance', 'curve.fi'], brandWords: ['curve'] },
  balancer: { name: 'Balancer', sites: ['balancer.fi'], brandWords: ['balancer'] },
  ens: { name: 'ENS', sites: ['app.ens.domains', 'ens.domains'] },
  metamask: { name: 'MetaMask', sites: ['metamask.io', 'portfolio.metamask.io'], brands: ['metamask'] },
  // Smart-account code (EIP-7702 delegates) is met in every wallet and dapp, on no one site of its own: no sites, no brands.
  zerodev: { name: 'ZeroDev', sites: [] },
  'eth-infinitism': { name: 'eth-infinitism (ERC-4337)', sites: [] },
};
