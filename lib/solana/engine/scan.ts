/** One scan: decode, (with an RPC) read lookup tables, balances and a simulation, run the rules, build the envelope. */
import type { SolanaPostTransactionScanResponse } from '../../api/schemas/solana';
import { loadBundledLists } from '../../knowledge/bundled-lists';
import { runSolanaRules } from '../rules';
import { siwsDomainOf } from '../rules/sign-in';
import { messageAsTransaction } from '../rules/sign-message';
import { hit, type RuleHit, type SolanaRuleInput } from '../rules/types';
import type { SolanaScanRequest } from '../scan-request';
import { decodeAll, requestBytes, ruleInput } from './analyse';
import { readChain, readLookupTables, type ChainView } from './chain';
import { transactionDetail, type SolanaScanDetails } from './details';
import { successEnvelope, type SolanaSimulation } from './envelope';
import type { SolanaRpc } from './rpc';
import { balanceFacts, simulationFacts, simulationSummary } from './sim-diff';

export const RPC_UNAVAILABLE = 'SOLANA_SIMULATION_UNAVAILABLE';
export const WOULD_FAIL = 'SOLANA_TRANSACTION_WOULD_FAIL';

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

interface ChainPart { input: SolanaRuleInput; simulation?: SolanaSimulation; notes: RuleHit[]; tokens?: ChainView['names'] }

async function withChain(rpc: SolanaRpc, input: SolanaRuleInput, wires: readonly string[], bytes: readonly Uint8Array[]): Promise<ChainPart> {
  try {
    const lookups = await readLookupTables(rpc, input.transactions);
    const transactions = lookups === undefined ? input.transactions : decodeAll(bytes, lookups);
    const view = await readChain(rpc, transactions, wires, input.user);
    const next: SolanaRuleInput = { ...input, transactions, balances: balanceFacts(view, input.user) };
    const notes = view.post.flatMap((p, i) => (p.error === undefined ? [] : [hit(WOULD_FAIL, 'Info', `Simulated: ${wires.length > 1 ? `transaction ${i + 1}` : 'this transaction'} would fail (${p.error.slice(0, 160)}); judged from what it asks for.`)]));
    if (input.user === undefined) return { input: next, notes, tokens: view.names };
    const facts = simulationFacts(view, input.user);
    return { input: { ...next, simulation: facts }, simulation: simulationSummary(facts, view, input.user), notes, tokens: view.names };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { input, notes: [hit(RPC_UNAVAILABLE, 'Info', `Your Solana RPC could not be used (${why}), so balances were not read: judged from what the request says.`)] };
  }
}

export async function scanSolanaRequest(req: SolanaScanRequest, rpc: SolanaRpc | undefined): Promise<SolanaPostTransactionScanResponse> {
  const bytes = requestBytes(req);
  const decoded = decodeAll(bytes.transactions);
  await loadBundledLists();
  const offline = ruleInput(req, decoded, bytes.message);
  const chain: ChainPart = rpc === undefined || decoded.length === 0 ? { input: offline, notes: [] } : await withChain(rpc, offline, req.transactions ?? [], bytes.transactions);
  const hits = [...runSolanaRules(chain.input), ...chain.notes];
  const details: SolanaScanDetails = {
    transactions: chain.input.transactions.map((tx) => transactionDetail(tx, chain.input.user, chain.tokens)),
    ...(bytes.message === undefined ? {} : { message: messageDetail(bytes.message) }),
    source: chain.simulation === undefined ? 'offline' : 'rpc',
    ...(chain.notes.length > 0 ? { rpc_note: chain.notes.map((n) => n.description).join(' ') } : {}),
  };
  return successEnvelope(hits, details, chain.simulation);
}
