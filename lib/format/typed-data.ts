/**
 * EIP-712 typed data: parsed safely from a wallet request's params (a JSON
 * string or an object), recognised as Permit / Permit2 / Seaport / Blur, and
 * described as rows a person can read.
 */
import { shortAddress } from './address';
import { formatExpiry, type DateOptions } from './date';
import { formatTokenAmount, groupThousands, isUnlimitedAmount, parseRawAmount } from './amount';
import { formatStrings } from '../i18n/format-strings';
import { feeRecipientName } from './fee-recipients';
import { itemText } from './order';
import { isRecord, isString, isStringOrNumber, optional, optionalStrings, type Loose } from './guards';
import { readJsonExactly, type ExactJson } from '../json/exact';

const PERMIT2_ADDRESS = '0x000000000022d473030f116ddee9f6b43ac78ba3';

export interface TypedData extends Loose {
  types: Record<string, Array<Loose & { name: string; type: string }>>;
  primaryType: string;
  domain: Loose & { name?: string; version?: string; chainId?: number | string; verifyingContract?: string };
  message: Record<string, unknown>;
}

const isField = (f: unknown): f is Loose & { name: string; type: string } => isRecord(f) && isString(f.name) && isString(f.type);

/** The shape of EIP-712 typed data (types and domain may be missing: empty). */
function checkTypedData(v: unknown): TypedData | undefined {
  if (!isRecord(v) || !isString(v.primaryType) || !isRecord(v.message)) return undefined;
  const rawTypes = v.types ?? {};
  if (!isRecord(rawTypes)) return undefined;
  const types: TypedData['types'] = {};
  for (const [name, fields] of Object.entries(rawTypes)) {
    if (!Array.isArray(fields) || !fields.every(isField)) return undefined;
    types[name] = fields;
  }
  const domain = v.domain ?? {};
  if (!isRecord(domain) || !optionalStrings(domain, ['name', 'version', 'verifyingContract']) || !optional(domain.chainId, isStringOrNumber)) return undefined;
  return { ...v, types, primaryType: v.primaryType, domain, message: v.message };
}

export type TypedDataKind = 'permit' | 'permit2' | 'seaport' | 'blur' | 'generic';

/** An exactly read value with each big integer as its decimal text (how dapps often write amounts, read as such below). */
function bigIntsAsText(v: ExactJson): unknown {
  if (typeof v === 'bigint') return v.toString();
  if (Array.isArray(v)) return v.map(bigIntsAsText);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, bigIntsAsText(x)]));
  return v;
}

/**
 * A JSON string or an object; anything else (or bad JSON) gives undefined, never a throw.
 * JSON text is read exactly (lib/json/exact.ts): max uint160 written as a bare number is
 * shown as itself, not as the 2^160 JSON.parse would round it to (#25 item 4).
 */
export function parseTypedData(param: unknown): TypedData | undefined {
  let value = param;
  if (typeof param === 'string') {
    if (!param.trimStart().startsWith('{')) return undefined;
    try {
      value = bigIntsAsText(readJsonExactly(param).value);
    } catch {
      return undefined;
    }
  }
  return checkTypedData(value);
}

const PERMIT2_TYPES = new Set([
  'PermitSingle', 'PermitBatch', 'PermitTransferFrom', 'PermitBatchTransferFrom',
  'PermitWitnessTransferFrom', 'PermitBatchWitnessTransferFrom',
]);

export function typedDataKind(td: TypedData): TypedDataKind {
  const name = td.domain.name?.toLowerCase() ?? '';
  const contract = td.domain.verifyingContract?.toLowerCase();
  if (contract === PERMIT2_ADDRESS || (name === 'permit2' && PERMIT2_TYPES.has(td.primaryType))) return 'permit2';
  if (name === 'seaport' || td.primaryType === 'OrderComponents' || (td.primaryType === 'BulkOrder' && name.includes('seaport'))) return 'seaport';
  if (name.includes('blur')) return 'blur';
  if (td.primaryType === 'Permit' && 'spender' in td.message) return 'permit';
  return 'generic';
}

export interface Row {
  label: string;
  value: string;
  /** The full address when the value is a shortened one (for a title and copy). */
  address?: string;
  /** A known name for that address (the token's name from the EIP-712 domain). */
  name?: string;
  /** Marks a value a person should look at twice (unlimited amounts). */
  emphasis?: boolean;
}

