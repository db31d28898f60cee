/**
 * What a Solana signing call is reviewed as: its arguments copied at the
 * moment of the call into plain JSON, every byte array (a Wallet Standard
 * input's `transaction` / `message`, a Uint8Array argument) and every web3.js
 * transaction object (through its own serialize(), signatures not required)
 * as `{ $b: [bytes] }`, a PublicKey as its base58 text. The background reads
 * the transactions and messages out of it (lib/broker/solana-request.ts).
 *
 * MAIN world, every frame: builtins only as kept at load (lib/provider/pristine.ts).
 */
import { apply, copyList, defineProperty, dict, getOwnPropertyDescriptor, getPrototypeOf, isArray, isRec, own, ownKeys, read } from '../../provider/pristine';

const U8 = Uint8Array;
/** %TypedArray%.prototype.length as it was at load: only a real typed array answers it (a page object with a `length` does not). */
const typedArrayProto: unknown = getPrototypeOf(U8.prototype);
const lengthOf = isRec(typedArrayProto) ? getOwnPropertyDescriptor(typedArrayProto, 'length')?.get : undefined;
const SERIALIZE_UNSIGNED = { requireAllSignatures: false, verifySignatures: false };

/** A typed array's bytes as a fresh array of numbers; undefined for anything else. */
export function bytesOf(v: unknown): number[] | undefined {
  let n: unknown;
  try {
    n = lengthOf ? apply(lengthOf, v, []) : undefined;
  } catch {
    return undefined;
  }
  if (typeof n !== 'number') return undefined;
  const out: number[] = [];
  for (let i = 0; i < n; i++) defineProperty(out, i, { value: read(v, i), writable: true, enumerable: true, configurable: true });
  return out;
}

/** A Uint8Array of `list` (index writes: the page's array iterator is never used). */
export function toBytes(list: unknown): Uint8Array {
  const n = isArray(list) ? list.length : 0;
  const out = new U8(n);
  for (let i = 0; i < n; i++) out[i] = Number(read(list, i));
  return out;
}

const asBytes = (b: number[] | undefined): { $b: number[] } | undefined => (b ? { $b: b } : undefined);

/** `v` as plain JSON (see the file's comment); functions, symbols and anything deeper than 5 levels are left out. */
export function snapshot(v: unknown, depth = 0): unknown {
  const direct = asBytes(bytesOf(v));
  if (direct) return direct;
  if (!isRec(v)) return typeof v === 'symbol' || typeof v === 'bigint' ? undefined : v;
  if (depth > 5 || typeof v === 'function') return undefined;
  const serialize = read(v, 'serialize');
  const toBase58 = read(v, 'toBase58');
  try {
    if (typeof serialize === 'function') return asBytes(bytesOf(apply(serialize, v, [SERIALIZE_UNSIGNED])));
    if (typeof toBase58 === 'function') return `${String(apply(toBase58, v, []))}`;
  } catch {
    return undefined;
  }
  if (isArray(v)) return copyList(v, (item) => snapshot(item, depth + 1));
  const out = dict<unknown>();
  const keys = ownKeys(v);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (typeof key === 'string') out[key] = snapshot(own(v, key), depth + 1);
  }
  // A Wallet Standard account is often a class whose `address` is a getter.
  const address = read(v, 'address');
  if (typeof address === 'string') out.address = address;
  return out;
}

/**
 * The arguments the wallet gets on Approve: the dapp's own, except that each
 * reviewed byte array is handed over as a fresh copy of the reviewed bytes
 * (a page cannot change them between the review and the wallet's read).
 */
export function freshArgs(args: unknown[], shot: unknown): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < args.length; i++) defineProperty(out, i, { value: fresh(args[i], read(shot, i)), writable: true, enumerable: true, configurable: true });
  return out;
}

function fresh(arg: unknown, shot: unknown): unknown {
  // A transaction object is the wallet's to serialize: handed over as it is (checked unchanged by the caller).
  if (!isRec(arg) || read(arg, 'serialize')) return arg;
  const bytes = read(shot, '$b');
  if (bytes) return toBytes(bytes);
  if (isArray(arg)) return arg;
  const copy: Record<string, unknown> = { ...arg };
  const tx = read(read(shot, 'transaction'), '$b');
  const message = read(read(shot, 'message'), '$b');
  if (tx) copy.transaction = toBytes(tx);
  if (message) copy.message = toBytes(message);
  return copy;
}
