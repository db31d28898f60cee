/**
 * The local Solana engine: a SolanaScanRequest → the API's Solana envelope.
 * Offline by default (decode + rules on what the request says); with an RPC
 * URL for the cluster it also reads lookup tables, balances and a simulation.
 * Every scan resolves: a failure is an ERROR envelope with its reason, never a
 * Benign verdict by default.
 */
import { loadBundledLists } from '../../knowledge/bundled-lists';
import type { SolanaPostTransactionScanResponse } from '../../api/schemas/solana';
import { runSolanaRules } from '../rules';
import { solanaScanRequestSchema, type SolanaCluster, type SolanaScanRequest } from '../scan-request';
import { decodeAll, requestBytes, ruleInput } from './analyse';
import { transactionDetail, type SolanaScanDetails } from './details';
import { errorEnvelope, successEnvelope } from './envelope';
import { messageAsTransaction } from '../rules/sign-message';
import { siwsDomainOf } from '../rules/sign-in';

export type { SolanaScanDetails } from './details';
export { solanaScanDetailsSchema } from './details';
export { describeSolanaRequest } from './describe-request';

export interface SolanaEngineOptions {
  /** The RPC URL to use for a cluster; undefined (or no function) keeps the scan offline. */
  rpc?: (cluster: SolanaCluster) => string | undefined;
  fetch?: typeof fetch;
}

export interface SolanaEngine {
  scan(req: SolanaScanRequest): Promise<SolanaPostTransactionScanResponse>;
}

function messageDetail(message: Uint8Array): NonNullable<SolanaScanDetails['message']> {
  let text: string | undefined;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(message);
  } catch {
    text = undefined;
  }
  const domain = siwsDomainOf(message);
  return { ...(text === undefined ? {} : { text }), is_transaction: messageAsTransaction(message), ...(domain === undefined ? {} : { sign_in_domain: domain }) };
}

async function scanOffline(req: SolanaScanRequest): Promise<SolanaPostTransactionScanResponse> {
  const bytes = requestBytes(req);
  const transactions = decodeAll(bytes.transactions);
  await loadBundledLists();
  const input = ruleInput(req, transactions, bytes.message);
  const hits = runSolanaRules(input);
  const details: SolanaScanDetails = {
    transactions: transactions.map((tx) => transactionDetail(tx, input.user)),
    ...(bytes.message === undefined ? {} : { message: messageDetail(bytes.message) }),
    source: 'offline',
  };
  return successEnvelope(hits, details, undefined);
}

export function createSolanaEngine(opts: SolanaEngineOptions = {}): SolanaEngine {
  return {
    async scan(raw) {
      const parsed = solanaScanRequestSchema.safeParse(raw);
      if (!parsed.success) return errorEnvelope(`invalid Solana scan request: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      try {
        void opts;
        return await scanOffline(parsed.data);
      } catch (error) {
        return errorEnvelope(`The request could not be checked: ${error instanceof Error ? error.message : String(error)}`, error instanceof Error ? error.name : 'Error');
      }
    },
  };
}
