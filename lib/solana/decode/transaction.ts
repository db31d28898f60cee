/**
 * A Solana transaction (legacy or v0), decoded for judgement and review: its
 * signers, fee, lifetime (recent blockhash or durable nonce), lookup tables and
 * what each instruction does.
 */
import type { Address } from '@solana/kit';
import { accountTable, type AccountTable, type LookupTableAddresses } from './accounts';
import { feeOf, type SolanaFee } from './fees';
import { decodeInstruction, type DecodedInstruction } from './instruction';
import { decodeWire, type WireTransaction } from './wire';

export interface DecodedTransaction {
  version: 'legacy' | 0;
  feePayer: Address;
  signers: readonly Address[];
  instructions: readonly DecodedInstruction[];
  accounts: AccountTable;
  fee: SolanaFee;
  /** Durable nonce: the transaction stays valid until the nonce advances, not ~1 minute. */
  nonce?: { account: Address; authority: Address };
  /** The recent blockhash, or the nonce value for a durable-nonce transaction. */
  lifetimeToken: string;
  /** The exact message bytes the signatures cover. */
  messageBytes: Uint8Array;
}

function nonceOf(first: DecodedInstruction | undefined): DecodedTransaction['nonce'] {
  // The runtime treats a transaction as durable-nonce only when AdvanceNonceAccount comes first.
  if (first?.action.kind !== 'advance-nonce') return undefined;
  return { account: first.action.nonceAccount, authority: first.action.authority };
}

export function decodeCompiled(wire: WireTransaction, lookups?: LookupTableAddresses): DecodedTransaction {
  const { message } = wire;
  const accounts = accountTable(message, lookups);
  const instructions = message.instructions.map((ix, i) => decodeInstruction(ix, i, accounts));
  const signers = message.staticAccounts.slice(0, message.header.numSignerAccounts);
  const nonce = nonceOf(instructions[0]);
  const feePayer = message.staticAccounts[0];
  if (feePayer === undefined) throw new Error('the message has no fee payer');
  return {
    version: message.version,
    feePayer,
    signers,
    instructions,
    accounts,
    fee: feeOf(instructions, message.header.numSignerAccounts),
    ...(nonce === undefined ? {} : { nonce }),
    lifetimeToken: message.lifetimeToken,
    messageBytes: wire.messageBytes,
  };
}

/** Decodes wire bytes (a transaction or a bare message); throws SolanaDecodeError / InstructionIndexError. */
export function decodeSolanaTransaction(bytes: Uint8Array, lookups?: LookupTableAddresses): DecodedTransaction {
  return decodeCompiled(decodeWire(bytes), lookups);
}
