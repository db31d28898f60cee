/**
 * Sanitises untrusted EIP-712 typed data to what a wallet actually signs,
 * before any rule looks at it (after MetaMask's sanitizeMessage and
 * eth-sig-util's sanitizeData):
 *  - message fields not declared in `types[primaryType]` are dropped, recursively
 *    (they are not signed, so a page can use them to show a harmless spender);
 *  - `primaryType` must be declared; `EIP712Domain` may be absent;
 *  - domain.chainId given as number, decimal string, hex or zero-padded hex becomes a number;
 *  - an address given as an integer (or decimal string) is flagged Malicious:
 *    wallets encode it as the number's 20 bytes while showing a harmless-looking number;
 *  - a non-boolean where `bool` is declared is read by its truthiness (how encoders sign it);
 *  - work is bounded (node count, depth) so a hostile payload cannot stall the scan.
 */
import { getAddress, numberToHex, type Address } from 'viem';
import type { SanitizeIssue, SanitizeResult, SanitizedDomain, TypedField, TypedStruct, TypedTypes, TypedValue } from './types';

const MAX_NODES = 200_000;
const MAX_DEPTH = 48;
const MAX_TYPES = 512;
const MAX_FIELDS = 256;
/** Undeclared message fields with these names are how a page hides the real spender. */
const APPROVAL_LIKE = /spender|operator|approv|recipient|^to$|owner|receiver/i;

export const ISSUE_IDS = {
  malformed: 'TYPED_DATA_MALFORMED',
  tooLarge: 'TYPED_DATA_TOO_LARGE',
  undeclared: 'TYPED_DATA_UNDECLARED_FIELD',
  integerAddress: 'TYPED_DATA_INTEGER_ADDRESS',
  badValue: 'TYPED_DATA_BAD_VALUE',
  badChainId: 'TYPED_DATA_BAD_CHAIN_ID',
  unknownType: 'TYPED_DATA_UNKNOWN_TYPE',
} as const;

class TooLarge extends Error {}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const ATOMIC_INT = /^u?int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?$/;
const BYTES_N = /^bytes([1-9]|[12][0-9]|3[0-2])$/;

function readTypes(raw: unknown, issues: SanitizeIssue[]): TypedTypes | undefined {
  if (!isRecord(raw)) {
    issues.push({ feature_id: ISSUE_IDS.malformed, severity: 'Warning', path: 'types', description: 'The typed data has no valid "types" declaration.' });
    return undefined;
  }
  const entries = Object.entries(raw);
  if (entries.length > MAX_TYPES) throw new TooLarge();
  const types: TypedTypes = {};
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
    types[name] = list;
  }
  return types;
}

