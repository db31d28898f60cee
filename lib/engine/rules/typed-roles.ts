/**
 * The principle for a signed message no specific rule knows: value or control that flows to an
 * address which is neither the user, nor a contract the registry knows, nor the contract the
 * signature is for, is the finding. Its weight:
 *  - a listed address, or a site that imitates the app the signature is for: Malicious;
 *  - the app's own site (named like the signature's domain, or the official site of the
 *    registry protocol the contract belongs to): shown, Info;
 *  - any other site: Malicious when the amount is unlimited (credit delegation, an open grant),
 *    else Warning — never "no risk" off the app's own site; except control whose scope field
 *    excludes withdrawal ("read,trading"), which is shown (a deceptive site still makes it Malicious).
 * Voting power alone (a delegation with no amount) moves nothing: Info.
 */
import { signedAppRelation, type SignedAppRelation } from '../roles/signed-app';
import type { Address } from 'viem';
import { shortAddress } from '../../format/address';
import type { KeyParty, Party, TypedRoles } from '../roles/typed';
import type { SanitizedTypedData } from '../typed-data/types';
import { isUserOrKnown, partyName } from './names';
import { sameAddress } from './typed-shared';
import { hit, type RuleFacts, type RuleHit } from './types';
import { narrowGrant } from './grant-bounds';
import { weighSignedPayment, type PaymentWeight } from './signed-payment';

export const IDS = {
  notYou: 'RECIPIENT_NOT_YOU',
  control: 'TYPED_DATA_CONTROL_TO_OTHER',
  imitation: 'TYPED_DATA_SITE_IMITATES_APP',
  votes: 'VOTING_DELEGATION',
  forNothing: 'ORDER_FOR_NOTHING',
  shown: 'TYPED_DATA_PARTY',
} as const;

/** 0x0 and the lowest addresses stand for "the sender" or "anyone", never a stranger (recipient.ts). */
export const SENTINEL_LIMIT = 0x10000n;

function isStranger(p: Party, typed: SanitizedTypedData, facts: RuleFacts): boolean {
  return BigInt(p.address) >= SENTINEL_LIMIT && !isUserOrKnown(p.address, facts) && !sameAddress(p.address, typed.domain.verifyingContract);
}

/** The signature's app against the site; the registry's own word first when it knows the contract. */
export function relationOf(typed: SanitizedTypedData, facts: RuleFacts): SignedAppRelation {
  const contract = typed.domain.verifyingContract;
  const known = contract === undefined ? undefined : facts.known(contract);
  if (known !== undefined && facts.site?.officialOf === known.protocol) {
    return { kind: 'own', app: known.name, how: `${facts.site.host} is the official site of the protocol of ${known.name}` };
  }
  return signedAppRelation(facts.site, typed.domain.name);
}

const WHAT: Record<Party['role'], string> = {
  receiver: 'it would receive what this signature gives',
  spender: 'it could spend your assets',
  controller: 'it would gain control of your account there',
  votes: 'it would vote with your tokens',
};

/** The site fact, in words: the evidence beside the role. */
export function siteWords(relation: SignedAppRelation, app: string | undefined, facts: Pick<RuleFacts, 'site'>): string {
  const host = facts.site?.valid ? facts.site.host : undefined;
  if (relation.kind === 'imitates') return ` The site uses the name of ${relation.app} but is not its site: ${relation.how}.`;
  if (host === undefined) return ' No site is named for this request.';
  return ` ${host} is not known to be the site of ${app ?? 'the app this signature is for'}.`;
}

/** Who gains, as a sentence names it: an address (named, listed or not) or a public key. */
interface Subject {
  role: Party['role'];
  field: string;
  address: Address | undefined;
  who: string;
  /** Why this party is not the user's: " which is neither you nor a contract Preflight knows". */
  stranger: string;
}

function addressSubject(p: Party, facts: RuleFacts): Subject {
  return { role: p.role, field: p.field, address: p.address, who: partyName(p.address, facts), stranger: ', which is neither you nor a contract Preflight knows,' };
}

function keySubject(k: KeyParty): Subject {
  return { role: 'controller', field: k.field, address: undefined, who: `the key ${shortAddress(k.key)}`, stranger: ' (a public key, not your account)' };
}

