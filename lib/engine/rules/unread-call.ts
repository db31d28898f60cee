/**
 * A call Preflight has no ABI for still names addresses (decode/address-words.ts): a recipient it
 * credits, an operator or admin it empowers, or a token, pool or vault it works on. Which one, the
 * selector does not say; what the chain says the address is, and what is known of the site, weigh it:
 *  - a known scam address among them: Malicious, wherever asked;
 *  - asked by an app's official site (registry, popular-dapp list, or the phishing list's allowlist):
 *    the parties are the app's own, the call is shown as before;
 *  - elsewhere, a personal account that is not the user (the user's chain says so): a Warning — value
 *    or power the call hands out may go to it; Malicious when an amount in the call is the user's whole
 *    balance of a token it names (unread-balance.ts) and the user is not named: a whole holding handed
 *    towards a person;
 *  - elsewhere, an address whose kind is unknown (no chain) in a call that does not name the user at all,
 *    or names the user before it as whose assets go to it (from, then to; a paid call's refund address,
 *    then its receiver): a Warning — what the call credits, or
 *    the user's assets, may go to it. A call that names the user elsewhere is left unsaid, with or without
 *    native value (ordinary buys, mints and swaps name the user as recipient beside the token, collection or
 *    pool, which only the chain tells from personal accounts) unless the site deceives by itself
 *    (knowledge/deceptive-site.ts), which then makes the Warning Malicious, or names itself with a lure
 *    (lure-site.ts), which does the same;
 *  - a site that imitates another's letters or address (homoglyph, a domain in its subdomain) asking a
 *    call that names no such party: a Warning given to another (domain.ts makes it Malicious) — the
 *    call cannot be read and the site lies about whose it is.
 * Contracts are what ordinary calls name: never a finding here.
 */
import type { Address, Hex } from 'viem';
import { UNCHECKED_ACCOUNT_SUFFIX } from '../assumed';
import { addressWords, wordAddresses } from '../decode/address-words';
import { shortAddress } from '../../format/address';
import { partyName } from './names';
import { officialSiteName } from './own-site';
import { sameAddress } from './typed-shared';
import { nativeAmount } from '../tokens/native';
import { wholeBalanceMoved } from './unread-balance';
import { lureWord } from './lure-site';
import { movesValue, namedFunction, namedPartyHit, type NamedFunction } from './unread-named';
import { checkPayroll } from './unread-payroll';
import { payoutList, routeItems } from '../decode/payout-lists';
import { hit, type AccountKind, type RuleFacts, type RuleHit } from './types';

/**
 * `unchecked`: the party's kind could not be read, so the finding rests on a missing fact read the dangerous
 * way (assumed.ts): a second stage whose chain says "contract" settles it (lib/scan/stages.ts), as it does an
 * approval's. The review's first stage never has the chain, so without this its Warning would stay.
 */
export const IDS = { listed: 'UNREAD_CALL_NAMES_SCAM_ADDRESS', other: 'UNREAD_CALL_NAMES_OTHER', unchecked: `UNREAD_CALL_GIVES${UNCHECKED_ACCOUNT_SUFFIX}`, wholeBalance: 'UNREAD_CALL_MOVES_WHOLE_BALANCE', impersonated: 'UNREAD_CALL_ON_IMITATING_SITE' } as const;

/** Chain questions per call: enough for the static arguments a drainer fills in. */
const MAX_ASKED = 6;

export interface UnreadCall {
  to: Address;
  data: Hex;
  value: bigint;
  /** Accounts that are the user's own besides the signer: the Safe whose call it is. */
  own?: readonly Address[];
}

/** The signer or an account of theirs (the Safe whose call it is). */
function isUsers(a: Address | undefined, call: UnreadCall, facts: RuleFacts): boolean {
  return a !== undefined && (sameAddress(a, facts.signer) || (call.own ?? []).some((o) => sameAddress(a, o)));
}

function strangers(call: UnreadCall, facts: RuleFacts): Address[] {
  return addressWords(call.data).filter((a) => !isUsers(a, call, facts) && !sameAddress(a, call.to) && facts.known(a) === undefined && !facts.isCurrency(a));
}

/** Whether the call's data names the user (the signer or an account of theirs) among its address words. */
function namesUser(call: UnreadCall, facts: RuleFacts): boolean {
  return addressWords(call.data).some((a) => isUsers(a, call, facts));
}

/**
 * Whether the user is named as whose assets go to the party, by the order of the words: arguments say
 * what and from whom before to whom. Right before it (from, then to), as nearly every transfer orders
 * them (transferFrom, safeTransferFrom, a vault's transfer(token, from, to, share)); and in a call that
 * pays native value, anywhere before it (a bridge's refund address, then its receiver). Named only after
 * the party, the user is the recipient of what is bought and the party a token, collection or pool.
 */
function sendsUsersTo(call: UnreadCall, party: Address, facts: RuleFacts): boolean {
  const words = wordAddresses(call.data);
  const user = words.findIndex((w) => isUsers(w, call, facts));
  const reach = call.value > 0n ? words.length : 1;
  // A route's tokens or pools (a list of addresses: a swap's path) carry the value along, they are not paid;
  // a list of payees beside their amounts is paid (unread-payroll.ts).
  const route = payoutList(call.data) === undefined ? routeItems(call.data) : new Set<number>();
  return user >= 0 && words.some((w, i) => i > user && i - user <= reach && !route.has(i) && w !== undefined && sameAddress(w, party));
}

