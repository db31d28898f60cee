/**
 * The sanitiser's reading of values: each declared field read as the encoder signs it (addresses,
 * integers, bytes, bools, structs and lists), undeclared fields dropped, odd forms flagged.
 */
import { getAddress, isAddress, numberToHex, type Address } from 'viem';
import { ATOMIC_INT, BYTES_N } from './sanitize-types';
import { ISSUE_IDS, isRecord, own, TooLarge, type Walk } from './sanitize-common';
import type { TypedStruct, TypedValue } from './types';

const MAX_NODES = 200_000;
const MAX_DEPTH = 48;
/** Undeclared message fields with these names are how a page hides the real spender. */
const APPROVAL_LIKE = /spender|operator|approv|recipient|^to$|owner|receiver/i;
/** Longest integer string read (78 digits is 2^256; more is padding or an attack on BigInt). */
const MAX_INTEGER_CHARS = 256;
/** Integer forms every encoder reads the same way. */
const CANONICAL_INTEGER = /^(-?[0-9]+|0x[0-9a-fA-F]+)$/;

export function addressFrom(raw: unknown, path: string, w: Walk): Address | undefined {
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

export function valueOf(raw: unknown, type: string, path: string, depth: number, w: Walk): TypedValue | undefined {
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

export function structOf(raw: unknown, type: string, path: string, depth: number, w: Walk): TypedStruct | undefined {
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