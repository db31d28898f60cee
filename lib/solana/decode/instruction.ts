/** One compiled instruction → its program, its accounts and what it does. */
import { AccountRole, type AccountMeta, type Address } from '@solana/kit';
import type { SolanaAction } from './actions';
import type { AccountEntry, AccountTable } from './accounts';
import { loaderV3Action } from './parse-loader';
import { associatedTokenAction, computeBudgetAction, memoAction } from './parse-misc';
import { stakeAction } from './parse-stake';
import { systemAction, type ReadableInstruction } from './parse-system';
import { tokenAction } from './parse-token';
import { builtinProgramOf, type BuiltinProgram } from './programs';

export interface DecodedInstruction {
  index: number;
  programAddress: Address;
  /** Set for the programs Preflight reads itself. */
  builtin?: BuiltinProgram;
  accounts: readonly AccountEntry[];
  action: SolanaAction;
}

interface CompiledInstructionLike {
  programAddressIndex: number;
  accountIndices?: readonly number[];
  data?: Uint8Array | { readonly [n: number]: number; length: number };
}

function roleOf(entry: AccountEntry): AccountRole {
  if (entry.signer) return entry.writable ? AccountRole.WRITABLE_SIGNER : AccountRole.READONLY_SIGNER;
  return entry.writable ? AccountRole.WRITABLE : AccountRole.READONLY;
}

function actionOf(program: BuiltinProgram | undefined, ix: ReadableInstruction): SolanaAction {
  switch (program) {
    case 'system': return systemAction(ix);
    case 'token': return tokenAction(ix, 'token');
    case 'token-2022': return tokenAction(ix, 'token-2022');
    case 'associated-token': return associatedTokenAction(ix);
    case 'compute-budget': return computeBudgetAction(ix);
    case 'memo':
    case 'memo-v1': return memoAction(ix);
    case 'loader-v3': return loaderV3Action(ix);
    case 'stake': return stakeAction(ix);
    case undefined: return { kind: 'program-call' };
  }
}

export class InstructionIndexError extends Error {
  override name = 'InstructionIndexError';
}

function entryAt(table: AccountTable, index: number, what: string): AccountEntry {
  const entry = table.entries[index];
  if (entry === undefined) throw new InstructionIndexError(`${what} refers to account #${index}, but the message has ${table.entries.length}`);
  return entry;
}

export function decodeInstruction(compiled: CompiledInstructionLike, index: number, table: AccountTable): DecodedInstruction {
  const programAddress = entryAt(table, compiled.programAddressIndex, `instruction ${index + 1}'s program`).address;
  const accounts = (compiled.accountIndices ?? []).map((i) => entryAt(table, i, `instruction ${index + 1}`));
  const metas: AccountMeta[] = accounts.map((a) => ({ address: a.address, role: roleOf(a) }));
  const builtin = builtinProgramOf(programAddress)?.id;
  const ix: ReadableInstruction = { programAddress, accounts: metas, data: Uint8Array.from(compiled.data ?? []) };
  let action: SolanaAction;
  try {
    action = actionOf(builtin, ix);
  } catch (error) {
    // Malformed data for a known program: shown, and judged as something Preflight could not read.
    action = { kind: 'unreadable', why: error instanceof Error ? error.message : String(error) };
  }
  return { index, programAddress, ...(builtin === undefined ? {} : { builtin }), accounts, action };
}
