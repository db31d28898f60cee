/** Checking on the real chain what the wallet did. */
import { createPublicClient, http, isHex, type Hex } from 'viem';

export function chainClient(rpcUrl: string) {
  return createPublicClient({ transport: http(rpcUrl) });
}

export async function receiptStatus(rpcUrl: string, hash: unknown): Promise<string> {
  const receipt = await chainClient(rpcUrl).waitForTransactionReceipt({ hash: asHex(hash), timeout: 10_000 });
  return receipt.status;
}

export function asHex(value: unknown): Hex {
  if (typeof value === 'string' && isHex(value)) return value;
  throw new Error(`not hex: ${JSON.stringify(value)}`);
}
