/** The sanitiser's reading of `types`: each declared struct and its fields, and the declarations viem refuses. */
import { ISSUE_IDS, isRecord, own, TooLarge } from './sanitize-common';
import type { SanitizeIssue, TypedField, TypedTypes } from './types';

const MAX_TYPES = 512;
const MAX_FIELDS = 256;
export const ATOMIC_INT = /^(u?)int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?$/;
export const BYTES_N = /^bytes([1-9]|[12][0-9]|3[0-2])$/;
/** Struct names viem accepts (letters, digits, _ $ :) that do not shadow a Solidity type. */
const STRUCT_NAME = /^[A-Za-z0-9_$:]+$/;
const SOLIDITY_LIKE = /^(address|bool|string|(u?int|bytes)[0-9]*)$/;

function isAtomic(type: string): boolean {
  return type === 'address' || type === 'bool' || type === 'string' || type === 'bytes' || BYTES_N.test(type) || ATOMIC_INT.test(type);
}

/** Declarations viem refuses to hash (and other encoders read differently): flagged, never trusted silently. */
export function checkDeclarations(types: TypedTypes, issues: SanitizeIssue[]): void {
  for (const [name, fields] of Object.entries(types)) {
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, "EIP712Domain" passes both tests; the exception says it is meant.
    if (name !== 'EIP712Domain' && (!STRUCT_NAME.test(name) || SOLIDITY_LIKE.test(name))) {
      issues.push({ feature_id: ISSUE_IDS.unknownType, severity: 'Warning', path: `types.${name}`, description: `The type name ${name} is not a valid struct name; wallets disagree on how to sign it.` });
    }
    for (const f of fields) {
      // Stryker disable next-line Regex: equivalent, a type with text after its list suffix is flagged either way.
      const base = f.type.replace(/(\[\d*\])+$/, '');
      if (/^u?int$/.test(base) || (own(types, base) === undefined && !isAtomic(base))) {
        issues.push({ feature_id: ISSUE_IDS.unknownType, severity: 'Warning', path: `types.${name}.${f.name}`, description: `The field ${f.name} of ${name} has the type ${f.type}, which is not a valid EIP-712 type.` });
      }
    }
  }
}

export function readTypes(raw: unknown, issues: SanitizeIssue[]): TypedTypes | undefined {
  if (!isRecord(raw)) {
    issues.push({ feature_id: ISSUE_IDS.malformed, severity: 'Warning', path: 'types', description: 'The typed data has no valid "types" declaration.' });
    return undefined;
  }
  const entries = Object.entries(raw);
  if (entries.length > MAX_TYPES) throw new TooLarge();
  const declared: [string, TypedField[]][] = [];
  for (const [name, fields] of entries) {
    if (!Array.isArray(fields) || fields.length > MAX_FIELDS) {
      issues.push({ feature_id: ISSUE_IDS.malformed, severity: 'Warning', path: `types.${name}`, description: `The type ${name} is not a list of fields.` });
      return undefined;
    }
    const list: TypedField[] = [];
    for (const f of fields) {
      if (!isRecord(f) || typeof f.name !== 'string' || typeof f.type !== 'string') {
        issues.push({ feature_id: ISSUE_IDS.malformed, severity: 'Warning', path: `types.${name}`, description: `The type ${name} has a field without a name or type.` });
        return undefined;
      }
      list.push({ name: f.name, type: f.type });
    }
    declared.push([name, list]);
  }
  // fromEntries makes every name an own property (a type called "__proto__" stays a type).
  return Object.fromEntries(declared);
}