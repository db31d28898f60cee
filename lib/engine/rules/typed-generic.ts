/**
 * Typed data no specific rule recognised: a field naming who receives or is
 * empowered (delegatee, receiver, recipient …) must be the user or a known
 * contract (recipient.ts); otherwise Info, or Warning when its declared fields
 * look like an approval (spender, operator).
 */
import { declaredFieldNames, addressField } from '../typed-data/read';
import type { SanitizedTypedData } from '../typed-data/types';
import type { Recipient } from '../decode/protocols';
import { checkRecipients, IDS as RECIPIENT_IDS } from './recipient';
import { hit, type RuleFacts, type RuleHit } from './types';

export const IDS = { approvalLike: 'TYPED_DATA_APPROVAL_LIKE', generic: 'TYPED_DATA' } as const;

const APPROVAL_FIELDS = /^(spender|operator|approved|allowance|delegate)$/i;
/** In a signed message `to` is often a call target (meta-transactions), so only unambiguous names count. */
const TYPED_RECIPIENT_FIELDS = ['delegatee', 'receiver', 'recipient', 'beneficiary', 'onBehalfOf', 'newOwner'] as const;

export function checkGenericTyped(typed: SanitizedTypedData, facts: RuleFacts): RuleHit[] {
  const app = typed.domain.name ? ` for ${typed.domain.name}` : '';
  const recipients: Recipient[] = TYPED_RECIPIENT_FIELDS.flatMap((field) => {
    const address = addressField(typed.message, field);
    return address ? [{ field, address }] : [];
  });
  if (recipients.length > 0) {
    const hits = checkRecipients(`This ${typed.primaryType} signature${app}`, recipients, facts);
    if (hits.some((h) => h.feature_id === RECIPIENT_IDS.notYou)) return hits;
  }
  const names = declaredFieldNames(typed.types, typed.primaryType);
  const field = names.find((n) => APPROVAL_FIELDS.test(n));
  if (field !== undefined) {
    return [hit(IDS.approvalLike, 'Warning', `This ${typed.primaryType} message${app} has a "${field}" field: it may grant someone access to your assets.`)];
  }
  return [hit(IDS.generic, 'Info', `Signs a ${typed.primaryType} message${app}.`)];
}
