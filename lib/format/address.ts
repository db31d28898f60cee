const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ZERO = /^0x0{40}$/;

/**
 * Addresses shortened for display; the full value goes in a title and the
 * copy button. Four characters after the leading zeros are kept, so a vanity
 * address such as Permit2's (0x000000000022D4…) never reads "0x0000…", which
 * looks like the zero address; the zero address itself is written out as such.
 */
export function shortAddress(address: string): string {
  if (!ADDRESS.test(address)) return address.length > 16 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;
  if (ZERO.test(address)) return '0x0000…0000 (zero address)';
  const zeros = /^0*/.exec(address.slice(2))?.[0].length ?? 0;
  // Mostly zeros (0x…dEaD): the kept head would run into the tail, so show every significant digit once.
  if (zeros + 4 >= 36) return `0x0000…${address.slice(2 + zeros)}`;
  return `${address.slice(0, 2 + zeros + 4)}…${address.slice(-4)}`;
}

/**
 * Writes every full address in a sentence as its name when one is known, else
 * shortened: a sentence made of names reads in one go, and a 42-character
 * address breaks the line (leaving a lone "." on the next).
 */
export function nameAddressesIn(text: string, nameOf: (address: string) => string | undefined = () => undefined): string {
  return text.replace(/0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g, (a) => nameOf(a) ?? shortAddress(a));
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
