/**
 * A listing: an order of a kind no rule knows whose sides are not pairs of wallet / token / amount
 * (roles/order-sides.ts) but a seller, a currency and a price — `maker` is the user, `paymentToken`
 * (or `currency`) names what is paid, and fields ending in "price" (`basePrice`, `endedPrice`) say how
 * much. What is sold is the rest of the message (items by contract and id): the user gives it to
 * whoever fills the order at that price. Names of the protocol never enter the reading.
 */
import { isAddress, type Address } from 'viem';
import type { TypedStruct, TypedValue } from '../typed-data/types';
import { roleOfName } from './vocabulary';

export interface Listing {
  /** The field that names the user as the one whose items are sold ("maker"). */
  seller: string;
  currency: Address;
  /** The highest price the order asks (a declining sale ends lower), and the field that says it. */
  price: bigint;
  priceField: string;
}

const PRICE = /price$/i;
const CURRENCY = /(token|currency)$/i;

const asAddress = (v: TypedValue | undefined): Address | undefined => (typeof v === 'string' && isAddress(v, { strict: false }) ? v : undefined);

/** The listing the message is, when its top level holds the user as seller, one currency and a price. */
export function listingOf(m: TypedStruct, user: Address | undefined): Listing | undefined {
  if (user === undefined) return undefined;
  const fields = Object.entries(m);
  const seller = fields.find(([k, v]) => roleOfName(k) === 'source' && asAddress(v)?.toLowerCase() === user.toLowerCase())?.[0];
  const currencies = fields.flatMap(([k, v]) => (CURRENCY.test(k) && asAddress(v) !== undefined ? [asAddress(v)] : []));
  const prices = fields.flatMap(([k, v]): [string, bigint][] => (PRICE.test(k) && typeof v === 'bigint' ? [[k, v]] : []));
  const [currency] = currencies;
  if (seller === undefined || currency === undefined || currencies.length !== 1 || prices.length === 0) return undefined;
  const [priceField, price] = prices.reduce((top, p) => (p[1] > top[1] ? p : top));
  return { seller, currency, price, priceField };
}
