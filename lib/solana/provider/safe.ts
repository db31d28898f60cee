/**
 * Small helpers of the Solana MAIN-world script, on top of the builtins kept
 * at load (lib/provider/pristine.ts): the page owns the prototypes of arrays
 * and strings once it runs, so lists are walked by index and written with
 * defineProperty.
 */
import { defineProperty, isRec, ownKeys, read } from '../../provider/pristine';

export type Fn = (...args: unknown[]) => unknown;
export const isFn = (v: unknown): v is Fn => typeof v === 'function';

/** A method name that signs: "sign…" (compared, not startsWith: the page owns String.prototype; exactly the strings from "sign" up to, not including, "sigo"). */
export const signs = (name: unknown): name is string => typeof name === 'string' && name >= 'sign' && name < 'sigo';

/** A fresh array of f(0..n), written with defineProperty (an index setter on Array.prototype never runs); enumerable, so it is copied when posted, and never written again. */
export function list(n: number, f: (i: number) => unknown): unknown[] {
  const out: unknown[] = [];
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
