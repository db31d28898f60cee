/**
 * A call the engine has no ABI for whose selector the table of known functions names
 * (knowledge/selector-table.ts, from published standard interfaces): the name's role
 * (roles/vocabulary.ts roleOfFunction) says what the personal account the call names gets, and
 * weighs it where the words alone could not (unread-call.ts):
 *  - mention (attest, trust, vote, propose, enter a market, delegate votes): it gets nothing of the
 *    user's — shown (Info), whatever the account;
 *  - pay (pay, send, give): a payment to a person, as a token transfer is — shown (Info), a site deceptive
 *    in itself makes it Malicious (domain.ts); the whole balance stays Malicious (unread-balance.ts);
 *  - control (setAdmin, transferOwnership, addExecutor): a power over the account handed to a
 *    personal account, with no expiry within a week among its words — Malicious;
 *  - takeOut (withdraw, redeem, claim) and credit (mint, issue, lock, deposit without native value)
 *    with an amount among its words: that much of the user's position or tokens goes to a personal
 *    account the call names, and the user is not named — Malicious. Without an amount (release(payee),
 *    withdrawPayments(payee)) the call most likely pays someone what is theirs: the generic Warning.
 * Anything else keeps the generic Warning. A name is what the contract's author chose: it lowers a
 * finding only to Info, shown with the name, and never for a known scam address (checked before).
 */
import type { Address, Hex } from 'viem';
import { amountWords } from '../decode/amount-words';
import { textWords } from '../decode/text-words';
import { shortAddress } from '../../format/address';
import { loadSelectors } from '../../knowledge/selector-table';
import { roleOfFunction, type CallRole } from '../roles/vocabulary';
import { hit, type RuleHit } from './types';

export const NAMED_IDS = {
  mention: 'UNREAD_CALL_NAMES_WITHOUT_GIVING',
  pay: 'UNREAD_CALL_PAYS_PERSON',
  control: 'UNREAD_CALL_GRANTS_CONTROL',
  toPerson: 'UNREAD_CALL_PAYS_OUT_TO_PERSON',
} as const;

/** One week: a session key's span, not a standing power (as rules/grant-bounds.ts). */
const SESSION_SECONDS = 7n * 24n * 3600n;

export interface NamedFunction {
  name: string;
  role: CallRole;
}

/**
 * The function the table names for the call's selector, with its role; for a selector no table names, a
 * power its words spell as text (grantPermission(account, "ADMIN", who)); undefined when neither says anything.
 */
export async function namedFunction(data: Hex): Promise<NamedFunction | undefined> {
  const table = await loadSelectors();
  const selector = data.slice(0, 10).toLowerCase();
  const name = table.known(selector)?.name ?? table.named(selector)?.name;
  if (name === undefined) return powerNamedInText(data, selector);
  const role = roleOfFunction(name);
  return role === undefined ? undefined : { name, role };
}

/** A role named as text is the object of the call, as a power noun after a verb is in a name (setAdmin): read so. */
function powerNamedInText(data: Hex, selector: string): NamedFunction | undefined {
  const power = textWords(data).find((text) => roleOfFunction(`set_${text}`) === 'control');
  return power === undefined ? undefined : { name: `${selector}("${power}")`, role: 'control' };
}

/** Whether one of the call's words is a time within a week from now: the grant ends with a session. */
export function expiresWithinWeek(data: Hex, nowSeconds = BigInt(Math.floor(Date.now() / 1000))): boolean {
  return amountWords(data).some((w) => w > nowSeconds && w <= nowSeconds + SESSION_SECONDS);
}

/** Whether a role moves something of the user's, so the whole-balance check applies even when the user is named. */
export function movesValue(role: CallRole | undefined): boolean {
  return role === 'pay' || role === 'takeOut' || role === 'credit';
}

export interface NamedParty {
  fn: NamedFunction;
  /** "Calls 0x12…34" with the native value, as unread-call.ts words it. */
  target: string;
  data: Hex;
  value: bigint;
  party: Address;
  /** The chain says the party is a personal account (otherwise it could not be checked). */
  personal: boolean;
  namesUser: boolean;
  siteSentence: string;
}

/** The finding the function's name decides for a party the call names, or undefined to keep the generic one. */
export function namedPartyHit(p: NamedParty): RuleHit | undefined {
  const who = `${shortAddress(p.party)}${p.personal ? ', a personal account that is not yours' : ', an address that is not yours'}`;
  const calls = `Calls ${p.fn.name} on ${p.target}`;
  const extra = { address: p.party, stakes: true };
  switch (p.fn.role) {
    case 'mention':
      return hit(NAMED_IDS.mention, 'Info', `${calls}, which names ${who}; by its name the call gives it nothing of yours.`, { address: p.party });
    case 'pay':
      return p.personal ? hit(NAMED_IDS.pay, 'Info', `${calls}, which pays ${who}, as a transfer to a person does.`, { ...extra, toOther: true }) : undefined;
    case 'control':
      if (!p.personal || expiresWithinWeek(p.data)) return undefined;
      return hit(NAMED_IDS.control, 'Malicious', `${calls}, which by its name hands a power over your account or position to ${who}, with no expiry: a drainer takes control so.${p.siteSentence}`, { ...extra, reason: 'other' });
    case 'takeOut':
    case 'credit': {
      if (!p.personal || p.namesUser || (p.fn.role === 'credit' && p.value > 0n) || amountWords(p.data).length === 0) return undefined;
      const what = p.fn.role === 'takeOut' ? 'pays out what you hold there' : 'spends your tokens on a position';
      return hit(NAMED_IDS.toPerson, 'Malicious', `${calls}, which by its name ${what} for ${who}, and does not name you.${p.siteSentence}`, { ...extra, reason: 'transfer_farming' });
    }
  }
}
