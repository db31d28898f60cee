/**
 * The snapshot of an intercepted request: a fresh copy made of plain JSON data
 * only (no getters, no prototypes other than Object/Array, no undefined, no
 * non-finite numbers). What the scan, the review and the wallet see is this
 * copy, so nothing the page did to its own objects afterwards can make them
 * differ. Anything that is not plain JSON is refused rather than coerced, as
 * a wallet might coerce it differently from the review.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export class NotPlainJsonError extends Error {
  constructor(readonly path: string, what: string) {
    super(`${path || 'params'} ${what}`);
    this.name = 'NotPlainJsonError';
  }
}

/** Deeper than any real request; bounds the recursion a page can ask for. */
const MAX_DEPTH = 64;

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A copy of `value` as plain JSON; throws NotPlainJsonError naming the first offending path. */
export function toPlainJson(value: unknown, path = '', depth = 0): Json {
  if (depth > MAX_DEPTH) throw new NotPlainJsonError(path, 'is nested too deeply');
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new NotPlainJsonError(path, 'is not a finite number');
    return value;
  }
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) throw new NotPlainJsonError(path, 'is not a plain array');
    const out: Json[] = [];
    for (let i = 0; i < value.length; i++) {
      const item = Object.getOwnPropertyDescriptor(value, i);
      if (!item || !('value' in item)) throw new NotPlainJsonError(`${path}[${i}]`, 'is missing or a getter');
      out.push(toPlainJson(item.value, `${path}[${i}]`, depth + 1));
    }
    return out;
  }
  if (typeof value !== 'object') throw new NotPlainJsonError(path, `is a ${typeof value}, not JSON`);
  if (!isPlainObject(value)) throw new NotPlainJsonError(path, 'is not a plain object');
  const entries: [string, Json][] = [];
  for (const key of Reflect.ownKeys(value)) {
    if (typeof key !== 'string') throw new NotPlainJsonError(path, 'has a symbol key');
    // A wallet copying the object with `obj[key] = …` would turn this key into a prototype.
    if (key === '__proto__') throw new NotPlainJsonError(`${path}.${key}`, 'is not an allowed key');
    const desc = Object.getOwnPropertyDescriptor(value, key);
    if (!desc || !('value' in desc)) throw new NotPlainJsonError(`${path}.${key}`, 'is a getter');
    if (!desc.enumerable || desc.value === undefined) continue;
    entries.push([key, toPlainJson(desc.value, path ? `${path}.${key}` : key, depth + 1)]);
  }
  // fromEntries defines own data properties (no setters run, not even __proto__'s).
  return Object.fromEntries(entries);
}
