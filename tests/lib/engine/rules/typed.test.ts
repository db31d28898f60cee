import { describe, expect, it } from 'vitest';
import { checkBlur } from '../../../../lib/engine/rules/blur';
import { checkPermit } from '../../../../lib/engine/rules/permit';
import { checkPermit2, isRealPermit2 } from '../../../../lib/engine/rules/permit2';
import { checkSeaport } from '../../../../lib/engine/rules/seaport';
import { checkTypedChain } from '../../../../lib/engine/rules/typed-chain';
import { checkGenericTyped } from '../../../../lib/engine/rules/typed-generic';
import { checkSite } from '../../../../lib/engine/rules/domain';
import { sanitizeTypedData } from '../../../../lib/engine/typed-data/sanitize';
import type { SanitizedTypedData } from '../../../../lib/engine/typed-data/types';
import { CONTRACT, EOA, KNOWN_TOKEN, PERMIT2, UNKNOWN, USER, facts, site } from './support';

function typed(input: unknown): SanitizedTypedData {
  const r = sanitizeTypedData(input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.typedData;
}

const permitTypes = { Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] };

describe('EIP-2612 permit rule', () => {
  it('emits an exposure with token, spender, amount and deadline', async () => {
    const out = await checkPermit(typed({ types: permitTypes, primaryType: 'Permit', domain: { name: 'T', chainId: 1, verifyingContract: CONTRACT }, message: { owner: USER, spender: UNKNOWN, value: '1000', nonce: 0, deadline: 1900000000 } }), facts());
    // A limited amount to an address of unknown kind is shown, not flagged (#26); the exposure carries it.
    expect(out.hits.map((h) => h.type)).toEqual(['Benign']);
    expect(out.exposures).toEqual([{ token: CONTRACT, spender: UNKNOWN, amount: 1000n, isApprovedForAll: false, expiration: 1900000000n }]);
  });
  it('ignores messages that are not permits', async () => {
    expect((await checkPermit(typed({ types: { Mail: [{ name: 'a', type: 'string' }] }, primaryType: 'Mail', message: { a: 'x' } }), facts())).recognised).toBe(false);
  });
});

describe('Permit2 rule', () => {
  const single = (verifyingContract: string, name = 'Permit2') => typed({
    types: {
      PermitSingle: [{ name: 'details', type: 'PermitDetails' }, { name: 'spender', type: 'address' }, { name: 'sigDeadline', type: 'uint256' }],
      PermitDetails: [{ name: 'token', type: 'address' }, { name: 'amount', type: 'uint160' }, { name: 'expiration', type: 'uint48' }, { name: 'nonce', type: 'uint48' }],
    },
    primaryType: 'PermitSingle',
    domain: { name, chainId: 1, verifyingContract },
    message: { details: { token: CONTRACT, amount: 5, expiration: 99, nonce: 0 }, spender: CONTRACT, sigDeadline: 1 },
  });
  it('accepts the canonical address (and zkSync Era\'s only on chain 324)', () => {
    expect(isRealPermit2(PERMIT2, 1)).toBe(true);
    expect(isRealPermit2('0x0000000000225e31D15943971F47aD3022F714Fa', 324)).toBe(true);
    expect(isRealPermit2('0x0000000000225e31D15943971F47aD3022F714Fa', 1)).toBe(false);
  });
  it('is Malicious on a contract claiming to be Permit2; leaves other protocols\' types alone', async () => {
    const fake = await checkPermit2(single(EOA), facts());
    expect(fake.hits.map((h) => [h.feature_id, h.reason ?? ''])).toEqual([['PERMIT2_FAKE_CONTRACT', 'permit_farming'], ['PERMIT', '']]);
    const toEoa = await checkPermit2({ ...single(PERMIT2), message: { ...single(PERMIT2).message, spender: EOA } }, facts());
    expect(toEoa.hits.map((h) => [h.feature_id, h.reason ?? ''])).toEqual([['PERMIT_TO_EOA', 'permit_farming']]);
    expect((await checkPermit2(single(EOA, 'Other'), facts())).recognised).toBe(false);
    const real = await checkPermit2(single(PERMIT2), facts());
    // A limited amount to a contract is ordinary (shown, Benign).
    expect(real.hits.map((h) => h.type)).toEqual(['Benign']);
    expect(real.exposures).toEqual([{ token: CONTRACT, spender: CONTRACT, amount: 5n, isApprovedForAll: false, expiration: 99n }]);
  });
});

