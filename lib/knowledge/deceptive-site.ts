/**
 * Whether a site is deceptive in itself, whatever brand it wears (the brand lists need not know it):
 *  - homoglyph: a label mixing Latin with letters of another script drawn alike (Cyrillic а in
 *    "pаy"), or carrying an unaccented non-ASCII letter drawn like an ASCII one (dotless ı), or a site's
 *    own name writing 0 or 1 for the letter inside a word (squidr0uter): a homoglyph of *some* name.
 *    Accented letters (ü, é) of ordinary international names are not;
 *  - free host: a page on a hosting platform where anyone publishes (pages.dev, vercel.app …) is
 *    nobody's official site;
 *  - domain in subdomain: the labels in front of the registrable domain themselves form a domain
 *    ("app.example.xyz" inside claim-portal.io), or the site's own name is an address with its dot
 *    written as a hyphen (example-finance.io): the site wears another site's address.
 * Allowlisted and official sites are judged before this (lib/knowledge/site.ts) and never reach it.
 */
import { removeConfusables } from './confusables';
import { freeHostOf, registrableDomain } from './domain';

export type DeceptiveHow = 'homoglyph' | 'free-host' | 'domain-in-subdomain';

export interface DeceptiveSite {
  how: DeceptiveHow;
  /** Why, in words the review shows after the host. */
  detail: string;
}

/** Scripts whose letters pass for Latin ones. */
const LOOKALIKE_SCRIPTS = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}\p{Script=Georgian}]/u;
const LATIN_ASCII = /[a-z]/;
const COMBINING = /\p{M}/u;

/** The non-ASCII letter that makes a label a homoglyph, if any. */
function homoglyphLetter(label: string): string | undefined {
  const chars = [...label];
  const foreign = chars.find((ch) => LOOKALIKE_SCRIPTS.test(ch));
  if (foreign !== undefined && chars.some((ch) => LATIN_ASCII.test(ch))) return foreign;
  // A name drawn wholly like an ASCII one with an unaccented letter from outside ASCII: ı for i, or
  // every letter Cyrillic ("аррӏе"). Accented letters (ü, é) and real words of other scripts stay.
  if (!/^[a-z0-9-]+$/.test(removeConfusables(label))) return undefined;
  return chars.find((ch) => (ch.codePointAt(0) ?? 0) > 0x7f && !COMBINING.test(ch.normalize('NFD')));
}

/**
 * A site's own name that writes 0 for o or 1 for l inside a word (squidr0uter, vau1t): the ASCII homoglyph
 * of some name. Names that count in other digits (web3, x2y2, random hex), the hex prefix "0x" (district0x)
 * and punycode (xn--…, judged by its letters above) are not; measured on MetaMask's allowlist (0 of 1,138)
 * and the project sites (1 of 2,065, an official site and so never judged here).
 */
function digitForLetter(label: string): string | undefined {
  const digit = /[2-9]|^xn--/.test(label) ? undefined : /[a-z]([01])(?!x)[a-z]/.exec(label)?.[1];
  return digit === undefined ? undefined : `its name writes ${digit} for ${digit === '0' ? 'o' : 'l'}: a homoglyph of another name`;
}

/**
 * Top-level suffixes that sites' addresses end in and that are not ordinary subdomain words ("app",
 * "dev", "pro" are both, so they are left out). A name before one of these, inside another site's
 * subdomain, reads as that site's address.
 */
const TOP_LEVEL = new Set([
  'com', 'org', 'net', 'io', 'xyz', 'fi', 'co', 'ai', 'gg', 'eth', 'cc', 'sh', 'so',
  'exchange', 'finance', 'technology', 'foundation', 'build', 'money', 'markets',
]);

/** "app.example.xyz" when the labels in front of `registrable` end in a top-level suffix after a name. */
function domainInFront(host: string, registrable: string): string | undefined {
  if (host === registrable) return undefined;
  const front = host.slice(0, -registrable.length - 1).split('.');
  const last = front.length - 1;
  const suffix = front[last];
  return last >= 1 && suffix !== undefined && TOP_LEVEL.has(suffix) ? front.join('.') : undefined;
}

/**
 * Suffixes that a site's own name ends in after a hyphen only when it spells another site's address
 * (aura-finance.io for aura.finance, uniswap-org.com): measured on MetaMask's allowlist (0 of 1,138) and
 * the project sites (1 of 2,065, an official site and so never judged here), against 101 of its 13,752
 * blocked sites. Suffixes that are ordinary words or product names (ai, eth, app, money, games) are left out.
 */
const DASHED_SUFFIX = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(com|org|net|io|xyz|fi|finance|exchange|network)$/;

/** "aura.finance" when the site's own name is that address with its dot written as a hyphen. */
function dottedWithHyphen(registrable: string): string | undefined {
  const found = DASHED_SUFFIX.exec(registrable.split('.')[0] ?? '');
  return found === null ? undefined : `${found[1]}.${found[2]}`;
}

/** How `host` deceives by itself, or undefined. `unicode` is its decoded form (equal to host when ASCII). */
export function deceptiveSite(host: string, unicode: string): DeceptiveSite | undefined {
  if (unicode !== host) {
    const letter = unicode.split('.').map(homoglyphLetter).find((l) => l !== undefined);
    if (letter !== undefined) return { how: 'homoglyph', detail: `its name is drawn with ${letter} (U+${(letter.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}), a letter that passes for ${removeConfusables(letter)}: a homoglyph of another name` };
  }
  const registrable = registrableDomain(host);
  const digit = digitForLetter(registrable.split('.')[0] ?? '');
  if (digit !== undefined) return { how: 'homoglyph', detail: digit };
  const freeHost = freeHostOf(host);
  if (freeHost !== undefined) return { how: 'free-host', detail: `a page on ${freeHost}, where anyone publishes for free: it is no app's official site` };
  const dashed = dottedWithHyphen(registrable);
  if (dashed !== undefined) return { how: 'domain-in-subdomain', detail: `the address ${dashed} with a hyphen for its dot` };
  const inFront = domainInFront(host, registrable);
  if (inFront !== undefined) return { how: 'domain-in-subdomain', detail: `the address ${inFront} written in front of another site: the site is ${registrable}` };
  return undefined;
}
