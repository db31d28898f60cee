/** Typed accessors over sanitised typed-data values (no casts in the rules). */
import { isAddress, type Address } from 'viem';
import type { TypedStruct, TypedValue } from './types';

export function isStruct(v: TypedValue | undefined): v is TypedStruct {
  // Stryker disable next-line ConditionalExpression: equivalent, a sanitised value is never null.
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function structField(s: TypedStruct, name: string): TypedStruct | undefined {
  const v = s[name];
  return isStruct(v) ? v : undefined;
}

export function addressField(s: TypedStruct, name: string): Address | undefined {
  const v = s[name];
  // Stryker disable next-line ConditionalExpression: equivalent, isAddress is false for a non-string.
  return typeof v === 'string' && isAddress(v, { strict: false }) ? v : undefined;
}

export function bigintField(s: TypedStruct, name: string): bigint | undefined {
  const v = s[name];
  return typeof v === 'bigint' ? v : undefined;
}

export function boolField(s: TypedStruct, name: string): boolean | undefined {
  const v = s[name];
  return typeof v === 'boolean' ? v : undefined;
}

export function structList(s: TypedStruct, name: string): TypedStruct[] {
  const v = s[name];
  return Array.isArray(v) ? v.filter(isStruct) : [];
}

/** Every leaf struct in nested arrays (Seaport's BulkOrder tree is OrderComponents[2][2]...). */
export function flattenStructs(v: TypedValue | undefined): TypedStruct[] {
  if (isStruct(v)) return [v];
  if (Array.isArray(v)) return v.flatMap((x) => flattenStructs(x));
  return [];
}

/** Field names anywhere in the declared types reachable from the primary type. */
export function declaredFieldNames(types: Record<string, { name: string; type: string }[]>, primaryType: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  const visit = (type: string) => {
    // Stryker disable next-line Regex: equivalent for every type the sanitiser lets through (list suffixes only end a type).
    const base = type.replace(/(\[\d*\])+$/, '');
    if (seen.has(base)) return;
    seen.add(base);
    for (const f of types[base] ?? []) {
      names.push(f.name);
      visit(f.type);
    }
  };
  visit(primaryType);
  return names;
}