/** What the review knows about addresses (from the scan): names, and a token's symbol and decimals. */
export interface DescribeOptions extends DateOptions {
  nameOf?: ((address: string) => string | undefined) | undefined;
  tokenOf?: ((address: string) => { symbol: string | undefined; decimals: number } | undefined) | undefined;
  /** The chain's coin, for native amounts (ETH by default). */
  native?: { symbol: string; decimals: number } | undefined;
}

const isAddress = (v: unknown): v is string => typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v);

function addressRow(label: string, v: unknown, o: DescribeOptions = {}): Row | undefined {
  if (!isAddress(v)) return v === undefined ? undefined : { label, value: String(v) };
  const name = o.nameOf?.(v);
  return { label, value: shortAddress(v), address: v, ...(name ? { name } : {}) };
}

/**
 * The integer the wallet signs for an amount. A JSON number is signed as its
 * exact value (1e77 as 99999999999999998278…), never as its "1e+77" text.
 */
function signedAmount(v: unknown): bigint | undefined {
  if (typeof v === 'number') return Number.isInteger(v) ? BigInt(v) : undefined;
  return typeof v === 'string' ? parseRawAmount(v) : undefined;
}

/** An amount with the token's decimals and symbol when the scan knows them; raw units said as such otherwise. */
function amountRow(label: string, v: unknown, permit2: boolean, token?: { symbol: string | undefined; decimals: number }): Row | undefined {
  if (v === undefined) return undefined;
  const raw = signedAmount(v);
  if (raw === undefined) return { label, value: formatStrings.unreadableValue(String(v)), emphasis: true };
  if (isUnlimitedAmount(raw, { permit2, decimals: token?.decimals })) return { label, value: formatStrings.unlimited, emphasis: true };
  if (token) return { label, value: `${formatTokenAmount(raw, token.decimals)}${token.symbol ? ` ${token.symbol}` : ''}` };
  return { label, value: `${groupThousands(raw.toString())} (raw units)` };
}

const tokenAt = (o: DescribeOptions, token: unknown) => (isAddress(token) ? o.tokenOf?.(token) : undefined);

function dateRow(label: string, v: unknown, opts: DateOptions): Row | undefined {
  const text = formatExpiry(v, opts);
  return text === undefined ? undefined : { label, value: text };
}

const asRecord = (v: unknown): Record<string, unknown> | undefined => (isRecord(v) ? v : undefined);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

function tokenRow(td: TypedData, token: unknown, o: DescribeOptions): Row | undefined {
  const r = addressRow(formatStrings.permitToken, token, o);
  if (r?.address && !r.name && td.domain.name && r.address.toLowerCase() === td.domain.verifyingContract?.toLowerCase()) r.name = td.domain.name;
  return r;
}

function permitRows(td: TypedData, o: DescribeOptions): Row[] {
  const m = td.message;
  // DAI-style permits carry `allowed: true` instead of an amount: unlimited.
  const amount: Row | undefined =
    typeof m.allowed === 'boolean'
      ? { label: formatStrings.permitAmount, value: m.allowed ? formatStrings.unlimited : '0', emphasis: m.allowed }
      : amountRow(formatStrings.permitAmount, m.value, false, tokenAt(o, td.domain.verifyingContract));
  return [
    tokenRow(td, td.domain.verifyingContract, o),
    addressRow(formatStrings.permitSpender, m.spender, o),
    amount,
    dateRow(formatStrings.permitDeadline, m.deadline ?? m.expiry, o),
  ].filter((r): r is Row => r !== undefined);
}

function permit2Rows(td: TypedData, o: DescribeOptions): Row[] {
  const m = td.message;
  const rows: Array<Row | undefined> = [];
  // PermitSingle / PermitBatch: `details`; the *TransferFrom family: `permitted`.
  for (const item of [...asArray(m.details), ...asArray(m.permitted)]) {
    const d = asRecord(item);
    if (!d) continue;
    rows.push(tokenRow(td, d.token, o), amountRow(formatStrings.permitAmount, d.amount, true, tokenAt(o, d.token)), dateRow(formatStrings.permitExpiration, d.expiration, o));
  }
  rows.push(addressRow(formatStrings.permitSpender, m.spender, o), dateRow(formatStrings.permitDeadline, m.sigDeadline ?? m.deadline, o));
  return rows.filter((r): r is Row => r !== undefined);
}

