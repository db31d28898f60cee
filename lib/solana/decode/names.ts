/** How an address is written in a sentence: "your wallet", a program's name, a well-known mint's symbol, or the address shortened. */
import type { Address } from '@solana/kit';
import { shortAddress } from '../../format/address';
import { knownProgram } from '../knowledge/programs';
import { knownToken, type KnownToken } from '../knowledge/tokens';
import type { AccountTable } from './accounts';

export interface NameContext {
  user: Address | undefined;
  accounts: AccountTable;
  /** Mints named by their own metadata, read through the user's RPC (lib/solana/engine/chain.ts). */
  tokens?: ReadonlyMap<Address, KnownToken>;
}

export function nameOf(address: Address, ctx: NameContext): string {
  if (address === ctx.user) return 'your wallet';
  const program = knownProgram(address);
  if (program !== undefined) return program.name;
  // A well-known mint by its symbol, with the address beside it (the symbol alone could be any copycat's).
  const token = knownToken(address) ?? ctx.tokens?.get(address);
  if (token !== undefined) return `${token.symbol} (${shortAddress(address)})`;
  const entry = ctx.accounts.entries.find((e) => e.address === address);
  if (entry?.lookup !== undefined && !entry.lookup.resolved) {
    return `an address hidden in lookup table ${shortAddress(entry.lookup.table)} (entry ${entry.lookup.index}, not read)`;
  }
  return shortAddress(address);
}
