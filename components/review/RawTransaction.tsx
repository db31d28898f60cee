/**
 * eth_sendRawTransaction: the signed transaction parsed back into its call.
 * Its own chunk, loaded only for this rare method (parsing brings viem's
 * transaction envelopes).
 */
import { isHex, numberToHex, parseTransaction } from 'viem';
import type { EvmScanResponse } from '../../lib/api/schemas/evm';
import type { NameOf } from '../../lib/format/names';
import { CallView } from './CallView';

export function RawTransaction({ raw, chainId, response, nameOf }: { raw: string; chainId: number | undefined; response: EvmScanResponse | undefined; nameOf?: NameOf | undefined }) {
  if (!isHex(raw, { strict: true })) return null;
  try {
    const tx = parseTransaction(raw);
    return <CallView to={tx.to} value={tx.value === undefined ? undefined : numberToHex(tx.value)} data={tx.data} chainId={tx.chainId ?? chainId} response={response} nameOf={nameOf} />;
  } catch {
    return <pre className="pf-raw">{raw}</pre>;
  }
}
