/**
 * Small checks for the page-supplied params the review shows (a wallet
 * request's transaction, batch or typed data). Hand-written rather than zod:
 * the review page shows them before anything heavy has loaded, and zod alone
 * would be a third of its JavaScript. Loose like the wallet APIs they read:
 * unknown keys are kept, a wrong type rejects the whole value.
 */
export type Loose = Record<string, unknown>;

export const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Absent (undefined) or passing `check`. */
export const optional = (v: unknown, check: (x: unknown) => boolean): boolean => v === undefined || check(v);

export const isString = (v: unknown): v is string => typeof v === 'string';

export const isStringOrNumber = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/** Every listed key absent or a string. */
export const optionalStrings = (o: Loose, keys: readonly string[]): boolean => keys.every((k) => optional(o[k], isString));
