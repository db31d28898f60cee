/**
 * The local scanning engine: the same requests and responses as the remote
 * service's EVM endpoints, computed in-process (validation rules + simulation
 * against an RPC node of the caller's choosing). Runs in an MV3 service worker
 * and in Node. Every method resolves; failures are in-body states, never
 * exceptions, and never a Benign verdict by default.
 */
import { decodeFunctionResult, encodeFunctionData, erc20Abi, parseAbi, type Address, type Hex } from 'viem';
import { z } from 'zod/mini';
import {
  engineAddressScanRequestSchema,
  engineBulkScanRequestSchema,
  engineJsonRpcScanRequestSchema,
  engineTransactionScanRequestSchema,
  type EngineAddressScanRequest,
  type EngineBulkScanRequest,
  type EngineJsonRpcScanRequest,
  type EngineTransactionScanRequest,
  type EvmAddressScanResponse,
  type EvmScanResponse,
  type EvmTransactionData,
  type SimulationResult,
  type ValidationResult,
} from '../api/schemas/evm';
import { chainIdForScanChain } from '../chains';
import { scanAddresses } from './address-scan';
import type { ChainReader, JsonRpcValidation, ValidationContext } from './contracts';
import { currentGasPrice, estimateGas } from './gas';
import type { ChainSource } from './rules/types';
import { rpcCall, rpcFromUrl, type Eip1193Like } from './rpc';
import { simulateCalls, simulateSignature, type SimCall } from './simulate';
import { walletSendCallsBatch } from './simulate/batch';
import { declaredExposures, mergeExposures } from './simulate/declared';
import { simulationSourceFeature } from './simulate/source';
import { mentionedAddresses } from './typed-data/mentioned';
import { createTokenMetadataCache, type TokenMetadataCache } from './tokens/metadata';
import { validateJsonRpc, validateTransaction } from './validate';
import { loadBundledLists } from '../knowledge/bundled-lists';
import { priceSimulation } from '../prices';

export type { Eip1193Like } from './rpc';
export { RpcError, rpcFromUrl } from './rpc';

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

export interface LocalEngine {
  scanJsonRpc(req: EngineJsonRpcScanRequest): Promise<EvmScanResponse>;
  scanTransaction(req: EngineTransactionScanRequest): Promise<EvmScanResponse>;
  scanTransactionBulk(req: EngineBulkScanRequest): Promise<EvmScanResponse[]>;
  scanAddressesExtended(req: EngineAddressScanRequest): Promise<EvmAddressScanResponse>;
}

const RESULT_RANK: Record<string, number> = { Benign: 0, Error: 1, Warning: 2, Malicious: 3 };

function rank(v: ValidationResult): number {
  // An unknown result_type is treated as a warning: never quietly benign.
  return RESULT_RANK[v.result_type ?? ''] ?? 2;
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function validationError(error: string): ValidationResult {
  return {
    status: 'Error',
    result_type: 'Error',
    description: `The request could not be checked: ${error}`,
    reason: '',
    classification: '',
    features: [],
    error,
  };
}

/** The worst of several validations, with every feature kept (bulk aggregated, wallet batches). */
export function worstValidation(results: ValidationResult[]): ValidationResult {
  const worst = results.reduce<ValidationResult | undefined>((w, v) => (!w || rank(v) > rank(w) ? v : w), undefined);
  if (!worst) return validationError('nothing to validate');
  return { ...worst, features: results.flatMap((r) => r.features) };
}

/** `block` of a request → the tag the node understands. */
function blockTag(block: string | number | undefined): string {
  if (block === undefined || block === 'latest') return 'latest';
  if (typeof block === 'number') return `0x${block.toString(16)}`;
  return block.startsWith('0x') ? block : `0x${BigInt(block).toString(16)}`;
}

function issuesText(error: z.core.$ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

const hexAddress = z.pipe(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)), z.transform((s): Address => `0x${s.slice(2)}`));
const blockNumberSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/));
/** ERC-1155's balanceOf alone: viem's whole erc1155Abi would cost the background bundle ~3 KB for one function. */
const erc1155BalanceAbi = parseAbi(['function balanceOf(address owner, uint256 id) view returns (uint256)']);

