/** System Program instructions → actions (SOL transfers, assign, account creation, durable nonces). */
import type { Instruction, InstructionWithAccounts, InstructionWithData, AccountMeta, ReadonlyUint8Array } from '@solana/kit';
import { SystemInstruction, parseSystemInstruction } from '@solana-program/system';
import type { SolanaAction } from './actions';

export type ReadableInstruction = Instruction & InstructionWithAccounts<readonly AccountMeta[]> & InstructionWithData<ReadonlyUint8Array>;

export function systemAction(ix: ReadableInstruction): SolanaAction {
  const p = parseSystemInstruction(ix);
  switch (p.instructionType) {
    case SystemInstruction.TransferSol:
      return { kind: 'sol-transfer', from: p.accounts.source.address, to: p.accounts.destination.address, lamports: p.data.amount };
    case SystemInstruction.TransferSolWithSeed:
      return { kind: 'sol-transfer', from: p.accounts.source.address, to: p.accounts.destination.address, lamports: p.data.amount };
    case SystemInstruction.Assign:
      return { kind: 'assign', account: p.accounts.account.address, owner: p.data.programAddress };
    case SystemInstruction.AssignWithSeed:
      return { kind: 'assign', account: p.accounts.account.address, owner: p.data.programAddress };
    case SystemInstruction.CreateAccount:
      return { kind: 'create-account', from: p.accounts.payer.address, account: p.accounts.newAccount.address, lamports: p.data.lamports, owner: p.data.programAddress };
    case SystemInstruction.CreateAccountWithSeed:
      return { kind: 'create-account', from: p.accounts.payer.address, account: p.accounts.newAccount.address, lamports: p.data.amount, owner: p.data.programAddress };
    case SystemInstruction.AdvanceNonceAccount:
      return { kind: 'advance-nonce', nonceAccount: p.accounts.nonceAccount.address, authority: p.accounts.nonceAuthority.address };
    case SystemInstruction.AuthorizeNonceAccount:
      return { kind: 'nonce-authority', nonceAccount: p.accounts.nonceAccount.address, authority: p.accounts.nonceAuthority.address, newAuthority: p.data.newNonceAuthority };
    case SystemInstruction.WithdrawNonceAccount:
      return { kind: 'nonce-withdraw', nonceAccount: p.accounts.nonceAccount.address, to: p.accounts.recipientAccount.address, lamports: p.data.withdrawAmount, authority: p.accounts.nonceAuthority.address };
    default:
      return { kind: 'routine', name: SystemInstruction[p.instructionType] ?? 'System instruction' };
  }
}
