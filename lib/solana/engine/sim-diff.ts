/**
 * Before/after account states → what the user gains and loses, who gets
 * ownership or a delegation: the facts for the rules and the envelope's
 * simulation (account_summary, accounts_details). A batch's transactions are
 * simulated each against the state before the request and their changes summed.
 */
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { knownToken, type KnownToken } from '../knowledge/tokens';
import type { Address } from '@solana/kit';
import { formatTokenAmount } from '../../format/amount';
import { SOL_DECIMALS } from '../decode/describe';
import type { BalanceFacts, SimulationFacts } from '../rules/types';
import type { AccountState } from './accounts-state';
import type { ChainView } from './chain';
import type { SolanaSimulation } from './envelope';

type Tokens = SimulationFacts['tokens'][number];

function userTokens(pre: ReadonlyMap<Address, AccountState>, post: ReadonlyMap<Address, AccountState>, user: Address): Tokens[] {
  const accounts = new Set<Address>();
  for (const [a, s] of [...pre, ...post]) if (s.token?.owner === user) accounts.add(a);
  return [...accounts].flatMap((account) => {
    const before = pre.get(account)?.token;
    const after = post.get(account)?.token;
    const mint = before?.mint ?? after?.mint;
    if (mint === undefined) return [];
    // An account no longer owned by the user counts as gone from the user's side.
    const afterAmount = after?.owner === user ? after.amount : 0n;
    const beforeAmount = before?.owner === user ? before.amount : 0n;
    return [{ account, mint, before: beforeAmount, after: afterAmount }];
  });
}

function ownerships(pre: ReadonlyMap<Address, AccountState>, post: ReadonlyMap<Address, AccountState>, user: Address): SimulationFacts['ownerships'][number][] {
  const out: SimulationFacts['ownerships'][number][] = [];
  const wallet = post.get(user);
  if (pre.get(user)?.program === SYSTEM_PROGRAM_ADDRESS && wallet !== undefined && wallet.program !== SYSTEM_PROGRAM_ADDRESS) {
    out.push({ account: user, kind: 'wallet', to: wallet.program });
  }
  for (const [account, s] of pre) {
    const after = post.get(account)?.token;
    if (s.token?.owner === user && after !== undefined && after.owner !== user) out.push({ account, kind: 'token-account', to: after.owner });
    if (s.token?.owner === user && after?.closeAuthority !== undefined && after.closeAuthority !== user && after.closeAuthority !== s.token.closeAuthority) {
      out.push({ account, kind: 'token-account', to: after.closeAuthority });
    }
  }
  return out;
}

function delegations(pre: ReadonlyMap<Address, AccountState>, post: ReadonlyMap<Address, AccountState>, user: Address): SimulationFacts['delegations'][number][] {
  return [...post].flatMap(([account, s]) => {
    const t = s.token;
    const before = pre.get(account)?.token;
    if (t?.owner !== user || t.delegate === undefined || t.delegate === user || t.delegatedAmount === 0n) return [];
    if (before?.delegate === t.delegate && before.delegatedAmount === t.delegatedAmount) return [];
    return [{ account, mint: t.mint, delegate: t.delegate, amount: t.delegatedAmount, balance: t.amount }];
  });
}

export function simulationFacts(view: ChainView, user: Address): SimulationFacts {
  const ok = view.post.filter((p) => p.error === undefined);
  const solBefore = view.pre.get(user)?.lamports ?? 0n;
  const solDelta = ok.reduce((sum, p) => sum + (p.state.get(user)?.lamports ?? 0n) - solBefore, 0n);
  return {
    solDelta,
    solBefore,
    tokens: ok.flatMap((p) => userTokens(view.pre, p.state, user)).filter((t) => t.before !== t.after),
    ownerships: ok.flatMap((p) => ownerships(view.pre, p.state, user)),
    delegations: ok.flatMap((p) => delegations(view.pre, p.state, user)),
    errors: view.post.flatMap((p) => (p.error === undefined ? [] : [p.error])),
  };
}

