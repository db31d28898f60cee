/**
 * Wire bytes → a compiled message. A request carries either a whole transaction
 * (signatures + message, what signTransaction receives) or a bare message; both
 * are accepted, the transaction form first.
 */
import {
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
} from '@solana/kit';

export class SolanaDecodeError extends Error {
  override name = 'SolanaDecodeError';
}

export type LegacyOrV0Message = Extract<CompiledTransactionMessage, { version: 'legacy' | 0 }> & CompiledTransactionMessageWithLifetime;

export interface WireTransaction {
  message: LegacyOrV0Message;
  /** The exact message bytes the signatures cover. */
  messageBytes: Uint8Array;
  /** How many signature slots the transaction carries (0 for a bare message). */
  signatureSlots: number;
}

export function bytesFromBase64(base64: string): Uint8Array {
  return Uint8Array.from(getBase64Encoder().encode(base64));
}

function compiledMessage(bytes: Uint8Array): LegacyOrV0Message {
  const [message, end] = getCompiledTransactionMessageDecoder().read(bytes, 0);
  // Trailing bytes mean these are not a message (matters for signMessage: text must not pass as a transaction).
  if (end !== bytes.length) throw new SolanaDecodeError(`${bytes.length - end} bytes follow the message`);
  if (message.version !== 'legacy' && message.version !== 0) {
    throw new SolanaDecodeError(`transaction message version ${String(message.version)} is not supported yet (legacy and v0 are)`);
  }
  if (message.staticAccounts.length === 0) throw new SolanaDecodeError('the message names no accounts, so it has no fee payer');
  return message;
}

function tryTransaction(bytes: Uint8Array): WireTransaction | undefined {
  try {
    const [tx, end] = getTransactionDecoder().read(bytes, 0);
    if (end !== bytes.length) return undefined;
    const messageBytes = Uint8Array.from(tx.messageBytes);
    const message = compiledMessage(messageBytes);
    // A bare message can sometimes be read as a transaction; the signature count must match the header.
    if (Object.keys(tx.signatures).length !== message.header.numSignerAccounts) return undefined;
    return { message, messageBytes, signatureSlots: message.header.numSignerAccounts };
  } catch {
    return undefined;
  }
}

/** Decodes a wire transaction or a bare message; throws SolanaDecodeError with a plain reason. */
export function decodeWire(bytes: Uint8Array): WireTransaction {
  if (bytes.length === 0) throw new SolanaDecodeError('the transaction is empty');
  const asTransaction = tryTransaction(bytes);
  if (asTransaction !== undefined) return asTransaction;
  try {
    return { message: compiledMessage(bytes), messageBytes: bytes, signatureSlots: 0 };
  } catch (error) {
    if (error instanceof SolanaDecodeError) throw error;
    throw new SolanaDecodeError(`the bytes are neither a Solana transaction nor a transaction message (${error instanceof Error ? error.message : String(error)})`);
  }
}
