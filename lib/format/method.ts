/**
 * What a wallet request is, in the review window's terms, from its method and
 * params. Params come from the page, so everything is parsed defensively.
 */
import { formatStrings, type RequestKind } from '../i18n/format-strings';
import { isRecord, isString, isStringOrNumber, optional, optionalStrings, type Loose } from './guards';
import { createsContract, intentOf } from './intent';
import { parseTypedData, typedDataKind, type TypedData } from './typed-data';

export { createsContract } from './intent';
export { decodePersonalMessage } from './personal-message';

export interface TxParams extends Loose {
  from?: string;
  to?: string | null;
  value?: string;
  data?: string;
  input?: string;
  gas?: string;
  chainId?: string | number;
}

export interface SendCalls extends Loose {
  from?: string;
  chainId?: string | number;
  calls: Array<Loose & { to?: string; data?: string; value?: string }>;
}

function parseTxParams(v: unknown): TxParams | undefined {
  if (!isRecord(v) || !optionalStrings(v, ['from', 'value', 'data', 'input', 'gas'])) return undefined;
  if (!(v.to === undefined || v.to === null || isString(v.to)) || !optional(v.chainId, isStringOrNumber)) return undefined;
  return v;
}

function parseSendCalls(v: unknown): SendCalls | undefined {
  if (!isRecord(v) || !optional(v.from, isString) || !optional(v.chainId, isStringOrNumber) || !Array.isArray(v.calls)) return undefined;
  const calls: SendCalls['calls'] = [];
  for (const c of v.calls) {
    if (!isRecord(c) || !optionalStrings(c, ['to', 'data', 'value'])) return undefined;
    calls.push(c);
  }
  return { ...v, calls };
}

export type ClassifiedRequest =
  | { kind: 'send_transaction' | 'sign_transaction'; tx: TxParams | undefined }
  | { kind: 'permit' | 'permit2' | 'order_seaport' | 'order_blur' | 'typed_data'; typedData: TypedData | undefined; rawTypedData: unknown }
  | { kind: 'personal_sign'; message: string | undefined }
  | { kind: 'eth_sign'; hash: string | undefined }
  | { kind: 'send_calls'; batch: SendCalls | undefined }
  | { kind: 'send_raw'; raw: string | undefined }
  | { kind: 'other' };

const paramsArray = (params: unknown): unknown[] => (Array.isArray(params) ? params : params === undefined ? [] : [params]);
const isAddress = (v: unknown): boolean => typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v);

export function classifyRequest(method: string, params: unknown): ClassifiedRequest {
  const list = paramsArray(params);
  switch (method) {
    case 'eth_sendTransaction':
    case 'eth_signTransaction': {
      return { kind: method === 'eth_sendTransaction' ? 'send_transaction' : 'sign_transaction', tx: parseTxParams(list[0]) };
    }
    case 'eth_signTypedData':
    case 'eth_signTypedData_v1':
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData_v4': {
      // v3/v4 put the address first; v1 and some dapps put it second: take the non-address.
      const raw = list.find((p) => !isAddress(p));
      const typedData = parseTypedData(raw);
      const kindMap = { permit: 'permit', permit2: 'permit2', seaport: 'order_seaport', blur: 'order_blur', generic: 'typed_data' } as const;
      return { kind: typedData ? kindMap[typedDataKind(typedData)] : 'typed_data', typedData, rawTypedData: raw };
    }
    case 'personal_sign': {
      // The message comes first; a few dapps swap the order, so take the non-address.
      const first = list[0];
      const msg = isAddress(first) && typeof list[1] === 'string' ? list[1] : first;
      return { kind: 'personal_sign', message: typeof msg === 'string' ? msg : undefined };
    }
    case 'eth_sign': {
      const hash = list[1];
      return { kind: 'eth_sign', hash: typeof hash === 'string' ? hash : undefined };
    }
    case 'wallet_sendCalls': {
      return { kind: 'send_calls', batch: parseSendCalls(list[0]) };
    }
    case 'eth_sendRawTransaction': {
      const raw = list[0];
      return { kind: 'send_raw', raw: typeof raw === 'string' ? raw : undefined };
    }
    default:
      return { kind: 'other' };
  }
}


/**
 * The size in bytes of the code each contract deployment in the request
 * carries: a transaction (or a call of a batch) with no recipient but with
 * code creates a contract. Empty when nothing is deployed.
 */
export function deployedCodeSizes(req: ClassifiedRequest): number[] {
  const creations =
    (req.kind === 'send_transaction' || req.kind === 'sign_transaction') && req.tx ? [{ to: req.tx.to, data: req.tx.data ?? req.tx.input }]
    : req.kind === 'send_calls' && req.batch ? req.batch.calls
    : [];
  return creations.filter(createsContract).map((c) => Math.floor(((c.data?.length ?? 2) - 2) / 2));
}

export function requestKind(method: string, params: unknown): RequestKind {
  return classifyRequest(method, params).kind;
}

/**
 * The request in plain words: what it asks for (a spending approval, a listing, a sign-in), else
 * what the method does ("Send a transaction").
 */
export function requestTitle(method: string, params: unknown): string {
  const req = classifyRequest(method, params);
  const intent = intentOf(req);
  return intent ? formatStrings.intentTitle(intent) : formatStrings.methodTitle(req.kind);
}

/** Request kinds that send (or sign) a transaction when approved; the rest are signatures of messages and typed data. */
const TRANSACTION_KINDS: ReadonlySet<string> = new Set(['send_transaction', 'sign_transaction', 'send_calls', 'send_raw']);
export const isTransactionKind = (kind: string): boolean => TRANSACTION_KINDS.has(kind);
