/** Addresses shortened for display; the full value goes in a title and the copy button. */
export function shortAddress(address: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return address.length > 16 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

export function sameAddress(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
}

/** Looks up a record keyed by address, ignoring checksum case. */
export function byAddress<T>(record: Record<string, T> | undefined, address: string | undefined): T | undefined {
  if (!record || !address) return undefined;
  const direct = record[address];
  if (direct !== undefined) return direct;
  const key = Object.keys(record).find((k) => sameAddress(k, address));
  return key === undefined ? undefined : record[key];
}
