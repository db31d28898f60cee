/**
 * basE91 (Joachim Henke's algorithm) for the bytes the build packs into a JS string literal
 * (scripts/packed-json.ts): ~23 % over the bytes against base64's 33 %. The alphabet is basE91's
 * with '-' for '"', so the text sits in a double-quoted literal with no escapes ('\' and "'" are
 * not in it either).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&()*+,./:;<=>?@[]^_`{|}~-';
const BASE = ALPHABET.length;
/** A 13-bit group is used when its value leaves room (above 88), else 14 bits. */
const SMALL = 88;

export function encodeBase91(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let count = 0;
  for (const byte of bytes) {
    bits |= byte << count;
    count += 8;
    if (count > 13) {
      let value = bits & 8191;
      if (value > SMALL) {
        bits >>= 13;
        count -= 13;
      } else {
        value = bits & 16383;
        bits >>= 14;
        count -= 14;
      }
      out += ALPHABET.charAt(value % BASE) + ALPHABET.charAt(Math.floor(value / BASE));
    }
  }
  if (count > 0) {
    out += ALPHABET.charAt(bits % BASE);
    if (count > 7 || bits > 90) out += ALPHABET.charAt(Math.floor(bits / BASE));
  }
  return out;
}

export function decodeBase91(text: string): Uint8Array {
  const out: number[] = [];
  let value = -1;
  let bits = 0;
  let count = 0;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) throw new Error(`base91: '${char}' is not in the alphabet`);
    if (value < 0) {
      value = digit;
      continue;
    }
    value += digit * BASE;
    bits |= value << count;
    count += (value & 8191) > SMALL ? 13 : 14;
    do {
      out.push(bits & 255);
      bits >>= 8;
      count -= 8;
    } while (count > 7);
    value = -1;
  }
  if (value > -1) out.push((bits | (value << count)) & 255);
  return Uint8Array.from(out);
}
