/**
 * Swap and limit orders signed off-chain (CoW, 1inch, 0x, UniswapX and any
 * order of the same shape): whoever receives the proceeds must be the user
 * (the zero address means "the maker" in these protocols) or a known contract,
 * and the order must buy something. Read from the fields, not the protocol name:
 *  - `receiver` + buyAmount / takingAmount (CoW, 1inch),
 *  - `maker` + takerAmount (0x: the maker is paid),
 *  - any list of outputs with a recipient and amounts (UniswapX `outputs`,
 *    V2/V3 `baseOutputs`, priority orders).
 * Otherwise Malicious trade_order_farming.
 */
import { zeroAddress, type Address } from 'viem';
import { addressField, bigintField, isStruct, structField, structList } from '../typed-data/read';
import { isGiveaway, worthOf, type Worth } from '../tokens/currency';
import type { SanitizedTypedData, TypedStruct } from '../typed-data/types';
import { isUserOrKnown, partyName, tokenName } from './names';
import { NOT_MINE, type TypedRuleOutput } from './typed-shared';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = { toOther: 'ORDER_PROCEEDS_TO_OTHER', forNothing: 'ORDER_FOR_NOTHING', order: 'TRADE_ORDER' } as const;

interface Proceeds {
  recipient: Address;
  field: string;
  token: Address | undefined;
  amount: bigint;
}

function minOf(s: TypedStruct): bigint | undefined {
  const start = bigintField(s, 'startAmount');
  const end = bigintField(s, 'endAmount');
  if (start !== undefined && end !== undefined) return start < end ? start : end;
  return bigintField(s, 'amount') ?? bigintField(s, 'minAmount') ?? start ?? end;
}

/**
 * The first list field whose items name a recipient (outputs, baseOutputs …).
 * Seaport's `consideration` also names recipients, but pays fees and royalties
 * to others by design; seaport.ts judges it.
 */
function outputList(m: TypedStruct): TypedStruct[] {
  for (const name of Object.keys(m)) {
    if (name === 'consideration') continue;
    const list = structList(m, name);
    if (list.length > 0 && list.every((o) => addressField(o, 'recipient') !== undefined)) return list;
  }
  return [];
}

/**
 * The order kinds this rule knows, by the fields their EIP-712 types declare together (not one
 * field name that happens to match): CoW, 1inch, 0x. Any other order (an order book the engine
 * does not know) is left to the roles reading of typed-generic.ts: who gives, who gets, who fills.
 */
const KINDS: readonly (readonly string[])[] = [
  ['sellToken', 'buyToken', 'receiver', 'sellAmount', 'buyAmount', 'validTo'],
  ['maker', 'receiver', 'makerAsset', 'takerAsset', 'makingAmount', 'takingAmount'],
  ['maker', 'makerToken', 'takerToken', 'makerAmount', 'takerAmount'],
];
const isKnownKind = (m: TypedStruct): boolean => KINDS.some((fields) => fields.every((f) => f in m));

/** The proceeds an order declares, or undefined when the message is not an order of a known shape. */
function proceedsOf(m: TypedStruct, signer: Address | undefined): Proceeds[] | undefined {
  const outputs = outputList(m);
  if (outputs.length > 0) {
    return outputs.flatMap((o) => {
      const recipient = addressField(o, 'recipient');
      const amount = minOf(o);
      return recipient !== undefined && amount !== undefined ? [{ recipient, field: 'recipient', token: addressField(o, 'token'), amount }] : [];
    });
  }
  if (!isKnownKind(m)) return undefined;
  const maker = addressField(m, 'maker') ?? addressField(m, 'owner') ?? signer;
  const receiver = addressField(m, 'receiver');
  const bought = bigintField(m, 'buyAmount') ?? bigintField(m, 'takingAmount');
  if (receiver !== undefined && bought !== undefined) {
    const recipient = receiver.toLowerCase() === zeroAddress && maker !== undefined ? maker : receiver;
    return [{ recipient, field: 'receiver', token: addressField(m, 'buyToken') ?? addressField(m, 'takerAsset'), amount: bought }];
  }
  const takerAmount = bigintField(m, 'takerAmount');
  const makerField = addressField(m, 'maker');
  if (makerField !== undefined && takerAmount !== undefined) {
    return [{ recipient: makerField, field: 'maker', token: addressField(m, 'takerToken'), amount: takerAmount }];
  }
  return undefined;
}

