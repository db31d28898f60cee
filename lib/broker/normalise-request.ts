/**
 * What the user sees is what the wallet signs. The intercepted params are
 * snapshotted once as plain JSON (./plain-json) and then brought into the one
 * form that every reader agrees on; where readers could disagree and there is
 * no single right reading, the request is refused with -32602 before it is
 * shown or forwarded:
 *
 * - `data` and `input` both present and different: the review decodes one, a
 *   signer that prefers the other (anvil, some wallets) executes that one.
 * - `gas` and `gasLimit` both present and different: the same, for the limit.
 * - quantities (value, gas, fees, nonce, chainId, type): a JS number becomes
 *   0x-hex (one reading); a string that is not 0x-hex ("100", "1e18") is
 *   refused: a review reads it as decimal, a wallet may read it as hex.
 * - addresses and calldata that are not hex: refused (the review could not
 *   show what a lenient wallet would make of them).
 * - typed data sent as a JSON string: read exactly (lib/json/exact.ts) and
 *   forwarded byte for byte; the scan judges both readings of a number JSON.parse
 *   would round, the review shows the exact one. Duplicate keys (a parser
 *   keeping the first signs another message), fractions and numbers beyond any
 *   EIP-712 integer are refused. In an object, only safe integers (the page
 *   built the doubles itself; a wallet may turn them into text and back).
 *
 * The broker stores the result; the scan, the review and the forward all read
 * that stored copy.
 */
import { JsonTextError, readJsonExactly, type ExactRead } from '../json/exact';
import { invalidParams, type RpcErrorPayload } from '../rpc-errors';
import { NotPlainJsonError, toPlainJson, type Json } from './plain-json';

/** `evasion`: a shape a lenient wallet would still accept (odd-length hex, a decimal quantity, a duplicate key): shown to the user as such (#25 item 5). */
export type NormaliseResult = { ok: true; params: Json } | { ok: false; error: RpcErrorPayload; evasion: boolean };

type JsonObject = { [key: string]: Json };

class Refused extends Error {
  constructor(message: string, readonly evasion = false) {
    super(message);
  }
}

/** Hex a wallet may still read (odd length: "0x1", a 7-character selector) where Preflight wants whole bytes. */
const LENIENT_HEX = /^0x[0-9a-fA-F]*$/;
/** A quantity a wallet may read as decimal or hex ("100", "1e18"). */
const LENIENT_QUANTITY = /^[0-9][0-9a-fA-FxXeE.]*$/;

