/** Asset diff entries turned into display lines (kept out of the JSX so it reads simply). */
import type { Asset, AssetDiff, DiffEntry } from '../api/schemas/evm';
import { formatDecimalString, formatTokenAmount, parseRawAmount, signedAmount } from './amount';
import { formatUsd } from './usd';

export interface AssetLine {
  key: string;
  direction: 'in' | 'out';
  asset: Asset;
  amount: string;
  tokenId: string | undefined;
  usd: string | undefined;
}

const isNft = (asset: Asset) => asset.type === 'ERC721' || asset.type === 'ERC1155';

/** An asset nothing is known of (no symbol, name or decimals): its amount would read in raw units. */
export const isUnknownAsset = (a: Asset): boolean => a.type !== 'NATIVE' && !a.symbol && !a.name && a.decimals === undefined;

function tokenIdText(id: string | undefined): string | undefined {
  if (id === undefined) return undefined;
  const n = parseRawAmount(id);
  return n === undefined ? id : n.toString();
}

function amountText(asset: Asset, entry: DiffEntry): string {
  const raw = parseRawAmount(entry.raw_value);
  // ERC-721 moves exactly one token: the id says which, the count adds nothing.
  if (asset.type === 'ERC721') return '1';
  if (raw !== undefined) return formatTokenAmount(raw, isNft(asset) ? 0 : asset.decimals);
  if (entry.value !== undefined) return formatDecimalString(entry.value);
  return '?';
}

export function assetLines(diffs: AssetDiff[]): AssetLine[] {
  const lines: AssetLine[] = [];
  diffs.forEach((diff, i) => {
    for (const direction of ['out', 'in'] as const) {
      diff[direction].forEach((entry, j) => {
        lines.push({
          key: `${i}-${direction}-${j}`,
          direction,
          asset: diff.asset,
          amount: signedAmount(direction, amountText(diff.asset, entry), diff.asset.symbol ?? diff.asset.name),
          tokenId: tokenIdText(entry.token_id),
          usd: formatUsd(entry.usd_price),
        });
      });
    }
  });
  // Outgoing first: what a person loses matters most.
  return lines.sort((a, b) => (a.direction === b.direction ? 0 : a.direction === 'out' ? -1 : 1));
}
