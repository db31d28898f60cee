/** Expiry and deadline dates. Contracts give seconds; some APIs give ISO strings. */
import { formatStrings } from '../i18n/format-strings';

/** Year 9999: anything later (max uint48 / uint256 deadlines) means "never". */
const NEVER_SECONDS = 253_402_300_799n;

export type Expiry = { kind: 'never' } | { kind: 'date'; date: Date } | { kind: 'unknown'; raw: string };

export function parseExpiry(value: unknown): Expiry | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' || typeof value === 'bigint' || (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value))) {
    let n: bigint;
    try {
      n = BigInt(value);
    } catch {
      return { kind: 'unknown', raw: String(value) };
    }
    // A number this large as seconds would be past year 9999: milliseconds, or "never".
    if (n > NEVER_SECONDS && n <= NEVER_SECONDS * 1000n) return { kind: 'date', date: new Date(Number(n)) };
    if (n > NEVER_SECONDS) return { kind: 'never' };
    if (n === 0n) return { kind: 'unknown', raw: '0' };
    return { kind: 'date', date: new Date(Number(n) * 1000) };
  }
  if (typeof value === 'string') {
    const t = Date.parse(value);
    return Number.isNaN(t) ? { kind: 'unknown', raw: value } : { kind: 'date', date: new Date(t) };
  }
  return undefined;
}

export interface DateOptions {
  /** IANA zone; the user's own by default (tests pin UTC). */
  timeZone?: string;
}

export function formatDate(date: Date, opts: DateOptions = {}): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: opts.timeZone,
    timeZoneName: opts.timeZone === 'UTC' ? 'short' : undefined,
  }).format(date);
}

/** "12 Mar 2026, 14:00", "Never expires", or the raw value when it is not a date. */
export function formatExpiry(value: unknown, opts: DateOptions = {}): string | undefined {
  const e = parseExpiry(value);
  if (!e) return undefined;
  if (e.kind === 'never') return formatStrings.neverExpires;
  if (e.kind === 'unknown') return e.raw;
  return formatDate(e.date, opts);
}
