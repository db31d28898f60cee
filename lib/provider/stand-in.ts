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
import { isRec, read, wrappersOf } from './wrap';
import { apply, dict, ProxyCtor, getOwnPropertyDescriptor, getPrototypeOf, ownKeys, reflectHas, reflectSet, weakMap } from './pristine';

// The Proxy's traps run when the page asks, long after load: every builtin they use is one kept at load
// (./pristine), or a page that replaced Reflect.ownKeys would be handed the wallet's own object.
const standIns = weakMap<object, object>();
const originals = weakMap<object, object>();

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
  // Keyed by property name; symbols (rare on a provider) are not cached.
  const cache = dict<{ from: unknown; out: unknown }>();
  const stand: object = new ProxyCtor(
    {},
    {
      get(_target, key) {
        const wrapper = key === 'request' || key === 'send' || key === 'sendAsync' ? wrappersOf(p)[key] : undefined;
        const value = wrapper ?? read(p, key);
        const hit = typeof key === 'string' ? cache[key] : undefined;
        if (hit && hit.from === value) return hit.out;
        // The class itself stays the class (identity, `new`); its methods are bound.
        const out = key === 'constructor' ? value : handOut(value);
        if (typeof key === 'string') cache[key] = { from: value, out };
        return out;
      },
      has: (_target, key) => reflectHas(p, key),
      set: (_target, key, value: unknown) => reflectSet(p, key, value),
      ownKeys: () => ownKeys(p),
      getOwnPropertyDescriptor(_target, key): PropertyDescriptor | undefined {
        const own = getOwnPropertyDescriptor(p, key);
        // Reported configurable: the empty target does not have the property, and a Proxy may not claim otherwise.
        return own ? { value: read(stand, key), writable: own.writable ?? false, enumerable: own.enumerable, configurable: true } : undefined;
      },
      getPrototypeOf: () => getPrototypeOf(p),
    },
  );
  standIns.set(p, stand);
  originals.set(stand, p);
  return stand;
}
