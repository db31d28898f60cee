/**
 * The JavaScript builtins the MAIN-world script uses once the page runs, read
 * when the script loads (document_start, before any page script). The wrapper
 * lives in the page's own realm: a page that later replaces Map.prototype.set,
 * Set.prototype.has, JSON.parse, Array.isArray or a Reflect method would
 * otherwise be handed the wallet's original methods or the forward key, or
 * could make a signing call look like a read.
 *
 * Rules for lib/provider code that runs in the MAIN world, after load:
 * - builtins only through this module (or read from the window at install);
 * - no method calls on arrays, maps, sets, strings or regexps that hold or
 *   decide anything (the page owns their prototypes); no for…of or spread over
 *   arrays (the page owns the iterator); indexed loops instead;
 * - dictionaries are null-prototype objects (no inherited setter sees a write);
 * - the wallet's originals and the key live in closures, never in a value a
 *   page-replaceable function receives.
 * tests/e2e/hostile-realm.spec.ts plays such a page.
 */
export const { apply, construct, get: reflectGet, set: reflectSet, has: reflectHas, ownKeys, defineProperty, getOwnPropertyDescriptor, getPrototypeOf, deleteProperty } = Reflect;
export const { isArray } = Array;
export const { parse: jsonParse, stringify: jsonStringify } = JSON;
const { create, freeze, hasOwn, keys } = Object;
export { freeze };

/** An own property's value, else undefined: never a getter inherited from Object.prototype (the page's), which would see `obj`. */
export const own = (obj: unknown, key: PropertyKey): unknown => (typeof obj === 'object' && obj !== null && hasOwn(obj, key) ? reflectGet(obj, key) : undefined);
const WeakMapCtor = WeakMap;
export const ProxyCtor = Proxy;
const { get: wmGet, set: wmSet } = WeakMap.prototype;

/** A dictionary no page can intercept writes to or reads from (no prototype). */
export const dict = <V>(): Record<string, V | undefined> => create(null);

export interface SafeWeakMap<K extends object, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
}

/** A WeakMap used only through the methods as they were at load. */
export function weakMap<K extends object, V>(): SafeWeakMap<K, V> {
  const map = new WeakMapCtor<K, V>();
  return {
    get: (key) => apply(wmGet, map, [key]),
    set: (key, value) => void apply(wmSet, map, [key, value]),
  };
}

/** A fresh array of `items[0..n)`, written with defineProperty (an index setter on Array.prototype never runs). */
export function copyList(items: ArrayLike<unknown>, each: (item: unknown) => unknown): unknown[] {
  const out: unknown[] = [];
  for (let i = 0, n = items.length; i < n; i++) defineProperty(out, i, { value: each(items[i]), writable: true, enumerable: true, configurable: true });
  return out;
}

/** Whether `test` holds for any element, by index (Array.prototype.some is the page's). */
export function anyOf(items: ArrayLike<unknown>, test: (item: unknown) => boolean): boolean {
  for (let i = 0, n = items.length; i < n; i++) if (test(items[i])) return true;
  return false;
}

export const isRec = (v: unknown): v is Record<PropertyKey, unknown> => (typeof v === 'object' && v !== null) || typeof v === 'function';

/** Property read that never throws (getters and Proxy traps can). */
export function read(obj: unknown, key: PropertyKey): unknown {
  try {
    return isRec(obj) ? reflectGet(obj, key) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The JSON text of plain data, as JSON.stringify writes it but never asking a toJSON: the page owns
 * Object.prototype and could give every object one, making two different calls read alike.
 * Undefined for what JSON would not carry (functions, symbols, bigints); throws past 99 levels.
 */
export function dataJson(v: unknown, depth = 0): string | undefined {
  if (typeof v !== 'object' || v === null) return typeof v === 'bigint' ? undefined : jsonStringify(v);
  if (depth > 99) throw new RangeError('too deep');
  let out = '';
  if (isArray(v)) {
    for (let i = 0, n = v.length; i < n; i++) out += (i ? ',' : '') + (dataJson(own(v, i), depth + 1) ?? 'null');
    return '[' + out + ']';
  }
  const names = keys(v);
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    const text = name === undefined ? undefined : dataJson(own(v, name), depth + 1);
    if (text !== undefined) out += (out ? ',' : '') + jsonStringify(name) + ':' + text;
  }
  return '{' + out + '}';
}
