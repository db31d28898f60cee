/**
 * A signature that seeds an app account's key: the app derives a private key from the user's
 * signature of a fixed message (a "STARK Key" action, an "onboarding" or "derive key" text). The
 * signature is the key: whoever receives it holds that account. Known by its shape, not by the app:
 *  - constant: every field of the message is text (no address, no number: no nonce, no time, no
 *    amount), and no text names the user: every user signs the same message, so the signature is a
 *    stable secret rather than an approval of one action;
 *  - a key: the type name or a text says key, seed, secret, derive or onboard.
 */
import type { Address } from 'viem';
import type { SanitizedTypedData, TypedValue } from '../typed-data/types';

const KEY_WORDS = /\bkeys?\b|seed|secret|deriv|onboard/i;
const MAX_DEPTH = 4;

function texts(types: SanitizedTypedData['types'], typeName: string, value: TypedValue | undefined, depth: number): string[] | undefined {
  const fields = types[typeName];
  if (fields === undefined || depth > MAX_DEPTH || typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out: string[] = [];
  for (const f of fields) {
    const v = value[f.name];
    if (f.type === 'string' && typeof v === 'string') out.push(v);
    else {
      const inner = types[f.type] === undefined ? undefined : texts(types, f.type, v, depth + 1);
      if (inner === undefined) return undefined;
      out.push(...inner);
    }
  }
  return out;
}

/** The message's text when it is a constant key seed; undefined otherwise. */
export function keySeedText(typed: SanitizedTypedData, user: Address | undefined): string | undefined {
  const all = texts(typed.types, typed.primaryType, typed.message, 0);
  if (all === undefined || all.length === 0) return undefined;
  const joined = all.join(' ');
  if (user !== undefined && joined.toLowerCase().includes(user.toLowerCase().slice(2))) return undefined;
  return KEY_WORDS.test(`${typed.primaryType} ${joined}`) ? joined : undefined;
}
