/**
 * Simulation entry points: run calls and describe what they do to the
 * account, or describe the approvals a signature would grant. Never throws:
 * every failure becomes simulation.status "Error" with `error`.
 */
import type { Address, Hex } from 'viem';
import type { EvmScanResponse, SimulationResult } from '../../api/schemas/evm';
import { eventsFromLogs } from './events';
import type { SignatureExposure } from '../contracts';
import type { Eip1193Like } from '../rpc';
import type { TokenMetadataCache } from '../tokens/metadata';
import { buildSimulation, type BuildContext, type ExposureInput } from './build';
import { decodeAssetLogs, type ApprovalEvent, type Movement } from './logs';
import { decodeRevertReason } from './revert';
import { runCalls, type SimCall, type StateOverride } from './run';
import { calldataInfo } from './selectors';

export type { SimCall } from './run';

export const NO_RPC_ERROR = 'no RPC available for simulation';

export interface SimulateInput {
  rpc: Eip1193Like | undefined;
  chainId: number | undefined;
  /** The chain as the request named it, echoed in params. */
  chain: string;
  accountKey: string;
  calls: SimCall[];
  blockTag: string;
  tokens: TokenMetadataCache;
  /** The request's `state_override`, applied before the calls. */
  stateOverride?: StateOverride;
}

export interface SimulateOutput {
  simulation: SimulationResult;
  blockNumber: bigint | undefined;
  /** Gas used by all calls together, when the node reported it. */
  gasUsed: bigint | undefined;
  /** The calls' logs as API events (empty when nothing ran). */
  events: EvmScanResponse['events'];
}

function paramsFor(calls: SimCall[], input: SimulateInput): SimulationResult['params'] {
  const call = calls.length === 1 ? calls[0] : undefined;
  if (!call) return { block_tag: input.blockTag, chain: input.chain };
  const calldata = calldataInfo(call.data);
  return {
    from: call.from,
    ...(call.to ? { to: call.to } : {}),
    value: call.value ?? '0x0',
    data: call.data ?? '0x',
    ...(call.gas ? { gas: call.gas } : {}),
    block_tag: input.blockTag,
    chain: input.chain,
    ...(calldata ? { calldata } : {}),
  };
}

export function errorSimulation(error: string, params?: SimulationResult['params']): SimulationResult {
  return { status: 'Error', error, assets_diffs: {}, exposures: {}, address_details: {}, ...(params ? { params } : {}) };
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export async function simulateCalls(input: SimulateInput): Promise<SimulateOutput> {
  const params = paramsFor(input.calls, input);
  if (!input.rpc) return { simulation: errorSimulation(NO_RPC_ERROR, params), blockNumber: undefined, gasUsed: undefined, events: undefined };
  try {
    const run = await runCalls(input.rpc, input.calls, input.blockTag, input.stateOverride);
    const gasUsed = run.calls.every((c) => c.gasUsed !== undefined) ? run.calls.reduce((s, c) => s + (c.gasUsed ?? 0n), 0n) : undefined;
    const failed = run.calls.findIndex((c) => c.reverted);
    if (failed >= 0) {
      const c = run.calls[failed]!;
      const reason = decodeRevertReason(c.revertData, c.error ?? 'execution reverted');
      const error = run.calls.length > 1 ? `call ${failed + 1} of ${run.calls.length} reverted: ${reason}` : reason;
      return { simulation: errorSimulation(error, params), blockNumber: run.blockNumber, gasUsed, events: undefined };
    }
    const movements: Movement[] = [];
    const approvals: ApprovalEvent[] = [];
    for (const c of run.calls) {
      const decoded = decodeAssetLogs(c.logs);
      movements.push(...decoded.movements);
      approvals.push(...decoded.approvals);
    }
    const ctx: BuildContext = { accountKey: input.accountKey, chainId: input.chainId, rpc: input.rpc, tokens: input.tokens, blockTag: input.blockTag };
    const targets = input.calls.flatMap((c) => (c.to ? [c.to] : []));
    const simulation = await buildSimulation({ movements, approvals, extraAddresses: targets }, ctx);
    simulation.params = params;
    return { simulation, blockNumber: run.blockNumber, gasUsed, events: eventsFromLogs(run.calls.flatMap((c) => c.logs)) };
  } catch (err) {
    return { simulation: errorSimulation(errorMessage(err), params), blockNumber: undefined, gasUsed: undefined, events: undefined };
  }
}

export interface SignatureSimulationInput {
  rpc: Eip1193Like | undefined;
  chainId: number | undefined;
  accountKey: string;
  exposures: SignatureExposure[];
  blockTag: string;
  tokens: TokenMetadataCache;
  /** Contracts the signature names (its tokens and collections): described in address_details. */
  mentioned?: Address[];
}

/** A signature moves nothing by itself: empty assets_diffs, and the approvals it grants as exposures. */
export async function simulateSignature(input: SignatureSimulationInput): Promise<SimulationResult> {
  try {
    const owner: Address = isAddressLike(input.accountKey) ? input.accountKey : '0x0000000000000000000000000000000000000000';
    const approvals: ExposureInput[] = input.exposures.map((e) => ({
      kind: e.isApprovedForAll ? 'ALL' : 'ERC20',
      token: e.token,
      owner,
      spender: e.spender,
      amount: e.amount,
      tokenId: undefined,
      approved: e.isApprovedForAll || (e.amount ?? 0n) > 0n,
      ...(e.expiration !== undefined ? { expiration: e.expiration } : {}),
    }));
    const ctx: BuildContext = { accountKey: input.accountKey, chainId: input.chainId, rpc: input.rpc, tokens: input.tokens, blockTag: input.blockTag };
    return await buildSimulation({ movements: [], approvals, extraAddresses: input.mentioned ?? [] }, ctx);
  } catch (err) {
    return errorSimulation(errorMessage(err));
  }
}

function isAddressLike(s: string): s is Hex {
  return /^0x[0-9a-fA-F]{40}$/.test(s);
}
