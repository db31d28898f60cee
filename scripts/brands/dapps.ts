/**
 * Popular dapps of the chains the engine knows, with their official sites (main app first), kept by
 * hand because no maintained npm package publishes dapps' domains under a usable licence (token
 * lists carry no websites; DefiLlama's and DappRadar's directories are not packages). Each entry
 * names the page its domains were taken from (the project's own site or docs, which link the app).
 * The order is the order of use the lookalike bench measures ("the 100 most used"): the registry's
 * protocols come first (scripts/registry/protocols.ts), then these, most used first, by the
 * maintainers' judgement from public usage rankings; it is not a measured ranking.
 *
 * `common`: the name is an ordinary word ("curve", "blast"), so another site's name is only
 * suspicious when the word stands alone ("blast-claim.com"), not inside a longer word.
 */
export interface HandKeptDapp {
  name: string;
  sites: string[];
  chains: string[];
  source: string;
  common?: boolean;
  /** Extra distinctive names the brand goes by, matched anywhere in another site's name. */
  brands?: string[];
  /** Whole-word names instead of the sites' names, when a site's name alone is an ordinary word ("ether" of ether.fi). */
  words?: string[];
}

/**
 * Names the registry's protocols go by that scripts/registry/protocols.ts does not list as brands
 * (its short names only protect the exact sites): matched as whole words, so "cow-airdrop.com" and
 * "safe.claim-rewards.app" are caught. The rows carry the protocols' own sites, which stay the
 * registry's (the registry is consulted first).
 */
export const REGISTRY_NAMES: { protocol: string; words: string[]; brands?: string[] }[] = [
  { protocol: '0x', words: ['matcha', '0x'] },
  { protocol: 'safe', words: ['safe', 'gnosis-safe'], brands: ['safe-global', 'safeglobal', 'gnosissafe'] },
  { protocol: 'cow', words: ['cow', 'cowfi'], brands: ['cowswap', 'cow-swap'] },
  { protocol: 'ens', words: ['ens'], brands: ['ensdomains', 'ens-domains'] },
];

