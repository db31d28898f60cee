/**
 * eth_signTypedData v1 (legacy): a flat list of {type, name, value}. Nothing
 * on-chain verifies these as permits, but the same tricks apply: an address
 * given as a number, approval-looking fields.
 */
import type { SanitizeIssue } from './types';

const SOLIDITY_TYPE = /^(address|bool|string|bytes([1-9]|[12][0-9]|3[0-2])?|u?int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?)(\[\d*\])*$/;
const APPROVAL_LIKE = /spender|operator|approv|allowance/i;

export interface LegacyEntry {
  type: string;
  name: string;
  value: unknown;
}

export function sanitizeLegacyTypedData(entries: readonly unknown[]): { entries: LegacyEntry[]; issues: SanitizeIssue[] } {
  const issues: SanitizeIssue[] = [];
  const out: LegacyEntry[] = [];
  if (entries.length === 0) issues.push({ feature_id: 'TYPED_DATA_MALFORMED', severity: 'Warning', path: '', description: 'The legacy typed data is empty.' });
  entries.forEach((e, i) => {
    if (typeof e !== 'object' || e === null || !('type' in e) || !('name' in e) || typeof e.type !== 'string' || typeof e.name !== 'string') {
      issues.push({ feature_id: 'TYPED_DATA_MALFORMED', severity: 'Warning', path: `[${i}]`, description: `Entry ${i} of the legacy typed data has no name or type.` });
      return;
    }
    const value: unknown = 'value' in e ? e.value : undefined;
    if (!SOLIDITY_TYPE.test(e.type)) {
      issues.push({ feature_id: 'TYPED_DATA_UNKNOWN_TYPE', severity: 'Warning', path: e.name, description: `The field ${e.name} has the unknown type ${e.type}.` });
    } else if (e.type === 'address' && (typeof value === 'number' || (typeof value === 'string' && /^[0-9]+$/.test(value)))) {
      issues.push({ feature_id: 'TYPED_DATA_INTEGER_ADDRESS', severity: 'Malicious', path: e.name, description: `The field ${e.name} is declared as an address but given as a number; that hides which address is really signed for.` });
    }
    if (APPROVAL_LIKE.test(e.name)) {
      issues.push({ feature_id: 'TYPED_DATA_APPROVAL_LIKE', severity: 'Warning', path: e.name, description: `This message has a "${e.name}" field: it may grant someone access to your assets.` });
    }
    out.push({ type: e.type, name: e.name, value });
  });
  return { entries: out, issues };
}
