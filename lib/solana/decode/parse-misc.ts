/** Associated Token Account, Compute Budget and Memo instructions → actions. */
import { AssociatedTokenInstruction, identifyAssociatedTokenInstruction, parseCreateAssociatedTokenIdempotentInstruction, parseCreateAssociatedTokenInstruction } from '@solana-program/token';
import { ComputeBudgetInstruction, parseComputeBudgetInstruction } from '@solana-program/compute-budget';
import { parseAddMemoInstruction } from '@solana-program/memo';
import type { SolanaAction } from './actions';
import type { ReadableInstruction } from './parse-system';

export function associatedTokenAction(ix: ReadableInstruction): SolanaAction {
  // The first ATA program version took no data for Create; the client needs its one-byte form.
  const data = ix.data.length === 0 ? new Uint8Array([AssociatedTokenInstruction.CreateAssociatedToken]) : ix.data;
  const which = identifyAssociatedTokenInstruction(data);
  if (which === AssociatedTokenInstruction.RecoverNestedAssociatedToken) return { kind: 'routine', name: 'RecoverNestedAssociatedToken' };
  const p = which === AssociatedTokenInstruction.CreateAssociatedToken
    ? parseCreateAssociatedTokenInstruction({ ...ix, data })
    : parseCreateAssociatedTokenIdempotentInstruction({ ...ix, data });
  return { kind: 'create-token-account', payer: p.accounts.payer.address, account: p.accounts.ata.address, owner: p.accounts.owner.address, mint: p.accounts.mint.address };
}

export function computeBudgetAction(ix: ReadableInstruction): SolanaAction {
  const p = parseComputeBudgetInstruction(ix);
  if (p.instructionType === ComputeBudgetInstruction.SetComputeUnitLimit) return { kind: 'compute-limit', units: p.data.units };
  if (p.instructionType === ComputeBudgetInstruction.SetComputeUnitPrice) return { kind: 'compute-price', microLamports: p.data.microLamports };
  return { kind: 'routine', name: ComputeBudgetInstruction[p.instructionType] ?? 'Compute Budget instruction' };
}

export function memoAction(ix: ReadableInstruction): SolanaAction {
  return { kind: 'memo', text: parseAddMemoInstruction(ix).data.memo };
}
