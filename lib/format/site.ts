/**
 * The requesting site as a person should read it: the registrable domain
 * ("uniswap.org") emphasised and the rest of the host ("app.") muted, so
 * "uniswap.org.evil.io" reads as evil.io. Without a public-suffix list in the
 * bundle, a short list of multi-label suffixes and hosting platforms (where
 * every subdomain belongs to someone else) covers the common cases; any
 * other host takes its last two labels.
 */

const MULTI_LABEL_SUFFIXES = new Set([
  'co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'co.jp', 'ne.jp', 'or.jp', 'com.au', 'net.au', 'org.au', 'co.nz', 'com.br', 'com.cn', 'com.hk',
  'com.sg', 'com.tr', 'com.mx', 'co.in', 'co.kr', 'co.za', 'com.ar', 'com.tw', 'co.id', 'com.ua', 'eth.limo', 'eth.link',
  // Hosting platforms: each subdomain is a different owner.
  'github.io', 'gitlab.io', 'vercel.app', 'netlify.app', 'pages.dev', 'workers.dev', 'web.app', 'firebaseapp.com', 'herokuapp.com',
  'onrender.com', 'fly.dev', 'glitch.me', 'replit.app', 'ipfs.dweb.link', 'ipns.dweb.link', 'fleek.co', 'on.fleek.co', 'azurewebsites.net',
  'cloudfront.net', 'appspot.com', 'blogspot.com', 'webflow.io', 'wixsite.com', 'framer.app', 'surge.sh',
]);

export interface SiteParts {
  /** The host before the registrable domain, with its trailing dot ("app."), or "". */
  prefix: string;
  /** The registrable domain ("uniswap.org"), or the whole host when there is none (an IP, localhost). */
  domain: string;
  /** ":8080" when the origin has a port, else "". */
  port: string;
  /** "http" is shown (plain http is worth seeing); "https" and others are not. */
  scheme: string;
  /** The page was served over plain http (anyone on the network could change it). */
  insecure: boolean;
  /** The origin could not be parsed as a URL: shown as given. */
  raw: boolean;
}

/** Loopback is a secure context in browsers: plain http there is not "Not secure". */
const isLoopback = (host: string) => host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]';
const isIp = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');

export function registrableDomain(host: string): string {
  const h = host.toLowerCase().replace(/\.$/, '');
  if (isIp(h) || !h.includes('.')) return h;
  const labels = h.split('.');
  for (let n = Math.min(labels.length - 1, 3); n >= 2; n--) {
    const suffix = labels.slice(-n).join('.');
    if (MULTI_LABEL_SUFFIXES.has(suffix)) return labels.slice(-(n + 1)).join('.');
  }
  return labels.slice(-2).join('.');
}

export function siteParts(origin: string): SiteParts {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return { scheme: '', prefix: '', domain: origin, port: '', insecure: false, raw: true };
  }
  const host = url.hostname;
  if (!host) return { scheme: '', prefix: '', domain: origin, port: '', insecure: url.protocol === 'http:', raw: true };
  const domain = registrableDomain(host);
  const prefix = host.toLowerCase().endsWith(domain) ? host.slice(0, host.length - domain.length) : '';
  return { scheme: url.protocol.replace(/:$/, ''), prefix, domain, port: url.port ? `:${url.port}` : '', insecure: url.protocol === 'http:' && !isLoopback(host), raw: false };
}
