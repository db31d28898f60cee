/**
 * An order of a kind no rule knows, judged by its sides (roles/order-sides.ts): what the user
 * gives, what comes back, and who may fill it. Off the app's own site it is Malicious when
 *  - the user gives a positive amount for dust of a currency or a token with decimals: at most a
 *    millionth of one whole unit (1 raw unit when the decimals are unknown), nothing in return; one
 *    unit of an NFT is an item, so an NFT side is never dust; or
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

/** Dust is at most a millionth of one whole unit: 1 raw unit of a 6-decimal stablecoin, 0.000001 of an 18-decimal coin. */
const DUST_DIGITS = 6;

/** An amount of a token in words: "0.000001 WETH", or raw units when its decimals are unknown. */
export async function amountWords(token: OrderSide['token'], amount: bigint, facts: RuleFacts): Promise<string> {
  const info = await facts.tokenOf(token);
  const name = info?.symbol ?? (await tokenName(token, facts));
  return info?.decimals === undefined ? `${amount.toString()} raw unit${amount === 1n ? '' : 's'} of ${name}` : `${formatTokenAmount(amount, info.decimals)} ${name}`;
}

/**
 * The most of a token that is still nothing in return: a millionth of one whole unit (at least 1 raw
 * unit; 1 raw unit of a currency whose decimals are unknown). Undefined for a token without decimals
 * (one unit of an NFT is an item, never dust).
 */
export async function dustLimit(token: OrderSide['token'], facts: RuleFacts): Promise<bigint | undefined> {
  const decimals = (await facts.tokenOf(token))?.decimals;
  if (decimals !== undefined && decimals > 0) return decimals > DUST_DIGITS ? 10n ** BigInt(decimals - DUST_DIGITS) : 1n;
  return facts.isCurrency(token) ? 1n : undefined;
}

/** The counterparty a named wallet restricts the order to, when the chain says it is a personal account. */
async function soleFiller(sides: OrderSides, facts: RuleFacts): Promise<OrderSide['wallet']> {
  const w = sides.gets.wallet;
  if (w === undefined || BigInt(w) < SENTINEL_LIMIT || isUserOrKnown(w, facts)) return undefined;
  return (await facts.kindOf(w)) === 'eoa' ? w : undefined;
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
  const gives = await amountWords(sides.gives.token, sides.gives.amount, facts);
  const site = siteWords(relation, typed.domain.name, facts);
  const dust = await dustLimit(sides.gets.token, facts);
  if (dust !== undefined && sides.gets.amount <= dust) {
    const back = sides.gets.amount === 0n ? 'nothing' : await amountWords(sides.gets.token, sides.gets.amount, facts);
    return [hit(IDS.forDust, 'Malicious', `${what} gives ${gives} ("${sides.gives.name}" side, your wallet) for ${back} in return ("${sides.gets.name}" side): whoever fills it takes your tokens for nothing.${site}`, { reason: 'trade_order_farming', stakes: true })];
  }
  const filler = await soleFiller(sides, facts);
  if (filler === undefined || !(await givesWholeBalance(sides.gives, facts))) return [];
  const gets = await amountWords(sides.gets.token, sides.gets.amount, facts);
  return [hit(IDS.privateWhole, 'Malicious', `${what} gives ${gives}, your whole balance, for ${gets}, and only ${shortAddress(filler)}, a personal account that is not you, may fill it ("${sides.gets.name}" wallet).${site}`, { address: filler, reason: 'trade_order_farming', stakes: true })];
}
