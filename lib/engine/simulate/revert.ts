/** A human reason for a reverted call, from its revert data. */
import { decodeErrorResult, type Hex } from 'viem';

const PANIC_REASONS: Record<string, string> = {
  '0x1': 'assertion failed',
  '0x11': 'arithmetic overflow or underflow',
  '0x12': 'division by zero',
  '0x21': 'invalid enum value',
  '0x31': 'pop on an empty array',
  '0x32': 'array index out of bounds',
  '0x41': 'out of memory',
  '0x51': 'call to an uninitialised function',
};

export function decodeRevertReason(data: Hex | undefined, fallback = 'execution reverted'): string {
  if (!data || data === '0x') return fallback;
  try {
    // viem knows Error(string) and Panic(uint256) without an ABI.
    const decoded = decodeErrorResult({ abi: [], data });
    if (decoded.errorName === 'Error' && typeof decoded.args[0] === 'string') return decoded.args[0];
    if (decoded.errorName === 'Panic' && typeof decoded.args[0] === 'bigint') {
      const code = `0x${decoded.args[0].toString(16)}`;
      return `panic ${code}${PANIC_REASONS[code] ? ` (${PANIC_REASONS[code]})` : ''}`;
    }
  } catch {
    // a custom error this engine has no ABI for
  }
  return `${fallback} (custom error ${data.slice(0, 10)})`;
}
