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
 *  - an integer is read exactly as viem's hashTypedData encodes it (BigInt of
 *    the value: a JSON number like 1e77 is the float's exact integer). Forms
 *    other encoders may read differently (" 12", "0b1", 1e77, true…) keep that
 *    value for the rules and are flagged as ambiguous; forms viem refuses are
 *    flagged and not read;
 *  - a declared field that is missing, or a declaration viem refuses, is flagged;
 *  - a non-boolean where `bool` is declared is read by its truthiness (how encoders sign it);
 *  - work is bounded (node count, depth) so a hostile payload cannot stall the scan.
 */
import { getAddress, isAddress, numberToHex, type Address } from 'viem';
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
  ambiguousNumber: 'TYPED_DATA_AMBIGUOUS_NUMBER',
  missing: 'TYPED_DATA_MISSING_FIELD',
} as const;

class TooLarge extends Error {}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const ATOMIC_INT = /^(u?)int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?$/;
const BYTES_N = /^bytes([1-9]|[12][0-9]|3[0-2])$/;
/** Struct names viem accepts (letters, digits, _ $ :) that do not shadow a Solidity type. */
const STRUCT_NAME = /^[A-Za-z0-9_$:]+$/;
const SOLIDITY_LIKE = /^(address|bool|string|(u?int|bytes)[0-9]*)$/;
/** Longest integer string read (78 digits is 2^256; more is padding or an attack on BigInt). */
const MAX_INTEGER_CHARS = 256;
/** Integer forms every encoder reads the same way. */
const CANONICAL_INTEGER = /^(-?[0-9]+|0x[0-9a-fA-F]+)$/;

function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function isAtomic(type: string): boolean {
  return type === 'address' || type === 'bool' || type === 'string' || type === 'bytes' || BYTES_N.test(type) || ATOMIC_INT.test(type);
}

/** Declarations viem refuses to hash (and other encoders read differently): flagged, never trusted silently. */
function checkDeclarations(types: TypedTypes, issues: SanitizeIssue[]): void {
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

function readTypes(raw: unknown, issues: SanitizeIssue[]): TypedTypes | undefined {
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

/** Chain id from number, decimal string, hex, zero-padded hex or bigint. */
export function normaliseChainId(raw: unknown): number | undefined {
  let n: bigint | undefined;
  // Stryker disable next-line ConditionalExpression: equivalent, Number.isSafeInteger is false for every non-number.
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
  // Stryker disable next-line ConditionalExpression: equivalent, RegExp.test(String(x)) of a non-string never starts with 0x.
  if (typeof raw === 'string' && /^0x[0-9a-fA-F]{40}$/.test(raw)) {
    // Mixed case is a checksum: a wrong one means a mistyped or tampered address (viem refuses to sign it).
    if (!isAddress(raw)) {
      w.issues.push({ feature_id: ISSUE_IDS.badValue, severity: 'Warning', path, description: `The address in ${path} has a wrong checksum: it may be mistyped or altered.` });
    }
    return getAddress(raw.toLowerCase());
  }
  // Stryker disable next-line ConditionalExpression: equivalent, a non-string's text (true, [object Object]) is never all digits.
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
      // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: equivalent, numberToHex throws outside 0..2^160-1 and the catch gives undefined too; the range is kept to say so.
      if (n !== undefined && n >= 0n && n < 2n ** 160n) return getAddress(numberToHex(n, { size: 20 }));
    }
    // Stryker disable next-line BlockStatement: unreachable (the range is checked first); kept so an encoder error never escapes.
    catch {
      return undefined;
    }
    return undefined;
  }
  // Stryker disable next-line ConditionalExpression: equivalent, as for the full-length form above.
  if (typeof raw === 'string' && /^0x[0-9a-fA-F]{1,39}$/.test(raw)) {
    w.issues.push({ feature_id: ISSUE_IDS.badValue, severity: 'Warning', path, description: `The address in ${path} is too short; it is signed as ${raw} padded with zeros.` });
    // Stryker disable next-line MethodExpression: equivalent, getAddress checksums either case.
    return getAddress(`0x${raw.slice(2).padStart(40, '0').toLowerCase()}`);
  }
  w.issues.push({ feature_id: ISSUE_IDS.badValue, severity: 'Warning', path, description: `The field ${path} is declared as an address but does not hold one.` });
  return undefined;
}

