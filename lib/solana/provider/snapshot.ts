/**
 * What a Solana signing call is reviewed as: its arguments copied at the
 * moment of the call into plain JSON, every byte array (a Wallet Standard
 * input's `transaction` / `message`, a Uint8Array argument) and every web3.js
 * transaction object (through its own serialize(), signatures not required)
 * as `{ $b: [bytes] }`, a PublicKey as its base58 text. The background reads
 * the transactions and messages out of it (lib/broker/solana-request.ts).
 *
 * Only our own lists and null-prototype dictionaries hold it, so its JSON text
 * (JSON.stringify as kept at load) asks no toJSON of the page's: two calls'
 * texts are equal exactly when they read alike, which is how Approve checks
 * that the call still reads as reviewed (./held.ts).
 */
import { apply, dict, eachKey, getOwnPropertyDescriptor, getPrototypeOf, isArray, isFn, isRec, list, read } from './safe';

const U8 = Uint8Array;
/** %TypedArray%.prototype.length as it was at load: only a real typed array answers it (a page object with a `length` does not). */
const lengthOf = getOwnPropertyDescriptor(getPrototypeOf(U8.prototype) ?? U8, 'length')?.get;
const SERIALIZE_UNSIGNED = { requireAllSignatures: false, verifySignatures: false };

/** A typed array's length; undefined for anything else. */
function typedLength(v: unknown): number | undefined {
  try {
    const n: unknown = lengthOf && apply(lengthOf, v, []);
    return typeof n === 'number' ? n : undefined;
  } catch {
    // not a typed array
  }
}

/** A typed array's bytes as `{ $b: [numbers] }`; undefined for anything else. */
function bytesOf(v: unknown): Record<string, unknown> | undefined {
  const n = typedLength(v);
  if (n === undefined) return;
  const out = dict<unknown>();
  out.$b = list(n, (i) => read(v, i));
  return out;
}

/** `v` as plain JSON (see the file's comment); functions, symbols, bigints and anything deeper than 5 levels are left out. */
export function snapshot(v: unknown, depth = 0): unknown {
  const direct = bytesOf(v);
  if (direct) return direct;
  if (!isRec(v)) return typeof v === 'symbol' || typeof v === 'bigint' ? undefined : v;
  if (depth > 5 || isFn(v)) return;
  const serialize = read(v, 'serialize');
  const toBase58 = read(v, 'toBase58');
  try {
    if (isFn(serialize)) return bytesOf(apply(serialize, v, [SERIALIZE_UNSIGNED]));
    if (isFn(toBase58)) return `${apply(toBase58, v, [])}`;
  } catch {
    return;
  }
  if (isArray(v)) return list(v.length, (i) => snapshot(v[i], depth + 1));
  const out = dict<unknown>();
  eachKey(v, (key, value) => (out[key] = snapshot(value, depth + 1)));
  // A Wallet Standard account is often a class whose `address` is a getter.
  const address = read(v, 'address');
  if (typeof address === 'string') out.address = address;
  return out;
}

/** A Uint8Array of the reviewed `{ $b }` (index writes: the page's array iterator is never used). */
function toBytes(shot: unknown): Uint8Array | undefined {
  const b = read(shot, '$b');
  if (!isArray(b)) return undefined;
  const out = new U8(b.length);
  for (let i = 0; i < b.length; i++) out[i] = +(b[i] as number);
  return out;
}

/**
 * The arguments the wallet gets on Approve: the dapp's own, except that each
 * reviewed byte array (an argument, or a field of one) is handed over as a
 * fresh copy of the reviewed bytes (a page cannot change them between the
 * review and the wallet's read).
 */
export function freshArgs(args: unknown[], shot: unknown): unknown[] {
  return list(args.length, (i) => {
    const arg = args[i];
    const s = read(shot, i);
    if (typedLength(arg) !== undefined) return toBytes(s);
    // A transaction object is the wallet's to serialize: handed over as it is (checked unchanged by the caller).
    if (!isRec(arg) || read(arg, 'serialize') || isArray(arg)) return arg;
    const copy: Record<string, unknown> = { ...arg };
    eachKey(arg, (key, value) => typedLength(value) !== undefined && (copy[key] = toBytes(read(s, key)) ?? value));
    return copy;
  });
}
