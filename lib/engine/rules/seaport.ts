/**
 * Seaport orders (OrderComponents, BulkOrder) signed for Seaport 1.1–1.6:
 * an order that gives assets away while paying the offerer about nothing is
 * the classic "free listing" drain. Malicious seaport_farming.
 */
import { getAddress, type Address } from 'viem';
import { addressField, bigintField, flattenStructs, structList } from '../typed-data/read';
import type { SanitizedTypedData, TypedStruct } from '../typed-data/types';
import { NOT_MINE, sameAddress, type TypedRuleOutput } from './typed-shared';
import { hit, type RuleHit } from './types';

export const IDS = { freeListing: 'SEAPORT_ZERO_CONSIDERATION', order: 'SEAPORT_ORDER' } as const;

export const SEAPORT_ADDRESSES: readonly Address[] = [
  '0x00000000006c3852cbEf3e08E8dF289169EdE581', // 1.1
  '0x00000000000006c7676171937C444f6BDe3D6282', // 1.2
  '0x0000000000000aD24e80fd803C6ac37206a45f15', // 1.3
  '0x00000000000001ad428e4906aE43D8F9852d0dD6', // 1.4
  '0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC', // 1.5
  '0x0000000000000068F116a894984e2DB1123eB395', // 1.6
].map((a) => getAddress(a.toLowerCase()));

/** "About zero": below these, a payment is dust (1e-6 ETH; 1 unit of a 6-decimal token). */
export const NATIVE_DUST = 10n ** 12n;
export const ERC20_DUST = 10n ** 6n;

function paidTo(order: TypedStruct, offerer: Address): { fungible: bigint; native: bigint; nfts: number } {
  let native = 0n;
  let fungible = 0n;
  let nfts = 0;
  for (const c of structList(order, 'consideration')) {
    if (!sameAddress(addressField(c, 'recipient'), offerer)) continue;
    const itemType = bigintField(c, 'itemType');
    // Take the smaller end of a Dutch auction: that is what the offerer can be paid.
    const start = bigintField(c, 'startAmount') ?? 0n;
    const end = bigintField(c, 'endAmount') ?? 0n;
    const amount = start < end ? start : end;
    if (itemType === 0n) native += amount;
    else if (itemType === 1n) fungible += amount;
    else if (amount > 0n) nfts += 1;
  }
  return { native, fungible, nfts };
}

export function isSeaport(typed: SanitizedTypedData): boolean {
  if (typed.primaryType !== 'OrderComponents' && typed.primaryType !== 'BulkOrder') return false;
  return typed.domain.name === 'Seaport' || SEAPORT_ADDRESSES.some((a) => sameAddress(a, typed.domain.verifyingContract));
}

export async function checkSeaport(typed: SanitizedTypedData): Promise<TypedRuleOutput> {
  if (!isSeaport(typed)) return NOT_MINE;
  const orders = typed.primaryType === 'BulkOrder' ? flattenStructs(typed.message.tree) : [typed.message];
  const hits: RuleHit[] = [];
  for (const order of orders) {
    const offerer = addressField(order, 'offerer');
    const offer = structList(order, 'offer');
    if (offerer === undefined || offer.length === 0) continue;
    const paid = paidTo(order, offerer);
    if (paid.nfts === 0 && paid.native < NATIVE_DUST && paid.fungible < ERC20_DUST) {
      hits.push(hit(IDS.freeListing, 'Malicious', `This Seaport order gives away ${offer.length} of your assets while paying you about nothing.`, { address: offerer, reason: 'seaport_farming' }));
    }
  }
  if (hits.length === 0) hits.push(hit(IDS.order, 'Info', `Signs ${orders.length === 1 ? 'a Seaport order' : `${orders.length} Seaport orders`} (a marketplace listing or offer).`));
  return { hits, exposures: [], recognised: true };
}
