/** USD values, shown only when the scan gives one: never computed from guesses. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,234.56"; "<$0.01" for dust; undefined for a missing or unparseable value. */
export function formatUsd(value: string | number | undefined, opts: { signed?: boolean } = {}): string | undefined {
  if (value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return undefined;
  const abs = Math.abs(n);
  const body = abs > 0 && abs < 0.01 ? '<$0.01' : usd.format(abs);
  if (n < 0) return `\u2212${body}`;
  if (opts.signed && n > 0) return `+${body}`;
  return body;
}