function toCall(tx: EvmTransactionData): SimCall {
  const call: SimCall = { from: hexAddress.parse(tx.from) };
  if (tx.to) call.to = hexAddress.parse(tx.to);
  if (tx.data) call.data = `0x${tx.data.slice(2)}`;
  if (tx.value) call.value = `0x${tx.value.slice(2)}`;
  if (tx.gas) call.gas = `0x${tx.gas.slice(2)}`;
  return call;
}

function chainReader(rpc: Eip1193Like | undefined, tag: string): ChainReader | undefined {
  if (!rpc) return undefined;
  return {
    async getCode(address: Address): Promise<Hex | undefined> {
      try {
        const code = await rpcCall(rpc, 'eth_getCode', [address, tag], z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)));
        return `0x${code.slice(2)}`;
      } catch {
        return undefined;
      }
    },
    async balanceOf(token: Address, owner: Address, id?: bigint): Promise<bigint | undefined> {
      try {
        const data = id === undefined ? encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) : encodeFunctionData({ abi: erc1155BalanceAbi, args: [owner, id] });
        const out = await rpcCall(rpc, 'eth_call', [{ to: token, data }, tag], z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)));
        // Both answer one uint256.
        return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: `0x${out.slice(2)}` });
      } catch {
        return undefined;
      }
    },
    async nativeBalance(owner: Address): Promise<bigint | undefined> {
      try {
        return BigInt(await rpcCall(rpc, 'eth_getBalance', [owner, tag], z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))));
      } catch {
        return undefined;
      }
    },
  };
}

interface Prepared {
  rpc: Eip1193Like | undefined;
  chainId: number | undefined;
  tag: string;
  options: readonly string[];
  stateOverride: Record<string, unknown> | undefined;
}

/** Where signing methods carry the signer's address. */
const SIGNER_PARAM_INDEX: Record<string, number> = {
  personal_sign: 1,
  eth_signTypedData: 1,
  eth_sign: 0,
  eth_signTypedData_v3: 0,
  eth_signTypedData_v4: 0,
};

/** Bound on transactions per bulk request: each one is a simulation. */
export const MAX_BULK_TRANSACTIONS = 100;