/** The integer viem's encoder signs for this value (BigInt of it), or undefined when it refuses. */
function signedInteger(raw: unknown): bigint | undefined {
  try {
    if (typeof raw === 'bigint') return raw;
    if (typeof raw === 'number') return Number.isInteger(raw) ? BigInt(raw) : undefined;
    if (typeof raw === 'boolean') return BigInt(raw);
    if (typeof raw === 'string' && raw.length <= MAX_INTEGER_CHARS) return BigInt(raw);
    // BigInt([]) is 0n and BigInt(["5"]) is 5n (an array reads as its joined text): viem signs those.
    // (Any other object reads as "[object Object]", which BigInt refuses: the test is for clarity only.)
    // Stryker disable next-line ConditionalExpression: equivalent (see above: any other object's text is refused by BigInt).
    if (Array.isArray(raw)) {
      const text = String(raw);
      return text.length <= MAX_INTEGER_CHARS ? BigInt(text) : undefined;
    }
  } catch {
    // BigInt throws on anything that is not an integer literal ("1e3", "-0x5", "1.5").
  }
  return undefined;
}

function integerFrom(raw: unknown, type: string, path: string, w: Walk): bigint | undefined {
  // Only called for types ATOMIC_INT matched: the `?? []` is never taken.
  // Stryker disable next-line ArrayDeclaration: unreachable (see above).
  const [, unsigned, bits] = ATOMIC_INT.exec(type) ?? [];
  const size = BigInt(bits ?? 256);
  const min = unsigned === 'u' ? 0n : -(2n ** (size - 1n));
  const max = unsigned === 'u' ? 2n ** size - 1n : 2n ** (size - 1n) - 1n;
  const n = signedInteger(raw);
  if (n === undefined || n < min || n > max) {
    const why = n === undefined ? 'does not hold a whole number' : `holds ${n}, outside its range`;
    w.issues.push({ feature_id: ISSUE_IDS.badValue, severity: 'Warning', path, description: `The field ${path} is declared as ${type} but ${why}; wallets refuse or disagree on what to sign.` });
    return undefined;
  }
  const canonical =
    // Stryker disable next-line ConditionalExpression: equivalent, Number.isSafeInteger is false for every non-number.
    typeof raw === 'bigint' || (typeof raw === 'number' && Number.isSafeInteger(raw)) || (typeof raw === 'string' && CANONICAL_INTEGER.test(raw));
  if (!canonical) {
    // Judged as signed (the exact value), and flagged: another encoder may read the same text differently.
    w.issues.push({
      feature_id: ISSUE_IDS.ambiguousNumber,
      severity: 'Warning',
      path,
      description: `The field ${path} is written as ${JSON.stringify(typeof raw === 'number' ? String(raw) : raw).slice(0, 60)}, which wallets may read differently; it is signed as ${n}.`,
    });
  }
  return n;
}

/** Hex of whole bytes (of exactly N bytes for bytesN): the only form every encoder signs alike. */
function bytesFit(raw: string, type: string): boolean {
  const n = BYTES_N.exec(type)?.[1];
  return n === undefined ? /^0x([0-9a-fA-F]{2})*$/.test(raw) : new RegExp(`^0x[0-9a-fA-F]{${Number(n) * 2}}$`).test(raw);
}

