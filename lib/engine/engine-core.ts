/**
 * What every endpoint of the local engine shares: the chosen chain source (one provider per RPC URL),
 * the token metadata cache, the rules' context, and one scan of calls — validation beside simulation
 * and gas, in the remote service's envelope.
 */
import { z } from 'zod/mini';
import type { EvmScanResponse, SimulationResult, ValidationResult } from '../api/schemas/evm';
import { chainIdForScanChain } from '../chains';
import { priceSimulation } from '../prices';
import { chainReader } from './chain-reader';
import type { ValidationContext } from './contracts';
import { currentGasPrice, estimateGas } from './gas';
import { blockTag, hexAddress, issuesText } from './request-parts';
import type { ChainSource } from './rules/types';
import { rpcCall, rpcFromUrl, type Eip1193Like } from './rpc';
import { simulateCalls, simulateSignature, type SimCall } from './simulate';
import { declaredExposures, mergeExposures } from './simulate/declared';
import { simulationSourceFeature } from './simulate/source';
import { createTokenMetadataCache, type TokenMetadataCache } from './tokens/metadata';
import { safeValidation, validationError } from './validation-result';

export type RpcSource = Eip1193Like | string | ((chainId: number | undefined) => Eip1193Like | string | undefined);

export interface LocalEngineOptions {
  /** A provider, an RPC URL, or a per-chain choice. Absent: validation only, simulation reports "no RPC". */
  rpc?: RpcSource;
  /** fetch used for URL providers (tests, service workers with a custom fetch). */
  fetch?: typeof fetch;
  /**
   * Who answers through `rpc`: the user's own node ('user', the default), or the
   * requesting page's wallet connection ('page'), whose answers may add risk but never remove it.
   */
  rpcSource?: ChainSource;
}

/** One request's chain, block and options, resolved. */
export interface Prepared {
  rpc: Eip1193Like | undefined;
  chainId: number | undefined;
  tag: string;
  options: readonly string[];
  stateOverride: Record<string, unknown> | undefined;
}

const blockNumberSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/));

/** The engine's own state: where chain reads go, and the token metadata it has read. */
export interface EngineCore {
  readonly tokens: TokenMetadataCache;
  readonly rpcSource: ChainSource;
  /** The provider for a chain, one per RPC URL; undefined when none is configured or the choice throws. */
  rpcFor(chainId: number | undefined): Eip1193Like | undefined;
}

export function createEngineCore(opts: LocalEngineOptions): EngineCore {
  const urlProviders = new Map<string, Eip1193Like>();
  const rpcFor = (chainId: number | undefined): Eip1193Like | undefined => {
    let source: Eip1193Like | string | undefined;
    try {
      source = typeof opts.rpc === 'function' ? opts.rpc(chainId) : opts.rpc;
    } catch {
      return undefined;
    }
    if (typeof source !== 'string') return source;
    const known = urlProviders.get(source);
    if (known) return known;
    const created = rpcFromUrl(source, opts.fetch ? { fetch: opts.fetch } : {});
    urlProviders.set(source, created);
    return created;
  };
  return { tokens: createTokenMetadataCache(), rpcSource: opts.rpcSource ?? 'user', rpcFor };
}

export function prepare(core: EngineCore, req: { chain: string; block?: string | number; options?: readonly string[]; state_override?: Record<string, unknown> }): Prepared {
  const chainId = chainIdForScanChain(req.chain);
  return { rpc: core.rpcFor(chainId), chainId, tag: blockTag(req.block), options: req.options ?? ['validation'], stateOverride: req.state_override };
}

/** The envelope's block: the simulated block, else the node's head, else what was asked. */
export async function envelopeBlock(p: Prepared, simulated: bigint | undefined): Promise<string> {
  if (simulated !== undefined) return simulated.toString();
  if (p.tag !== 'latest') return BigInt(p.tag).toString();
  if (!p.rpc) return 'latest';
  try {
    return BigInt(await rpcCall(p.rpc, 'eth_blockNumber', [], blockNumberSchema)).toString();
  } catch {
    return 'latest';
  }
}

