/**
 * What the Solana review shows, read from a pending Solana request and its
 * scan (the engine's envelope kept in `scan.solana`): the cluster, what
 * leaves and enters (SOL, tokens, NFTs by name), delegates and owners that
 * change, each transaction's fee and priority fee, the instructions in words,
 * the message or sign-in. Pure functions: tested without a browser.
 */
import type { PendingRequest } from '../../../lib/messaging/extension';
import type { SolanaPendingParams } from '../../../lib/messaging/solana';
import { isObject, readPendingParams } from './solana-params';
import type { SolanaPostTransactionScanResponse } from '../../../lib/api/schemas/solana';
import { solanaStrings as s } from './strings';

export interface SolanaAssetLine {
  key: string;
  direction: 'in' | 'out';
  /** "1.5 SOL", "250 USDC", "Mad Lad #42". */
  amount: string;
  nft: boolean;
}

export interface SolanaAuthorityLine {
  key: string;
  /** What changes, in words ("USDC: delegate 7xKX…AsU may spend 100 USDC"). */
  text: string;
  to: string;
}

export interface SolanaFeeLine {
  index: number;
  /** In SOL, as text. */
  base: string;
  priority: string;
}

export interface SolanaView {
  wallet: string;
  cluster: string;
  scan: SolanaPendingParams['scan'];
  assets: SolanaAssetLine[];
  authorities: SolanaAuthorityLine[];
  fees: SolanaFeeLine[];
  instructions: { key: string; text: string; durableNonce: boolean }[];
  details: SolanaScanDetails | undefined;
}

/**
 * The part of the engine's `result.details` (lib/solana/engine/details.ts) the review reads. Read by
 * hand, as the pending params are (./solana-params.ts): the review page loads no zod and no engine.
 */
interface SolanaScanDetails {
  transactions: { fee: { base_lamports: string; priority_lamports: string }; durable: boolean; instructions: { index: number; description: string }[] }[];
  message?: { text?: string; is_transaction: boolean };
  source: string;
}

function readDetails(raw: unknown): SolanaScanDetails | undefined {
  if (!isObject(raw) || !Array.isArray(raw.transactions)) return undefined;
  const transactions = raw.transactions.filter(isObject).map((tx) => {
    const fee = isObject(tx.fee) ? tx.fee : {};
    const instructions = Array.isArray(tx.instructions) ? tx.instructions.filter(isObject) : [];
    return {
      fee: { base_lamports: String(fee.base_lamports ?? '0'), priority_lamports: String(fee.priority_lamports ?? '0') },
      durable: tx.durable_nonce !== undefined,
      instructions: instructions.map((ix) => ({ index: Number(ix.index), description: String(ix.description ?? '') })),
    };
  });
  const message = isObject(raw.message) ? { ...(typeof raw.message.text === 'string' ? { text: raw.message.text } : {}), is_transaction: raw.message.is_transaction === true } : undefined;
  return { transactions, ...(message ? { message } : {}), source: String(raw.source ?? 'offline') };
}

const LAMPORTS_PER_SOL = 1_000_000_000n;

/** Lamports (a decimal string) as SOL with up to 9 decimals, trailing zeros dropped. */
export function solText(lamports: string): string {
  let n: bigint;
  try {
    n = BigInt(lamports);
  } catch {
    return `${lamports} lamports`;
  }
  const whole = n / LAMPORTS_PER_SOL;
  const frac = (n % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '');
  return `${whole}${frac ? `.${frac}` : ''} SOL`;
}

type Summary = NonNullable<NonNullable<NonNullable<SolanaPostTransactionScanResponse['result']>['simulation']>['account_summary']>;
type Asset = Summary['account_assets_diff'][number]['asset'];
type Amount = NonNullable<Summary['account_assets_diff'][number]['in']>;

const assetName = (asset: Asset | undefined): string => asset?.symbol || asset?.name || (asset?.address ? `${asset.address.slice(0, 4)}…${asset.address.slice(-4)}` : s.unknownToken);
const isNft = (type: string | undefined): boolean => /nft/i.test(type ?? '');
const amountText = (amount: Amount, asset: Asset): string => amount.summary || `${String(amount.value ?? amount.raw_value ?? '?')} ${assetName(asset)}`;

function assetLines(summary: Summary | undefined): SolanaAssetLine[] {
  const lines: SolanaAssetLine[] = [];
  summary?.account_assets_diff.forEach((diff, i) => {
    const nft = isNft(diff.asset_type ?? diff.asset.type);
    for (const direction of ['out', 'in'] as const) {
      const amount = diff[direction];
      if (amount) lines.push({ key: `${i}-${direction}`, direction, nft, amount: nft ? diff.asset.name || assetName(diff.asset) : amountText(amount, diff.asset) });
    }
  });
  return lines;
}

function authorityLines(summary: Summary | undefined): SolanaAuthorityLine[] {
  const delegations = (summary?.account_delegations ?? []).map((d, i) => ({
    key: `d${i}`,
    to: d.delegate ?? '',
    text: s.delegation(assetName(d.asset), d.delegation?.summary ?? (d.delegation?.value !== undefined ? String(d.delegation.value) : undefined)),
  }));
  const owners = (summary?.account_ownerships_diff ?? []).map((o, i) => ({ key: `o${i}`, to: o.post_owner ?? '', text: s.ownerChange(assetName(o.asset ?? undefined)) }));
  return [...delegations, ...owners];
}

export function solanaView(request: PendingRequest): SolanaView | undefined {
  const params = readPendingParams(request.params);
  if (!params) return undefined;
  const scan = request.scan.state === 'done' ? request.scan.solana : undefined;
  const summary = scan?.result?.simulation?.account_summary ?? undefined;
  const details = readDetails(scan?.result?.details);
  return {
    wallet: params.wallet,
    // An injected provider that does not say its network: the review says the cluster is a guess.
    cluster: params.cluster_assumed ? s.clusterAssumed : s.cluster(params.scan.cluster),
    scan: params.scan,
    assets: assetLines(summary),
    authorities: authorityLines(summary),
    fees: (details?.transactions ?? []).map((tx, index) => ({ index, base: solText(tx.fee.base_lamports), priority: solText(tx.fee.priority_lamports) })),
    instructions: (details?.transactions ?? []).flatMap((tx, t) =>
      tx.instructions.map((ix) => ({ key: `${t}-${ix.index}`, text: ix.description, durableNonce: tx.durable && ix.index === 0 })),
    ),
    details,
  };
}