interface Sold {
  token: Address;
  amount: bigint;
}

/** What the order sells: CoW sellToken, 1inch makerAsset, 0x makerToken, UniswapX `input`, or the Permit2 transfer it rides on. */
function soldOf(order: TypedStruct, outer: TypedStruct): Sold | undefined {
  const pairs: Array<[string, string]> = [['sellToken', 'sellAmount'], ['makerAsset', 'makingAmount'], ['makerToken', 'makerAmount']];
  for (const [t, n] of pairs) {
    const token = addressField(order, t);
    const amount = bigintField(order, n);
    if (token !== undefined && amount !== undefined) return { token, amount };
  }
  for (const s of [structField(order, 'input'), structField(outer, 'permitted')]) {
    const token = s ? addressField(s, 'token') : undefined;
    const amount = s ? minOf(s) : undefined;
    if (token !== undefined && amount !== undefined) return { token, amount };
  }
  return undefined;
}

/** Both sides priced (native, wrapped native, stablecoins) and what comes back is a giveaway at every plausible price. */
function givenAway(sold: Sold | undefined, proceeds: readonly Proceeds[], facts: RuleFacts): boolean {
  if (sold === undefined || proceeds.some((p) => p.token === undefined)) return false;
  const worths = proceeds.map((p) => worthOf(facts.chainId, p.token ?? zeroAddress, p.amount));
  const eth = worths.reduce((sum, w) => (w.unit === 'eth' ? sum + w.wei : sum), 0n);
  const cents = worths.reduce((sum, w) => (w.unit === 'usd' ? sum + w.cents : sum), 0n);
  if (worths.some((w) => w.unit === 'unpriced') || (eth > 0n && cents > 0n)) return false;
  const received: Worth = eth > 0n ? { unit: 'eth', wei: eth } : { unit: 'usd', cents };
  return isGiveaway(worthOf(facts.chainId, sold.token, sold.amount), received);
}

export async function checkTradeOrder(typed: SanitizedTypedData, facts: RuleFacts): Promise<TypedRuleOutput> {
  const witness = typed.message.witness;
  const order = isStruct(witness) ? witness : typed.message;
  const proceeds = proceedsOf(order, facts.signer);
  if (proceeds === undefined || proceeds.length === 0) return NOT_MINE;
  const app = typed.domain.name ? `${typed.domain.name} ` : '';
  const hits: RuleHit[] = [];
  for (const p of proceeds) {
    if (!isUserOrKnown(p.recipient, facts) && facts.signer !== undefined) {
      hits.push(hit(IDS.toOther, 'Malicious', `This ${app}order sends what you buy to ${partyName(p.recipient, facts)} ("${p.field}"), which is neither you nor a contract Preflight knows.`, { address: p.recipient, reason: 'trade_order_farming', stakes: true }));
    }
  }
  if (proceeds.every((p) => p.amount === 0n)) {
    hits.push(hit(IDS.forNothing, 'Malicious', `This ${app}order gives away your tokens for nothing in return.`, { reason: 'trade_order_farming', stakes: true }));
  } else if (givenAway(soldOf(order, typed.message), proceeds, facts)) {
    hits.push(hit(IDS.forNothing, 'Malicious', `This ${app}order sells your tokens for less than a hundredth of their worth at any plausible price: nearly nothing in return.`, { reason: 'trade_order_farming', stakes: true }));
  }
  if (hits.length === 0) {
    const first = proceeds[0];
    const buys = first ? await tokenName(first.token, facts) : 'tokens';
    hits.push(hit(IDS.order, 'Info', `Signs a ${app}order that pays ${buys} to you.`));
  }
  return { hits, exposures: [], recognised: true };
}