function valueOf(raw: unknown, type: string, path: string, depth: number, w: Walk): TypedValue | undefined {
  if (++w.nodes > MAX_NODES || depth > MAX_DEPTH) throw new TooLarge();
  if (raw === undefined || raw === null) {
    // viem refuses to sign a missing value; other encoders sign zero or an empty hash.
    w.issues.push({ feature_id: ISSUE_IDS.missing, severity: 'Warning', path, description: `The field ${path} (${type}) has no value; wallets disagree on what that signs.` });
    return undefined;
  }
  // Stryker disable next-line Regex: equivalent without ^, (.*) starts at the start anyway.
  const array = /^(.*)\[(\d*)\]$/.exec(type);
  if (array) {
    // Stryker disable next-line StringLiteral: unreachable, group 1 always matches.
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
  if (own(w.types, type) !== undefined) return structOf(raw, type, path, depth + 1, w);
  if (type === 'address') return addressFrom(raw, path, w);
  if (ATOMIC_INT.test(type)) return integerFrom(raw, type, path, w);
  if (type === 'bool') {
    if (typeof raw === 'boolean') return raw;
    // Encoders sign a non-boolean by truthiness: the string "false" is signed as true.
    w.issues.push({ feature_id: ISSUE_IDS.badValue, severity: 'Warning', path, description: `The field ${path} is declared as bool but holds ${JSON.stringify(raw).slice(0, 40)}; it is signed as ${Boolean(raw)}.` });
    return Boolean(raw);
  }
  if (type === 'string' || type === 'bytes' || BYTES_N.test(type)) {
    if (typeof raw === 'string') {
      if (type !== 'string' && !bytesFit(raw, type)) {
        w.issues.push({ feature_id: ISSUE_IDS.badValue, severity: 'Warning', path, description: `The field ${path} is declared as ${type} but is not ${type === 'bytes' ? 'hex bytes' : `exactly ${type.slice(5)} hex bytes`}; wallets refuse or disagree on what to sign.` });
      }
      return raw;
    }
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
  // Stryker disable next-line ArrayDeclaration: unreachable, structOf is only called for declared types.
  const fields = own(w.types, type) ?? [];
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

/** Domain fields read below with checks of their own (their issues would be reported twice). */
const DOMAIN_READ_APART = new Set(['chainId', 'verifyingContract']);

function domainOf(raw: unknown, w: Walk): SanitizedDomain {
  const declared = own(w.types, 'EIP712Domain');
  // Stryker disable next-line ConditionalExpression,LogicalOperator,BooleanLiteral: equivalent, the code below reads an absent domain as {} too; this says so first.
  if ((raw === undefined || raw === null) && !declared) return {};
  const record = raw ?? {};
  if (!isRecord(record)) {
    w.issues.push({ feature_id: ISSUE_IDS.malformed, severity: 'Warning', path: 'domain', description: 'The typed data domain is not an object.' });
    return {};
  }
  // A declared domain is signed field by field: each is checked like a message
  // field (a name given as a number is flagged), except a present chainId or
  // verifyingContract, read below.
  for (const f of declared ?? []) {
    const v = record[f.name];
    if (!DOMAIN_READ_APART.has(f.name) || v === undefined || v === null) valueOf(v, f.type, `domain.${f.name}`, 0, w);
  }
  // Every known domain field is kept whether or not EIP712Domain declares it:
  // wallets disagree on undeclared ones, so rules judge the worst reading.
  const domain: SanitizedDomain = {};
  if (typeof record.name === 'string') domain.name = record.name;
  if (typeof record.version === 'string') domain.version = record.version;
  if (typeof record.salt === 'string') domain.salt = record.salt;
  if (record.chainId !== undefined && record.chainId !== null) {
    const id = normaliseChainId(record.chainId);
    if (id === undefined) {
      w.issues.push({ feature_id: ISSUE_IDS.badChainId, severity: 'Warning', path: 'domain.chainId', description: 'The chain id in the typed data domain cannot be read.' });
    } else domain.chainId = id;
  }
  if (record.verifyingContract !== undefined && record.verifyingContract !== null) {
    const a = addressFrom(record.verifyingContract, 'domain.verifyingContract', w);
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
    if (typeof primaryType !== 'string' || own(types, primaryType) === undefined) {
      issues.push({ feature_id: ISSUE_IDS.malformed, severity: 'Warning', path: 'primaryType', description: 'The typed data names a primary type that it does not declare.' });
      return { ok: false, issues };
    }
    checkDeclarations(types, issues);
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
