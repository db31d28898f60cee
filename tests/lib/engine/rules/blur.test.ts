/**
 * Blur Exchange (lib/engine/rules/blur.ts): a bulk listing signs a Merkle
 * root whose prices cannot be seen, so it belongs on Blur's own site only; a
 * single sell order must pay a real price. Each case names the finding, the
 * verdict and the words the user reads.
 */
import { describe, expect, it } from 'vitest';
import { checkBlur } from '../../../../lib/engine/rules/blur';
import { sanitizeTypedData } from '../../../../lib/engine/typed-data/sanitize';
import type { SanitizedTypedData } from '../../../../lib/engine/typed-data/types';
import { shortAddress } from '../../../../lib/format/address';
import { CONTRACT, KNOWN_TOKEN, PERMIT2, UNKNOWN, USER, facts, site } from './support';

function typed(input: unknown): SanitizedTypedData {
  const r = sanitizeTypedData(input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.typedData;
}

const root = (domain: Record<string, unknown> = {}) =>
  typed({ types: { Root: [{ name: 'root', type: 'bytes32' }] }, primaryType: 'Root', domain: { name: 'Blur Exchange', version: '1.0', chainId: 1, ...domain }, message: { root: `0x${'ab'.repeat(32)}` } });

const order = (message: Record<string, unknown>) =>
  typed({
    types: { Order: [{ name: 'trader', type: 'address' }, { name: 'side', type: 'uint8' }, { name: 'collection', type: 'address' }, { name: 'amount', type: 'uint256' }, { name: 'paymentToken', type: 'address' }, { name: 'price', type: 'uint256' }] },
    primaryType: 'Order',
    domain: { name: 'Blur Exchange', version: '1.0', chainId: 1 },
    message: { trader: USER, side: 1, collection: CONTRACT, amount: 1, paymentToken: '0x0000000000000000000000000000000000000000', price: '0', ...message },
  });

describe('a bulk listing (Root)', () => {
  it('on Blur\'s own site: Info', async () => {
    expect((await checkBlur(root(), facts(1, USER, { site: site('blur.io', { officialOf: 'blur' }) }))).hits).toEqual([
      { feature_id: 'BLUR_BULK_LISTING', type: 'Info', description: 'Signs a Blur bulk listing on Blur\'s own site.' },
    ]);
  });

  it('on the official site of the protocol whose contract it names: Info', async () => {
    expect((await checkBlur(root({ verifyingContract: PERMIT2 }), facts(1, USER, { site: site('app.uniswap.org', { officialOf: 'uniswap' }) }))).hits.map((h) => h.feature_id)).toEqual(['BLUR_BULK_LISTING']);
  });

  it('from any other site: Malicious blur_farming, naming the site', async () => {
    expect((await checkBlur(root(), facts(1, USER, { site: site('blur-rewards.example') }))).hits).toEqual([
      { feature_id: 'BLUR_BULK_LISTING_OFF_SITE', type: 'Malicious', description: 'blur-rewards.example is not Blur, yet asks for a Blur bulk-listing signature: it covers listings you cannot see, at any price.', reason: 'blur_farming', stakes: true },
    ]);
    // The official site of another protocol is not Blur's.
    expect((await checkBlur(root(), facts(1, USER, { site: site('opensea.io', { officialOf: 'opensea' }) }))).hits.map((h) => h.feature_id)).toEqual(['BLUR_BULK_LISTING_OFF_SITE']);
  });

  it('when the site is unknown or not a valid host: a Warning that it cannot be seen', async () => {
    const expected = [{ feature_id: 'BLUR_BULK_LISTING', type: 'Warning', description: 'This Blur bulk-listing signature covers orders Preflight cannot see, and the requesting site is unknown.' }];
    expect((await checkBlur(root(), facts())).hits).toEqual(expected);
    expect((await checkBlur(root(), facts(1, USER, { site: site('not a host', { valid: false }) }))).hits).toEqual(expected);
  });
});

describe('a single order', () => {
  it('a listing for nothing: Malicious, in words', async () => {
    expect((await checkBlur(order({}), facts())).hits).toEqual([
      { feature_id: 'BLUR_UNDERPRICED', type: 'Malicious', description: 'This Blur listing sells your NFT and pays you nothing: far below what any NFT worth taking sells for.', reason: 'blur_farming', stakes: true },
    ]);
  });

  it('several NFTs in one listing are counted; an absurd amount counts as one', async () => {
    expect((await checkBlur(order({ amount: 5 }), facts())).hits[0]?.description).toBe('This Blur listing sells 5 of your NFTs and pays you nothing: far below what any NFT worth taking sells for.');
    expect((await checkBlur(order({ amount: 1000 }), facts())).hits[0]?.description).toBe('This Blur listing sells your NFT and pays you nothing: far below what any NFT worth taking sells for.');
    expect((await checkBlur(order({ amount: 0 }), facts())).hits[0]?.description).toBe('This Blur listing sells your NFT and pays you nothing: far below what any NFT worth taking sells for.');
  });

  it('paid in a token that is no currency: Malicious, naming the token', async () => {
    expect((await checkBlur(order({ paymentToken: UNKNOWN, price: '1000000000000000000' }), facts())).hits).toEqual([
      {
        feature_id: 'BLUR_UNLISTED_PAYMENT',
        type: 'Malicious',
        description: `This Blur listing sells your NFT for a token (${shortAddress(UNKNOWN)}) that is no currency Preflight knows: a look-alike of a real currency pays nothing.`,
        address: UNKNOWN,
        reason: 'blur_farming',
        stakes: true,
      },
    ]);
  });

  it('a real price, or a bid: Info that says which', async () => {
    expect((await checkBlur(order({ price: '500000000000000000' }), facts())).hits).toEqual([{ feature_id: 'BLUR_ORDER', type: 'Info', description: 'Signs a Blur listing at a real price.' }]);
    expect((await checkBlur(order({ paymentToken: KNOWN_TOKEN, price: '500000000' }), facts())).hits.map((h) => h.feature_id)).toEqual(['BLUR_ORDER']);
    expect((await checkBlur(order({ side: 0 }), facts())).hits).toEqual([{ feature_id: 'BLUR_ORDER', type: 'Info', description: 'Signs a Blur bid at a real price.' }]);
  });

  it('another exchange\'s name, or another primary type, is not Blur\'s', async () => {
    const other = typed({ types: { Root: [{ name: 'root', type: 'bytes32' }] }, primaryType: 'Root', domain: { name: 'Blur Exchange v2' }, message: { root: `0x${'ab'.repeat(32)}` } });
    expect((await checkBlur(other, facts())).recognised).toBe(false);
    const mail = typed({ types: { Mail: [{ name: 'a', type: 'string' }] }, primaryType: 'Mail', domain: { name: 'Blur Exchange' }, message: { a: 'x' } });
    expect((await checkBlur(mail, facts())).recognised).toBe(false);
  });
});
