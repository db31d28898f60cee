/** The programs whose instructions Preflight reads itself (ids from their program clients). */
import { address, type Address } from '@solana/kit';
import { COMPUTE_BUDGET_PROGRAM_ADDRESS } from '@solana-program/compute-budget';
import { MEMO_PROGRAM_ADDRESS } from '@solana-program/memo';
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { LOADER_V3_PROGRAM_ADDRESS } from './parse-loader';

/** The Stake program's id (its client needs a newer kit; solana-stake-interface's `program::ID`). */
export const STAKE_PROGRAM_ADDRESS = address('Stake11111111111111111111111111111111111111');

/** Token-2022's id: its client needs kit 7, so the id is written here (spl-token-2022 program). */
export const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
/** The first Memo program (v1); its instruction is the same UTF-8 text. */
export const MEMO_V1_PROGRAM_ADDRESS = address('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo');

const PROGRAMS = [
  { id: 'system', address: SYSTEM_PROGRAM_ADDRESS, name: 'System Program' },
  { id: 'token', address: TOKEN_PROGRAM_ADDRESS, name: 'Token Program' },
  { id: 'token-2022', address: TOKEN_2022_PROGRAM_ADDRESS, name: 'Token-2022 Program' },
  { id: 'associated-token', address: ASSOCIATED_TOKEN_PROGRAM_ADDRESS, name: 'Associated Token Account Program' },
  { id: 'compute-budget', address: COMPUTE_BUDGET_PROGRAM_ADDRESS, name: 'Compute Budget Program' },
  { id: 'memo', address: MEMO_PROGRAM_ADDRESS, name: 'Memo Program' },
  { id: 'memo-v1', address: MEMO_V1_PROGRAM_ADDRESS, name: 'Memo Program (v1)' },
  { id: 'loader-v3', address: LOADER_V3_PROGRAM_ADDRESS, name: 'BPF Upgradeable Loader' },
  { id: 'stake', address: STAKE_PROGRAM_ADDRESS, name: 'Stake Program' },
] as const;

export type BuiltinProgram = (typeof PROGRAMS)[number]['id'];
export interface BuiltinProgramInfo { id: BuiltinProgram; address: Address; name: string }

export const BUILTIN_PROGRAMS_INFO: readonly BuiltinProgramInfo[] = PROGRAMS;
const BY_ADDRESS = new Map<string, BuiltinProgramInfo>(PROGRAMS.map((p) => [p.address, p]));

export function builtinProgramOf(program: Address): BuiltinProgramInfo | undefined {
  return BY_ADDRESS.get(program);
}
