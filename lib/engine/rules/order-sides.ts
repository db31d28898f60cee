/**
 * An order of a kind no rule knows, judged by its sides (roles/order-sides.ts): what the user
 * gives, what comes back, and who may fill it. Off the app's own site it is Malicious when
 *  - the user gives a positive amount for 0 or 1 raw unit of a currency or a token with decimals
 *    (dust: nothing in return; one unit of an NFT is an item, so an NFT side is never dust), or
 *  - only one personal account may fill it (a named counterparty the chain says is a person) and
 *    it gives the user's whole balance (facts mode): a private order a drainer fills at leisure.
 * An ordinary order (open to anyone, or at a price the engine cannot judge) adds nothing.
 */
import { shortAddress } from '../../format/address';
import { formatTokenAmount } from '../../format/amount';
import { orderSides, type OrderSide, type OrderSides } from '../roles/order-sides';
import type { SanitizedTypedData } from '../typed-data/types';
import { isUserOrKnown, tokenName } from './names';
import { relationOf, SENTINEL_LIMIT, siteWords } from './typed-roles';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = { forDust: 'ORDER_GIVES_FOR_DUST', privateWhole: 'ORDER_WHOLE_BALANCE_TO_ONE_ACCOUNT' } as const;

const DUST = 1n;

async function amountWords(side: OrderSide, facts: RuleFacts): Promise<string> {
  const info = await facts.tokenOf(side.token);
  const name = info?.symbol ?? (await tokenName(side.token, facts));
  return info?.decimals === undefined ? `${side.amount.toString()} raw units of ${name}` : `${formatTokenAmount(side.amount, info.decimals)} ${name}`;
}

/** The counterparty a named wallet restricts the order to, when the chain says it is a personal account. */
async function soleFiller(sides: OrderSides, facts: RuleFacts): Promise<OrderSide['wallet']> {
  const w = sides.gets.wallet;
  if (w === undefined || BigInt(w) < SENTINEL_LIMIT || isUserOrKnown(w, facts)) return undefined;
  return (await facts.kindOf(w)) === 'eoa' ? w : undefined;
}

/** One unit of an NFT is the whole item: only a currency or a token with decimals can be paid in dust. */
async function isFungible(side: OrderSide, facts: RuleFacts): Promise<boolean> {
  return facts.isCurrency(side.token) || ((await facts.tokenOf(side.token))?.decimals ?? 0) > 0;
}

async function givesWholeBalance(side: OrderSide, facts: RuleFacts): Promise<boolean> {
  const balance = await facts.balanceOf(side.token);
  return balance !== undefined && balance > 0n && side.amount >= balance;
}

export async function judgeOrderSides(typed: SanitizedTypedData, facts: RuleFacts): Promise<RuleHit[]> {
  const sides = orderSides(typed.message, facts.signer);
  if (sides === undefined || sides.gives.amount === 0n) return [];
  const relation = relationOf(typed, facts);
  if (relation.kind === 'own') return [];
  const what = `This ${typed.primaryType} signature`;
  const gives = await amountWords(sides.gives, facts);
  const site = siteWords(relation, typed.domain.name, facts);
  if (sides.gets.amount <= DUST && (await isFungible(sides.gets, facts))) {
    const back = sides.gets.amount === 0n ? 'nothing' : `1 raw unit of ${await tokenName(sides.gets.token, facts)}`;
    return [hit(IDS.forDust, 'Malicious', `${what} gives ${gives} ("${sides.gives.name}" side, your wallet) for ${back} in return ("${sides.gets.name}" side): whoever fills it takes your tokens for nothing.${site}`, { reason: 'trade_order_farming', stakes: true })];
  }
  const filler = await soleFiller(sides, facts);
  if (filler === undefined || !(await givesWholeBalance(sides.gives, facts))) return [];
  const gets = await amountWords(sides.gets, facts);
  return [hit(IDS.privateWhole, 'Malicious', `${what} gives ${gives}, your whole balance, for ${gets}, and only ${shortAddress(filler)}, a personal account that is not you, may fill it ("${sides.gets.name}" wallet).${site}`, { address: filler, reason: 'trade_order_farming', stakes: true })];
}
