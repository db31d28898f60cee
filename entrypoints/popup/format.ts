/** Small display helpers of the popup. */

/** "https://app.uniswap.org" → "app.uniswap.org"; anything unparsable as is. */
export function siteOf(origin: string): string {
  try {
    return new URL(origin).host || origin;
  } catch {
    return origin;
  }
}

export function formatTime(ms: number, timeZone?: string): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
}

export function verdictClass(verdict: string): string {
  if (verdict === 'Benign') return 'pf-tag pf-tag--benign';
  if (verdict === 'Malicious') return 'pf-tag pf-tag--malicious';
  return 'pf-tag pf-tag--warning';
}
