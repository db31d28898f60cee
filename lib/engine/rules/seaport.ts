/**
 * Seaport orders (OrderComponents, BulkOrder trees: every leaf) signed for
 * Seaport 1.1–1.6. A listing must pay the offerer in a currency at a real
 * price (nft-sale.ts); an offer must get the offerer something back. The
 * classic "free listing" / dust listing drain is Malicious seaport_farming.
 */
import { getAddress, zeroAddress, type Address } from 'viem';
import { addressField, bigintField, flattenStructs, structList } from '../typed-data/read';
import type { SanitizedTypedData, TypedStruct } from '../typed-data/types';
import { judgeNftSale, type Payment } from './nft-sale';
import { NOT_MINE, sameAddress, type TypedRuleOutput } from './typed-shared';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = { underpriced: 'SEAPORT_UNDERPRICED', order: 'SEAPORT_ORDER' } as const;

export const SEAPORT_ADDRESSES: readonly Address[] = [
  '0x00000000006c3852cbEf3e08E8dF289169EdE581', // 1.1
  '0x00000000000006c7676171937C444f6BDe3D6282', // 1.2
  '0x0000000000000aD24e80fd803C6ac37206a45f15', // 1.3
  '0x00000000000001ad428e4906aE43D8F9852d0dD6', // 1.4
  '0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC', // 1.5
  '0x0000000000000068F116a894984e2DB1123eB395', // 1.6
].map((a) => getAddress(a.toLowerCase()));

const NATIVE = 0n;
const ERC20 = 1n;

/** The smaller end of a Dutch auction: what the offerer can be paid. */
function minAmount(item: TypedStruct): bigint {
  const start = bigintField(item, 'startAmount') ?? 0n;
  const end = bigintField(item, 'endAmount') ?? 0n;
  return start < end ? start : end;
}

function received(order: TypedStruct, offerer: Address): { payments: Payment[]; nfts: number } {
  const payments: Payment[] = [];
  let nfts = 0;
  for (const c of structList(order, 'consideration')) {
    if (!sameAddress(addressField(c, 'recipient'), offerer)) continue;
    const itemType = bigintField(c, 'itemType');
    const amount = minAmount(c);
    if (itemType === NATIVE) payments.push({ token: zeroAddress, amount });
    else if (itemType === ERC20) payments.push({ token: addressField(c, 'token') ?? zeroAddress, amount });
    else if (amount > 0n) nfts += 1;
  }
  return { payments, nfts };
}

export function isSeaport(typed: SanitizedTypedData): boolean {
  if (typed.primaryType !== 'OrderComponents' && typed.primaryType !== 'BulkOrder') return false;
  return typed.domain.name === 'Seaport' || SEAPORT_ADDRESSES.some((a) => sameAddress(a, typed.domain.verifyingContract));
}

function judgeOrder(order: TypedStruct, facts: RuleFacts): RuleHit | undefined {
  const offerer = addressField(order, 'offerer');
  const offer = structList(order, 'offer');
  if (offerer === undefined || offer.length === 0) return undefined;
  const got = received(order, offerer);
  const offeredNfts = offer.filter((o) => (bigintField(o, 'itemType') ?? 0n) > ERC20).length;
  if (offeredNfts > 0) {
    if (got.nfts > 0) return undefined; // an NFT swap: something real comes back
    return judgeNftSale({ market: 'Seaport', idPrefix: 'SEAPORT', reason: 'seaport_farming', nfts: offeredNfts, payments: got.payments }, facts);
  }
  // An offer (tokens out): the offerer must get an NFT or tokens back.
  if (got.nfts === 0 && got.payments.every((p) => p.amount === 0n)) {
    return hit(IDS.underpriced, 'Malicious', 'This Seaport order gives away your tokens and pays you nothing.', { address: offerer, reason: 'seaport_farming', stakes: true });
  }
  return undefined;
}

export async function checkSeaport(typed: SanitizedTypedData, facts: RuleFacts): Promise<TypedRuleOutput> {
  if (!isSeaport(typed)) return NOT_MINE;
  const orders = typed.primaryType === 'BulkOrder' ? flattenStructs(typed.message.tree) : [typed.message];
  const hits: RuleHit[] = [];
  for (const order of orders) {
    const h = judgeOrder(order, facts);
    if (h) hits.push(h);
  }
  const real = orders.filter((o) => structList(o, 'offer').length > 0).length;
  if (hits.length === 0 && real === 0) hits.push(hit(IDS.order, 'Info', 'Signs a Seaport order that offers nothing of yours.'));
  else if (hits.length === 0) hits.push(hit(IDS.order, 'Info', `Signs ${real === 1 ? 'a Seaport order' : `${real} Seaport orders`} (a marketplace listing or offer) that pays you in a known currency.`));
  return { hits, exposures: [], recognised: true };
}
