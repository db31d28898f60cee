/**
 * A provider whose signing methods cannot be replaced (a frozen object, a
 * non-writable `request`) would reach the wallet unreviewed. Where Preflight
 * decides what the page holds (an EIP-6963 announcement it re-sends, a
 * window.ethereum property it can redefine), the page gets a stand-in
 * instead: every read goes to the wallet's object, except request / send /
 * sendAsync, which are Preflight's wrappers. The wallet's object is untouched.
 *
 * A Proxy over an empty target (not over the frozen provider, whose
 * invariants would forbid answering `request` with another function).
 * Functions are handed out bound to the wallet's object (a wallet's methods
 * may use private fields), the same bound function for the same method, so
 * `provider.on === provider.on` as with the original.
 */
import { apply, isRec, read, wrappersOf } from './wrap';

const standIns = new WeakMap<object, object>();
const originals = new WeakMap<object, object>();

/** The wallet's object behind a stand-in, or the value itself. */
export const originalOf = (v: unknown): unknown => (isRec(v) ? (originals.get(v) ?? v) : v);

/** What the page should hold for the wallet's object `p`: its stand-in when one was made, else `p`. */
export const pageViewOf = (p: unknown): unknown => (isRec(p) ? (standIns.get(p) ?? p) : p);

/** The stand-in for `p` (one per provider). Call after wrapProvider(p) reported it unguarded. */
export function standInFor(p: object): object {
  const existing = standIns.get(p);
  if (existing) return existing;
  const handOut = (v: unknown): unknown =>
    typeof v === 'function'
      ? function (this: unknown, ...args: unknown[]): unknown {
          return apply(v, p, args);
        }
      : v;
  const cache = new Map<PropertyKey, { from: unknown; out: unknown }>();
  const stand: object = new Proxy(
    {},
    {
      get(_target, key) {
        const wrapper = key === 'request' || key === 'send' || key === 'sendAsync' ? wrappersOf(p)[key] : undefined;
        const value = wrapper ?? read(p, key);
        const hit = cache.get(key);
        if (hit && hit.from === value) return hit.out;
        // The class itself stays the class (identity, `new`); its methods are bound.
        const out = key === 'constructor' ? value : handOut(value);
        cache.set(key, { from: value, out });
        return out;
      },
      has: (_target, key) => Reflect.has(p, key),
      set: (_target, key, value: unknown) => Reflect.set(p, key, value),
      ownKeys: () => Reflect.ownKeys(p),
      getOwnPropertyDescriptor(_target, key): PropertyDescriptor | undefined {
        const own = Reflect.getOwnPropertyDescriptor(p, key);
        // Reported configurable: the empty target does not have the property, and a Proxy may not claim otherwise.
        return own ? { value: read(stand, key), writable: own.writable ?? false, enumerable: own.enumerable, configurable: true } : undefined;
      },
      getPrototypeOf: () => Reflect.getPrototypeOf(p),
    },
  );
  standIns.set(p, stand);
  originals.set(stand, p);
  return stand;
}
