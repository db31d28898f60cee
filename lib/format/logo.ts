/**
 * A generated logo for assets without one (or whose image fails to load):
 * a colour and a letter that are always the same for the same token, so a
 * person can recognise it between requests.
 */
export interface FallbackLogo {
  letter: string;
  background: string;
  color: string;
}

/** FNV-1a plus a finaliser: small, deterministic, good enough spread for a hue. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // murmur3 finaliser: FNV's low bits are weak, and the hue uses h % 360.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function fallbackLogo(seed: { symbol?: string | undefined; address?: string | undefined }): FallbackLogo {
  const key = (seed.address ?? seed.symbol ?? '?').toLowerCase();
  const hue = hash(key) % 360;
  const fromSymbol = seed.symbol?.match(/[\p{L}\p{N}]/u)?.[0];
  const fromAddress = seed.address?.replace(/^0x/i, '').match(/[0-9a-f]/i)?.[0];
  const letter = (fromSymbol ?? fromAddress ?? '?').toUpperCase();
  // Lightness 38 % keeps white text readable (contrast ≥ 4.5:1 for most hues).
  return { letter, background: `hsl(${hue} 55% 38%)`, color: '#fff' };
}