export function invalidRequest(req: unknown, error: z.core.$ZodError): EvmScanResponse {
  const chain = z.object({ chain: z.string() }).safeParse(req);
  return { block: 'latest', chain: chain.success ? chain.data.chain : '', validation: validationError(`invalid request: ${issuesText(error)}`) };
}

/** The rules' view of the request: its chain, site, signer, chain reads and token metadata. */
export function contextFor(core: EngineCore, p: Prepared, domain: string | undefined, account: string | undefined): ValidationContext {
  const parsed = hexAddress.safeParse(account);
  return { chainId: p.chainId, domain, account: parsed.success ? parsed.data : undefined, chain: chainReader(p.rpc, p.tag), chainSource: core.rpcSource, tokenInfo: (token) => core.tokens.get(p.chainId, token, p.rpc, p.tag) };
}

/** One scan of calls: the validation beside the simulation and gas the options ask for. */
export async function scanCalls(core: EngineCore, p: Prepared, chain: string, accountKey: string, calls: SimCall[], validate: () => Promise<ValidationResult>): Promise<EvmScanResponse> {
  const wantsSimulation = p.options.includes('simulation');
  const wantsGas = p.options.includes('gas_estimation');
  const [validation, sim] = await Promise.all([
    p.options.includes('validation') ? safeValidation(validate) : Promise.resolve(undefined),
    wantsSimulation || wantsGas
      ? simulateCalls({ rpc: p.rpc, chainId: p.chainId, chain, accountKey, calls, blockTag: p.tag, tokens: core.tokens, ...(p.stateOverride ? { stateOverride: p.stateOverride } : {}) })
      : Promise.resolve(undefined),
  ]);
  const firstCall = calls[0];
  const [block, gas, price] = await Promise.all([
    envelopeBlock(p, sim?.blockNumber),
    wantsGas && firstCall ? estimateGas(p.rpc, firstCall, p.tag, sim?.gasUsed) : Promise.resolve(undefined),
    wantsGas && wantsSimulation ? currentGasPrice(p.rpc) : Promise.resolve(undefined),
  ]);
  const res: EvmScanResponse = { block, chain, account_address: accountKey };
  // Says which chain source the simulation used: the review shows it beside the balance changes.
  if (validation) res.validation = wantsSimulation && p.rpc ? { ...validation, features: [...validation.features, simulationSourceFeature(core.rpcSource)] } : validation;
  if (wantsSimulation && sim) {
    res.simulation = await simulationShown(core, p, accountKey, calls, sim.simulation, price);
    if (sim.events) res.events = sim.events;
  }
  if (gas) res.gas_estimation = gas;
  return res;
}

/** The simulation as the review shows it: declared approvals kept, fiat from the user's node, the gas price used. */
async function simulationShown(core: EngineCore, p: Prepared, accountKey: string, calls: SimCall[], simulated: SimulationResult, price: bigint | undefined): Promise<SimulationResult> {
  let simulation = await withDeclaredExposures(core, p, accountKey, calls, simulated);
  // Fiat only through the user's own node (Chainlink feeds, lib/prices); a page's connection could set any price.
  if (core.rpcSource === 'user' && p.rpc && p.chainId !== undefined && simulation.status !== 'Error') simulation = await priceSimulation(simulation, accountKey, p.chainId, p.rpc);
  // The gas price the fee is worked out with (the review: gas × price); from the same chain source as the simulation.
  if (price !== undefined) simulation = { ...simulation, params: { ...simulation.params, gas_price: price.toString() } };
  return simulation;
}

/** The approvals the calldata itself grants stay listed, whatever the simulated chain reported. */
async function withDeclaredExposures(core: EngineCore, p: Prepared, accountKey: string, calls: SimCall[], simulation: SimulationResult): Promise<SimulationResult> {
  const declared = declaredExposures(calls);
  if (simulation.status === 'Error' || declared.length === 0) return simulation;
  const built = await simulateSignature({ rpc: p.rpc, chainId: p.chainId, accountKey, exposures: declared, blockTag: p.tag, tokens: core.tokens });
  return built.status === 'Error' ? simulation : mergeExposures(simulation, accountKey, built);
}
