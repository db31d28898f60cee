/**
 * eth_sendRawTransaction: the signed transaction parsed back into its call.
 * Its own chunk, loaded only for this rare method (parsing brings viem's
 * transaction envelopes).
 */
import { isHex, numberToHex, parseTransaction } from 'viem';
import type { EvmScanResponse } from '../../lib/api/schemas/evm';
import { CallView } from './CallView';

export function RawTransaction({ raw, chainId, response }: { raw: string; chainId: number | undefined; response: EvmScanResponse | undefined }) {
  if (!isHex(raw, { strict: true })) return null;
  try {
    const tx = parseTransaction(raw);
    return <CallView to={tx.to} value={tx.value === undefined ? undefined : numberToHex(tx.value)} data={tx.data} chainId={tx.chainId ?? chainId} response={response} />;
  } catch {
    return <pre className="pf-raw">{raw}</pre>;
  }
}
