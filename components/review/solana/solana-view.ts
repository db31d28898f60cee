/**
 * What the Solana review shows, read from a pending Solana request and its
 * scan (the engine's envelope kept in `scan.solana`): the cluster, what
 * leaves and enters (SOL, tokens, NFTs by name), delegates and owners that
 * change, each transaction's fee and priority fee, the instructions in words,
 * the message or sign-in. Pure functions: tested without a browser.
 */
import { z } from 'zod';
import type { PendingRequest } from '../../../lib/messaging/extension';
import { solanaPendingParamsSchema, type SolanaPendingParams } from '../../../lib/messaging/solana';
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
 * The part of the engine's `result.details` (lib/solana/engine/details.ts) the review reads, checked
 * here: importing the engine's own schema would bring the engine into the review page.
 */
const detailsSchema = z.object({
  transactions: z.array(
    z.object({
      fee: z.object({ base_lamports: z.string(), priority_lamports: z.string() }),
      durable_nonce: z.object({ account: z.string() }).optional(),
      instructions: z.array(z.object({ index: z.number(), description: z.string() })),
    }),
  ),
  message: z.object({ text: z.string().optional(), is_transaction: z.boolean() }).optional(),
  source: z.enum(['offline', 'rpc']),
});
type SolanaScanDetails = z.infer<typeof detailsSchema>;

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
  const params = solanaPendingParamsSchema.safeParse(request.params);
  if (!params.success) return undefined;
  const scan = request.scan.state === 'done' ? request.scan.solana : undefined;
  const summary = scan?.result?.simulation?.account_summary ?? undefined;
  const parsedDetails = detailsSchema.safeParse(scan?.result?.details);
  const details = parsedDetails.success ? parsedDetails.data : undefined;
  return {
    wallet: params.data.wallet,
    cluster: s.cluster(params.data.scan.cluster),
    scan: params.data.scan,
    assets: assetLines(summary),
    authorities: authorityLines(summary),
    fees: (details?.transactions ?? []).map((tx, index) => ({ index, base: solText(tx.fee.base_lamports), priority: solText(tx.fee.priority_lamports) })),
    instructions: (details?.transactions ?? []).flatMap((tx, t) =>
      tx.instructions.map((ix) => ({ key: `${t}-${ix.index}`, text: ix.description, durableNonce: tx.durable_nonce !== undefined && ix.index === 0 })),
    ),
    details,
  };
}
