/**
 * One judgement for selling NFTs by signature (Seaport, Blur, LooksRare
 * listings): what the seller receives must be a currency (native, wrapped
 * native, a stablecoin, a bundled-list token or a registry token) and worth at
 * least the per-NFT floor (tokens/currency.ts). Zero, dust or an unlisted
 * payment token is the "free listing" drain: Malicious with the marketplace's reason.
 */
import { formatEther, zeroAddress, type Address } from 'viem';
import { belowNftFloor, worthOf } from '../tokens/currency';
import { shortAddress } from '../../format/address';
import { hit, type Reason, type RuleFacts, type RuleHit } from './types';

export interface Payment {
  /** The zero address for the native coin. */
  token: Address;
  amount: bigint;
}

export interface NftSale {
  /** "Seaport", "Blur", "LooksRare": also the feature-id prefix (SEAPORT_UNDERPRICED …). */
  market: string;
  idPrefix: string;
  reason: Reason;
  nfts: number;
  /** What the seller receives. */
  payments: readonly Payment[];
}

export function judgeNftSale(sale: NftSale, facts: RuleFacts): RuleHit | undefined {
  const what = sale.nfts === 1 ? 'your NFT' : `${sale.nfts} of your NFTs`;
  const unlisted = sale.payments.find((p) => p.amount > 0n && p.token.toLowerCase() !== zeroAddress && !facts.isCurrency(p.token));
  if (unlisted) {
    return hit(`${sale.idPrefix}_UNLISTED_PAYMENT`, 'Malicious', `This ${sale.market} listing sells ${what} for a token (${shortAddress(unlisted.token)}) that is no currency Preflight knows: a look-alike of a real currency pays nothing.`, { address: unlisted.token, reason: sale.reason, stakes: true });
  }
  let eth = 0n;
  let cents = 0n;
  let unpriced = 0n;
  for (const p of sale.payments) {
    const w = worthOf(facts.chainId, p.token, p.amount);
    if (w.unit === 'eth') eth += w.wei;
    else if (w.unit === 'usd') cents += w.cents;
    else unpriced += p.amount;
  }
  const pricedTooLow = belowNftFloor({ unit: 'eth', wei: eth }, sale.nfts) && belowNftFloor({ unit: 'usd', cents }, sale.nfts);
  if (unpriced === 0n && pricedTooLow) {
    const paid = eth === 0n && cents === 0n ? 'nothing' : eth > 0n ? `${formatEther(eth)} ETH` : `${Number(cents) / 100} USD`;
    return hit(`${sale.idPrefix}_UNDERPRICED`, 'Malicious', `This ${sale.market} listing sells ${what} and pays you ${paid}: far below what any NFT worth taking sells for.`, { reason: sale.reason, stakes: true });
  }
  return undefined;
}
