/** The transaction scans (one, or a bulk of them, alone or aggregated) and the address scan. */
import {
  engineAddressScanRequestSchema,
  engineBulkScanRequestSchema,
  engineTransactionScanRequestSchema,
  type EngineAddressScanRequest,
  type EngineBulkScanRequest,
  type EngineTransactionScanRequest,
  type EvmAddressScanResponse,
  type EvmScanResponse,
} from '../api/schemas/evm';
import { scanAddresses } from './address-scan';
import { chainReader } from './chain-reader';
import { contextFor, invalidRequest, prepare, scanCalls, type EngineCore } from './engine-core';
import { toCall } from './request-parts';
import { validateTransaction } from './validate';
import { safeValidation, validationError, worstValidation } from './validation-result';

/** Bound on transactions per bulk request: each one is a simulation. */
export const MAX_BULK_TRANSACTIONS = 100;

export async function scanTransaction(core: EngineCore, raw: EngineTransactionScanRequest): Promise<EvmScanResponse> {
  const parsed = engineTransactionScanRequestSchema.safeParse(raw);
  if (!parsed.success) return invalidRequest(raw, parsed.error);
  const req = parsed.data;
  const p = prepare(core, req);
  const ctx = contextFor(core, p, req.metadata.domain, req.account_address);
  const call = toCall(req.data);
  return scanCalls(core, p, req.chain, req.account_address, [call], () => validateTransaction({ ...call, ...(req.data.authorization_list ? { authorization_list: req.data.authorization_list } : {}) }, ctx));
}

export async function scanTransactionBulk(core: EngineCore, raw: EngineBulkScanRequest): Promise<EvmScanResponse[]> {
  const parsed = engineBulkScanRequestSchema.safeParse(raw);
  if (!parsed.success) return [invalidRequest(raw, parsed.error)];
  const req = parsed.data;
  if (req.data.length > MAX_BULK_TRANSACTIONS) {
    return [{ block: 'latest', chain: req.chain, validation: validationError(`at most ${MAX_BULK_TRANSACTIONS} transactions per bulk scan (got ${req.data.length})`) }];
  }
  const p = prepare(core, req);
  if (!req.aggregated) {
    return Promise.all(
      req.data.map((tx) => {
        const account = req.account_address ?? tx.from;
        const ctx = contextFor(core, p, req.metadata.domain, account);
        const call = toCall(tx);
        return scanCalls(core, p, req.chain, account, [call], () => validateTransaction(call, ctx));
      }),
    );
  }
  // Aggregated: the calls run in sequence in one simulated block; one envelope with the summed effect.
  const account = req.account_address ?? req.data[0]?.from ?? '';
  const ctx = contextFor(core, p, req.metadata.domain, account);
  const calls = req.data.map(toCall);
  const one = await scanCalls(core, p, req.chain, account, calls, async () =>
    worstValidation(await Promise.all(calls.map((c) => safeValidation(() => validateTransaction(c, ctx))))),
  );
  return [one];
}

export async function scanAddressesExtended(core: EngineCore, raw: EngineAddressScanRequest): Promise<EvmAddressScanResponse> {
  const parsed = engineAddressScanRequestSchema.safeParse(raw);
  if (!parsed.success) return { results: [] };
  const p = prepare(core, parsed.data);
  return scanAddresses(parsed.data.addresses, { chainId: p.chainId, domain: undefined, account: undefined, chain: chainReader(p.rpc, p.tag) });
}
