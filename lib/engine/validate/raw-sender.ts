/**
 * The account that signed a raw transaction (eth_sendRawTransaction), as
 * viem's recoverTransactionAddress finds it, but with @noble/secp256k1 for the
 * curve: the same author's small standalone library (~6 kB here) instead of
 * @noble/curves (~32 kB), which viem would load for this one use.
 * tests/lib/engine/validate/raw-sender.test.ts checks it against viem's own
 * recovery for every transaction type.
 */
import { recoverPublicKey, Signature } from '@noble/secp256k1';
import { bytesToHex, getAddress, hexToBigInt, hexToBytes, keccak256, serializeTransaction, type Address, type Hex, type TransactionSerializable } from 'viem';

export class UnrecoverableSignerError extends Error {
  override name = 'UnrecoverableSignerError';
}

/** yParity (0/1), or a legacy v: 27/28, or EIP-155's 35 + 2·chainId + parity. */
function recoveryBit(yParity: number | undefined, v: bigint | undefined): number {
  if (yParity === 0 || yParity === 1) return yParity;
  if (v === 27n || v === 28n) return Number(v - 27n);
  if (v !== undefined && v >= 35n) return v % 2n === 0n ? 1 : 0;
  throw new UnrecoverableSignerError('the transaction carries no usable signature parity');
}

/**
 * `tx` is the transaction parseTransaction read from the raw bytes (with r, s
 * and v / yParity). Throws UnrecoverableSignerError (or the curve's own
 * error) when there is no valid signature.
 */
export function recoverRawSender(tx: TransactionSerializable & { r?: Hex; s?: Hex; v?: bigint; yParity?: number }): Address {
  const { r, s, v, yParity } = tx;
  if (r === undefined || s === undefined) throw new UnrecoverableSignerError('the transaction is not signed');
  // What was signed: the same transaction without its signature (and without blob sidecars).
  const hash = keccak256(serializeTransaction({ ...tx, r: undefined, s: undefined, v: undefined, yParity: undefined, sidecars: undefined }));
  const signature = new Signature(hexToBigInt(r), hexToBigInt(s), recoveryBit(yParity, v)).toBytes('recovered');
  const publicKey = recoverPublicKey(signature, hexToBytes(hash), { prehash: false, isCompressed: false });
  // The address is the last 20 bytes of the keccak of the key without its 0x04 prefix.
  return getAddress(`0x${keccak256(bytesToHex(publicKey.subarray(1))).slice(26)}`);
}
