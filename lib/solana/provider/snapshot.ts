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
import { apply, defineProperty, dict, eachKey, getOwnPropertyDescriptor, getPrototypeOf, isArray, isFn, isRec, known, list, read, remember } from './safe';

const U8 = Uint8Array;
/** %TypedArray%.prototype.length as it was at load: only a real typed array answers it (a page object with a `length` does not). */
const lengthOf = getOwnPropertyDescriptor(getPrototypeOf(U8.prototype) ?? U8, 'length')?.get;
/** %TypedArray%.prototype.set as it was at load: from a typed array it copies through the engine, no page code. */
const { set: setBytes } = U8.prototype;
const SERIALIZE_UNSIGNED = { requireAllSignatures: false, verifySignatures: false };

/** A copy of a typed array's bytes, read through the builtins kept at load; undefined for anything else. */
function copyOf(v: unknown): Uint8Array | undefined {
  try {
    const n: unknown = lengthOf && apply(lengthOf, v, []);
    if (typeof n !== 'number') return;
    const copy = new U8(n);
    apply(setBytes, copy, [v]);
    return copy;
  } catch {
    // not a typed array (or one of bigints)
  }
}

/** Bytes as `{ $b: [numbers] }`; a byte array the dapp passed (`given`) keeps its copy beside it, for ./held.ts's Approve (freshArgs). */
function shotOf(copy: Uint8Array | undefined, given?: boolean): Record<string, unknown> | undefined {
  if (!copy) return;
  const out = dict<unknown>();
  out.$b = list(copy.length, (i) => copy[i]);
  if (given) remember(out, copy);
  return out;
}

/** `v` as plain JSON (see the file's comment); functions, symbols, bigints and anything deeper than 5 levels are left out. */
export function snapshot(v: unknown, depth = 0): unknown {
  const direct = shotOf(copyOf(v), true);
  if (direct) return direct;
  if (!isRec(v)) return typeof v === 'symbol' || typeof v === 'bigint' ? undefined : v;
  if (depth > 5 || isFn(v)) return;
  const serialize = read(v, 'serialize');
  const toBase58 = read(v, 'toBase58');
  try {
    if (isFn(serialize)) return shotOf(copyOf(apply(serialize, v, [SERIALIZE_UNSIGNED])));
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

/**
 * The arguments the wallet gets on Approve: the dapp's own, except that each
 * byte array it passed (an argument, or a field of one) is handed over as the
 * copy taken at review (a page cannot change it between the review and the
 * wallet's read).
 */
export function freshArgs(args: unknown[], shot: unknown): unknown[] {
  return list(args.length, (i) => {
    const arg = args[i];
    const s = read(shot, i);
    const reviewed = known(s);
    if (reviewed) return reviewed;
    // A transaction object is the wallet's to serialize: handed over as it is (checked unchanged by the caller).
    if (!isRec(arg) || read(arg, 'serialize') || isArray(arg)) return arg;
    const copy: Record<string, unknown> = { ...arg };
    // Defined, not assigned: an assignment would reach a setter the page put on Object.prototype (for a key the spread left out, a non-enumerable one), and its getter would then answer the wallet.
    eachKey(s, (key, value) => {
      const bytes = known(value);
      if (bytes) defineProperty(copy, key, { value: bytes, enumerable: true });
    });
    return copy;
  });
}
