/**
 * The account list of a compiled message: static accounts, then the accounts
 * loaded from address lookup tables (writable ones first, then read-only, table
 * by table, as the runtime orders them). A table that could not be read leaves
 * its entries as placeholders that say so: never guessed, never the user.
 */
import { getAddressDecoder, type Address } from '@solana/kit';
import type { LegacyOrV0Message } from './wire';

/** Addresses held by each lookup table, as kit's fetchAddressesForLookupTables returns them. */
export type LookupTableAddresses = Readonly<Record<Address, readonly Address[]>>;

export interface AccountEntry {
  address: Address;
  writable: boolean;
  signer: boolean;
  /** Set when the address comes from a lookup table. */
  lookup?: { table: Address; index: number; resolved: boolean };
}

export interface AccountTable {
  entries: readonly AccountEntry[];
  /** Lookup tables the message uses, and whether their addresses are known. */
  tables: readonly { address: Address; resolved: boolean; entries: number }[];
  /** Placeholder addresses standing for unread lookup-table entries. */
  unresolved: ReadonlySet<Address>;
}

function staticEntries(message: LegacyOrV0Message): AccountEntry[] {
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header;
  const total = message.staticAccounts.length;
  return message.staticAccounts.map((address, i) => {
    const signer = i < numSignerAccounts;
    const writable = signer ? i < numSignerAccounts - numReadonlySignerAccounts : i < total - numReadonlyNonSignerAccounts;
    return { address, signer, writable };
  });
}

/** A stand-in for an unread entry: 32 bytes that no key pair or program derives (marker, table, entry). */
function placeholder(tableOrdinal: number, index: number, writable: boolean): Address {
  const bytes = new Uint8Array(32);
  bytes.set([0xfe, 0xed, 0x10, 0x0c, tableOrdinal & 0xff, index & 0xff, writable ? 1 : 0]);
  return getAddressDecoder().decode(bytes);
}

export function accountTable(message: LegacyOrV0Message, resolved: LookupTableAddresses = {}): AccountTable {
  const entries = staticEntries(message);
  const lookups = message.version === 0 ? (message.addressTableLookups ?? []) : [];
  const unresolved = new Set<Address>();
  const tables: AccountTable['tables'][number][] = [];
  const load = (writable: boolean) => {
    lookups.forEach((lookup, ordinal) => {
      const known = resolved[lookup.lookupTableAddress];
      const indexes = writable ? lookup.writableIndexes : lookup.readonlyIndexes;
      for (const index of indexes) {
        const found = known?.[index];
        const address = found ?? placeholder(ordinal, index, writable);
        if (found === undefined) unresolved.add(address);
        entries.push({ address, writable, signer: false, lookup: { table: lookup.lookupTableAddress, index, resolved: found !== undefined } });
      }
    });
  };
  load(true);
  load(false);
  for (const lookup of lookups) {
    const known = resolved[lookup.lookupTableAddress];
    const wanted = [...lookup.writableIndexes, ...lookup.readonlyIndexes];
    tables.push({ address: lookup.lookupTableAddress, resolved: known !== undefined && wanted.every((i) => known[i] !== undefined), entries: wanted.length });
  }
  return { entries, tables, unresolved };
}