export function createLocalEngine(opts: LocalEngineOptions = {}): LocalEngine {
  const tokens: TokenMetadataCache = createTokenMetadataCache();
  const rpcSource: ChainSource = opts.rpcSource ?? 'user';
  const urlProviders = new Map<string, Eip1193Like>();

  function resolveRpc(chainId: number | undefined): Eip1193Like | undefined {
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
  }

  function prepare(req: { chain: string; block?: string | number; options?: readonly string[]; state_override?: Record<string, unknown> }): Prepared {
    const chainId = chainIdForScanChain(req.chain);
    return { rpc: resolveRpc(chainId), chainId, tag: blockTag(req.block), options: req.options ?? ['validation'], stateOverride: req.state_override };
  }

  /** The envelope's block: the simulated block, else the node's head, else what was asked. */
  async function envelopeBlock(p: Prepared, simulated: bigint | undefined): Promise<string> {
    if (simulated !== undefined) return simulated.toString();
    if (p.tag !== 'latest') return BigInt(p.tag).toString();
    if (!p.rpc) return 'latest';
    try {
      return BigInt(await rpcCall(p.rpc, 'eth_blockNumber', [], blockNumberSchema)).toString();
    } catch {
      return 'latest';
    }
  }

  async function safeValidation(run: () => Promise<ValidationResult>): Promise<ValidationResult> {
    try {
      return await run();
    } catch (err) {
      return validationError(message(err));
    }
  }

  function invalidRequest(req: unknown, error: z.core.$ZodError): EvmScanResponse {
    const chain = z.object({ chain: z.string() }).safeParse(req);
    return { block: 'latest', chain: chain.success ? chain.data.chain : '', validation: validationError(`invalid request: ${issuesText(error)}`) };
  }

  async function scanOne(
    p: Prepared,
    chain: string,
    accountKey: string,
    calls: SimCall[],
    validate: () => Promise<ValidationResult>,
  ): Promise<EvmScanResponse> {
    const wantsValidation = p.options.includes('validation');
    const wantsSimulation = p.options.includes('simulation');
    const wantsGas = p.options.includes('gas_estimation');
    const [validation, sim] = await Promise.all([
      wantsValidation ? safeValidation(validate) : Promise.resolve(undefined),
      wantsSimulation || wantsGas
        ? simulateCalls({ rpc: p.rpc, chainId: p.chainId, chain, accountKey, calls, blockTag: p.tag, tokens, ...(p.stateOverride ? { stateOverride: p.stateOverride } : {}) })
        : Promise.resolve(undefined),
    ]);
    const firstCall = calls[0];
    const [block, gas, price] = await Promise.all([
      envelopeBlock(p, sim?.blockNumber),
      wantsGas && firstCall ? estimateGas(p.rpc, firstCall, p.tag, sim?.gasUsed) : Promise.resolve(undefined),
      wantsGas && wantsSimulation ? currentGasPrice(p.rpc) : Promise.resolve(undefined),
    ]);
    const res: EvmScanResponse = { block, chain, account_address: accountKey };
    if (validation) res.validation = wantsSimulation && p.rpc ? withSimulationSource(validation) : validation;
    if (wantsSimulation && sim) {
      res.simulation = await withDeclaredExposures(p, accountKey, calls, sim.simulation);
      // Fiat only through the user's own node (Chainlink feeds, lib/prices); a page's connection could set any price.
      if (rpcSource === 'user' && p.rpc && p.chainId !== undefined && res.simulation.status !== 'Error') res.simulation = await priceSimulation(res.simulation, accountKey, p.chainId, p.rpc);
      // The gas price the fee is worked out with (the review: gas × price); from the same chain source as the simulation.
      if (price !== undefined) res.simulation = { ...res.simulation, params: { ...res.simulation.params, gas_price: price.toString() } };
      if (sim.events) res.events = sim.events;
    }
    if (gas) res.gas_estimation = gas;
    return res;
  }

  /** The approvals the calldata itself grants stay listed, whatever the simulated chain reported. */
  async function withDeclaredExposures(p: Prepared, accountKey: string, calls: SimCall[], simulation: SimulationResult): Promise<SimulationResult> {
    const declared = declaredExposures(calls);
    if (simulation.status === 'Error' || declared.length === 0) return simulation;
    const built = await simulateSignature({ rpc: p.rpc, chainId: p.chainId, accountKey, exposures: declared, blockTag: p.tag, tokens });
    return built.status === 'Error' ? simulation : mergeExposures(simulation, accountKey, built);
  }

  /** Says which chain source the simulation used: the review shows it beside the balance changes. */
  function withSimulationSource(validation: ValidationResult): ValidationResult {
    return { ...validation, features: [...validation.features, simulationSourceFeature(rpcSource)] };
  }

  function ctxFor(p: Prepared, domain: string | undefined, account: string | undefined): ValidationContext {
    const parsed = hexAddress.safeParse(account);
    return { chainId: p.chainId, domain, account: parsed.success ? parsed.data : undefined, chain: chainReader(p.rpc, p.tag), chainSource: rpcSource, tokenInfo: (token) => tokens.get(p.chainId, token, p.rpc, p.tag) };
  }

  async function scanTransaction(raw: EngineTransactionScanRequest): Promise<EvmScanResponse> {
    const parsed = engineTransactionScanRequestSchema.safeParse(raw);
    if (!parsed.success) return invalidRequest(raw, parsed.error);
    const req = parsed.data;
    const p = prepare(req);
    const ctx = ctxFor(p, req.metadata.domain, req.account_address);
    const call = toCall(req.data);
    return scanOne(p, req.chain, req.account_address, [call], () => validateTransaction({ ...call, ...(req.data.authorization_list ? { authorization_list: req.data.authorization_list } : {}) }, ctx));
  }

  async function scanJsonRpc(raw: EngineJsonRpcScanRequest): Promise<EvmScanResponse> {
    const parsed = engineJsonRpcScanRequestSchema.safeParse(raw);
    if (!parsed.success) return invalidRequest(raw, parsed.error);
    const req = parsed.data;
    const p = prepare(req);
    // The signer: the wallet account given, else the address param of the signing method.
    const signerParam = req.data.params[SIGNER_PARAM_INDEX[req.data.method] ?? -1];
    const signer = req.account_address || (hexAddress.safeParse(signerParam).success ? String(signerParam) : undefined);
    const ctx = ctxFor(p, req.metadata.domain, signer);
    let checked: JsonRpcValidation;
    try {
      checked = await validateJsonRpc({ method: req.data.method, params: req.data.params }, ctx);
    } catch (err) {
      checked = { validation: validationError(message(err)), exposures: [], transaction: undefined };
    }
    const tx = checked.transaction;
    const batch = walletSendCallsBatch(req.data.method, req.data.params, req.account_address || undefined);
    const accountKey = req.account_address || signer || tx?.from || batch?.[0]?.from || '';
    const calls: SimCall[] | undefined =
      batch ?? (tx ? [{ from: tx.from, ...(tx.to ? { to: tx.to } : {}), ...(tx.data ? { data: tx.data } : {}), ...(tx.value ? { value: tx.value } : {}) }] : undefined);
    if (calls) {
      const validation = checked.validation;
      return scanOne(p, req.chain, accountKey, calls, async () => validation);
    }
    // A signature: nothing moves now; its simulation is the approvals it would grant.
    const res: EvmScanResponse = { block: '', chain: req.chain, account_address: accountKey };
    const [block, simulation] = await Promise.all([
      envelopeBlock(p, undefined),
      p.options.includes('simulation')
        ? simulateSignature({ rpc: p.rpc, chainId: p.chainId, accountKey, exposures: checked.exposures, blockTag: p.tag, tokens, mentioned: mentionedAddresses(req.data.method, req.data.params) })
        : Promise.resolve<SimulationResult | undefined>(undefined),
    ]);
    res.block = block;
    if (p.options.includes('validation')) res.validation = checked.validation;
    if (simulation) res.simulation = simulation;
    if (p.options.includes('gas_estimation')) res.gas_estimation = { status: 'Error', error: 'a signature request uses no gas' };
    return res;
  }

  async function scanTransactionBulk(raw: EngineBulkScanRequest): Promise<EvmScanResponse[]> {
    const parsed = engineBulkScanRequestSchema.safeParse(raw);
    if (!parsed.success) return [invalidRequest(raw, parsed.error)];
    const req = parsed.data;
    if (req.data.length > MAX_BULK_TRANSACTIONS) {
      return [{ block: 'latest', chain: req.chain, validation: validationError(`at most ${MAX_BULK_TRANSACTIONS} transactions per bulk scan (got ${req.data.length})`) }];
    }
    const p = prepare(req);
    if (!req.aggregated) {
      return Promise.all(
        req.data.map((tx) => {
          const account = req.account_address ?? tx.from;
          const ctx = ctxFor(p, req.metadata.domain, account);
          const call = toCall(tx);
          return scanOne(p, req.chain, account, [call], () => validateTransaction(call, ctx));
        }),
      );
    }
    // Aggregated: the calls run in sequence in one simulated block; one envelope with the summed effect.
    const account = req.account_address ?? req.data[0]?.from ?? '';
    const ctx = ctxFor(p, req.metadata.domain, account);
    const calls = req.data.map(toCall);
    const one = await scanOne(p, req.chain, account, calls, async () =>
      worstValidation(await Promise.all(calls.map((c) => safeValidation(() => validateTransaction(c, ctx))))),
    );
    return [one];
  }

  async function scanAddressesExtended(raw: EngineAddressScanRequest): Promise<EvmAddressScanResponse> {
    const parsed = engineAddressScanRequestSchema.safeParse(raw);
    if (!parsed.success) {
      return { results: [] };
    }
    const p = prepare(parsed.data);
    return scanAddresses(parsed.data.addresses, { chainId: p.chainId, domain: undefined, account: undefined, chain: chainReader(p.rpc, p.tag) });
  }

  // The site is judged against the phishing list and the addresses against the scam list: both are read
  // at the first scan, not at worker start (a list that cannot be read is reported by the rules).
  const knowledge = <T,>(scan: () => Promise<T>): Promise<T> => loadBundledLists().then(scan, scan);

  return {
    scanJsonRpc: (req) => knowledge(() => scanJsonRpc(req)).catch((err: unknown) => ({ block: 'latest', chain: String(req.chain), validation: validationError(message(err)) })),
    scanTransaction: (req) => knowledge(() => scanTransaction(req)).catch((err: unknown) => ({ block: 'latest', chain: String(req.chain), validation: validationError(message(err)) })),
    scanTransactionBulk: (req) =>
      knowledge(() => scanTransactionBulk(req)).catch((err: unknown) => [{ block: 'latest', chain: String(req.chain), validation: validationError(message(err)) }]),
    scanAddressesExtended: (req) => knowledge(() => scanAddressesExtended(req)).catch(() => ({ results: [] })),
  };
}
