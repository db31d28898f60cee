/**
 * The builtins and small helpers of the Solana MAIN-world script, read when it
 * loads (document_start, before any page script), as lib/provider/pristine.ts
 * does for the EVM wrapper and under its rules: the page owns the prototypes of
 * arrays, objects and strings once it runs, so lists are walked by index and
 * written with defineProperty, dictionaries have no prototype. Kept apart from
 * pristine.ts for size: esbuild bundles a destructuring whole, and this script
 * needs only a third of that one (docs/solana.md, "Size").
 */
export const { apply, get: reflectGet, has: reflectHas, ownKeys, defineProperty, getOwnPropertyDescriptor, getPrototypeOf, setPrototypeOf } = Reflect;
export const { isArray } = Array;
export const { stringify } = JSON;
export const { create, freeze, assign } = Object;
export const ProxyCtor = Proxy;
/** Where a class's own methods end: the page owns what is above. */
export const OBJECT_PROTO: unknown = Object.prototype;
const { get: weakGet, set: weakSet } = WeakMap.prototype;
/**
 * What this frame's script made, by what it made it for: a wallet's stand-in, each wrapper or
 * stand-in by itself (a second look never wraps what we made), a reviewed byte array's copy by its
 * `{ $b }` (./snapshot.ts).
 */
const KNOWN = new WeakMap<object, object>();
export const known = (o: unknown): object | undefined => apply(weakGet, KNOWN, [o]);
export const remember = (o: object, as: object): unknown => apply(weakSet, KNOWN, [o, as]);

export type Fn = (...args: unknown[]) => unknown;
export const isFn = (v: unknown): v is Fn => typeof v === 'function';
export const isRec = (v: unknown): v is Record<PropertyKey, unknown> => (typeof v === 'object' && v !== null) || isFn(v);

/** Property read that never throws (getters and Proxy traps can). */
export function read(obj: unknown, key: PropertyKey): unknown {
  try {
    return isRec(obj) ? reflectGet(obj, key) : undefined;
  } catch {
    return undefined;
  }
}

/** A dictionary no page can intercept writes to or reads from, nor give a toJSON (no prototype). */
export const dict = <V>(): Record<string, V | undefined> => create(null);

/** A method name that signs: "sign…" (compared, not startsWith: the page owns String.prototype; exactly the strings from "sign" up to, not including, "sigo"). */
export const signs = (name: unknown): name is string => typeof name === 'string' && name >= 'sign' && name < 'sigo';

/**
 * A fresh array of f(0..n), written with defineProperty (an index setter on Array.prototype never
 * runs); enumerable, so it is copied when posted, and never written again. Its own, hidden `toJSON`
 * (undefined) hides any toJSON the page puts on Array.prototype from JSON.stringify (./snapshot.ts).
 */
export function list(n: number, f: (i: number) => unknown): unknown[] {
  const out: unknown[] = [];
  defineProperty(out, 'toJSON', {});
  for (let i = 0; i < n; i++) defineProperty(out, i, { value: f(i), enumerable: true });
  return out;
}

/** Calls f(key, value) for each own string key of `o`. */
export function eachKey(o: unknown, f: (key: string, value: unknown) => void): void {
  const keys = isRec(o) ? ownKeys(o) : [];
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (typeof key === 'string') f(key, read(o, key));
  }
}