const NATIVE = { symbol: 'ETH', decimals: 18 };

/** One order item in words (lib/format/order.ts), with where it goes when it goes to someone. */
function seaportItem(v: unknown, o: DescribeOptions): string | undefined {
  const item = asRecord(v);
  if (!item) return undefined;
  const text = itemText(item, { assetName: (a) => o.nameOf?.(a), tokenOf: (a) => o.tokenOf?.(a), native: o.native ?? NATIVE, nameOf: (a) => o.nameOf?.(a) }).text;
  if (!isAddress(item.recipient)) return text;
  const who = feeRecipientName(item.recipient) ?? o.nameOf?.(item.recipient) ?? shortAddress(item.recipient);
  return `${text} ${formatStrings.orderItemTo(who)}`;
}

function seaportRows(td: TypedData, o: DescribeOptions): Row[] {
  const m = td.message;
  const rows: Array<Row | undefined> = [addressRow(formatStrings.orderOfferer, m.offerer, o)];
  for (const it of asArray(m.offer)) {
    const text = seaportItem(it, o);
    if (text) rows.push({ label: formatStrings.orderOffer, value: text });
  }
  // The signer of a Seaport order is its offerer: the offer leaves the user; of the consideration, only
  // what goes back to the offerer is theirs, the rest (fees, royalties, a scammer's cut) goes to others.
  for (const it of asArray(m.consideration)) {
    const text = seaportItem(it, o);
    const recipient = asRecord(it)?.recipient;
    const toUser = typeof recipient === 'string' && typeof m.offerer === 'string' && recipient.toLowerCase() === m.offerer.toLowerCase();
    // A known marketplace fee is part of every listing: said, not shown in red.
    const fee = typeof recipient === 'string' && feeRecipientName(recipient) !== undefined;
    if (text) rows.push({ label: toUser ? formatStrings.orderConsideration : formatStrings.orderOthersGet, value: text, ...(toUser || fee ? {} : { emphasis: true }) });
  }
  rows.push(dateRow(formatStrings.orderEndTime, m.endTime, o));
  const out = rows.filter((r): r is Row => r !== undefined);
  return out.length > 1 ? out : genericRows(td);
}

function blurRows(td: TypedData, o: DescribeOptions): Row[] {
  const m = td.message;
  if (m.collection === undefined) return genericRows(td);
  const side = Number(m.side) === 1 ? formatStrings.orderSell : formatStrings.orderBuy;
  return [
    { label: formatStrings.orderSide, value: side },
    addressRow(formatStrings.orderCollection, m.collection, o),
    m.tokenId === undefined ? undefined : { label: 'Token id', value: `#${String(m.tokenId)}` },
    amountRow(formatStrings.orderPrice, m.price, false),
    dateRow(formatStrings.orderEndTime, m.expirationTime, o),
  ].filter((r): r is Row => r !== undefined);
}

/** Every leaf of the message as "path: value", nested objects flattened. */
export function genericRows(td: TypedData): Row[] {
  const rows: Row[] = [];
  const walk = (value: unknown, path: string, depth: number): void => {
    if (rows.length >= 200) return;
    const obj = asRecord(value);
    if (Array.isArray(value) && depth < 6) {
      value.forEach((v, i) => walk(v, `${path}[${i}]`, depth + 1));
    } else if (obj && depth < 6) {
      for (const [k, v] of Object.entries(obj)) walk(v, path ? `${path}.${k}` : k, depth + 1);
    } else if (isAddress(value)) {
      rows.push({ label: path, value: shortAddress(value), address: value });
    } else {
      rows.push({ label: path, value: typeof value === 'string' ? value : JSON.stringify(value) ?? String(value) });
    }
  };
  walk(td.message, '', 0);
  return rows;
}

export function describeTypedData(td: TypedData, opts: DescribeOptions = {}): { kind: TypedDataKind; rows: Row[] } {
  const kind = typedDataKind(td);
  switch (kind) {
    case 'permit':
      return { kind, rows: permitRows(td, opts) };
    case 'permit2':
      return { kind, rows: permit2Rows(td, opts) };
    case 'seaport':
      return { kind, rows: seaportRows(td, opts) };
    case 'blur':
      return { kind, rows: blurRows(td, opts) };
    default:
      return { kind, rows: genericRows(td) };
  }
}
