/**
 * Random request ids (uuid v4 text). crypto.randomUUID only exists in secure
 * contexts, so plain-http pages other than localhost get the same format
 * from crypto.getRandomValues.
 */
import type { RandomSource } from './page-window';

export function randomId(cryptoImpl: RandomSource): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID();
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