export const DAPPS: HandKeptDapp[] = [
  { name: 'PancakeSwap', sites: ['pancakeswap.finance'], chains: ['bsc', 'ethereum', 'arbitrum', 'base', 'zksync', 'linea'], source: 'https://docs.pancakeswap.finance' },
  { name: 'Hyperliquid', sites: ['app.hyperliquid.xyz', 'hyperliquid.xyz'], chains: ['arbitrum'], source: 'https://hyperliquid.gitbook.io/hyperliquid-docs' },
  { name: 'Jupiter', sites: ['jup.ag'], chains: ['solana'], source: 'https://station.jup.ag/docs', brands: ['jupiter-ag'] },
  { name: 'Raydium', sites: ['raydium.io'], chains: ['solana'], source: 'https://docs.raydium.io' },
  { name: 'Polymarket', sites: ['polymarket.com'], chains: ['polygon'], source: 'https://docs.polymarket.com' },
  { name: 'EigenLayer', sites: ['app.eigenlayer.xyz', 'eigenlayer.xyz'], chains: ['ethereum'], source: 'https://docs.eigenlayer.xyz' },
  { name: 'ether.fi', sites: ['app.ether.fi', 'ether.fi'], chains: ['ethereum', 'arbitrum', 'base'], source: 'https://etherfi.gitbook.io/etherfi', brands: ['etherfi', 'ether.fi'], words: [] },
  { name: 'Ethena', sites: ['app.ethena.fi', 'ethena.fi'], chains: ['ethereum'], source: 'https://docs.ethena.fi' },
  { name: 'Pendle', sites: ['app.pendle.finance', 'pendle.finance'], chains: ['ethereum', 'arbitrum', 'bsc', 'base'], source: 'https://docs.pendle.finance' },
  { name: 'Morpho', sites: ['app.morpho.org', 'morpho.org'], chains: ['ethereum', 'base'], source: 'https://docs.morpho.org' },
  { name: 'Spark', sites: ['app.spark.fi', 'spark.fi'], chains: ['ethereum', 'gnosis'], source: 'https://docs.spark.fi', common: true },
  { name: 'MakerDAO', sites: ['makerdao.com', 'summer.fi'], chains: ['ethereum'], source: 'https://docs.makerdao.com' },
  { name: 'Aerodrome', sites: ['aerodrome.finance'], chains: ['base'], source: 'https://aerodrome.finance/docs' },
  { name: 'Velodrome', sites: ['velodrome.finance'], chains: ['optimism'], source: 'https://velodrome.finance/docs' },
  { name: 'GMX', sites: ['app.gmx.io', 'gmx.io'], chains: ['arbitrum', 'avalanche'], source: 'https://docs.gmx.io' },
  { name: 'dYdX', sites: ['dydx.trade', 'dydx.exchange'], chains: ['ethereum'], source: 'https://docs.dydx.exchange' },
  { name: 'Trader Joe (LFJ)', sites: ['lfj.gg', 'traderjoexyz.com'], chains: ['avalanche', 'arbitrum', 'bsc'], source: 'https://docs.lfj.gg', brands: ['traderjoe'] },
  { name: 'SushiSwap', sites: ['www.sushi.com', 'sushi.com'], chains: ['ethereum', 'arbitrum', 'polygon', 'base', 'bsc', 'avalanche'], source: 'https://docs.sushi.com', brands: ['sushiswap'] },
  { name: 'QuickSwap', sites: ['quickswap.exchange', 'dapp.quickswap.exchange'], chains: ['polygon'], source: 'https://docs.quickswap.exchange' },
  { name: 'Venus', sites: ['app.venus.io', 'venus.io'], chains: ['bsc'], source: 'https://docs-v4.venus.io', common: true },
  { name: 'Benqi', sites: ['app.benqi.fi', 'benqi.fi'], chains: ['avalanche'], source: 'https://docs.benqi.fi' },
  { name: 'Euler', sites: ['app.euler.finance', 'euler.finance'], chains: ['ethereum', 'base', 'arbitrum'], source: 'https://docs.euler.finance' },
  { name: 'Radiant', sites: ['app.radiant.capital', 'radiant.capital'], chains: ['arbitrum', 'bsc'], source: 'https://docs.radiant.capital', common: true },
  { name: 'Renzo', sites: ['app.renzoprotocol.com', 'renzoprotocol.com'], chains: ['ethereum'], source: 'https://docs.renzoprotocol.com' },
  { name: 'Kelp DAO', sites: ['kerneldao.com', 'kelpdao.xyz'], chains: ['ethereum'], source: 'https://kelp.gitbook.io/kelp' },
  { name: 'Rocket Pool', sites: ['stake.rocketpool.net', 'rocketpool.net'], chains: ['ethereum'], source: 'https://docs.rocketpool.net' },
  { name: 'Frax', sites: ['app.frax.finance', 'frax.finance'], chains: ['ethereum'], source: 'https://docs.frax.finance', common: true },
  { name: 'Convex', sites: ['www.convexfinance.com', 'convexfinance.com'], chains: ['ethereum'], source: 'https://docs.convexfinance.com' },
  { name: 'Yearn', sites: ['yearn.fi'], chains: ['ethereum'], source: 'https://docs.yearn.fi', common: true },
  { name: 'Beefy', sites: ['app.beefy.com', 'beefy.com'], chains: ['bsc', 'arbitrum', 'base', 'polygon'], source: 'https://docs.beefy.finance' },
  { name: 'Stargate', sites: ['stargate.finance'], chains: ['ethereum', 'arbitrum', 'base', 'bsc', 'avalanche', 'polygon'], source: 'https://stargateprotocol.gitbook.io/stargate', common: true },
  { name: 'Across', sites: ['app.across.to', 'across.to'], chains: ['ethereum', 'arbitrum', 'base', 'optimism', 'zksync', 'linea', 'blast'], source: 'https://docs.across.to', common: true },
  { name: 'deBridge', sites: ['app.debridge.finance', 'debridge.finance'], chains: ['ethereum', 'arbitrum', 'bsc', 'base'], source: 'https://docs.debridge.finance' },
  { name: 'Jumper (LI.FI)', sites: ['jumper.exchange'], chains: ['ethereum', 'arbitrum', 'base', 'bsc'], source: 'https://docs.li.fi', common: true },
  { name: 'Relay', sites: ['relay.link'], chains: ['ethereum', 'base', 'arbitrum'], source: 'https://docs.relay.link', common: true },
  { name: 'Orbiter', sites: ['www.orbiter.finance', 'orbiter.finance'], chains: ['ethereum', 'zksync', 'linea', 'scroll'], source: 'https://docs.orbiter.finance' },
  { name: 'Synapse', sites: ['synapseprotocol.com'], chains: ['ethereum', 'arbitrum'], source: 'https://docs.synapseprotocol.com' },
  { name: 'Hop', sites: ['app.hop.exchange', 'hop.exchange'], chains: ['ethereum', 'arbitrum', 'optimism'], source: 'https://docs.hop.exchange', common: true },
  { name: 'Wormhole Portal', sites: ['portalbridge.com', 'wormhole.com'], chains: ['ethereum', 'solana'], source: 'https://docs.wormhole.com' },
  { name: 'Arbitrum', sites: ['bridge.arbitrum.io', 'portal.arbitrum.io', 'arbitrum.io', 'arbitrum.foundation'], chains: ['arbitrum', 'ethereum'], source: 'https://docs.arbitrum.io' },
  { name: 'Optimism', sites: ['app.optimism.io', 'optimism.io', 'vote.optimism.io'], chains: ['optimism', 'ethereum'], source: 'https://docs.optimism.io' },
  { name: 'Base', sites: ['base.org', 'bridge.base.org'], chains: ['base'], source: 'https://docs.base.org', common: true },
  { name: 'zkSync', sites: ['portal.zksync.io', 'zksync.io'], chains: ['zksync'], source: 'https://docs.zksync.io' },
  { name: 'Linea', sites: ['linea.build', 'bridge.linea.build'], chains: ['linea'], source: 'https://docs.linea.build', common: true },
  { name: 'Scroll', sites: ['portal.scroll.io', 'scroll.io'], chains: ['scroll'], source: 'https://docs.scroll.io', common: true },
  { name: 'Blast', sites: ['blast.io'], chains: ['blast'], source: 'https://docs.blast.io', common: true },
  { name: 'Polygon', sites: ['portal.polygon.technology', 'polygon.technology'], chains: ['polygon'], source: 'https://docs.polygon.technology' },
  { name: 'Gnosis', sites: ['bridge.gnosischain.com', 'gnosischain.com', 'gnosis.io', 'gnosispay.com'], chains: ['gnosis'], source: 'https://docs.gnosischain.com' },
  { name: 'Avalanche', sites: ['avax.network', 'core.app'], chains: ['avalanche'], source: 'https://docs.avax.network' },
  { name: 'Zora', sites: ['zora.co'], chains: ['zora', 'base'], source: 'https://docs.zora.co', common: true },
  { name: 'Farcaster', sites: ['warpcast.com', 'farcaster.xyz'], chains: ['optimism'], source: 'https://docs.farcaster.xyz' },
  { name: 'Lens', sites: ['lens.xyz'], chains: ['polygon'], source: 'https://docs.lens.xyz', common: true },
  { name: 'Tally', sites: ['www.tally.xyz', 'tally.xyz'], chains: ['ethereum', 'arbitrum', 'optimism'], source: 'https://docs.tally.xyz', common: true },
  { name: 'Snapshot', sites: ['snapshot.box', 'snapshot.org'], chains: ['ethereum'], source: 'https://docs.snapshot.box', common: true },
  { name: 'Magic Eden', sites: ['magiceden.io'], chains: ['ethereum', 'solana', 'polygon', 'base'], source: 'https://docs.magiceden.io' },
  { name: 'Rarible', sites: ['rarible.com'], chains: ['ethereum', 'polygon'], source: 'https://docs.rarible.org' },
  { name: 'Foundation', sites: ['foundation.app'], chains: ['ethereum', 'base'], source: 'https://foundation.app', common: true },
  { name: 'Manifold', sites: ['app.manifold.xyz', 'manifold.xyz'], chains: ['ethereum', 'base'], source: 'https://docs.manifold.xyz', common: true },
  { name: 'Element', sites: ['element.market'], chains: ['ethereum', 'bsc', 'polygon'], source: 'https://element.market', common: true },
  { name: 'Tensor', sites: ['www.tensor.trade', 'tensor.trade'], chains: ['solana'], source: 'https://docs.tensor.trade', common: true },
  { name: 'Pump.fun', sites: ['pump.fun'], chains: ['solana'], source: 'https://pump.fun', brands: ['pumpfun'] },
  { name: 'Orca', sites: ['www.orca.so', 'orca.so'], chains: ['solana'], source: 'https://docs.orca.so' },
  { name: 'Meteora', sites: ['app.meteora.ag', 'meteora.ag'], chains: ['solana'], source: 'https://docs.meteora.ag' },
  { name: 'Kamino', sites: ['app.kamino.finance', 'kamino.finance'], chains: ['solana'], source: 'https://docs.kamino.finance' },
  { name: 'Marinade', sites: ['app.marinade.finance', 'marinade.finance'], chains: ['solana'], source: 'https://docs.marinade.finance' },
  { name: 'Drift', sites: ['app.drift.trade', 'drift.trade'], chains: ['solana'], source: 'https://docs.drift.trade', common: true },
  { name: 'Phantom', sites: ['phantom.com', 'phantom.app'], chains: ['solana', 'ethereum'], source: 'https://docs.phantom.com' },
  { name: 'Rabby', sites: ['rabby.io'], chains: ['ethereum'], source: 'https://rabby.io' },
  { name: 'Rainbow', sites: ['rainbow.me'], chains: ['ethereum'], source: 'https://rainbow.me', common: true },
  { name: 'Coinbase Wallet', sites: ['wallet.coinbase.com', 'coinbase.com'], chains: ['ethereum', 'base'], source: 'https://docs.cdp.coinbase.com' },
  { name: 'Trust Wallet', sites: ['trustwallet.com'], chains: ['ethereum', 'bsc'], source: 'https://developer.trustwallet.com' },
  { name: 'Ledger', sites: ['www.ledger.com', 'ledger.com'], chains: ['ethereum'], source: 'https://developers.ledger.com', common: true },
  { name: 'Revoke.cash', sites: ['revoke.cash'], chains: ['ethereum'], source: 'https://revoke.cash', brands: ['revokecash'] },
  { name: 'DeBank', sites: ['debank.com'], chains: ['ethereum'], source: 'https://docs.cloud.debank.com' },
  { name: 'Zapper', sites: ['zapper.xyz'], chains: ['ethereum'], source: 'https://zapper.xyz', common: true },
  { name: 'Zerion', sites: ['app.zerion.io', 'zerion.io'], chains: ['ethereum'], source: 'https://developers.zerion.io' },
  { name: 'Etherscan', sites: ['etherscan.io'], chains: ['ethereum'], source: 'https://docs.etherscan.io' },
  { name: 'Basescan', sites: ['basescan.org'], chains: ['base'], source: 'https://docs.basescan.org' },
  { name: 'Arbiscan', sites: ['arbiscan.io'], chains: ['arbitrum'], source: 'https://docs.arbiscan.io' },
  { name: 'BscScan', sites: ['bscscan.com'], chains: ['bsc'], source: 'https://docs.bscscan.com' },
  { name: 'Polygonscan', sites: ['polygonscan.com'], chains: ['polygon'], source: 'https://docs.polygonscan.com' },
  { name: 'KyberSwap', sites: ['kyberswap.com'], chains: ['ethereum', 'arbitrum', 'bsc', 'polygon', 'base', 'linea'], source: 'https://docs.kyberswap.com' },
  { name: 'ParaSwap (Velora)', sites: ['app.paraswap.xyz', 'paraswap.io', 'velora.xyz'], chains: ['ethereum', 'arbitrum', 'polygon', 'bsc'], source: 'https://developers.paraswap.network' },
  { name: 'OpenOcean', sites: ['app.openocean.finance', 'openocean.finance'], chains: ['ethereum', 'bsc', 'avalanche'], source: 'https://docs.openocean.finance' },
  { name: 'Odos', sites: ['app.odos.xyz', 'odos.xyz'], chains: ['ethereum', 'base', 'arbitrum'], source: 'https://docs.odos.xyz', common: true },
  { name: 'Camelot', sites: ['app.camelot.exchange', 'camelot.exchange'], chains: ['arbitrum'], source: 'https://docs.camelot.exchange', common: true },
  { name: 'SyncSwap', sites: ['syncswap.xyz'], chains: ['zksync', 'linea', 'scroll'], source: 'https://docs.syncswap.xyz' },
  { name: 'Thruster', sites: ['app.thruster.finance', 'thruster.finance'], chains: ['blast'], source: 'https://docs.thruster.finance', common: true },
  { name: 'Lynex', sites: ['app.lynex.fi', 'lynex.fi'], chains: ['linea'], source: 'https://docs.lynex.fi' },
  { name: 'Fluid', sites: ['fluid.instadapp.io', 'instadapp.io'], chains: ['ethereum', 'arbitrum', 'base'], source: 'https://docs.fluid.instadapp.io' },
  { name: 'Silo', sites: ['app.silo.finance', 'silo.finance'], chains: ['ethereum', 'arbitrum'], source: 'https://docs.silo.finance', common: true },
  { name: 'Kiln', sites: ['kiln.fi'], chains: ['ethereum'], source: 'https://docs.kiln.fi', common: true },
  { name: 'Swell', sites: ['app.swellnetwork.io', 'swellnetwork.io'], chains: ['ethereum'], source: 'https://docs.swellnetwork.io' },
  { name: 'Puffer', sites: ['app.puffer.fi', 'puffer.fi'], chains: ['ethereum'], source: 'https://docs.puffer.fi', common: true },
  { name: 'Symbiotic', sites: ['app.symbiotic.fi', 'symbiotic.fi'], chains: ['ethereum'], source: 'https://docs.symbiotic.fi' },
  { name: 'Karak', sites: ['app.karak.network', 'karak.network'], chains: ['ethereum', 'arbitrum'], source: 'https://docs.karak.network' },
  { name: 'Vertex', sites: ['app.vertexprotocol.com', 'vertexprotocol.com'], chains: ['arbitrum', 'blast'], source: 'https://docs.vertexprotocol.com', common: true },
  { name: 'Aevo', sites: ['app.aevo.xyz', 'aevo.xyz'], chains: ['ethereum'], source: 'https://docs.aevo.xyz' },
  { name: 'Lyra (Derive)', sites: ['derive.xyz', 'lyra.finance'], chains: ['ethereum', 'optimism'], source: 'https://docs.derive.xyz', common: true },
  { name: 'Synthetix', sites: ['synthetix.io', 'staking.synthetix.io'], chains: ['ethereum', 'optimism', 'base'], source: 'https://docs.synthetix.io' },
  { name: 'Gearbox', sites: ['app.gearbox.fi', 'gearbox.fi'], chains: ['ethereum', 'arbitrum'], source: 'https://docs.gearbox.finance' },
  { name: 'Notional', sites: ['notional.finance'], chains: ['ethereum', 'arbitrum'], source: 'https://docs.notional.finance', common: true },
  { name: 'Liquity', sites: ['liquity.org'], chains: ['ethereum'], source: 'https://docs.liquity.org' },
  { name: 'Prisma', sites: ['prismafinance.com'], chains: ['ethereum'], source: 'https://docs.prismafinance.com' },
  { name: 'Angle', sites: ['app.angle.money', 'angle.money'], chains: ['ethereum'], source: 'https://docs.angle.money', common: true },
  { name: 'Instadapp', sites: ['defi.instadapp.io'], chains: ['ethereum'], source: 'https://docs.instadapp.io' },
  { name: 'Galxe', sites: ['app.galxe.com', 'galxe.com'], chains: ['ethereum', 'bsc', 'polygon'], source: 'https://docs.galxe.com' },
  { name: 'Layer3', sites: ['app.layer3.xyz', 'layer3.xyz'], chains: ['ethereum', 'base'], source: 'https://docs.layer3.xyz' },
  { name: 'Friend.tech', sites: ['www.friend.tech', 'friend.tech'], chains: ['base'], source: 'https://www.friend.tech', brands: ['friendtech'] },
  { name: 'Gitcoin', sites: ['gitcoin.co', 'grants.gitcoin.co'], chains: ['ethereum', 'optimism'], source: 'https://support.gitcoin.co' },
  { name: 'Sablier', sites: ['app.sablier.com', 'sablier.com'], chains: ['ethereum', 'arbitrum', 'base'], source: 'https://docs.sablier.com' },
  { name: 'Superfluid', sites: ['app.superfluid.finance', 'superfluid.finance'], chains: ['ethereum', 'polygon', 'base'], source: 'https://docs.superfluid.finance' },
  { name: 'Ankr', sites: ['www.ankr.com', 'ankr.com'], chains: ['ethereum', 'bsc'], source: 'https://www.ankr.com/docs' },
  { name: 'Stader', sites: ['www.staderlabs.com', 'staderlabs.com'], chains: ['ethereum', 'bsc', 'polygon'], source: 'https://www.staderlabs.com/docs' },
  { name: 'Mantle', sites: ['app.mantle.xyz', 'mantle.xyz'], chains: ['ethereum'], source: 'https://docs.mantle.xyz', common: true },
  { name: 'Berachain', sites: ['hub.berachain.com', 'berachain.com'], chains: ['berachain'], source: 'https://docs.berachain.com' },
  { name: 'Ronin', sites: ['app.roninchain.com', 'roninchain.com'], chains: ['ronin'], source: 'https://docs.roninchain.com' },
  { name: 'Immutable', sites: ['play.immutable.com', 'immutable.com'], chains: ['immutable-zkevm'], source: 'https://docs.immutable.com' },
  { name: 'ApeCoin', sites: ['apecoin.com', 'apechain.com'], chains: ['apechain', 'ethereum'], source: 'https://docs.apechain.com' },
  { name: 'Worldcoin', sites: ['worldcoin.org'], chains: ['worldchain', 'optimism'], source: 'https://docs.world.org' },
  { name: 'Unichain', sites: ['unichain.org'], chains: ['unichain'], source: 'https://docs.unichain.org' },
  { name: 'Soneium', sites: ['soneium.org'], chains: ['soneium'], source: 'https://docs.soneium.org' },
  { name: 'Ink', sites: ['inkonchain.com'], chains: ['ink'], source: 'https://docs.inkonchain.com' },
];
