/**
 * Blur Exchange orders: a sell Order priced at about zero hands the NFT over
 * for free (Malicious blur_farming). A bulk `Root` signs only a Merkle root, so
 * the prices cannot be seen: Warning.
 */
import { addressField, bigintField } from '../typed-data/read';
import type { SanitizedTypedData } from '../typed-data/types';
import { NATIVE_DUST } from './seaport';
import { NOT_MINE, type TypedRuleOutput } from './typed-shared';
import { hit } from './types';

export const IDS = { freeListing: 'BLUR_ZERO_PRICE_LISTING', bulk: 'BLUR_BULK_LISTING', order: 'BLUR_ORDER' } as const;

export async function checkBlur(typed: SanitizedTypedData): Promise<TypedRuleOutput> {
  if (typed.domain.name !== 'Blur Exchange') return NOT_MINE;
  if (typed.primaryType === 'Root') {
    return { hits: [hit(IDS.bulk, 'Warning', 'This Blur bulk-listing signature covers orders Preflight cannot see; it may list your NFTs at any price.')], exposures: [], recognised: true };
  }
  if (typed.primaryType !== 'Order') return NOT_MINE;
  const m = typed.message;
  const side = bigintField(m, 'side');
  const price = bigintField(m, 'price');
  const collection = addressField(m, 'collection');
  if (side === 1n && (price === undefined || price < NATIVE_DUST)) {
    return { hits: [hit(IDS.freeListing, 'Malicious', `This Blur order sells your NFT${collection ? ` from ${collection}` : ''} for about nothing.`, { address: collection, reason: 'blur_farming' })], exposures: [], recognised: true };
  }
  return { hits: [hit(IDS.order, 'Info', `Signs a Blur ${side === 1n ? 'listing' : 'bid'}.`)], exposures: [], recognised: true };
}
