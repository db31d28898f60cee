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
import { ISSUE_IDS, isRecord, own, TooLarge, type Walk } from './sanitize-common';
import { checkDeclarations, readTypes } from './sanitize-types';
import { addressFrom, structOf, valueOf } from './sanitize-values';
import type { SanitizeIssue, SanitizeResult, SanitizedDomain } from './types';

export { ISSUE_IDS } from './sanitize-common';

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