describe('marketplace rules', () => {
  const seaportTypes = {
    OrderComponents: [{ name: 'offerer', type: 'address' }, { name: 'offer', type: 'OfferItem[]' }, { name: 'consideration', type: 'ConsiderationItem[]' }],
    OfferItem: [{ name: 'itemType', type: 'uint8' }, { name: 'token', type: 'address' }, { name: 'startAmount', type: 'uint256' }, { name: 'endAmount', type: 'uint256' }],
    ConsiderationItem: [{ name: 'itemType', type: 'uint8' }, { name: 'token', type: 'address' }, { name: 'startAmount', type: 'uint256' }, { name: 'endAmount', type: 'uint256' }, { name: 'recipient', type: 'address' }],
  };
  const order = (consideration: unknown[]) => typed({
    types: seaportTypes, primaryType: 'OrderComponents', domain: { name: 'Seaport' },
    message: { offerer: USER, offer: [{ itemType: 2, token: CONTRACT, startAmount: 1, endAmount: 1 }], consideration },
  });
  const pay = (itemType: number, amount: string, recipient = USER, token = KNOWN_TOKEN) => ({ itemType, token, startAmount: amount, endAmount: amount, recipient });
  it.each([
    ['no consideration', [], 'SEAPORT_UNDERPRICED'],
    ['1 wei to the offerer, fees elsewhere', [pay(0, '1'), pay(0, '10000000000000000000', EOA)], 'SEAPORT_UNDERPRICED'],
    ['dust ERC-20', [pay(1, '999')], 'SEAPORT_UNDERPRICED'],
    ['0.001 ETH for an NFT (below the per-NFT floor)', [pay(0, '1000000000000000')], 'SEAPORT_UNDERPRICED'],
    ['a token that is no currency', [pay(1, '50000000000000000000', USER, CONTRACT)], 'SEAPORT_UNLISTED_PAYMENT'],
    ['a real ETH price', [pay(0, '50000000000000000')], 'SEAPORT_ORDER'],
    ['a real stablecoin price', [pay(1, '50000000')], 'SEAPORT_ORDER'],
    ['an NFT swap', [pay(2, '1', USER, CONTRACT)], 'SEAPORT_ORDER'],
  ])('Seaport: %s', async (_n, consideration, id) => {
    const hits = (await checkSeaport(order(consideration), facts())).hits;
    expect(hits.map((h) => h.feature_id)).toEqual([id]);
    expect(hits.map((h) => h.reason ?? '')).toEqual([id === 'SEAPORT_ORDER' ? '' : 'seaport_farming']);
  });

  it('Blur: a sell at ~0 is Malicious, a priced sell or a bid is Info', async () => {
    const blur = (side: number, price: string) => typed({
      types: { Order: [{ name: 'trader', type: 'address' }, { name: 'side', type: 'uint8' }, { name: 'collection', type: 'address' }, { name: 'price', type: 'uint256' }] },
      primaryType: 'Order', domain: { name: 'Blur Exchange' }, message: { trader: USER, side, collection: CONTRACT, price },
    });
    expect((await checkBlur(blur(1, '0'), facts())).hits.map((h) => h.reason)).toEqual(['blur_farming']);
    expect((await checkBlur(blur(1, '100000000000000000'), facts())).hits.map((h) => h.type)).toEqual(['Info']);
    expect((await checkBlur(blur(0, '0'), facts())).hits.map((h) => h.type)).toEqual(['Info']);
  });
});

