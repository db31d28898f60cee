/**
 * The requesting site as a person should read it: the registrable domain
 * ("uniswap.org", from lib/knowledge/domain) emphasised and the rest of the
 * host ("app.") muted, so "uniswap.org.evil.io" reads as evil.io.
 */
import { normaliseHost, registrableDomain } from '../knowledge/domain';

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
export function siteParts(origin: string): SiteParts {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return { scheme: '', prefix: '', domain: origin, port: '', insecure: false, raw: true };
  }
  const host = url.hostname;
  if (!host) return { scheme: '', prefix: '', domain: origin, port: '', insecure: url.protocol === 'http:', raw: true };
  const domain = registrableDomain(normaliseHost(host));
  const prefix = host.toLowerCase().endsWith(domain) ? host.slice(0, host.length - domain.length) : '';
  return { scheme: url.protocol.replace(/:$/, ''), prefix, domain, port: url.port ? `:${url.port}` : '', insecure: url.protocol === 'http:' && !isLoopback(host), raw: false };
}
