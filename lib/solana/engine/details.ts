/**
 * What the engine read in the request, for the review: each instruction in
 * plain words, the fee and priority fee, a durable nonce, lookup tables left
 * unread. Travels in the envelope as `result.details` (the envelope's result
 * is a loose object), amounts as decimal strings.
 */
import { z } from 'zod/mini';
import type { DecodedTransaction } from '../decode/transaction';
import { describeInstruction } from '../decode/describe';
import type { NameContext } from '../decode/names';
import { knownProgram } from '../knowledge/programs';
import type { Address } from '@solana/kit';

export const solanaInstructionDetailSchema = z.object({
  index: z.int(),
  program: z.string(),
  /** The program's name when Preflight knows it. */
  program_name: z.optional(z.string()),
  /** What the instruction does, in one sentence ("Sends 1.5 SOL from your wallet to 7xKX…AsU."). */
  description: z.string(),
  /** The instruction's kind as Preflight read it (sol-transfer, token-approve, program-call…). */
  kind: z.string(),
});

export const solanaTransactionDetailSchema = z.object({
  version: z.union([z.literal('legacy'), z.literal(0)]),
  fee_payer: z.string(),
  signers: z.array(z.string()),
  fee: z.object({
    base_lamports: z.string(),
    priority_lamports: z.string(),
    total_lamports: z.string(),
    compute_unit_limit: z.int(),
    unit_price_micro_lamports: z.optional(z.string()),
  }),
  /** Set for a durable-nonce transaction: valid until used, not ~1 minute. */
  durable_nonce: z.optional(z.object({ account: z.string(), authority: z.string() })),
  lookup_tables: z.array(z.object({ address: z.string(), resolved: z.boolean(), entries: z.int() })),
  instructions: z.array(solanaInstructionDetailSchema),
});

export const solanaScanDetailsSchema = z.object({
  transactions: z.array(solanaTransactionDetailSchema),
  /** signMessage: the message as text when it is UTF-8, and whether it is a transaction in disguise. */
  message: z.optional(z.object({ text: z.optional(z.string()), is_transaction: z.boolean(), sign_in_domain: z.optional(z.string()) })),
  /** Whether balances came from the user's RPC (simulation) or only from what the request says. */
  source: z.enum(['offline', 'rpc']),
  /** Why the RPC part was skipped or failed, when it was. */
  rpc_note: z.optional(z.string()),
});
export type SolanaScanDetails = z.infer<typeof solanaScanDetailsSchema>;
export type SolanaTransactionDetail = z.infer<typeof solanaTransactionDetailSchema>;

/** `tokens`: mints named by their own metadata (with an RPC), for the instructions' words. */
export function transactionDetail(tx: DecodedTransaction, user: Address | undefined, tokens?: NameContext['tokens']): SolanaTransactionDetail {
  const ctx: NameContext = { user, accounts: tx.accounts, ...(tokens === undefined ? {} : { tokens }) };
  return {
    version: tx.version,
    fee_payer: tx.feePayer,
    signers: [...tx.signers],
    fee: {
      base_lamports: tx.fee.baseLamports.toString(),
      priority_lamports: tx.fee.priorityLamports.toString(),
      total_lamports: tx.fee.totalLamports.toString(),
      compute_unit_limit: tx.fee.computeUnitLimit,
      ...(tx.fee.unitPriceMicroLamports === undefined ? {} : { unit_price_micro_lamports: tx.fee.unitPriceMicroLamports.toString() }),
    },
    ...(tx.nonce === undefined ? {} : { durable_nonce: { account: tx.nonce.account, authority: tx.nonce.authority } }),
    lookup_tables: tx.accounts.tables.map((t) => ({ address: t.address, resolved: t.resolved, entries: t.entries })),
    instructions: tx.instructions.map((ix) => {
      const name = knownProgram(ix.programAddress)?.name;
      return { index: ix.index, program: ix.programAddress, ...(name === undefined ? {} : { program_name: name }), description: describeInstruction(ix, ctx), kind: ix.action.kind };
    }),
  };
}
