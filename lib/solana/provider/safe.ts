/**
 * The builtins and small helpers of the Solana MAIN-world script, read when it
 * loads (document_start, before any page script), as lib/provider/pristine.ts
 * does for the EVM wrapper and under its rules: the page owns the prototypes of
 * arrays, objects and strings once it runs, so lists are walked by index and
 * written with defineProperty. Kept apart from pristine.ts for size: esbuild
 * bundles a destructuring whole, and this script needs only a part of that one
 * (docs/solana.md, "Size").
 */
export const { apply, ownKeys, defineProperty, getPrototypeOf, setPrototypeOf } = Reflect;
export const { isArray } = Array;
export const { stringify } = JSON;
/** JSON.parse as kept at load; what it builds is plain data, written without running a setter. */
export const parse: (text: string) => unknown = JSON.parse;
export const { assign } = Object;
export const ProxyCtor = Proxy;
/** Where a class's own methods end: the page owns what is above. */
export const OBJECT_PROTO: unknown = Object.prototype;
const { get: weakGet, set: weakSet } = WeakMap.prototype;
/**
 * What this frame's script made, by what it made it for: a wallet's stand-in by the wallet, and each
 * wrapper or stand-in by itself (a second look never wraps what we made).
 */
const KNOWN = new WeakMap<object, unknown>();
export const known = (o: unknown): unknown => apply(weakGet, KNOWN, [o]);
export const remember = (o: object, as: unknown): unknown => apply(weakSet, KNOWN, [o, as]);

export type Fn = (...args: unknown[]) => unknown;
export const isFn = (v: unknown): v is Fn => typeof v === 'function';
export const isRec = (v: unknown): v is Record<PropertyKey, unknown> => (typeof v === 'object' && v !== null) || isFn(v);

/** Property read that never throws (getters and Proxy traps can); an operator, not Reflect.get, so nothing of the page's is asked. */
export function read(obj: unknown, key: PropertyKey): unknown {
  try {
    return isRec(obj) ? obj[key] : undefined;
  } catch {
    return undefined;
  }
}

/** An own, plain data property, defined: a setter the page put on a prototype never sees it. */
export const put = (o: object, key: PropertyKey, value: unknown): boolean => defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });

/** A method name that signs: "sign…" (compared, not startsWith: the page owns String.prototype; exactly the strings from "sign" up to, not including, "sigo"). */
export const signs = (name: unknown): name is string => typeof name === 'string' && name >= 'sign' && name < 'sigo';

/** Calls f(key) for each own string key of `o`, enumerable or not. */
export function eachKey(o: unknown, f: (key: string) => void): void {
  const keys = isRec(o) ? ownKeys(o) : [];
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (typeof key === 'string') f(key);
  }
}
