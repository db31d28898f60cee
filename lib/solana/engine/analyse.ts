/** A scan request → the rules' input: transactions decoded, the message read, the site judged. */
import { address, type Address } from '@solana/kit';
import { judgeSite } from '../../knowledge/site';
import type { LookupTableAddresses } from '../decode/accounts';
import { decodeSolanaTransaction, type DecodedTransaction } from '../decode/transaction';
import { bytesFromBase64, SolanaDecodeError } from '../decode/wire';
import type { SolanaRuleInput } from '../rules/types';
import type { SolanaScanRequest } from '../scan-request';

const TRANSACTION_METHODS = new Set(['signTransaction', 'signAllTransactions', 'signAndSendTransaction']);

export function requestBytes(req: SolanaScanRequest): { transactions: Uint8Array[]; message?: Uint8Array } {
  if (TRANSACTION_METHODS.has(req.method)) {
    const txs = req.transactions ?? [];
    if (txs.length === 0) throw new SolanaDecodeError(`${req.method} carries no transaction`);
    return { transactions: txs.map(bytesFromBase64) };
  }
  if (req.method === 'signMessage') {
    if (req.message === undefined) throw new SolanaDecodeError('signMessage carries no message');
    return { transactions: [], message: bytesFromBase64(req.message) };
  }
  return { transactions: [] };
}

export function decodeAll(bytes: readonly Uint8Array[], lookups?: LookupTableAddresses): DecodedTransaction[] {
  return bytes.map((b, i) => {
    try {
      return decodeSolanaTransaction(b, lookups);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new SolanaDecodeError(bytes.length > 1 ? `transaction ${i + 1} of ${bytes.length}: ${why}` : why);
    }
  });
}

export function ruleInput(req: SolanaScanRequest, transactions: DecodedTransaction[], message: Uint8Array | undefined): SolanaRuleInput {
  const user: Address | undefined = req.account_address === undefined ? undefined : address(req.account_address);
  const domain = req.metadata.domain;
  return {
    method: req.method,
    user,
    domain,
    site: domain === '' ? undefined : judgeSite(domain),
    transactions,
    ...(message === undefined ? {} : { message }),
    ...(req.sign_in === undefined ? {} : { signIn: req.sign_in }),
  };
}