describe('chain and generic typed-data rules', () => {
  const mail = (chainId: unknown, fields = [{ name: 'contents', type: 'string' }]) =>
    typed({ types: { Mail: fields }, primaryType: 'Mail', domain: { chainId }, message: {} });
  it('flags a domain chain other than the wallet\'s', () => {
    expect(checkTypedChain(mail(137), facts(1)).map((h) => [h.type, h.reason])).toEqual([['Malicious', 'other']]);
    expect(checkTypedChain(mail('0x89'), facts(137))).toEqual([]);
    expect(checkTypedChain(mail(137), facts(1, USER))).toHaveLength(1);
  });
  it('warns for approval-looking fields in unknown messages', async () => {
    expect((await checkGenericTyped(mail(1, [{ name: 'operator', type: 'address' }]), facts())).map((h) => h.type)).toEqual(['Warning']);
    expect((await checkGenericTyped(mail(1), facts())).map((h) => h.type)).toEqual(['Info']);
  });
  it('an unread message bound to a contract is at stake: from a lookalike site it is Malicious, unbound a Warning', async () => {
    const sale = (domain: Record<string, unknown>) => typed({ types: { SaleTerms: [{ name: 'itemPrice', type: 'uint256' }] }, primaryType: 'SaleTerms', domain, message: { itemPrice: '1' } });
    const look = site('app.zorbit-market.example', { lookalike: { of: 'zorbit.market', how: 'homoglyph' } });
    const verdictOn = async (t: SanitizedTypedData) => checkSite(look, (await checkGenericTyped(t, facts())).some((h) => h.stakes === true)).map((h) => h.type);
    expect(await verdictOn(sale({ chainId: 1, verifyingContract: CONTRACT }))).toEqual(['Malicious']);
    expect(await verdictOn(sale({ chainId: 1, name: 'Zorbit' }))).toEqual(['Warning']);
  });
  it('a grant whose grantee it cannot read is given to someone else: from a free-host page it is Malicious', async () => {
    const grant = typed({ types: { SetApproval: [{ name: 'approved', type: 'bool' }] }, primaryType: 'SetApproval', domain: { chainId: 1 }, message: { approved: true } });
    const hits = await checkGenericTyped(grant, facts());
    const page = site('zorbit-rewards.pages.dev', { deceptive: { how: 'free-host', detail: 'a page on pages.dev' } });
    expect(hits.map((h) => h.type)).toEqual(['Warning']);
    expect(checkSite(page, hits.some((h) => h.stakes === true), hits.some((h) => h.toOther === true)).map((h) => h.type)).toEqual(['Malicious']);
  });
  // Compound III's allowBySig message: who may manage the account is a grant like an approval.
  const authorization = (manager: string, isAllowed: boolean) => typed({
    types: { Authorization: [{ name: 'owner', type: 'address' }, { name: 'manager', type: 'address' }, { name: 'isAllowed', type: 'bool' }, { name: 'nonce', type: 'uint256' }, { name: 'expiry', type: 'uint256' }] },
    primaryType: 'Authorization',
    domain: { name: 'Compound USDC', version: '0', chainId: 1, verifyingContract: CONTRACT },
    message: { owner: USER, manager, isAllowed, nonce: 0, expiry: 1900000000 },
  });
  const judged = async (manager: string, isAllowed = true) => (await checkGenericTyped(authorization(manager, isAllowed), facts())).map((h) => [h.type, h.feature_id]);
  it('judges a signed grant of power by who receives it', async () => {
    expect(await judged(EOA)).toEqual([['Malicious', 'TYPED_DATA_APPROVAL_TO_EOA']]);
    expect(await judged(PERMIT2)).toEqual([['Info', 'TYPED_DATA_APPROVAL_TO_KNOWN']]);
    expect(await judged(UNKNOWN)).toEqual([['Warning', 'TYPED_DATA_APPROVAL_LIKE']]);
    expect(await judged(EOA, false)).toEqual([['Info', 'TYPED_DATA']]);
  });
});