/** Chain id from number, decimal string, hex, zero-padded hex or bigint. */
export function normaliseChainId(raw: unknown): number | undefined {
  let n: bigint | undefined;
  if (typeof raw === 'number' && Number.isSafeInteger(raw)) n = BigInt(raw);
  else if (typeof raw === 'bigint') n = raw;
  else if (typeof raw === 'string' && raw.length <= 80) {
    const s = raw.trim();
    if (/^0x[0-9a-fA-F]+$/.test(s)) n = BigInt(s);
    else if (/^[0-9]+$/.test(s)) n = BigInt(s);
  }
  if (n === undefined || n <= 0n || n > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return Number(n);
}

interface Walk {
  types: TypedTypes;
  issues: SanitizeIssue[];
  nodes: number;
}

function addressFrom(raw: unknown, path: string, w: Walk): Address | undefined {
  if (typeof raw === 'string' && /^0x[0-9a-fA-F]{40}$/.test(raw)) return getAddress(raw.toLowerCase());
  const asInteger = typeof raw === 'number' || typeof raw === 'bigint' || (typeof raw === 'string' && /^[0-9]{1,80}$/.test(raw));
  if (asInteger) {
    w.issues.push({
      feature_id: ISSUE_IDS.integerAddress,
      severity: 'Malicious',
      path,
      description: `The field ${path} is declared as an address but given as a number; that hides which address is really signed for.`,
    });
    try {
      const n = typeof raw === 'number' ? (Number.isSafeInteger(raw) ? BigInt(raw) : undefined) : BigInt(raw);
      if (n !== undefined && n >= 0n && n < 2n ** 160n) return getAddress(numberToHex(n, { size: 20 }));
    } catch {
      return undefined;
    }
    return undefined;
  }
  if (typeof raw === 'string' && /^0x[0-9a-fA-F]{1,39}$/.test(raw)) {
    w.issues.push({ feature_id: ISSUE_IDS.badValue, severity: 'Warning', path, description: `The address in ${path} is too short; it is signed as ${raw} padded with zeros.` });
    return getAddress(`0x${raw.slice(2).padStart(40, '0').toLowerCase()}`);
  }
  w.issues.push({ feature_id: ISSUE_IDS.badValue, severity: 'Warning', path, description: `The field ${path} is declared as an address but does not hold one.` });
  return undefined;
}

function integerFrom(raw: unknown, type: string, path: string, w: Walk): bigint | undefined {
  let n: bigint | undefined;
  if (typeof raw === 'bigint') n = raw;
  else if (typeof raw === 'number' && Number.isSafeInteger(raw)) n = BigInt(raw);
  else if (typeof raw === 'string' && raw.length <= 80) {
    const s = raw.trim();
    if (/^-?[0-9]+$/.test(s)) n = BigInt(s);
    else if (/^0x[0-9a-fA-F]+$/.test(s)) n = BigInt(s);
  }
  if (n === undefined || (type.startsWith('uint') && n < 0n)) {
    w.issues.push({ feature_id: ISSUE_IDS.badValue, severity: 'Warning', path, description: `The field ${path} is declared as ${type} but does not hold a whole number.` });
    return undefined;
  }
  return n;
}

function valueOf(raw: unknown, type: string, path: string, depth: number, w: Walk): TypedValue | undefined {
  if (++w.nodes > MAX_NODES || depth > MAX_DEPTH) throw new TooLarge();
  if (raw === undefined || raw === null) return undefined;
  const array = /^(.*)\[(\d*)\]$/.exec(type);
  if (array) {
    const inner = array[1] ?? '';
    if (!Array.isArray(raw)) {
      w.issues.push({ feature_id: ISSUE_IDS.badValue, severity: 'Warning', path, description: `The field ${path} is declared as a list (${type}) but is not one.` });
      return undefined;
    }
    if (array[2] !== '' && Number(array[2]) !== raw.length) {
      w.issues.push({ feature_id: ISSUE_IDS.badValue, severity: 'Warning', path, description: `The list ${path} should have ${array[2]} entries but has ${raw.length}.` });
    }
    const out: TypedValue[] = [];
    raw.forEach((item, i) => {
      const v = valueOf(item, inner, `${path}[${i}]`, depth + 1, w);
      if (v !== undefined) out.push(v);
    });
    return out;
  }
  const struct = w.types[type];
  if (struct) return structOf(raw, type, path, depth + 1, w);
  if (type === 'address') return addressFrom(raw, path, w);
  if (ATOMIC_INT.test(type)) return integerFrom(raw, type, path, w);
  if (type === 'bool') {
    if (typeof raw === 'boolean') return raw;
    // Encoders sign a non-boolean by truthiness: the string "false" is signed as true.
    w.issues.push({ feature_id: ISSUE_IDS.badValue, severity: 'Warning', path, description: `The field ${path} is declared as bool but holds ${JSON.stringify(raw).slice(0, 40)}; it is signed as ${Boolean(raw)}.` });
    return Boolean(raw);
  }
  if (type === 'string' || type === 'bytes' || BYTES_N.test(type)) {
    if (typeof raw === 'string') return raw;
    w.issues.push({ feature_id: ISSUE_IDS.badValue, severity: 'Warning', path, description: `The field ${path} is declared as ${type} but holds something else.` });
    return undefined;
  }
  w.issues.push({ feature_id: ISSUE_IDS.unknownType, severity: 'Warning', path, description: `The field ${path} has the undeclared type ${type}.` });
  return undefined;
}

function structOf(raw: unknown, type: string, path: string, depth: number, w: Walk): TypedStruct | undefined {
  if (!isRecord(raw)) {
    w.issues.push({ feature_id: ISSUE_IDS.badValue, severity: 'Warning', path, description: `The field ${path} should be a ${type} object.` });
    return undefined;
  }
  const fields = w.types[type] ?? [];
  const declared = new Set(fields.map((f) => f.name));
  for (const key of Object.keys(raw)) {
    if (declared.has(key)) continue;
    const suspicious = APPROVAL_LIKE.test(key);
    w.issues.push({
      feature_id: ISSUE_IDS.undeclared,
      severity: suspicious ? 'Warning' : 'Info',
      path: `${path}.${key}`,
      description: suspicious
        ? `The message shows a field "${key}" that is not part of what you sign; the page may be hiding the real ${key}.`
        : `The message field "${key}" is not part of what you sign and was ignored.`,
    });
  }
  const out: TypedStruct = {};
  for (const f of fields) {
    const v = valueOf(raw[f.name], f.type, `${path}.${f.name}`, depth, w);
    if (v !== undefined) out[f.name] = v;
  }
  return out;
}

function domainOf(raw: unknown, w: Walk): SanitizedDomain {
  if (raw === undefined || raw === null) return {};
  if (!isRecord(raw)) {
    w.issues.push({ feature_id: ISSUE_IDS.malformed, severity: 'Warning', path: 'domain', description: 'The typed data domain is not an object.' });
    return {};
  }
  // Every known domain field is kept whether or not EIP712Domain declares it:
  // wallets disagree on undeclared ones, so rules judge the worst reading.
  const domain: SanitizedDomain = {};
  if (typeof raw.name === 'string') domain.name = raw.name;
  if (typeof raw.version === 'string') domain.version = raw.version;
  if (typeof raw.salt === 'string') domain.salt = raw.salt;
  if (raw.chainId !== undefined && raw.chainId !== null) {
    const id = normaliseChainId(raw.chainId);
    if (id === undefined) {
      w.issues.push({ feature_id: ISSUE_IDS.badChainId, severity: 'Warning', path: 'domain.chainId', description: 'The chain id in the typed data domain cannot be read.' });
    } else domain.chainId = id;
  }
  if (raw.verifyingContract !== undefined && raw.verifyingContract !== null) {
    const a = addressFrom(raw.verifyingContract, 'domain.verifyingContract', w);
    if (a) domain.verifyingContract = a;
  }
  return domain;
}

export function sanitizeTypedData(input: unknown): SanitizeResult {
  const issues: SanitizeIssue[] = [];
  try {
    if (!isRecord(input)) {
      return { ok: false, issues: [{ feature_id: ISSUE_IDS.malformed, severity: 'Warning', path: '', description: 'The typed data is not an object.' }] };
    }
    const types = readTypes(input.types, issues);
    if (!types) return { ok: false, issues };
    const primaryType = input.primaryType;
    if (typeof primaryType !== 'string' || types[primaryType] === undefined) {
      issues.push({ feature_id: ISSUE_IDS.malformed, severity: 'Warning', path: 'primaryType', description: 'The typed data names a primary type that it does not declare.' });
      return { ok: false, issues };
    }
    const w: Walk = { types, issues, nodes: 0 };
    const domain = domainOf(input.domain, w);
    if (primaryType === 'EIP712Domain') return { ok: true, typedData: { types, primaryType, domain, message: {} }, issues };
    if (!isRecord(input.message)) {
      issues.push({ feature_id: ISSUE_IDS.malformed, severity: 'Warning', path: 'message', description: 'The typed data has no message object.' });
      return { ok: false, issues };
    }
    const message = structOf(input.message, primaryType, 'message', 0, w) ?? {};
    return { ok: true, typedData: { types, primaryType, domain, message }, issues };
  } catch (err) {
    if (err instanceof TooLarge) {
      issues.push({ feature_id: ISSUE_IDS.tooLarge, severity: 'Warning', path: '', description: 'The typed data is too large or too deeply nested to check.' });
      return { ok: false, issues };
    }
    issues.push({ feature_id: ISSUE_IDS.malformed, severity: 'Warning', path: '', description: 'The typed data cannot be read.' });
    return { ok: false, issues };
  }
}
