/**
 * What the user's RPC adds to an offline scan: lookup tables read, balances
 * before the transaction, and each transaction simulated (state after). Any
 * RPC failure leaves the offline judgement standing and says why.
 */
import type { Address } from '@solana/kit';
import type { LookupTableAddresses } from '../decode/accounts';
import type { DecodedTransaction } from '../decode/transaction';
import { accountState, lookupTableAddresses, type AccountState } from './accounts-state';
import type { SolanaRpc } from './rpc';

/** simulateTransaction and getMultipleAccounts take at most this many accounts. */
export const MAX_ACCOUNTS = 100;

export interface ChainView {
  /** Before the request: every account the request touches (absent = does not exist). */
  pre: ReadonlyMap<Address, AccountState>;
  /** After each transaction, simulated; `error` when it would fail. */
  post: readonly { state: ReadonlyMap<Address, AccountState>; error?: string }[];
  decimals: ReadonlyMap<Address, number>;
}

export async function readLookupTables(rpc: SolanaRpc, txs: readonly DecodedTransaction[]): Promise<LookupTableAddresses | undefined> {
  const tables = [...new Set(txs.flatMap((tx) => tx.accounts.tables.filter((t) => !t.resolved).map((t) => t.address)))];
  if (tables.length === 0) return undefined;
  const accounts = await rpc.getMultipleAccounts(tables);
  const out: Record<Address, readonly Address[]> = {};
  tables.forEach((table, i) => {
    const found = accounts[i];
    const addresses = found === undefined ? undefined : lookupTableAddresses(found);
    if (addresses !== undefined) out[table] = addresses;
  });
  return out;
}

/** The accounts worth reading: the user first, then every non-program account the transactions touch. */
export function touchedAccounts(txs: readonly DecodedTransaction[], user: Address | undefined): Address[] {
  const programs = new Set(txs.flatMap((tx) => tx.instructions.map((ix) => ix.programAddress)));
  const all = new Set<Address>(user === undefined ? [] : [user]);
  for (const tx of txs) for (const e of tx.accounts.entries) if (!programs.has(e.address) && !tx.accounts.unresolved.has(e.address)) all.add(e.address);
  return [...all].slice(0, MAX_ACCOUNTS);
}

function stateMap(addresses: readonly Address[], accounts: readonly (Parameters<typeof accountState>[0] | undefined)[]): Map<Address, AccountState> {
  const map = new Map<Address, AccountState>();
  addresses.forEach((a, i) => {
    const s = accounts[i] === undefined ? undefined : accountState(accounts[i]);
    if (s !== undefined) map.set(a, s);
  });
  return map;
}

async function mintDecimals(rpc: SolanaRpc, states: Iterable<AccountState>): Promise<Map<Address, number>> {
  const mints = [...new Set([...states].flatMap((s) => (s.token === undefined ? [] : [s.token.mint])))].slice(0, MAX_ACCOUNTS);
  const accounts = await rpc.getMultipleAccounts(mints);
  const out = new Map<Address, number>();
  mints.forEach((m, i) => {
    const d = accounts[i] === undefined ? undefined : accountState(accounts[i])?.decimals;
    if (d !== undefined) out.set(m, d);
  });
  return out;
}

function errorText(err: unknown): string {
  return typeof err === 'string' ? err : JSON.stringify(err);
}

export async function readChain(rpc: SolanaRpc, txs: readonly DecodedTransaction[], wires: readonly string[], user: Address | undefined): Promise<ChainView> {
  const addresses = touchedAccounts(txs, user);
  const pre = stateMap(addresses, await rpc.getMultipleAccounts(addresses));
  const post: ChainView['post'][number][] = [];
  for (const wire of wires) {
    const sim = await rpc.simulateTransaction(wire, addresses);
    if (sim.err !== null && sim.err !== undefined) post.push({ state: pre, error: errorText(sim.err) });
    else post.push({ state: stateMap(addresses, sim.accounts ?? []) });
  }
  const decimals = await mintDecimals(rpc, [...pre.values(), ...post.flatMap((p) => [...p.state.values()])]);
  return { pre, post, decimals };
}
