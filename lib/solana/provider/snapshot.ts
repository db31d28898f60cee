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
import { apply, dict, getOwnPropertyDescriptor, getPrototypeOf, isArray, isRec, ownKeys, read, reflectGet } from '../../provider/pristine';
import { eachKey, isFn, list } from './safe';

const U8 = Uint8Array;
/** %TypedArray%.prototype.length as it was at load: only a real typed array answers it (a page object with a `length` does not). */
const lengthOf = getOwnPropertyDescriptor(getPrototypeOf(U8.prototype) ?? U8.prototype, 'length')?.get;
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
function bytesOf(v: unknown): { $b: unknown[] } | undefined {
  const n = typedLength(v);
  return n === undefined ? undefined : { $b: list(n, (i) => read(v, i)) };
}

/** `v` as plain JSON (see the file's comment); functions, symbols, bigints and anything deeper than 5 levels are left out. */
export function snapshot(v: unknown, depth = 0): unknown {
  const direct = bytesOf(v);
  if (direct) return direct;
  if (!isRec(v)) return typeof v === 'symbol' || typeof v === 'bigint' ? undefined : v;
  if (depth > 5 || typeof v === 'function') return;
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

const { is } = Object;

/**
 * Whether two snapshots are alike, walked by hand: same own keys in the same
 * order, same values. Not JSON.stringify: it asks each value's toJSON, which a
 * page can put on Object.prototype or Array.prototype to make every snapshot
 * read alike (and a transaction changed after its review pass as unchanged).
 */
export function same(a: unknown, b: unknown): boolean {
  if (!isRec(a) || !isRec(b)) return is(a, b);
  const keys = ownKeys(a);
  const others = ownKeys(b);
  if (keys.length !== others.length) return false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (key === undefined || key !== others[i] || !same(reflectGet(a, key), reflectGet(b, key))) return false;
  }
  return true;
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
 * reviewed byte array is handed over as a fresh copy of the reviewed bytes
 * (a page cannot change them between the review and the wallet's read).
 */
export function freshArgs(args: unknown[], shot: unknown): unknown[] {
  return list(args.length, (i) => {
    const arg = args[i];
    const s = read(shot, i);
    if (typedLength(arg) !== undefined) return toBytes(s);
    // A transaction object is the wallet's to serialize: handed over as it is (checked unchanged by the caller).
    if (!isRec(arg) || read(arg, 'serialize') || isArray(arg)) return arg;
    const copy: Record<string, unknown> = { ...arg };
    const tx = toBytes(read(s, 'transaction'));
    const message = toBytes(read(s, 'message'));
    if (tx) copy.transaction = tx;
    if (message) copy.message = message;
    return copy;
  });
}