export function balanceFacts(view: ChainView, user: Address | undefined): BalanceFacts {
  const tokenAccounts = new Map<Address, { mint: Address; owner: Address; amount: bigint; decimals?: number }>();
  for (const [a, s] of view.pre) {
    if (s.token === undefined) continue;
    const decimals = view.decimals.get(s.token.mint);
    tokenAccounts.set(a, { mint: s.token.mint, owner: s.token.owner, amount: s.token.amount, ...(decimals === undefined ? {} : { decimals }) });
  }
  return { lamports: user === undefined ? undefined : view.pre.get(user)?.lamports, tokenAccounts, wallets: walletsOf(view) };
}

/** Accounts the chain shows are wallets: owned by the System Program, holding SOL and no data. */
function walletsOf(view: ChainView): Set<Address> {
  const wallets = new Set<Address>();
  for (const [a, s] of view.pre) if (s.program === SYSTEM_PROGRAM_ADDRESS && s.dataLength === 0 && s.lamports > 0n) wallets.add(a);
  return wallets;
}

/** A mint's name: the bundled list's, else its own metadata's as read through the user's RPC (./chain.ts). */
const tokenName = (mint: Address, view: ChainView): KnownToken | undefined => knownToken(mint) ?? view.names.get(mint);
const tokenLabel = (t: KnownToken | undefined) => (t === undefined ? {} : { symbol: t.symbol, name: t.name });

function amount(raw: bigint, decimals: number | undefined, symbol: string) {
  const value = formatTokenAmount(raw, decimals);
  return { raw_value: raw.toString(), value: decimals === undefined ? raw.toString() : value, summary: `${value} ${symbol}` };
}

function assetDiff(delta: bigint, asset: { type: string; address?: string; symbol: string; name: string; decimals?: number }) {
  const side = amount(delta < 0n ? -delta : delta, asset.decimals, asset.symbol);
  return { asset_type: asset.type, asset, ...(delta < 0n ? { out: side } : { in: side }) };
}

export function simulationSummary(facts: SimulationFacts, view: ChainView, user: Address): SolanaSimulation {
  const byMint = new Map<Address, bigint>();
  for (const t of facts.tokens) byMint.set(t.mint, (byMint.get(t.mint) ?? 0n) + t.after - t.before);
  const diffs = [
    ...(facts.solDelta === 0n ? [] : [assetDiff(facts.solDelta, { type: 'SOL', symbol: 'SOL', name: 'Solana', decimals: SOL_DECIMALS })]),
    ...[...byMint].filter(([, d]) => d !== 0n).map(([mint, d]) => {
      const decimals = view.decimals.get(mint);
      const known = tokenName(mint, view);
      return assetDiff(d, { type: view.names.get(mint)?.nft ? 'NFT' : 'TOKEN', address: mint, symbol: known?.symbol ?? `${mint.slice(0, 4)}…`, name: known?.name ?? `Token ${mint}`, ...(decimals === undefined ? {} : { decimals }) });
    }),
  ];
  return {
    account_summary: {
      account_assets_diff: diffs,
      account_delegations: facts.delegations.map((d) => ({
        asset_type: 'TOKEN', asset: { type: 'TOKEN', address: d.mint, ...tokenLabel(tokenName(d.mint, view)) }, delegate: d.delegate,
        delegation: amount(d.amount, view.decimals.get(d.mint), tokenName(d.mint, view)?.symbol ?? 'tokens'),
      })),
      account_ownerships_diff: facts.ownerships.map((o) => ({ asset_type: o.kind === 'wallet' ? 'SOL' : 'TOKEN', asset: { type: o.kind, address: o.account }, pre_owner: o.kind === 'wallet' ? SYSTEM_PROGRAM_ADDRESS : user, post_owner: o.to })),
    },
    accounts_details: [...view.pre].map(([account, s]) => ({ account_address: account, owner: s.token?.owner ?? s.program, type: s.token !== undefined ? 'TOKEN_ACCOUNT' : s.decimals !== undefined ? 'MINT' : 'ACCOUNT' })),
  };
}
