/**
 * The app a signature is for, as its EIP-712 domain names it ("HyperliquidSignTransaction",
 * "Polymarket CTF Exchange"), against the site that asks for it. A drainer cannot choose that name:
 * a signature only moves assets on the app whose domain it carries, so a site that uses the app's
 * name without being named exactly like it imitates it, whether or not any list knows the app.
 *  - own:       the site's name is the app's name (hyperliquid.xyz for "Hyperliquid…", or the
 *               app's name with a common word added: vertexprotocol.com for "Vertex"); or the site is
 *               the official site (registry or popular-dapp list) of an app that goes by that name
 *               (a client's site for its protocol's signatures); or the registry knows the
 *               signature's contract and the site is its protocol's official one (typed-roles.ts);
 *  - imitates:  the name inside another site's name, one or two letters off, drawn with lookalike
 *               letters, or on a free host where anyone can take any subdomain;
 *  - unrelated: neither (or the domain names no distinctive app).
 */
import { removeConfusables } from '../../knowledge/confusables';
import { domainLabel, freeHostOf, registrableDomain } from '../../knowledge/domain';
import { levenshtein } from '../../knowledge/levenshtein';
import { hostToUnicode } from '../../knowledge/punycode';
import type { SiteFacts } from '../../knowledge/site';

export type SignedAppRelation =
  /** `how`: the site fact, in words ("warpcast.com is an official site of Farcaster"). */
  | { kind: 'own'; app: string; how: string }
  | { kind: 'imitates'; app: string; how: string }
  | { kind: 'unrelated' };

/** Words that name no app: standards, roles and product words many apps share. */
const GENERIC = new Set([
  'permit', 'permit2', 'order', 'orders', 'exchange', 'protocol', 'router', 'token', 'tokens', 'coin', 'wrapped', 'bridge',
  'vault', 'pool', 'swap', 'market', 'markets', 'sign', 'signed', 'transaction', 'message', 'mail', 'forwarder', 'minimal',
  'wallet', 'account', 'safe', 'proxy', 'registry', 'gateway', 'ether', 'stable', 'stablecoin', 'governor', 'governance',
  'delegation', 'votes', 'settlement', 'limit', 'aggregation', 'version', 'contract', 'manager', 'module', 'claim', 'airdrop',
]);
/** Words an app's site adds to its name (vertexprotocol.com, aevo.xyz's "aevoexchange"). */
const SITE_WORDS = ['', 'app', 'protocol', 'finance', 'fi', 'exchange', 'labs', 'dex', 'trade', 'xyz', 'io', 'network', 'hq', 'dao'];
const MIN_BRAND = 4;

/** A word's camel-case parts ("HyperliquidSignTransaction": three words); a name styled in mixed case ("dYdX") stays whole. */
function camelWords(word: string): string[] {
  const parts = word.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(' ');
  return parts.every((p) => p.length >= 2) ? parts : [word];
}

/** The app's distinctive name: the first word of the domain name that is long enough and not generic. */
export function appBrand(domainName: string | undefined): string | undefined {
  if (domainName === undefined) return undefined;
  const words = domainName
    .split(/[^A-Za-z0-9]+/)
    .flatMap(camelWords)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length >= MIN_BRAND && !GENERIC.has(w) && !/^v?\d+$/.test(w));
  return words[0];
}

const squash = (s: string): string => s.replace(/[^a-z0-9]/g, '');

/** The label exactly: a hyphen or another added word ("vertex-protocol", "zephyr-markets") is how lookalikes are made. */
function isOwnName(label: string, brand: string): boolean {
  return SITE_WORDS.some((w) => label === `${brand}${w}`);
}

export function signedAppRelation(site: SiteFacts | undefined, domainName: string | undefined): SignedAppRelation {
  const brand = appBrand(domainName);
  if (brand === undefined || site === undefined || !site.valid) return { kind: 'unrelated' };
  // The site's official names come from a maintained list (lib/knowledge/site.ts): a lookalike never has them.
  const host = site.host;
  if (site.officialBrands?.some((b) => squash(b.toLowerCase()) === brand) === true) {
    const app = site.officialDapp ?? brand;
    return { kind: 'own', app, how: `${host} is an official site of ${app}, which goes by that name` };
  }
  const hosted = freeHostOf(host) !== undefined;
  const label = domainLabel(registrableDomain(host));
  const unicode = hostToUnicode(host);
  if (unicode !== host) {
    const skeleton = removeConfusables(unicode).toLowerCase();
    if (squash(skeleton).includes(brand)) return { kind: 'imitates', app: brand, how: `${unicode} spells ${brand} with lookalike letters` };
  }
  if (!hosted && isOwnName(label, brand)) return { kind: 'own', app: brand, how: `${host} is named like the app` };
  if (squash(host).includes(brand)) {
    return { kind: 'imitates', app: brand, how: hosted ? `${host} puts ${brand} on a free hosting service where anyone can take a name` : `${host} puts ${brand} inside another site's name` };
  }
  const max = brand.length >= 9 ? 2 : 1;
  if (brand.length >= 5 && levenshtein(squash(label), brand, max) <= max) return { kind: 'imitates', app: brand, how: `${host} is a letter or two off ${brand}` };
  return { kind: 'unrelated' };
}
