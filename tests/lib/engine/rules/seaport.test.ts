/**
 * Seaport (lib/engine/rules/seaport.ts) beyond NFT listings: which messages
 * are Seaport's (the domain's name or one of the six Seaport contracts), an
 * offer of tokens must get the offerer something back, a Dutch auction is
 * judged at its lower end, and a bulk order is judged leaf by leaf. Each case
 * names the finding, the verdict and the words the user reads.
 */
import { describe, expect, it } from 'vitest';
import { checkSeaport, SEAPORT_ADDRESSES } from '../../../../lib/engine/rules/seaport';
import { sanitizeTypedData } from '../../../../lib/engine/typed-data/sanitize';
import type { SanitizedTypedData } from '../../../../lib/engine/typed-data/types';
import { CONTRACT, EOA, KNOWN_TOKEN, USER, facts } from './support';

function typed(input: unknown): SanitizedTypedData {
  const r = sanitizeTypedData(input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.typedData;
}

const ITEM = [{ name: 'itemType', type: 'uint8' }, { name: 'token', type: 'address' }, { name: 'startAmount', type: 'uint256' }, { name: 'endAmount', type: 'uint256' }];
const TYPES = {
  OrderComponents: [{ name: 'offerer', type: 'address' }, { name: 'offer', type: 'OfferItem[]' }, { name: 'consideration', type: 'ConsiderationItem[]' }],
  OfferItem: ITEM,
  ConsiderationItem: [...ITEM, { name: 'recipient', type: 'address' }],
};
type Item = { itemType: number; token: string; startAmount: string; endAmount: string };
const item = (itemType: number, amount: string, token = KNOWN_TOKEN, end = amount): Item => ({ itemType, token, startAmount: amount, endAmount: end });
const to = (i: Item, recipient = USER) => ({ ...i, recipient });
const USDC_100 = item(1, '100000000');
const NFT = item(2, '1', CONTRACT);

const order = (offer: Item[], consideration: unknown[], domain: Record<string, unknown> = { name: 'Seaport', version: '1.6', chainId: 1 }, primaryType = 'OrderComponents') =>
  typed({ types: TYPES, primaryType, domain, message: { offerer: USER, offer, consideration } });

const GIVES_AWAY = { feature_id: 'SEAPORT_UNDERPRICED', type: 'Malicious', description: 'This Seaport order gives away your tokens and pays you nothing.', address: USER, reason: 'seaport_farming', stakes: true };
const ONE_ORDER = { feature_id: 'SEAPORT_ORDER', type: 'Info', description: 'Signs a Seaport order (a marketplace listing or offer) that pays you in a known currency.' };

describe('which messages are Seaport\'s', () => {
  it('one addressed to any of the six Seaport contracts, whatever its name says', async () => {
    expect(SEAPORT_ADDRESSES).toHaveLength(6);
    for (const verifyingContract of SEAPORT_ADDRESSES) {
      const out = await checkSeaport(order([USDC_100], [], { name: 'Marketplace', chainId: 1, verifyingContract }), facts());
      expect(out.recognised).toBe(true);
      expect(out.hits).toEqual([GIVES_AWAY]);
    }
  });

  it('not one with another name and contract, or another primary type', async () => {
    expect((await checkSeaport(order([USDC_100], [], { name: 'Marketplace', chainId: 1, verifyingContract: CONTRACT }), facts())).recognised).toBe(false);
    const other = typed({ types: { Order: TYPES.OrderComponents, OfferItem: ITEM, ConsiderationItem: TYPES.ConsiderationItem }, primaryType: 'Order', domain: { name: 'Seaport' }, message: { offerer: USER, offer: [USDC_100], consideration: [] } });
    expect((await checkSeaport(other, facts())).recognised).toBe(false);
  });
});

describe('an offer: tokens out, something must come back', () => {
  it('nothing back to the offerer (the payment goes to someone else): Malicious seaport_farming', async () => {
    expect((await checkSeaport(order([USDC_100], []), facts())).hits).toEqual([GIVES_AWAY]);
    expect((await checkSeaport(order([USDC_100], [to(item(0, '1000000000000000000'), EOA)]), facts())).hits).toEqual([GIVES_AWAY]);
    expect((await checkSeaport(order([USDC_100], [to(item(1, '0'))]), facts())).hits).toEqual([GIVES_AWAY]);
  });

  it('an NFT back (a bid) or a payment back: an ordinary order', async () => {
    expect((await checkSeaport(order([USDC_100], [to(NFT)]), facts())).hits).toEqual([ONE_ORDER]);
    expect((await checkSeaport(order([USDC_100], [to(item(0, '5'))]), facts())).hits).toEqual([ONE_ORDER]);
  });

  it('an NFT "back" of amount 0 is nothing back', async () => {
    expect((await checkSeaport(order([USDC_100], [to(item(2, '0', CONTRACT))]), facts())).hits).toEqual([GIVES_AWAY]);
  });

  it('a Dutch auction is judged at its lower end, whichever way it runs', async () => {
    expect((await checkSeaport(order([USDC_100], [to(item(1, '0', KNOWN_TOKEN, '100'))]), facts())).hits).toEqual([GIVES_AWAY]);
    expect((await checkSeaport(order([USDC_100], [to(item(1, '100', KNOWN_TOKEN, '0'))]), facts())).hits).toEqual([GIVES_AWAY]);
    expect((await checkSeaport(order([USDC_100], [to(item(1, '100', KNOWN_TOKEN, '50'))]), facts())).hits).toEqual([ONE_ORDER]);
  });
});

describe('an NFT offered', () => {
  it('for another NFT (a swap): an ordinary order, not a sale at a price', async () => {
    expect((await checkSeaport(order([NFT], [to(item(3, '1', CONTRACT))]), facts())).hits).toEqual([ONE_ORDER]);
  });

  it('for nothing: Malicious seaport_farming, as a sale for nothing', async () => {
    expect((await checkSeaport(order([NFT], []), facts())).hits.map((h) => [h.feature_id, h.type, h.reason])).toEqual([['SEAPORT_UNDERPRICED', 'Malicious', 'seaport_farming']]);
  });

  it('an item type 0 or 1 among the offer is no NFT: ERC-20 tokens offered are judged as an offer', async () => {
    expect((await checkSeaport(order([item(0, '1')], [to(NFT)]), facts())).hits).toEqual([ONE_ORDER]);
  });
});

describe('an order that offers nothing', () => {
  it('takes nothing from the signer: Info, saying so (not "0 orders")', async () => {
    expect((await checkSeaport(order([], []), facts())).hits).toEqual([{ feature_id: 'SEAPORT_ORDER', type: 'Info', description: 'Signs a Seaport order that offers nothing of yours.' }]);
  });
});

describe('a bulk order (BulkOrder): every leaf of the tree', () => {
  const bulk = (tree: unknown) =>
    typed({
      types: { BulkOrder: [{ name: 'tree', type: 'OrderComponents[2]' }], ...TYPES },
      primaryType: 'BulkOrder',
      domain: { name: 'Seaport', version: '1.6', chainId: 1 },
      message: { tree },
    });
  const leaf = (offer: Item[], consideration: unknown[]) => ({ offerer: USER, offer, consideration });

  it('two priced orders: Info, counted', async () => {
    expect((await checkSeaport(bulk([leaf([USDC_100], [to(NFT)]), leaf([NFT], [to(item(0, '50000000000000000'))])]), facts())).hits).toEqual([
      { feature_id: 'SEAPORT_ORDER', type: 'Info', description: 'Signs 2 Seaport orders (a marketplace listing or offer) that pays you in a known currency.' },
    ]);
  });

  it('a padding leaf with no offer is not counted', async () => {
    expect((await checkSeaport(bulk([leaf([USDC_100], [to(NFT)]), leaf([], [])]), facts())).hits).toEqual([ONE_ORDER]);
  });

  it('one leaf that gives tokens away is found among honest ones', async () => {
    expect((await checkSeaport(bulk([leaf([USDC_100], [to(NFT)]), leaf([USDC_100], [])]), facts())).hits).toEqual([GIVES_AWAY]);
  });
});
