/**
 * Site names that use letters from other scripts ("аpp.uniswap.org" with a
 * Cyrillic "а") look identical to the real one in a sentence. Each such name
 * is split so the review can mark the characters outside plain ASCII, and is
 * given its punycode form (what the browser really connects to) to show beside it.
 */

export interface TextPart {
  text: string;
  /** A character outside printable ASCII: shown marked. */
  odd?: boolean;
}

export interface NamePart {
  parts: TextPart[];
  /** The name's punycode (xn--) form; only for a name with odd characters. */
  punycode?: string;
}

/** A dotted name with at least one character outside ASCII. */
const NON_ASCII_HOST = /[^\s()"“”,;:]*[^\x00-\x7f][^\s()"“”,;:]*/gu;

function punycodeOf(host: string): string | undefined {
  try {
    const ascii = new URL(`http://${host.replace(/\.$/, '')}`).hostname;
    return ascii === host ? undefined : ascii;
  } catch {
    return undefined;
  }
}

function splitOdd(word: string): TextPart[] {
  const parts: TextPart[] = [];
  for (const ch of word) {
    const odd = ch.charCodeAt(0) > 0x7e || ch.length > 1;
    const last = parts.at(-1);
    if (last && Boolean(last.odd) === odd) last.text += ch;
    else parts.push(odd ? { text: ch, odd } : { text: ch });
  }
  return parts;
}

/** The sentence as plain runs and names with marked characters; a sentence in plain ASCII is one run. */
export function markOddCharacters(text: string): Array<string | NamePart> {
  const out: Array<string | NamePart> = [];
  let at = 0;
  for (const m of text.matchAll(NON_ASCII_HOST)) {
    const word = m[0].replace(/[.]+$/, '');
    if (!word.includes('.')) continue;
    if (m.index > at) out.push(text.slice(at, m.index));
    const punycode = punycodeOf(word);
    out.push({ parts: splitOdd(word), ...(punycode ? { punycode } : {}) });
    at = m.index + word.length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}
