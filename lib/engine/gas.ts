/** Gas estimation for options ["gas_estimation"]: eth_estimateGas, reported in-body. */
import { z } from 'zod/mini';
import type { EvmScanResponse } from '../api/schemas/evm';
import { rpcCall, type Eip1193Like } from './rpc';
import type { SimCall } from './simulate';
import { decodeRevertReason } from './simulate/revert';

type GasEstimation = NonNullable<EvmScanResponse['gas_estimation']>;

const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/));
const revertDataSchema = z.object({ data: z.pipe(z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)), z.transform((s): `0x${string}` => `0x${s.slice(2)}`)) });

export async function estimateGas(
  rpc: Eip1193Like | undefined,
  call: SimCall,
  blockTag: string,
  used: bigint | undefined,
): Promise<GasEstimation> {
  if (!rpc) return { status: 'Error', error: 'no RPC available for gas estimation' };
  try {
    const tx: Record<string, string> = { from: call.from };
    if (call.to) tx.to = call.to;
    if (call.data && call.data !== '0x') tx.data = call.data;
    if (call.value) tx.value = call.value;
    const estimate = BigInt(await rpcCall(rpc, 'eth_estimateGas', [tx, blockTag], quantity));
    return { status: 'Success', estimate: estimate.toString(), used: (used ?? estimate).toString() };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // A revert during estimation carries the revert data; show its reason.
    const data = err !== null && typeof err === 'object' && 'data' in err ? revertDataSchema.safeParse({ data: err.data }) : undefined;
    return { status: 'Error', error: data?.success ? `${message}: ${decodeRevertReason(data.data.data)}` : message };
  }
}

/**
 * The chain's current gas price (eth_gasPrice), for the review's network fee (gas × price); undefined
 * when the RPC cannot say. Reported as the spec's `simulation.params.gas_price`.
 */
export async function currentGasPrice(rpc: Eip1193Like | undefined): Promise<bigint | undefined> {
  if (!rpc) return undefined;
  try {
    return BigInt(await rpcCall(rpc, 'eth_gasPrice', [], quantity));
  } catch {
    return undefined;
  }
}
