/**
 * A marketplace order as "You give / You get": the items in token units with
 * names (the collection as the scan names it, the chain's coin for native
 * amounts), and what goes to others split into known fees (named) and the
 * rest. Built from the signed message alone; a name comes from the scan.
 */
import { formatTokenAmount, parseRawAmount } from './amount';
import { shortAddress } from './address';
import { feeRecipientName } from './fee-recipients';
import { isRecord, type Loose } from './guards';
import type { TypedData } from './typed-data';

export interface OrderLine {
  text: string;
  /** The token or collection contract (native coin: none). */
  token?: string;
  /** Who receives it, for a line that goes to someone other than the signer. */
  recipient?: string;
  recipientName?: string;
  /** Its USD value, when the scan priced it ("$1,234.56"). */
  usd?: string;
}

export interface OrderSummary {
  give: OrderLine[];
  get: OrderLine[];
  /** To known fee recipients (marketplace fees). */
  fees: OrderLine[];
  /** To anyone else: royalties, or a scammer's cut. */
  others: OrderLine[];
}

export interface OrderContext {
  /** The name of a token or collection contract (scan: registry name, symbol, or what it calls itself). */
  assetName: (address: string) => string | undefined;
  /** Symbol and decimals of an ERC-20, when the scan knows them. */
  tokenOf: (address: string) => { symbol: string | undefined; decimals: number } | undefined;
  /** The chain's coin. */
  native: { symbol: string; decimals: number };
  /** The name of a recipient (scan name tags). */
  nameOf: (address: string) => string | undefined;
}

const asRecord = (v: unknown): Loose | undefined => (isRecord(v) ? v : undefined);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

/** One Seaport item in words: "0.000975 ETH", "100 USDC", "BoredApeYachtClub #8520", "any BoredApeYachtClub". */
export function itemText(item: Loose, ctx: OrderContext): OrderLine {
  const type = Number(item.itemType);
  const token = typeof item.token === 'string' && ADDRESS.test(item.token) ? item.token : undefined;
  const amount = parseRawAmount(str(item.startAmount));
  const id = parseRawAmount(str(item.identifierOrCriteria));
  const name = token ? (ctx.assetName(token) ?? shortAddress(token)) : '';
  if (type === 0) return { text: amount === undefined ? `? ${ctx.native.symbol}` : `${formatTokenAmount(amount, ctx.native.decimals)} ${ctx.native.symbol}` };
  const line = (text: string): OrderLine => ({ text, ...(token ? { token } : {}) });
  if (type === 1) {
    const t = token ? ctx.tokenOf(token) : undefined;
    if (amount === undefined) return line(`? ${name}`);
    return line(t ? `${formatTokenAmount(amount, t.decimals)} ${t.symbol ?? name}` : `${amount.toString()} ${name} (raw units)`);
  }
  // NFTs: 2/3 one token id, 4/5 "any" item of the collection (criteria).
  const count = amount !== undefined && amount > 1n ? `${amount.toString()} × ` : '';
  if (type >= 4) return line(`${count}any ${name}`);
  return line(`${count}${name}${id === undefined ? '' : ` #${id.toString()}`}`);
}

/** A Seaport order from the signer's side: the offer leaves; of the consideration, what comes back is theirs. */
export function seaportOrderSummary(td: TypedData, signer: string | undefined, ctx: OrderContext): OrderSummary | undefined {
  const m = td.message;
  const offerer = typeof m.offerer === 'string' ? m.offerer.toLowerCase() : signer?.toLowerCase();
  const offer = asArray(m.offer).map(asRecord).filter((r) => r !== undefined);
  const consideration = asArray(m.consideration).map(asRecord).filter((r) => r !== undefined);
  if (offer.length === 0 && consideration.length === 0) return undefined;
  const summary: OrderSummary = { give: offer.map((i) => itemText(i, ctx)), get: [], fees: [], others: [] };
  for (const item of consideration) {
    const line = itemText(item, ctx);
    const recipient = typeof item.recipient === 'string' ? item.recipient : undefined;
    if (!recipient || recipient.toLowerCase() === offerer) {
      summary.get.push(line);
      continue;
    }
    const fee = feeRecipientName(recipient);
    const recipientName = fee ?? ctx.nameOf(recipient);
    (fee ? summary.fees : summary.others).push({ ...line, recipient, ...(recipientName ? { recipientName } : {}) });
  }
  return summary;
}