const QUANTITY_FIELDS = ['value', 'gas', 'gasLimit', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas', 'maxFeePerBlobGas', 'nonce', 'chainId', 'type'] as const;
const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;
const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})*$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Page text quoted in an error, kept short. */
const quote = (v: Json): string => {
  const text = JSON.stringify(v);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

function quantity(v: Json, path: string): string {
  if (typeof v === 'number') {
    if (Number.isSafeInteger(v) && v >= 0) return `0x${v.toString(16)}`;
    throw new Refused(`${path} must be a non-negative integer (got ${quote(v)})`);
  }
  if (typeof v === 'string' && HEX_QUANTITY.test(v)) return v;
  throw new Refused(`${path} must be a 0x-prefixed hex quantity (got ${quote(v)})`, typeof v === 'string' && LENIENT_QUANTITY.test(v));
}

function sameQuantity(a: string, b: string): boolean {
  return BigInt(a) === BigInt(b);
}

/** A transaction (or one call of a batch), normalised in place on a copy. */
function transaction(tx: Json | undefined, path: string): JsonObject {
  if (!isObject(tx)) throw new Refused(`${path} must be a transaction object`);
  const out: JsonObject = { ...tx };
  for (const key of QUANTITY_FIELDS) {
    const v = out[key];
    if (v !== undefined && v !== null) out[key] = quantity(v, `${path}.${key}`);
  }
  for (const key of ['data', 'input'] as const) {
    const v = out[key];
    if (v !== undefined && (typeof v !== 'string' || !HEX_BYTES.test(v))) throw new Refused(`${path}.${key} must be 0x-prefixed hex bytes`, typeof v === 'string' && LENIENT_HEX.test(v));
  }
  const { data, input, gas, gasLimit } = out;
  if (typeof data === 'string' && typeof input === 'string' && data.toLowerCase() !== input.toLowerCase()) {
    throw new Refused(`${path} has both data and input, and they differ`);
  }
  if (typeof gas === 'string' && typeof gasLimit === 'string' && !sameQuantity(gas, gasLimit)) {
    throw new Refused(`${path} has both gas and gasLimit, and they differ`);
  }
  if (out.to !== undefined && out.to !== null && (typeof out.to !== 'string' || !ADDRESS.test(out.to))) {
    throw new Refused(`${path}.to must be a 0x-prefixed 20-byte address`);
  }
  if (out.from !== undefined && (typeof out.from !== 'string' || !ADDRESS.test(out.from))) {
    throw new Refused(`${path}.from must be a 0x-prefixed 20-byte address`);
  }
  return out;
}

function sendCalls(batch: Json | undefined): JsonObject {
  if (!isObject(batch) || !Array.isArray(batch.calls)) throw new Refused('params[0].calls must be a list of calls');
  const out: JsonObject = { ...batch, calls: batch.calls.map((call, i) => transaction(call, `params[0].calls[${i}]`)) };
  if (out.chainId !== undefined) out.chainId = quantity(out.chainId, 'params[0].chainId');
  if (out.from !== undefined && (typeof out.from !== 'string' || !ADDRESS.test(out.from))) throw new Refused('params[0].from must be a 0x-prefixed 20-byte address');
  return out;
}

/** Numbers in a page-built object a wallet may read differently (beyond 2^53, fractions): EIP-712 values must then be strings. */
function checkNumbers(v: Json, path: string): void {
  if (typeof v === 'number' && !Number.isSafeInteger(v)) throw new Refused(`${path} is a number JSON cannot carry exactly; send it as a string`, Number.isInteger(v));
  if (Array.isArray(v)) v.forEach((item, i) => checkNumbers(item, `${path}[${i}]`));
  else if (isObject(v)) for (const [key, item] of Object.entries(v)) checkNumbers(item, `${path}.${key}`);
}

/** Typed data given as a JSON string: read exactly, forwarded unchanged (what the review shows is that text). */
function checkTypedDataText(text: string): void {
  let read: ExactRead;
  try {
    read = readJsonExactly(text, 'params[1]');
  } catch (err) {
    // Stryker disable next-line ConditionalExpression: readJsonExactly throws only JsonTextError; rethrowing anything else guards against a future bug
    if (err instanceof JsonTextError) throw new Refused(`params[1] typed data: ${err.message}`, err.evasion);
    throw err;
  }
  const v = read.value;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Refused('params[1] typed data must be a JSON object');
}

function typedData(params: Json[]): Json[] {
  const [account, data] = params;
  // The review shows the non-address parameter; a wallet signs params[1]: they must be the same one.
  if (typeof account !== 'string' || !ADDRESS.test(account)) throw new Refused('params[0] must be the signing address');
  if (typeof data === 'string') {
    checkTypedDataText(data);
    return params;
  }
  if (isObject(data)) {
    checkNumbers(data, 'params[1]');
    return params;
  }
  throw new Refused('params[1] must be typed data');
}

function string(params: Json[], index: number, what: string): void {
  if (typeof params[index] !== 'string') throw new Refused(`params[${index}] must be ${what}`);
}

function byMethod(method: string, params: Json[]): Json[] {
  switch (method) {
    case 'eth_sendTransaction':
    case 'eth_signTransaction':
      return [transaction(params[0], 'params[0]'), ...params.slice(1)];
    case 'wallet_sendCalls':
      return [sendCalls(params[0]), ...params.slice(1)];
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData_v4':
      return typedData(params);
    case 'personal_sign':
      string(params, 0, 'the message as a string');
      return params;
    case 'eth_sign':
      string(params, 1, 'the hash as a string');
      return params;
    case 'eth_sendRawTransaction':
      if (typeof params[0] !== 'string' || !HEX_BYTES.test(params[0])) throw new Refused('params[0] must be the signed transaction as 0x-prefixed hex');
      return params;
    default:
      return params;
  }
}

/** The params to store, show and forward, or the -32602 error the dapp gets instead. */
export function normaliseRequest(method: string, params: unknown): NormaliseResult {
  try {
    const plain = toPlainJson(params ?? [], 'params');
    if (!Array.isArray(plain)) throw new Refused(`${method} expects an array of parameters`);
    return { ok: true, params: byMethod(method, plain) };
  } catch (err) {
    // Stryker disable next-line ConditionalExpression: everything thrown above is Refused or NotPlainJsonError; rethrowing anything else guards against a future bug
    if (err instanceof Refused || err instanceof NotPlainJsonError) return { ok: false, error: invalidParams(err.message), evasion: err instanceof Refused && err.evasion };
    throw err;
  }
}
