/** Small display helpers of the popup. */
import { formatDate } from '../../lib/format/date';

/** "https://app.uniswap.org" → "app.uniswap.org"; anything unparsable as is. */
export function siteOf(origin: string): string {
  try {
    return new URL(origin).host || origin;
  } catch {
    return origin;
  }
}

/** The review's date format ("3 Jan 2025, 09:00"), for every date the popup shows. */
export function formatTime(ms: number, timeZone?: string): string {
  return formatDate(new Date(ms), timeZone ? { timeZone } : {});
}

export function verdictClass(verdict: string): string {
  if (verdict === 'Benign') return 'pf-tag pf-tag--benign';
  if (verdict === 'Malicious') return 'pf-tag pf-tag--malicious';
  return 'pf-tag pf-tag--warning';
}
