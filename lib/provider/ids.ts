/**
 * Random request ids: 128 random bits as 32 hex digits (the channel accepts
 * 32–36 hex digits and dashes). getRandomValues, unlike crypto.randomUUID,
 * exists on plain-http pages too.
 */
import type { RandomSource } from './page-window';

export const randomId = (c: RandomSource): string =>
  Array.from(c.getRandomValues(new Uint8Array(16)), (b) => (b + 256).toString(16).slice(1)).join('');
