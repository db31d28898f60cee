/**
 * Hosts and registrable domains.
 *
 * The registrable domain ("eTLD+1") is the part one owner controls: app.uniswap.org → uniswap.org,
 * shop.example.co.uk → example.co.uk, evil.vercel.app → evil.vercel.app. The full Public Suffix List is
 * ~250 kB; instead we keep the multi-part suffixes phishing pages actually use: common country
 * second-level suffixes and the free hosting platforms where every subdomain has a different owner
 * (a page on x.vercel.app says nothing about vercel.app). Any other host falls back to its last two
 * labels, which is right for every single-label TLD (.com, .org, .app, .xyz …).
 */

const COUNTRY_SUFFIXES = [
  'co.uk', 'org.uk', 'me.uk', 'ltd.uk', 'plc.uk', 'ac.uk', 'gov.uk', 'com.au', 'net.au', 'org.au', 'co.nz',
  'co.jp', 'ne.jp', 'or.jp', 'co.kr', 'com.br', 'com.cn', 'com.hk', 'com.sg', 'com.tw', 'com.tr', 'com.mx',
  'com.ar', 'co.in', 'co.za', 'com.ng', 'com.ua', 'co.id', 'com.my', 'com.ph', 'com.vn', 'com.pk', 'co.il',
  'uk.com', 'us.com', 'eu.com',
];

/** Hosting platforms where each subdomain is its own site, anyone's for free. */
const FREE_HOSTS = new Set([
  'github.io', 'gitlab.io', 'netlify.app', 'vercel.app', 'pages.dev', 'workers.dev', 'web.app',
  'firebaseapp.com', 'herokuapp.com', 'glitch.me', 'onrender.com', 'fly.dev', 'replit.app', 'repl.co',
  'azurewebsites.net', 'cloudfront.net', 'appspot.com', 'blogspot.com', 'wixsite.com', 'webflow.io',
  'weebly.com', 'surge.sh', 'framer.app', 'framer.website', 'myshopify.com', 'square.site', 'carrd.co',
  'gitbook.io', 'notion.site', 'ipfs.dweb.link', 'ipfs.w3s.link', 'r2.dev',
  'translate.goog', 'ngrok.io', 'ngrok-free.app', 'trycloudflare.com',
]);

/**
 * ENS gateways: x.eth.limo serves the ENS name x.eth, which its owner registered and pays for like a
 * domain. Each name is its own site (and judged by its name like one), not a free host's page.
 */
const NAME_GATEWAYS = ['eth.limo', 'eth.link'];

const MULTI_PART_SUFFIXES = new Set([...COUNTRY_SUFFIXES, ...FREE_HOSTS, ...NAME_GATEWAYS]);

/** The longest suffix of `labels` listed in `suffixes` with at least one label before it (ipfs.dweb.link before dweb.link). */
function listedSuffix(labels: readonly string[], suffixes: ReadonlySet<string>): string | undefined {
  for (const suffixLength of [3, 2]) {
    const suffix = labels.slice(-suffixLength).join('.');
    if (labels.length > suffixLength && suffixes.has(suffix)) return suffix;
  }
  return undefined;
}

/** The free hosting platform a host sits on ("evil.vercel.app" → "vercel.app"), if any. */
export function freeHostOf(host: string): string | undefined {
  return listedSuffix(host.split('.'), FREE_HOSTS);
}

/** Lower-case host without a trailing dot or port. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '').replace(/:\d+$/, '');
}

/**
 * The host of an origin ("https://app.example.com:8443"), a URL, or a bare host, in its ASCII
 * (punycode) form as browsers report it. Undefined when nothing host-like can be read.
 */
export function hostOf(domainOrUrl: string): string | undefined {
  if (typeof domainOrUrl !== 'string') return undefined;
  const trimmed = domainOrUrl.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    const host = normaliseHost(url.hostname);
    return host === '' ? undefined : host;
  } catch {
    return undefined;
  }
}

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');
}

/** The registrable domain of a normalised host (see the file comment); an IP or single label is returned as is. */
export function registrableDomain(host: string): string {
  if (isIpAddress(host)) return host;
  const labels = host.split('.');
  // The registrable domain is one label more than the public suffix.
  const suffix = listedSuffix(labels, MULTI_PART_SUFFIXES);
  return labels.slice(-((suffix?.split('.').length ?? 1) + 1)).join('.');
}

/** The registrable domain without its public suffix: uniswap.org → "uniswap", example.co.uk → "example". */
export function domainLabel(registrable: string): string {
  return registrable.split('.')[0] ?? registrable;
}

/** The host without its public suffix: claim.layerzero.foundation → "claim.layerzero" (a suffix is no site's name). */
export function withoutSuffix(host: string): string {
  const registrable = registrableDomain(host);
  return host.slice(0, host.length - (registrable.length - domainLabel(registrable).length));
}

/** True when `host` is `domain` or a subdomain of it. */
export function isSameOrSubdomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}
