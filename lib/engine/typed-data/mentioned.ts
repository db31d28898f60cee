/**
 * The token and collection contracts a typed-data signature names (a Seaport
 * order's items, a permit's token), so the signature's scan can describe them
 * (address_details: the registry's name, else what the contract calls itself)
 * and the review reads "BoredApeYachtClub #8520", not an address.
 */
import type { Address } from 'viem';
import { classifyRequest } from '../../format/method';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ZERO = /^0x0{40}$/;
/** Bound: a bulk order can name many items; each one is read over the RPC. */
const MAX_MENTIONED = 12;

const isContractAddress = (v: unknown): v is Address => typeof v === 'string' && ADDRESS.test(v) && !ZERO.test(v);

/** The `token` of each item: a list of items, or one (Permit2's PermitSingle `details`). */
function itemTokens(items: unknown): unknown[] {
  const list: unknown[] = Array.isArray(items) ? items : items === undefined ? [] : [items];
  return list.map((i) => (typeof i === 'object' && i !== null ? Reflect.get(i, 'token') : undefined));
}

export function mentionedAddresses(method: string, params: unknown): Address[] {
  const req = classifyRequest(method, params);
  if (!('typedData' in req) || !req.typedData) return [];
  const td = req.typedData;
  const m = td.message;
  const found: unknown[] =
    req.kind === 'order_seaport' ? [...itemTokens(m.offer), ...itemTokens(m.consideration)]
    : req.kind === 'order_blur' ? [m.collection, m.paymentToken]
    : req.kind === 'permit' ? [td.domain.verifyingContract]
    : req.kind === 'permit2' ? [...itemTokens(m.details), ...itemTokens(m.permitted)]
    : [];
  const unique = new Map<string, Address>();
  for (const a of found) if (isContractAddress(a)) unique.set(a.toLowerCase(), a);
  return [...unique.values()].slice(0, MAX_MENTIONED);
}
