/**
 * What a transaction's own calldata grants (approve, increaseAllowance,
 * Permit2.approve, setApprovalForAll), as exposures. The simulation's
 * exposures come from the chain's logs; when that chain is the page's own
 * provider it can leave them out, so the declared ones are merged back in:
 * what the request says is shown whatever a simulation reports.
 */
import type { SimulationResult } from '../../api/schemas/evm';
import type { SignatureExposure } from '../contracts';
import { decodeCall } from '../decode/calldata';
import type { SimCall } from './run';

export function declaredExposures(calls: readonly SimCall[]): SignatureExposure[] {
  return calls.flatMap((c): SignatureExposure[] => {
    const call = c.data && c.to ? decodeCall(c.to, c.data) : undefined;
    if (!call || !c.to) return [];
    if (call.kind === 'approve' && call.amount > 0n) return [{ token: c.to, spender: call.spender, amount: call.amount, isApprovedForAll: false, expiration: undefined }];
    if (call.kind === 'permit2Approve' && call.amount > 0n) return [{ token: call.token, spender: call.spender, amount: call.amount, isApprovedForAll: false, expiration: call.expiration }];
    if (call.kind === 'setApprovalForAll' && call.approved) return [{ token: c.to, spender: call.operator, amount: undefined, isApprovedForAll: true, expiration: undefined }];
    return [];
  });
}

type Exposure = SimulationResult['exposures'][string][number];

function assetKey(e: Exposure): string {
  return (e.asset.address ?? '').toLowerCase();
}

/** `declared` (built like a signature's exposures) added to `sim` where the simulation does not already list that asset and spender. */
export function mergeExposures(sim: SimulationResult, account: string, declared: SimulationResult): SimulationResult {
  const extra = Object.values(declared.exposures).flat();
  if (extra.length === 0) return sim;
  const key = Object.keys(sim.exposures).find((k) => k.toLowerCase() === account.toLowerCase()) ?? account;
  const list = [...(sim.exposures[key] ?? [])];
  for (const e of extra) {
    const same = list.find((x) => assetKey(x) === assetKey(e));
    if (!same) {
      list.push(e);
      continue;
    }
    for (const [spender, s] of Object.entries(e.spenders)) {
      if (!Object.keys(same.spenders).some((k) => k.toLowerCase() === spender.toLowerCase())) same.spenders = { ...same.spenders, [spender]: s };
    }
  }
  return { ...sim, exposures: { ...sim.exposures, [key]: list } };
}
