/**
 * Typed data no specific rule recognised, read into roles (roles/typed.ts):
 * who receives or gains control is judged by typed-roles.ts, an order of an unknown kind by its sides (order-sides.ts), a fixed
 * message whose signature is an account key by its shape (key-seed.ts). A field that grants access (spender, operator,
 * manager, authorized …: an ERC-721 permit, Compound's or Morpho's
 * authorisation signatures) is judged like every other grant: a known
 * contract is named, a personal account is Malicious, an unknown contract a
 * Warning, and a grant being withdrawn (isAllowed: false) is nothing.
 */
import { declaredFieldNames, addressField, boolField } from '../typed-data/read';
import type { SanitizedTypedData } from '../typed-data/types';
import { shortAddress } from '../../format/address';
import { partyName } from './names';
import { typedRoles } from '../roles/typed';
import { roleOfName } from '../roles/vocabulary';
import { judgeTypedParties } from './typed-roles';
import { judgeOrderSides } from './order-sides';
import { judgeListing } from './listing';
import { judgeKeySeed } from './key-seed';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = {
  approvalLike: 'TYPED_DATA_APPROVAL_LIKE',
  approvalToEoa: 'TYPED_DATA_APPROVAL_TO_EOA',
  approvalToKnown: 'TYPED_DATA_APPROVAL_TO_KNOWN',
  approvalToListed: 'TYPED_DATA_APPROVAL_TO_KNOWN_MALICIOUS',
  generic: 'TYPED_DATA',
} as const;

/** Booleans that say whether the grant is given or withdrawn (Compound `isAllowed`, Morpho `isAuthorized`, ERC-721 `approved`). */
const GRANT_FLAGS = ['isAllowed', 'isAuthorized', 'approved', 'allowed'] as const;

async function judgeApprovalLike(what: string, field: string, typed: SanitizedTypedData, facts: RuleFacts): Promise<RuleHit> {
  const grantee = addressField(typed.message, field);
  // Access to the user's assets, for someone the message does not show as the user: on a lookalike, deceptive or lure site, Malicious (domain.ts).
  const generic = hit(IDS.approvalLike, 'Warning', `${what} has a "${field}" field: it may grant someone access to your assets.`, { stakes: true, toOther: true });
  if (grantee === undefined) return generic;
  const at = { address: grantee, stakes: true };
  const listed = facts.listed(grantee);
  if (listed) return hit(IDS.approvalToListed, 'Malicious', `${what} gives a known scam address (${shortAddress(grantee)}, listed by ${listed.source}) access as "${field}".`, { ...at, reason: 'permit_farming' });
  const known = facts.known(grantee);
  if (known) return hit(IDS.approvalToKnown, 'Info', `${what} gives ${known.name} access as "${field}".`, at);
  const kind = await facts.kindOf(grantee);
  if (kind === 'eoa') {
    return hit(IDS.approvalToEoa, 'Malicious', `${what} gives a personal account (${partyName(grantee, facts)}), not a contract, access as "${field}". Drainers collect such signatures on accounts they control.`, { ...at, reason: 'permit_farming' });
  }
  const unchecked = kind === 'unknown' ? ' Preflight could not check whether it is a contract.' : '';
  return hit(IDS.approvalLike, 'Warning', `${what} gives ${partyName(grantee, facts)}, which Preflight does not know, access as "${field}": it may be able to move your assets.${unchecked}`, { ...at, toOther: true });
}

export async function checkGenericTyped(typed: SanitizedTypedData, facts: RuleFacts): Promise<RuleHit[]> {
  const app = typed.domain.name ? ` for ${typed.domain.name}` : '';
  const hits = [...judgeKeySeed(typed, facts), ...(await judgeOrderSides(typed, facts)), ...(await judgeListing(typed, facts)), ...(await judgeTypedParties(typed, typedRoles(typed), facts))];
  const names = declaredFieldNames(typed.types, typed.primaryType);
  const field = names.find((n) => roleOfName(n) === 'spender');
  if (field !== undefined) {
    const withdrawn = GRANT_FLAGS.some((flag) => flag !== field && boolField(typed.message, flag) === false);
    if (withdrawn) return [...hits, hit(IDS.generic, 'Info', `Signs a ${typed.primaryType} message${app} that withdraws a permission ("${field}").`)];
    return [...hits, await judgeApprovalLike(`This ${typed.primaryType} message${app}`, field, typed, facts)];
  }
  // A message bound to a contract is an authorisation that contract acts on, unread or not: on a site that
  // imitates another, that is what is at stake (rules/domain.ts).
  const bound = typed.domain.verifyingContract !== undefined ? { stakes: true } : {};
  return hits.length > 0 ? hits : [hit(IDS.generic, 'Info', `Signs a ${typed.primaryType} message${app}.`, bound)];
}