function judgeParty(p: Subject, typed: SanitizedTypedData, roles: TypedRoles, relation: SignedAppRelation, facts: RuleFacts, payment?: PaymentWeight): RuleHit {
  const what = describeSignature(typed);
  const at = { ...(p.address === undefined ? {} : { address: p.address }), stakes: true };
  const listed = p.address === undefined ? undefined : facts.listed(p.address);
  const id = p.role === 'receiver' ? IDS.notYou : IDS.control;
  if (listed) return hit(id, 'Malicious', `${what} names a known scam address (${p.who}, listed by ${listed.source}) as "${p.field}": ${WHAT[p.role]}.`, { ...at, reason: 'other' });
  if (relation.kind === 'own') return hit(IDS.shown, 'Info', `${what} names ${p.who} as "${p.field}": ${WHAT[p.role]}. The site is ${relation.app}'s own: ${relation.how}.`, at);
  const sentence = `${what} names ${p.who}${p.stranger} as "${p.field}": ${WHAT[p.role]}.${siteWords(relation, typed.domain.name, facts)}${expiry(roles)}`;
  if (relation.kind === 'imitates') return hit(IDS.imitation, 'Malicious', sentence, { ...at, reason: 'other' });
  if (p.role === 'controller' && roles.limitedScope !== undefined) {
    // The scope is the role's power: a key that may trade but not withdraw moves nothing out by itself. Shown; a
    // site that deceives by itself still turns it Malicious (toOther, rules/domain.ts).
    return hit(IDS.control, 'Benign', `${what} names ${p.who}${p.stranger} as "${p.field}" with the scope "${roles.limitedScope}": it could act for your account there within that scope, which does not include withdrawing or transferring.${siteWords(relation, typed.domain.name, facts)}`, { ...at, toOther: true });
  }
  // A payment weighed as a transfer is (signed-payment.ts): shown, a site deceptive in itself still makes it Malicious (toOther).
  if (payment !== undefined) return hit(IDS.notYou, payment.type, `${what} ${payment.words}.${siteWords(relation, typed.domain.name, facts)}`, payment.type === 'Malicious' ? { ...at, reason: 'transfer_farming' } : { ...at, toOther: true });
  const narrow = p.role === 'controller' ? narrowGrant(roles, facts) : undefined;
  if (narrow !== undefined) {
    // Bounded in targets, value and time, the key can act in one app for a while; it cannot empty the account.
    return hit(IDS.control, 'Benign', `${what} names ${p.who}${p.stranger} as "${p.field}": the key ${narrow}.${siteWords(relation, typed.domain.name, facts)}`, { ...at, toOther: true });
  }
  return roles.unlimited ? hit(id, 'Malicious', `${sentence} The amount is unlimited.`, { ...at, reason: 'other' }) : hit(id, 'Warning', sentence, { ...at, toOther: true });
}

/** Duration as evidence: a grant with no expiry lasts until it is used. */
function expiry(roles: TypedRoles): string {
  return roles.deadline === undefined ? ' It names no expiry.' : '';
}

function describeSignature(typed: SanitizedTypedData): string {
  return `This ${typed.primaryType} signature${typed.domain.name ? ` for ${typed.domain.name}` : ''}`;
}

/** Findings for the parties of a message; an empty list when no one but the user, the app or a known contract gains. */
export async function judgeTypedParties(typed: SanitizedTypedData, roles: TypedRoles, facts: RuleFacts): Promise<RuleHit[]> {
  const what = describeSignature(typed);
  const relation = relationOf(typed, facts);
  const hits: RuleHit[] = [];
  if (roles.hasAmount && roles.proceeds.length > 0 && roles.proceeds.every((p) => p === 0n)) {
    hits.push(hit(IDS.forNothing, 'Malicious', `${what} gives your tokens for nothing in return: every amount you would get is 0.`, { reason: 'trade_order_farming', stakes: true }));
  }
  for (const p of roles.parties) {
    if (p.role === 'spender' || !isStranger(p, typed, facts)) continue;
    if (p.role === 'votes') {
      const listed = facts.listed(p.address);
      const scam = listed ? `, a known scam address (listed by ${listed.source})` : '';
      hits.push(hit(IDS.votes, listed ? 'Warning' : 'Info', `${what} delegates your voting power to ${partyName(p.address, facts)}${scam} ("${p.field}"); it cannot move your tokens.`, { address: p.address }));
      continue;
    }
    if (facts.signer === undefined) continue;
    const subject = addressSubject(p, facts);
    const payment = p.role === 'receiver' ? await weighSignedPayment(typed, roles, p.address, subject.who, facts) : undefined;
    hits.push(judgeParty(subject, typed, roles, relation, facts, payment));
  }
  if (facts.signer !== undefined) for (const k of roles.keys) hits.push(judgeParty(keySubject(k), typed, roles, relation, facts));
  return hits;
}
