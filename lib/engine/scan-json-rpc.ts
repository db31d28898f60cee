/**
 * The JSON-RPC scan: a wallet request as the page sent it. A transaction or a wallet_sendCalls batch
 * is scanned as calls; a signature moves nothing now, and its simulation is the approvals it grants.
 */
import { engineJsonRpcScanRequestSchema, type EngineJsonRpcScanRequest, type EvmScanResponse, type SimulationResult } from '../api/schemas/evm';
import type { JsonRpcValidation } from './contracts';
import { contextFor, envelopeBlock, invalidRequest, prepare, scanCalls, type EngineCore, type Prepared } from './engine-core';
import { hexAddress } from './request-parts';
import { simulateSignature, type SimCall } from './simulate';
import { walletSendCallsBatch } from './simulate/batch';
import { mentionedAddresses } from './typed-data/mentioned';
import { validateJsonRpc } from './validate';
import { errorMessage, validationError } from './validation-result';

/** Where signing methods carry the signer's address. */
const SIGNER_PARAM_INDEX: Record<string, number> = {
  personal_sign: 1,
  eth_signTypedData: 1,
  eth_sign: 0,
  eth_signTypedData_v3: 0,
  eth_signTypedData_v4: 0,
};

type Request = EngineJsonRpcScanRequest['data'];

/** The signer: the wallet account given, else the address param of the signing method. */
function signerOf(account: string | undefined, data: Request): string | undefined {
  const signerParam = data.params[SIGNER_PARAM_INDEX[data.method] ?? -1];
  return account || (hexAddress.safeParse(signerParam).success ? String(signerParam) : undefined);
}

export async function scanJsonRpc(core: EngineCore, raw: EngineJsonRpcScanRequest): Promise<EvmScanResponse> {
  const parsed = engineJsonRpcScanRequestSchema.safeParse(raw);
  if (!parsed.success) return invalidRequest(raw, parsed.error);
  const req = parsed.data;
  const p = prepare(core, req);
  const signer = signerOf(req.account_address, req.data);
  let checked: JsonRpcValidation;
  try {
    checked = await validateJsonRpc({ method: req.data.method, params: req.data.params }, contextFor(core, p, req.metadata.domain, signer));
  } catch (err) {
    checked = { validation: validationError(errorMessage(err)), exposures: [], transaction: undefined };
  }
  const tx = checked.transaction;
  const batch = walletSendCallsBatch(req.data.method, req.data.params, req.account_address || undefined);
  const accountKey = req.account_address || signer || tx?.from || batch?.[0]?.from || '';
  const calls: SimCall[] | undefined =
    batch ?? (tx ? [{ from: tx.from, ...(tx.to ? { to: tx.to } : {}), ...(tx.data ? { data: tx.data } : {}), ...(tx.value ? { value: tx.value } : {}) }] : undefined);
  if (calls) {
    const validation = checked.validation;
    return scanCalls(core, p, req.chain, accountKey, calls, async () => validation);
  }
  return scanSignature(core, p, req, accountKey, checked);
}

/** A signature: nothing moves now; its simulation is the approvals it would grant. */
async function scanSignature(core: EngineCore, p: Prepared, req: EngineJsonRpcScanRequest, accountKey: string, checked: JsonRpcValidation): Promise<EvmScanResponse> {
  const res: EvmScanResponse = { block: '', chain: req.chain, account_address: accountKey };
  const [block, simulation] = await Promise.all([
    envelopeBlock(p, undefined),
    p.options.includes('simulation')
      ? simulateSignature({ rpc: p.rpc, chainId: p.chainId, accountKey, exposures: checked.exposures, blockTag: p.tag, tokens: core.tokens, mentioned: mentionedAddresses(req.data.method, req.data.params) })
      : Promise.resolve<SimulationResult | undefined>(undefined),
  ]);
  res.block = block;
  if (p.options.includes('validation')) res.validation = checked.validation;
  if (simulation) res.simulation = simulation;
  if (p.options.includes('gas_estimation')) res.gas_estimation = { status: 'Error', error: 'a signature request uses no gas' };
  return res;
}
