/**
 * Listings of a kind no rule knows (lib/engine/roles/listing.ts, rules/listing.ts): the user as seller,
 * one currency and a price. The order type, its app and its field names ("Mosaic" SaleOrder with
 * seller / payCurrency / startPrice / floorPrice) are made up, so nothing leans on a known protocol.
 */
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkGenericTyped } from '../../../../lib/engine/rules/typed-generic';
import { listingOf } from '../../../../lib/engine/roles/listing';
import { sanitizeTypedData } from '../../../../lib/engine/typed-data/sanitize';
import type { SanitizedTypedData } from '../../../../lib/engine/typed-data/types';
import type { RuleFacts } from '../../../../lib/engine/rules/types';
import { CONTRACT, EOA, USER, facts, site } from './support';

const COIN: Address = '0x4444444444444444444444444444444444444444';
const ITEMS: Address = '0x3333333333333333333333333333333333333333';

function typed(startPrice: bigint, seller: Address = USER, floorPrice = 0n): SanitizedTypedData {
  const r = sanitizeTypedData({
    types: {
      Item: [{ name: 'collection', type: 'address' }, { name: 'tokenId', type: 'uint256' }],
      SaleOrder: [
        { name: 'seller', type: 'address' }, { name: 'items', type: 'Item[]' }, { name: 'payCurrency', type: 'address' },
        { name: 'startPrice', type: 'uint256' }, { name: 'floorPrice', type: 'uint256' }, { name: 'validUntil', type: 'uint256' },
      ],
    },
    primaryType: 'SaleOrder',
    domain: { name: 'Mosaic Exchange', version: '1', chainId: 1, verifyingContract: CONTRACT },
    message: { seller, items: [{ collection: ITEMS, tokenId: '77' }], payCurrency: COIN, startPrice: startPrice.toString(), floorPrice: floorPrice.toString(), validUntil: '2100000000' },
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.typedData;
}

/** The currency is an 18-decimal coin the chain describes. */
function on(host: string, extra: Parameters<typeof site>[1] = {}): RuleFacts {
  const f = facts(1, USER, { site: site(host, extra) });
  return { ...f, tokenOf: async (t) => (t.toLowerCase() === COIN.toLowerCase() ? { symbol: 'WCOIN', decimals: 18 } : f.tokenOf(t)) };
}
const judged = async (t: SanitizedTypedData, f: RuleFacts) => (await checkGenericTyped(t, f)).map((h) => [h.type, h.feature_id, h.toOther]);

describe('a listing of a kind no rule knows', () => {
  it('is read by its seller, its one currency and its highest price', () => {
    expect(listingOf(typed(5n * 10n ** 16n, USER, 10n ** 16n).message, USER)).toEqual({ seller: 'seller', currency: COIN, price: 5n * 10n ** 16n, priceField: 'startPrice' });
    // Someone else's listing (the user fills it, or it is not the user's items) is not the user's sale.
    expect(listingOf(typed(5n * 10n ** 16n, EOA).message, USER)).toBeUndefined();
  });

  it('at a price of dust (a millionth of a whole unit or less) off the app\'s own site: Malicious, saying what comes back', async () => {
    const [found] = await checkGenericTyped(typed(10n ** 12n), on('mosaic-portal.xyz'));
    expect([found?.type, found?.feature_id]).toEqual(['Malicious', 'ORDER_GIVES_FOR_DUST']);
    expect(found?.description).toContain('This SaleOrder signature sells your items ("seller") for 0.000001 WCOIN ("startPrice"): nothing in return.');
    expect(await judged(typed(0n), on('mosaic-portal.xyz'))).toEqual([['Malicious', 'ORDER_GIVES_FOR_DUST', undefined]]);
  });

  it('at a real price: shown as items given to whoever fills it, which a site deceptive in itself turns Malicious (domain.ts)', async () => {
    const [found] = await checkGenericTyped(typed(5n * 10n ** 16n), on('nftdeals.io'));
    expect([found?.type, found?.feature_id, found?.toOther, found?.stakes]).toEqual(['Info', 'ORDER_LISTS_YOUR_ITEMS', true, true]);
    expect(found?.description).toContain('sells your items ("seller") for 0.05 WCOIN to anyone.');
  });

  it('on the app\'s own site nothing is added; in a currency whose decimals are unknown the price cannot be judged: only shown', async () => {
    // mosaic.exchange is named like the app the signature is for (roles/signed-app.ts): its own site.
    expect(await judged(typed(10n ** 12n), on('mosaic.exchange'))).toEqual([['Info', 'TYPED_DATA', undefined]]);
    const unknownCoin = { ...on('mosaic-portal.xyz'), tokenOf: async () => undefined };
    expect(await judged(typed(10n ** 12n), unknownCoin)).toEqual([['Info', 'ORDER_LISTS_YOUR_ITEMS', true]]);
  });
});
