/**
 * Safe's MultiSend / MultiSendCallOnly: multiSend(bytes transactions), where
 * each transaction is packed as operation (1 byte) · to (20) · value (32) ·
 * data length (32) · data. https://github.com/safe-global/safe-smart-account/blob/main/contracts/libraries/MultiSend.sol
 */
import { decodeFunctionData, getAddress, parseAbi, type Address, type Hex } from 'viem';

const multiSendAbi = parseAbi(['function multiSend(bytes transactions)']);

export interface PackedCall {
  operation: number;
  to: Address;
  value: bigint;
  data: Hex;
}

/** Bound on inner calls read from one batch. */
export const MAX_MULTISEND_CALLS = 100;

/** The inner calls of a multiSend call; undefined when `data` is not one or its packing is broken. */
export function decodeMultiSend(data: Hex): PackedCall[] | undefined {
  let packed: Hex;
  try {
    const d = decodeFunctionData({ abi: multiSendAbi, data });
    packed = d.args[0];
  } catch {
    return undefined;
  }
  const hex = packed.slice(2);
  const calls: PackedCall[] = [];
  let at = 0;
  while (at < hex.length) {
    // 1 + 20 + 32 + 32 bytes of header, in hex digits.
    if (hex.length - at < 170 || calls.length >= MAX_MULTISEND_CALLS) return undefined;
    const operation = parseInt(hex.slice(at, at + 2), 16);
    const to = getAddress(`0x${hex.slice(at + 2, at + 42)}`);
    const value = BigInt(`0x${hex.slice(at + 42, at + 106)}`);
    const length = BigInt(`0x${hex.slice(at + 106, at + 170)}`);
    const end = at + 170 + Number(length) * 2;
    if (length > BigInt(hex.length) || end > hex.length) return undefined;
    calls.push({ operation, to, value, data: `0x${hex.slice(at + 170, end)}` });
    at = end;
  }
  return calls;
}
