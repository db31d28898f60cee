/**
 * A call Preflight cannot read that pays a list of people (decode/payout-lists.ts): two or more
 * distinct payees beside as many amounts, the amounts adding up to the native value the call sends
 * (or, without value, a token's amounts). That is a payroll or batch payment the user typed, shown
 * (Info) as a token transfer to a person is — not a stranger who may be credited. It still gives to
 * others (`toOther`), so a site deceptive in itself makes it Malicious (domain.ts); on a site named
 * with a lure, when the call moves the user's whole balance, or when it names anyone besides the
 * payees (and, without value, the token), the generic finding stays.
 */
import type { Address } from 'viem';
import { payoutList } from '../decode/payout-lists';
import { shortAddress } from '../../format/address';
import { lureWord } from './lure-site';
import { sameAddress } from './typed-shared';
import { wholeBalanceMoved } from './unread-balance';
import type { UnreadCall } from './unread-call';
import { hit, type RuleFacts, type RuleHit } from './types';

export const PAYS_LIST = 'UNREAD_CALL_PAYS_LIST';

/** The payees, when the call reads as a payment to several people; undefined otherwise. */
export function payrollPayees(call: UnreadCall, strangers: readonly Address[]): Address[] | undefined {
  const list = payoutList(call.data);
  if (list === undefined || list.payees.length < 2) return undefined;
  const distinct = new Set(list.payees.map((a) => a.toLowerCase())).size === list.payees.length;
  const total = list.amounts.reduce((a, b) => a + b, 0n);
  if (!distinct || (call.value > 0n && total !== call.value)) return undefined;
  const others = strangers.filter((s) => !list.payees.some((p) => sameAddress(p, s)));
  // Without value the one other address is the token paid; with value nothing else may be named.
  return others.length <= (call.value > 0n ? 0 : 1) ? list.payees : undefined;
}

export async function checkPayroll(call: UnreadCall, facts: RuleFacts, strangers: readonly Address[], target: string): Promise<RuleHit | undefined> {
  const payees = payrollPayees(call, strangers);
  if (payees === undefined || (facts.site !== undefined && lureWord(facts.site) !== undefined)) return undefined;
  if ((await wholeBalanceMoved(call, facts)) !== undefined) return undefined;
  const shown = payees.slice(0, 3).map(shortAddress).join(', ') + (payees.length > 3 ? ', …' : '');
  return hit(PAYS_LIST, 'Info', `Calls ${target} with data Preflight cannot read that pays ${payees.length} accounts you listed (${shown}), each the amount beside it, as a payroll does.`, { address: payees[0], stakes: true, toOther: true });
}
