/**
 * A listing no rule knows (roles/listing.ts): the user, as seller, offers what the message names to
 * whoever fills it at a price in one currency. Off the app's own site:
 *  - a price that is dust of the currency (order-sides.ts: at most a millionth of one whole unit) is
 *    Malicious (ORDER_GIVES_FOR_DUST): whoever fills it takes the items for nothing;
 *  - any other price is shown (ORDER_LISTS_YOUR_ITEMS, Info) as value given to another — anyone may
 *    fill it — so a site that deceives by itself or imitates an app makes it Malicious (domain.ts).
 * On the app's own site a listing is what the app is for: nothing is added.
 */
import { listingOf } from '../roles/listing';
import type { SanitizedTypedData } from '../typed-data/types';
import { amountWords, dustLimit, IDS as ORDER_IDS } from './order-sides';
import { relationOf, siteWords } from './typed-roles';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = { forDust: ORDER_IDS.forDust, listed: 'ORDER_LISTS_YOUR_ITEMS' } as const;

export async function judgeListing(typed: SanitizedTypedData, facts: RuleFacts): Promise<RuleHit[]> {
  const listing = listingOf(typed.message, facts.signer);
  if (listing === undefined) return [];
  const relation = relationOf(typed, facts);
  if (relation.kind === 'own') return [];
  const what = `This ${typed.primaryType} signature`;
  const price = listing.price === 0n ? 'nothing' : await amountWords(listing.currency, listing.price, facts);
  const site = siteWords(relation, typed.domain.name, facts);
  const dust = await dustLimit(listing.currency, facts);
  if (dust !== undefined && listing.price <= dust) {
    return [hit(IDS.forDust, 'Malicious', `${what} sells your items ("${listing.seller}") for ${price} ("${listing.priceField}"): nothing in return.${site}`, { reason: 'trade_order_farming', stakes: true })];
  }
  return [hit(IDS.listed, 'Info', `${what} sells your items ("${listing.seller}") for ${price} to anyone.${site}`, { stakes: true, toOther: true })];
}
