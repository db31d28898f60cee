/**
 * The fee a transaction pays: 5,000 lamports per signature (the base fee), plus
 * the priority fee the Compute Budget instructions ask for (unit price in
 * micro-lamports × unit limit; without a limit, 200,000 units per instruction
 * that is not a Compute Budget one, capped at 1.4 M, as the runtime does).
 */
import type { DecodedInstruction } from './instruction';

export const LAMPORTS_PER_SIGNATURE = 5_000n;
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000;
const MAX_UNITS = 1_400_000;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

export interface SolanaFee {
  baseLamports: bigint;
  /** Compute-unit price in micro-lamports, when the transaction sets one. */
  unitPriceMicroLamports?: bigint;
  computeUnitLimit: number;
  /** Whether the limit was set by the transaction (else the runtime default). */
  unitLimitSet: boolean;
  priorityLamports: bigint;
  totalLamports: bigint;
}

export function feeOf(instructions: readonly DecodedInstruction[], signatures: number): SolanaFee {
  let price: bigint | undefined;
  let limit: number | undefined;
  for (const { action } of instructions) {
    if (action.kind === 'compute-price') price = action.microLamports;
    if (action.kind === 'compute-limit') limit = action.units;
  }
  const others = instructions.filter((i) => i.builtin !== 'compute-budget').length;
  const units = Math.min(limit ?? others * DEFAULT_UNITS_PER_INSTRUCTION, MAX_UNITS);
  const priority = price === undefined ? 0n : (price * BigInt(units) + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
  const base = LAMPORTS_PER_SIGNATURE * BigInt(signatures);
  return {
    baseLamports: base,
    ...(price === undefined ? {} : { unitPriceMicroLamports: price }),
    computeUnitLimit: units,
    unitLimitSet: limit !== undefined,
    priorityLamports: priority,
    totalLamports: base + priority,
  };
}
