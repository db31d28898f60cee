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
import { bytesFromBase64 } from '../decode/wire';
import { decodeMetaplexMetadata, metadataAddress, TOKEN_METADATA_PROGRAM_ADDRESS } from '../decode/token-metadata';
import { chainTokenName, knownToken, type KnownToken } from '../knowledge/tokens';

/** simulateTransaction and getMultipleAccounts take at most this many accounts. */
export const MAX_ACCOUNTS = 100;

export interface ChainView {
  /** Before the request: every account the request touches (absent = does not exist). */
  pre: ReadonlyMap<Address, AccountState>;
  /** After each transaction, simulated; `error` when it would fail. */
  post: readonly { state: ReadonlyMap<Address, AccountState>; error?: string }[];
  decimals: ReadonlyMap<Address, number>;
  /** Mints the bundled list does not name, named by their own metadata (Metaplex or Token-2022); `nft`: 0 decimals, supply 1. */
  names: ReadonlyMap<Address, ChainTokenName>;
}

export interface ChainTokenName extends KnownToken {
  nft: boolean;
}

/** Mints read per request; with their metadata accounts, one getMultipleAccounts of at most MAX_ACCOUNTS. */
const MAX_MINTS = MAX_ACCOUNTS / 2;

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

/**
 * The mints the request's accounts hold or are, read with the Metaplex
 * metadata account of each mint the bundled list does not name, in one
 * round trip: decimals for amounts, and names for the review (the metadata's
 * uri is never fetched).
 */
async function readMints(rpc: SolanaRpc, states: ReadonlyMap<Address, AccountState>[]): Promise<Pick<ChainView, 'decimals' | 'names'>> {
  const found = new Set<Address>();
  for (const map of states) {
    for (const [a, s] of map) {
      if (s.token !== undefined) found.add(s.token.mint);
      else if (s.decimals !== undefined) found.add(a);
    }
  }
  const mints = [...found].slice(0, MAX_MINTS);
  const unnamed = mints.filter((m) => knownToken(m) === undefined);
  const pdas = await Promise.all(unnamed.map(metadataAddress));
  const accounts = await rpc.getMultipleAccounts([...mints, ...pdas]);
  const decimals = new Map<Address, number>();
  const names = new Map<Address, ChainTokenName>();
  mints.forEach((m, i) => {
    const account = accounts[i];
    const mint = account === undefined ? undefined : accountState(account, m);
    if (mint?.decimals === undefined) return;
    decimals.set(m, mint.decimals);
    const j = unnamed.indexOf(m);
    const pda = j < 0 ? undefined : accounts[mints.length + j];
    const metaplex = pda?.owner === TOKEN_METADATA_PROGRAM_ADDRESS ? decodeMetaplexMetadata(bytesFromBase64(pda.data[0]), m) : undefined;
    const meta = metaplex ?? mint.metadata;
    const name = meta === undefined ? undefined : chainTokenName(m, meta);
    if (name !== undefined) names.set(m, { ...name, nft: mint.decimals === 0 && mint.supply === 1n });
  });
  return { decimals, names };
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
  return { pre, post, ...(await readMints(rpc, [pre, ...post.map((p) => p.state)])) };
}
