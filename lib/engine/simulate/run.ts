/**
 * Runs calls against the chain without sending them: eth_simulateV1 (all calls
 * in one block, state carried from call to call, native moves traced as logs),
 * else debug_traceCall with the call tracer (each call on its own: state does not
 * carry over between calls on that path).
 */
import { encodeAbiParameters, pad, toEventSelector, type Address, type Hex } from 'viem';
import { z } from 'zod/mini';
import { RpcError, rpcCall, type Eip1193Like } from '../rpc';
import { NATIVE_PLACEHOLDER } from '../tokens/native';
import type { SimLog } from './logs';

export interface SimCall {
  from: Address;
  to?: Address;
  data?: Hex;
  value?: Hex;
  gas?: Hex;
}

export interface CallOutcome {
  reverted: boolean;
  revertData: Hex | undefined;
  /** The node's own message (e.g. "execution reverted", or a decoded reason from the tracer). */
  error: string | undefined;
  logs: SimLog[];
  gasUsed: bigint | undefined;
}

export interface RunResult {
  method: 'eth_simulateV1' | 'debug_traceCall';
  /** The block the calls ran on top of, when the node said. */
  blockNumber: bigint | undefined;
  calls: CallOutcome[];
}

const hex = z.pipe(z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)), z.transform((s): Hex => `0x${s.slice(2)}`));
const address = z.pipe(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)), z.transform((s): Address => `0x${s.slice(2)}`));
const logSchema = z.object({ address, topics: z.array(hex), data: hex });

const simulateResultSchema = z.array(
  z.object({
    number: hex,
    calls: z.array(
      z.object({
        status: hex,
        returnData: z.optional(hex),
        logs: z._default(z.array(logSchema), []),
        gasUsed: z.optional(hex),
        error: z.optional(z.object({ message: z.string(), data: z.optional(hex) })),
      }),
    ),
  }),
);

interface Frame {
  type?: string;
  from: Address;
  to?: Address;
  value?: Hex;
  output?: Hex;
  error?: string;
  revertReason?: string;
  gasUsed?: Hex;
  logs?: SimLog[];
  calls?: Frame[];
}
const frameSchema: z.ZodMiniType<Frame> = z.lazy(() =>
  z.object({
    type: z.optional(z.string()),
    from: address,
    to: z.optional(address),
    value: z.optional(hex),
    output: z.optional(hex),
    error: z.optional(z.string()),
    revertReason: z.optional(z.string()),
    gasUsed: z.optional(hex),
    logs: z.optional(z.array(logSchema)),
    calls: z.optional(z.array(frameSchema)),
  }),
);

const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)');

/** A native move in the same shape eth_simulateV1 uses, so one decoder serves both paths. */
function nativeTransferLog(from: Address, to: Address, value: bigint): SimLog {
  return {
    address: NATIVE_PLACEHOLDER,
    topics: [TRANSFER_TOPIC, pad(from), pad(to)],
    data: encodeAbiParameters([{ type: 'uint256' }], [value]),
  };
}

/** Logs and value moves of a call tree; reverted sub-calls are dropped with everything under them. */
function collectFrame(frame: Frame, out: SimLog[]): void {
  if (frame.error) return;
  const value = frame.value ? BigInt(frame.value) : 0n;
  const movesValue = frame.type !== 'DELEGATECALL' && frame.type !== 'STATICCALL';
  if (value > 0n && movesValue && frame.to) out.push(nativeTransferLog(frame.from, frame.to, value));
  // The tracer lists logs and sub-calls separately; order among them is not needed for diffs.
  out.push(...(frame.logs ?? []));
  for (const sub of frame.calls ?? []) collectFrame(sub, out);
}

function callObject(call: SimCall): Record<string, string> {
  const obj: Record<string, string> = { from: call.from };
  if (call.to) obj.to = call.to;
  if (call.data && call.data !== '0x') obj.data = call.data;
  if (call.value) obj.value = call.value;
  if (call.gas) obj.gas = call.gas;
  return obj;
}

/** Geth-style state overrides (`{ [address]: { balance, nonce, code, state, stateDiff } }`), passed as given. */
export type StateOverride = Record<string, unknown>;

async function viaSimulateV1(rpc: Eip1193Like, calls: SimCall[], blockTag: string, overrides: StateOverride | undefined): Promise<RunResult> {
  const blockStateCall = { calls: calls.map(callObject), ...(overrides ? { stateOverrides: overrides } : {}) };
  const blocks = await rpcCall(
    rpc,
    'eth_simulateV1',
    [{ blockStateCalls: [blockStateCall], traceTransfers: true, validation: false }, blockTag],
    simulateResultSchema,
  );
  const block = blocks[0];
  if (!block || block.calls.length !== calls.length) throw new RpcError(-32603, 'eth_simulateV1 returned no result for the calls');
  const number = BigInt(block.number);
  return {
    method: 'eth_simulateV1',
    blockNumber: number > 0n ? number - 1n : number,
    calls: block.calls.map((c) => {
      const reverted = BigInt(c.status) !== 1n;
      return {
        reverted,
        revertData: reverted ? (c.error?.data ?? c.returnData) : undefined,
        error: reverted ? c.error?.message : undefined,
        logs: reverted ? [] : c.logs,
        gasUsed: c.gasUsed ? BigInt(c.gasUsed) : undefined,
      };
    }),
  };
}

async function viaTraceCall(rpc: Eip1193Like, calls: SimCall[], blockTag: string, overrides: StateOverride | undefined): Promise<RunResult> {
  const [blockNumber, ...outcomes] = await Promise.all([
    blockTag === 'latest' ? rpcCall(rpc, 'eth_blockNumber', [], hex).then(BigInt, () => undefined) : Promise.resolve(BigInt(blockTag)),
    ...calls.map(async (call): Promise<CallOutcome> => {
      const frame = await rpcCall(
        rpc,
        'debug_traceCall',
        [callObject(call), blockTag, { tracer: 'callTracer', tracerConfig: { withLog: true }, ...(overrides ? { stateOverrides: overrides } : {}) }],
        frameSchema,
      );
      const logs: SimLog[] = [];
      collectFrame(frame, logs);
      const reverted = frame.error !== undefined;
      return {
        reverted,
        revertData: reverted ? frame.output : undefined,
        error: reverted ? (frame.revertReason ?? frame.error) : undefined,
        logs: reverted ? [] : logs,
        gasUsed: frame.gasUsed ? BigInt(frame.gasUsed) : undefined,
      };
    }),
  ]);
  return { method: 'debug_traceCall', blockNumber, calls: outcomes };
}

/** Throws RpcError when neither method works (the caller turns that into an in-body Error). */
export async function runCalls(rpc: Eip1193Like, calls: SimCall[], blockTag: string, overrides?: StateOverride): Promise<RunResult> {
  try {
    return await viaSimulateV1(rpc, calls, blockTag, overrides);
  } catch (first) {
    try {
      return await viaTraceCall(rpc, calls, blockTag, overrides);
    } catch (second) {
      const a = first instanceof Error ? first.message : String(first);
      const b = second instanceof Error ? second.message : String(second);
      throw new RpcError(-32603, a === b ? `simulation failed: ${a}` : `simulation failed: eth_simulateV1: ${a}; debug_traceCall: ${b}`);
    }
  }
}
