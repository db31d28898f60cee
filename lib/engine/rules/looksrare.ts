/** LooksRare v2 Maker orders: an ask (sell) must pay in a currency at a real price (nft-sale.ts). */
import { zeroAddress } from 'viem';
import { addressField, bigintField } from '../typed-data/read';
import type { SanitizedTypedData } from '../typed-data/types';
import { judgeNftSale } from './nft-sale';
import { NOT_MINE, type TypedRuleOutput } from './typed-shared';
import { hit, type RuleFacts } from './types';

export const IDS = { order: 'LOOKSRARE_ORDER' } as const;

const ASK = 1n;

export async function checkLooksRare(typed: SanitizedTypedData, facts: RuleFacts): Promise<TypedRuleOutput> {
  if (typed.domain.name !== 'LooksRareProtocol' || typed.primaryType !== 'Maker') return NOT_MINE;
  const m = typed.message;
  const ask = bigintField(m, 'quoteType') === ASK;
  if (ask) {
    const items = Array.isArray(m.itemIds) ? m.itemIds.length : 1;
    const sale = judgeNftSale({ market: 'LooksRare', idPrefix: 'LOOKSRARE', reason: 'trade_order_farming', nfts: Math.max(1, items), payments: [{ token: addressField(m, 'currency') ?? zeroAddress, amount: bigintField(m, 'price') ?? 0n }] }, facts);
    if (sale) return { hits: [sale], exposures: [], recognised: true };
  }
  return { hits: [hit(IDS.order, 'Info', `Signs a LooksRare ${ask ? 'listing' : 'offer'} at a real price.`)], exposures: [], recognised: true };
}
