/**
 * What a Solana signing call is reviewed as, and what the wallet is handed on
 * Approve, made in one pass: JSON.stringify (as kept at load) with a replacer
 * that reads every value itself (what the page's toJSON answers is never used)
 * and answers, for
 * - a typed array: `{ $b: [bytes] }`, read by %TypedArray%.prototype.join from
 *   its internal slots (no page code; a fake `length` cannot shorten it), and
 *   a copy of those bytes put in its place for the wallet;
 * - a web3.js transaction object: `{ $b }` of its own serialize() (signatures
 *   not required); the object itself stays the wallet's to serialize;
 * - a PublicKey: its base58 text;
 * - any other object or array: a copy of its own keys (enumerable or not, and
 *   an account's `address` getter), down to MAX_DEPTH levels.
 * The copies of the arguments (depth 2) are the wallet's arguments: each holds
 * the values read for the review, its byte arrays as copies of the reviewed
 * bytes. The background reads the transactions and messages out of the text
 * (lib/broker/solana-request.ts); Approve compares a second pass's text with
 * the reviewed one (./held.ts).
 */
import { apply, eachKey, isArray, isFn, known, parse, put, read, remember, setPrototypeOf, stringify } from './safe';

const U8 = Uint8Array;
/** %TypedArray%.prototype.join as it was at load: it throws for anything that is not a typed array. */
const { join } = U8.prototype;
const UNSIGNED = { requireAllSignatures: false, verifySignatures: false };
/** Levels copied (the arguments are level 1, an input's fields 3); deeper values, and cycles, are left out. */
const MAX_DEPTH = 6;

/** A typed array's bytes as a list no page code reaches (no prototype: no iterator, no toJSON); undefined for anything else. */
function bytesOf(v: unknown): number[] | undefined {
  try {
    const list = parse(`[${apply(join, v, [])}]`);
    if (!isArray(list)) return;
    setPrototypeOf(list, null);
    remember(list, 0);
    return list;
  } catch {
    // not a typed array
  }
}

/** `value`'s JSON text as reviewed, and its copy (see the file's comment); throws when a trap, toJSON or serialize() does. An object, not a pair: destructuring a pair would ask the page's array iterator. */
export function snapshot(value: unknown): { text: string | undefined; copy: unknown } {
  let top: unknown;
  const text = stringify(value, function (this: object, key: string): unknown {
    const v = read(this, key);
    // Primitives, functions (left out by JSON) and our own byte lists as they are; a bigint left out (JSON throws on it).
    if (typeof v !== 'object' || !v || known(v) === 0) return typeof v === 'bigint' ? undefined : v;
    const bytes = bytesOf(v);
    if (bytes) {
      // `this` is always one of our copies (or JSON's own wrapper), never the page's: the wallet gets these bytes.
      put(this, key, new U8(bytes));
      return { $b: bytes };
    }
    const serialize = read(v, 'serialize');
    const toBase58 = read(v, 'toBase58');
    if (isFn(serialize)) return { $b: bytesOf(apply(serialize, v, [UNSIGNED])) };
    if (isFn(toBase58)) return `${apply(toBase58, v, [])}`;
    // The holder's level: ours are remembered with it; the root's holder (JSON's own) has none.
    const level = +(known(this) ?? 0) + 1;
    if (level > MAX_DEPTH) return;
    const out: object = isArray(v) ? [] : {};
    eachKey(v, (k) => put(out, k, read(v, k)));
    // A Wallet Standard account is often a class whose `address` is a getter.
    const address = read(v, 'address');
    if (typeof address === 'string') put(out, 'address', address);
    remember(out, level);
    // Each argument's copy takes its place in our copy of the arguments (the wallet's arguments); deeper copies are only read (an input's account stays the wallet's own object).
    if (level === 2) put(this, key, out);
    top ??= out;
    return out;
  });
  return { text, copy: top };
}

/** `v` as the JSON data the review reads (undefined when it cannot be read). */
export function plain(v: unknown): unknown {
  try {
    const { text } = snapshot(v);
    return text && parse(text);
  } catch {
    return undefined;
  }
}
