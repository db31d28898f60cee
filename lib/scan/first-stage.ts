/**
 * The first stage of every scan (#25): the verdict from what the request
 * itself says (decoded call, typed data, site knowledge, bundled lists),
 * computed by the embedded engine with no chain reader and no network. No
 * page, RPC or service can stall it, so the review has a verdict as soon as
 * its window opens, whichever scanner the second stage uses. Facts it cannot
 * have (is the spender a contract?) are read the dangerous way by the rules.
 */
import type { EvmScanResponse } from '../api/schemas/evm';
import { createLocalEngine, type LocalEngine } from '../engine';
import type { PendingRequest } from '../messaging/extension';
import type { ScanOutcome } from './outcome';
import { planScan, scanChainOf, type PlannedScan } from './requests';

export type FirstStage = (request: PendingRequest) => Promise<ScanOutcome>;

/** No rpc: the engine has no ChainReader and no simulation source, so nothing it does can wait on a read. */
const offline = createLocalEngine();

async function validateOnly(engine: LocalEngine, plan: PlannedScan): Promise<EvmScanResponse | undefined> {
  const options = ['validation' as const];
  if (plan.kind === 'transaction') return engine.scanTransaction({ ...plan.request, options });
  if (plan.kind === 'bulk') return (await engine.scanTransactionBulk({ ...plan.request, options }))[0];
  return engine.scanJsonRpc({ ...plan.request, options });
}

/** The first-stage outcome: a verdict with its reads still to come, or unavailable when even this failed. */
export const scanFirstStage: FirstStage = async (request) => {
  const chain = scanChainOf(request);
  if (!chain) return { state: 'unavailable', reason: 'unsupported_chain', message: 'The wallet did not say which chain this request is for.' };
  try {
    const response = await validateOnly(offline, planScan(request, chain));
    const v = response?.validation;
    if (!response || !v?.result_type || v.result_type === 'Error' || v.status === 'Error') {
      return { state: 'unavailable', reason: 'error', message: v?.error ?? 'The request could not be judged from what it says.' };
    }
    return { state: 'done', source: 'local', response, reads: { state: 'pending' } };
  } catch (err) {
    return { state: 'unavailable', reason: 'error', message: err instanceof Error ? err.message : String(err) };
  }
};
