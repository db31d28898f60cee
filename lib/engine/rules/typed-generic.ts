/**
 * Typed data no specific rule recognised: Info, or Warning when its declared
 * fields look like an approval (spender, operator).
 */
import { declaredFieldNames } from '../typed-data/read';
import type { SanitizedTypedData } from '../typed-data/types';
import { hit, type RuleHit } from './types';

export const IDS = { approvalLike: 'TYPED_DATA_APPROVAL_LIKE', generic: 'TYPED_DATA' } as const;

const APPROVAL_FIELDS = /^(spender|operator|approved|allowance|delegate)$/i;

export function checkGenericTyped(typed: SanitizedTypedData): RuleHit[] {
  const names = declaredFieldNames(typed.types, typed.primaryType);
  const app = typed.domain.name ? ` for ${typed.domain.name}` : '';
  const field = names.find((n) => APPROVAL_FIELDS.test(n));
  if (field !== undefined) {
    return [hit(IDS.approvalLike, 'Warning', `This ${typed.primaryType} message${app} has a "${field}" field: it may grant someone access to your assets.`)];
  }
  return [hit(IDS.generic, 'Info', `Signs a ${typed.primaryType} message${app}.`)];
}
