/**
 * The bundled blocklist of known drainer addresses and phishing domains.
 *
 * Updating: edit blocklist.json (keep `source` naming where entries came from
 * and bump `updated`), e.g. merge Scam Sniffer's `blacklist/domains.json` /
 * `address.json` or MetaMask eth-phishing-detect's `blacklist`. Addresses are
 * matched case-insensitively; a domain entry matches that host and every
 * subdomain of it, so list the registrable domain (or a hosting subdomain such
 * as `x.netlify.app`, which then does not block the whole shared host).
 */
import { z } from 'zod';
import blocklistFile from './blocklist.json';

const addressList = z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/));
const domainList = z.array(z.string().min(1));

export const blocklistSchema = z.object({
  source: z.string(),
  updated: z.string(),
  addresses: addressList,
  domains: domainList,
  test: z.object({ description: z.string(), addresses: addressList, domains: domainList }).optional(),
});
export type Blocklist = z.infer<typeof blocklistSchema>;

// Parsed once at load: a malformed data file fails loudly in tests, not silently at scan time.
const blocklist: Blocklist = blocklistSchema.parse(blocklistFile);

const addresses = new Set([...blocklist.addresses, ...(blocklist.test?.addresses ?? [])].map((a) => a.toLowerCase()));
const domains = new Set([...blocklist.domains, ...(blocklist.test?.domains ?? [])].map(normaliseHost));

export const blocklistInfo = { source: blocklist.source, updated: blocklist.updated };

export function isBlocklistedAddress(address: string | undefined): boolean {
  return typeof address === 'string' && addresses.has(address.toLowerCase());
}

/** Lower-case, without a trailing dot or port. */
function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '').replace(/:\d+$/, '');
}

/**
 * The host of an origin ("https://app.example.com:8443"), a URL, or a bare host.
 * Undefined when nothing host-like can be read.
 */
export function hostOf(domain: string): string | undefined {
  const trimmed = domain.trim();
  if (trimmed === '') return undefined;
  try {
    const url = new URL(trimmed.includes('://') ? trimmed : `https://${trimmed}`);
    return url.hostname === '' ? undefined : normaliseHost(url.hostname);
  } catch {
    return undefined;
  }
}

/** True when the host (or origin) is a listed domain or a subdomain of one. */
export function isBlocklistedDomain(domain: string | undefined): boolean {
  if (domain === undefined) return false;
  const host = hostOf(domain);
  if (host === undefined) return false;
  const labels = host.split('.');
  // Check the host and each parent domain: a.b.evil.com -> b.evil.com -> evil.com -> com.
  for (let i = 0; i < labels.length; i++) {
    if (domains.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}
