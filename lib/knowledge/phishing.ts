/**
 * Phishing-domain list in the format MetaMask maintains for eth-phishing-detect: `blacklist`
 * (a listed domain and all its subdomains), `whitelist` (never flagged, wins over everything),
 * `fuzzylist` + `tolerance` (domains within that edit distance of a common target, TLD dropped, are
 * flagged). The detector follows eth-phishing-detect's semantics but looks domains up in sets, so a
 * list of hundreds of thousands of entries costs one lookup per label, not a scan.
 */
import { z } from 'zod/mini';
import { levenshtein } from './levenshtein';
import { normaliseHost } from './domain';

export const phishingConfigSchema = z.object({
  version: z.optional(z.union([z.number(), z.string()])),
  tolerance: z.optional(z.int().check(z.gte(0), z.lte(10))),
  fuzzylist: z._default(z.array(z.string()), []),
  whitelist: z._default(z.array(z.string()), []),
  blacklist: z.array(z.string()),
});
export type PhishingConfig = z.infer<typeof phishingConfigSchema>;

export const phishingMetaSchema = z.object({
  source: z.string(),
  license: z.string(),
  /** ISO date (bundled snapshot) or date-time (runtime refresh) of the list. */
  updated: z.string(),
});
export type PhishingMeta = z.infer<typeof phishingMetaSchema>;

export type PhishingCheck =
  | { type: 'allowlist' }
  | { type: 'blocklist'; listed: string }
  | { type: 'fuzzy'; match: string }
  | { type: 'none' }
  /** The list could not be read: no verdict either way. */
  | { type: 'unavailable'; error: string };

export interface PhishingDetector {
  status: { ok: true; entries: number; meta: PhishingMeta } | { ok: false; error: string };
  check(host: string): PhishingCheck;
}

const DEFAULT_TOLERANCE = 3; // eth-phishing-detect's default when a config names none

/** The host and each parent domain: a.b.evil.com → a.b.evil.com, b.evil.com, evil.com, com. */
function selfAndParents(host: string): string[] {
  const labels = host.split('.');
  return labels.map((_, i) => labels.slice(i).join('.'));
}

/** eth-phishing-detect's fuzzy form: the domain without its last label (TLD), leading "www." dropped. */
function fuzzyForm(host: string): string {
  return host.split('.').slice(0, -1).join('.').replace('www.', '');
}

/** Builds a detector; never throws — an unreadable config gives a detector that answers "unavailable". */
export function createPhishingDetector(rawConfig: unknown, rawMeta: unknown, extraBlocked: readonly string[] = []): PhishingDetector {
  const config = phishingConfigSchema.safeParse(rawConfig);
  const meta = phishingMetaSchema.safeParse(rawMeta);
  if (!config.success || !meta.success) {
    const issue = (config.success ? meta.error?.issues[0] : config.error.issues[0])?.message ?? 'invalid data';
    const error = `phishing list failed to load: ${issue}`;
    return { status: { ok: false, error }, check: () => ({ type: 'unavailable', error }) };
  }
  const allow = new Set(config.data.whitelist.map(normaliseHost));
  const block = new Set([...config.data.blacklist, ...extraBlocked].map(normaliseHost));
  const tolerance = config.data.tolerance ?? DEFAULT_TOLERANCE;
  const fuzzy = config.data.fuzzylist.map((domain) => ({ domain: normaliseHost(domain), form: fuzzyForm(normaliseHost(domain)) }));
  return {
    // The list's own size: the always-listed test entries are not part of it.
    status: { ok: true, entries: new Set(config.data.blacklist.map(normaliseHost)).size, meta: meta.data },
    check(rawHost) {
      const host = normaliseHost(rawHost);
      const candidates = selfAndParents(host);
      if (candidates.some((c) => allow.has(c))) return { type: 'allowlist' };
      const listed = candidates.find((c) => block.has(c));
      if (listed !== undefined) return { type: 'blocklist', listed };
      if (tolerance > 0) {
        const form = fuzzyForm(host);
        const near = fuzzy.find((f) => levenshtein(form, f.form, tolerance) <= tolerance);
        if (near !== undefined) return { type: 'fuzzy', match: near.domain };
      }
      return { type: 'none' };
    },
  };
}
