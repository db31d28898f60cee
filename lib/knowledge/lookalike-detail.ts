/**
 * Why a site was called a lookalike, in the words the review shows after "looks like app.uniswap.org":
 * "homoglyph: Cyrillic а at position 2; punycode xn--…", "one letter off: 'o' in place of 'a' at
 * position 6", "the name uniswap under another suffix (.com)", "free-host page: uniswap-app on
 * vercel.app, anyone's to publish". Positions count from 1 within the name that carries them.
 */

/** Scripts whose letters pass for Latin ones; anything else is named by its code point. */
const SCRIPTS = ['Cyrillic', 'Greek', 'Armenian', 'Cherokee', 'Georgian', 'Latin'] as const;
const SCRIPT_TESTS = SCRIPTS.map((s) => [s, new RegExp(`\\p{Script=${s}}`, 'u')] as const);
/** How many altered letters a sentence names before "…". */
const MAX_NAMED = 3;

function scriptOf(ch: string): string {
  const found = SCRIPT_TESTS.find(([, test]) => test.test(ch))?.[0];
  if (found === 'Latin') return 'accented Latin';
  return found ?? `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** "homoglyph: Cyrillic а at position 2; punycode xn--pp-8cd.uniswap.org" for the host's non-ASCII letters. */
export function homoglyphDetail(unicodeHost: string, asciiHost: string): string {
  const named: string[] = [];
  for (const label of unicodeHost.split('.')) {
    [...label].forEach((ch, i) => {
      if ((ch.codePointAt(0) ?? 0) > 0x7f) named.push(`${scriptOf(ch)} ${ch} at position ${i + 1}`);
    });
  }
  const letters = named.length > MAX_NAMED ? `${named.slice(0, MAX_NAMED).join(', ')}, …` : named.join(', ');
  return `homoglyph: ${letters || 'letters that look alike'}; punycode ${asciiHost}`;
}

/** The single edit that turns `official` into `seen`, when there is one ("'o' in place of 'a' at position 6"). */
function oneEdit(seen: string, official: string): string | undefined {
  const at = [...seen].findIndex((ch, i) => ch !== official[i]);
  const i = at === -1 ? Math.min(seen.length, official.length) : at;
  if (seen.length === official.length) {
    if (seen.slice(i + 1) === official.slice(i + 1)) return `'${seen[i] ?? ''}' in place of '${official[i] ?? ''}' at position ${i + 1}`;
    if (seen[i] === official[i + 1] && seen[i + 1] === official[i] && seen.slice(i + 2) === official.slice(i + 2)) return `'${official[i] ?? ''}' and '${official[i + 1] ?? ''}' swapped at position ${i + 1}`;
  }
  if (seen.length === official.length + 1 && seen.slice(i + 1) === official.slice(i)) return `an extra '${seen[i] ?? ''}' at position ${i + 1}`;
  if (seen.length + 1 === official.length && seen.slice(i) === official.slice(i + 1)) return `'${official[i] ?? ''}' missing at position ${i + 1}`;
  return undefined;
}

/** "one letter off uniswap: 'o' in place of 'a' at position 6" (or "two letters off …"). */
export function editDetail(seen: string, official: string): string {
  const edit = oneEdit(seen, official);
  return edit === undefined ? `a letter or two off ${official}` : `one letter off ${official}: ${edit}`;
}

/** How the brand appears in the name: on a free host, under another suffix, or inside another site's name. */
export function brandDetail(brand: string, host: string, registrable: string, freeHost: string | undefined): string {
  if (freeHost !== undefined) return `free-host page: ${registrable.slice(0, -freeHost.length - 1)} on ${freeHost}, anyone's to publish, wearing the name ${brand}`;
  const label = registrable.split('.')[0] ?? registrable;
  if (label === brand) return `the name ${brand} under another suffix (${registrable.slice(label.length)})`;
  if (host !== registrable && host.slice(0, -registrable.length).includes(brand)) return `the name ${brand} in front of another site's address: the site is ${registrable}`;
  return `the name ${brand} inside another site's name: the site is ${registrable}`;
}
