/**
 * For the review without a scan: the decoded request in plain words (the same
 * `details` a scan carries in `result.details`). Throws SolanaDecodeError for
 * bytes that are not a transaction.
 */
import { address } from '@solana/kit';
import type { SolanaScanRequest } from '../scan-request';
import { decodeAll, requestBytes } from './analyse';
import { transactionDetail, type SolanaScanDetails } from './details';

export function describeSolanaRequest(req: SolanaScanRequest): SolanaScanDetails {
  const user = req.account_address === undefined ? undefined : address(req.account_address);
  const transactions = decodeAll(requestBytes(req).transactions);
  return { transactions: transactions.map((tx) => transactionDetail(tx, user)), source: 'offline' };
}