function siteKnown(facts: RuleFacts): boolean {
  return officialSiteName(facts) !== undefined || facts.site?.phishing.allowlisted === true;
}

function siteSentence(facts: RuleFacts): string {
  const site = facts.site;
  if (site === undefined) return ' The request names no site.';
  if (!site.valid) return ' The site that asks could not be read.';
  return ` ${site.host} is not a site Preflight knows as an app's official one.`;
}

/**
 * The site deceives by itself or names itself with a lure: the user being named beside a stranger then
 * no longer suggests the user is paid (lure-site.ts; a lure alone never flags, it raises this Warning).
 */
function siteSuspect(facts: RuleFacts): boolean {
  const site = facts.site;
  return site !== undefined && (site.deceptive !== undefined || lureWord(site) !== undefined);
}

/** A site that wears another's letters or address: whatever a call it cannot read does, the site impersonates. */
function impersonatingSite(facts: RuleFacts): boolean {
  const how = facts.site?.deceptive?.how;
  return how === 'homoglyph' || how === 'domain-in-subdomain';
}

export async function checkUnreadCallParties(call: UnreadCall, facts: RuleFacts): Promise<RuleHit[]> {
  const found = await unreadCallParties(call, facts);
  if (found.length > 0 || !impersonatingSite(facts) || siteKnown(facts)) return found;
  return [hit(IDS.impersonated, 'Warning', `Calls ${partyName(call.to, facts)} with data Preflight cannot read, asked by a site that imitates another's name.`, { stakes: true, toOther: true })];
}

/** "0x12…34 and sends 1 ETH": the called contract and the native value, as every finding here words it. */
function callPhrase(call: UnreadCall, facts: RuleFacts): string {
  return `${partyName(call.to, facts)}${call.value > 0n ? ` and sends ${nativeAmount(call.value, facts.chainId)}` : ''}`;
}

/** The finding for one party the call names: the whole balance, what the function's name decides, or the generic Warning. */
async function partyHit(call: UnreadCall, facts: RuleFacts, party: Address, kind: AccountKind | undefined, fn: NamedFunction | undefined): Promise<RuleHit | undefined> {
  const calls = callPhrase(call, facts);
  const amount = nativeAmount(call.value, facts.chainId);
  const who = shortAddress(party);
  const userNamed = namesUser(call, facts);
  const gives = call.value > 0n ? `the ${amount} may be credited to it` : 'what the call gives or allows may go to it';
  const namesOther = (whom: string, id: string = IDS.other): RuleHit => hit(id, 'Warning', `Calls ${calls} with data Preflight cannot read that names ${whom}: ${gives}.${siteSentence(facts)}`, { address: party, reason: 'other', stakes: true, toOther: true });
  if (kind === 'eoa') {
    // A call that also names the user most likely pays the user (the person is a referrer), unless its name says it pays or pays out.
    const whole = userNamed && !movesValue(fn?.role) ? undefined : await wholeBalanceMoved(call, facts);
    if (whole !== undefined) {
      return hit(IDS.wholeBalance, 'Malicious', `Calls ${calls} with data Preflight cannot read that moves your whole ${whole.words} and names ${who}, a personal account that is not you: that is how a drainer's call takes a wallet's holdings.${siteSentence(facts)}`, { address: party, reason: 'transfer_farming', stakes: true });
    }
  }
  const named = fn === undefined || (kind !== 'eoa' && kind !== 'unknown') ? undefined : namedPartyHit({ fn, target: calls, data: call.data, value: call.value, party, personal: kind === 'eoa', namesUser: userNamed, siteSentence: siteSentence(facts) });
  if (named !== undefined) return named;
  if (kind === 'eoa') return namesOther(`${who}, a personal account that is not yours`);
  // Unchecked, an address is left unsaid when the call also names the user (the recipient of what is
  // bought or paid is then most likely the user, the stranger a token, collection or pool), unless the user
  // is named before it as whose assets go to it (sendsUsersTo) or the site deceives by itself.
  const unsaid = userNamed && !siteSuspect(facts) && !sendsUsersTo(call, party, facts);
  if (kind === 'unknown' && !unsaid) return namesOther(`${who}, an address that is not yours and that Preflight could not check`, IDS.unchecked);
  return undefined;
}

async function unreadCallParties(call: UnreadCall, facts: RuleFacts): Promise<RuleHit[]> {
  const named = strangers(call, facts);
  const listed = named.find((a) => facts.listed(a) !== undefined);
  if (listed !== undefined) {
    const source = facts.listed(listed)?.source ?? 'a scam list';
    return [hit(IDS.listed, 'Malicious', `Calls ${callPhrase(call, facts)} with data Preflight cannot read that names a known scam address (${shortAddress(listed)}, listed by ${source}).`, { address: listed, reason: 'other', stakes: true })];
  }
  if (named.length === 0 || siteKnown(facts)) return [];
  const payroll = await checkPayroll(call, facts, named, callPhrase(call, facts));
  if (payroll !== undefined) return [payroll];
  // Asked together: a slow node costs one wait, not one per address.
  const asked = named.slice(0, MAX_ASKED);
  const [kinds, fn] = await Promise.all([Promise.all(asked.map((a) => facts.kindOf(a))), namedFunction(call.data)]);
  for (const [i, party] of asked.entries()) {
    const found = await partyHit(call, facts, party, kinds[i], fn);
    if (found !== undefined) return [found];
  }
  return [];
}
